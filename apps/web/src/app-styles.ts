// Mantine styles of every screen but the landing page (which has styles.ts, in the entry): imported by the lazy
// layouts and pages, so the landing's render-blocking sheet stays small. Same order rules as styles.ts, whose files
// are always loaded first: components whose styles others build on first (Popover, Overlay, ModalBase,
// InlineInput ...), then the rest. Add a component here when a screen starts using it.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './touch-targets.css';
