import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { displayName, MESSAGES, ROUTES, type PublicUser } from '@mentor/validation';
import {
  IconChevronDown,
  IconCreditCard,
  IconDownload,
  IconHelpCircle,
  IconLogout,
  IconShieldCog,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { browser } from '../lib/browser';

function initials(user: PublicUser): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters.length > 0 ? letters : user.email.charAt(0).toUpperCase();
}

/** Sign Out asks first; confirming is a browser navigation to /api/logout. */
function confirmSignOut(): void {
  modals.openConfirmModal({
    title: 'Sign out',
    centered: true,
    children: <Text size="sm">{MESSAGES.auth.signOutConfirm}</Text>,
    labels: { confirm: 'Sign Out', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: () => browser.assign(ROUTES.logout),
  });
}

const ICON = { size: 16, stroke: 1.8 } as const;

/**
 * The avatar/name menu of the signed-in headers: account pages, Admin Dashboard (admins only) and Sign Out.
 * Closes on an outside click or Escape (Mantine Menu).
 */
export function UserMenu({ user }: { user: PublicUser }) {
  const name = displayName(user);
  return (
    <Menu position="bottom-end" width={230} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={`${name}: account menu`}
          style={{ borderRadius: 'var(--mantine-radius-xl)' }}
        >
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.profileImageUrl} alt={name} radius="xl" size={34} color="brand">
              {initials(user)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="md" maw={160} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} stroke={1.8} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={ROUTES.profile} leftSection={<IconUserCircle {...ICON} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to={ROUTES.subscription} leftSection={<IconCreditCard {...ICON} />}>
          Subscription
        </Menu.Item>
        <Menu.Item component={Link} to={ROUTES.help} leftSection={<IconHelpCircle {...ICON} />}>
          Help & Support
        </Menu.Item>
        <Menu.Item component={Link} to={ROUTES.export} leftSection={<IconDownload {...ICON} />}>
          Export Data
        </Menu.Item>
        {user.isAdmin && (
          <Menu.Item component={Link} to={ROUTES.admin} leftSection={<IconShieldCog {...ICON} />}>
            Admin Dashboard
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout {...ICON} />} onClick={confirmSignOut}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
