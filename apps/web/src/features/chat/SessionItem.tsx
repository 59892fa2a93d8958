import {
  ActionIcon,
  Box,
  Button,
  Group,
  Menu,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArchive, IconPencil, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { CHAT_VIEW_TEXT, formatDisplayDate, renameChatSessionFormSchema } from '@mentor/validation';
import { useState } from 'react';
import { zodResolver } from '../../lib/form';
import type { ChatSessionOut } from './chat-types';
import classes from './ChatView.module.css';
import rowClasses from './SessionSidebar.module.css';

export interface SessionItemProps {
  session: ChatSessionOut;
  active: boolean;
  onSelect: (sessionId: string) => void;
  onRename: (sessionId: string, title: string) => void;
  onDelete: (session: ChatSessionOut) => void;
  /** Pins the session (first in the list) or unpins it. */
  onPin: (session: ChatSessionOut, pinned: boolean) => void;
  /** Archives the session (it leaves the list for the Archived view). */
  onArchive: (session: ChatSessionOut, archived: boolean) => void;
}

function RenameForm({
  session,
  onDone,
  onRename,
}: {
  session: ChatSessionOut;
  onDone: () => void;
  onRename: SessionItemProps['onRename'];
}) {
  const form = useForm({
    initialValues: { title: session.title },
    validate: zodResolver(renameChatSessionFormSchema),
    transformValues: (values) => renameChatSessionFormSchema.parse(values),
  });
  return (
    <form
      className={rowClasses.renameForm}
      onSubmit={form.onSubmit(({ title }) => {
        if (title !== session.title) onRename(session.id, title);
        onDone();
      })}
    >
      <TextInput
        size="xs"
        label={CHAT_VIEW_TEXT.renameLabel}
        data-autofocus
        autoFocus
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          }
        }}
        {...form.getInputProps('title')}
      />
      <Group gap={6} mt={6} justify="flex-end">
        <Button size="compact-xs" variant="default" onClick={onDone}>
          {CHAT_VIEW_TEXT.cancel}
        </Button>
        <Button size="compact-xs" type="submit">
          {CHAT_VIEW_TEXT.save}
        </Button>
      </Group>
    </form>
  );
}

/**
 * One past session: opens it on click; its '⋯' menu renames it (inline), pins or unpins it, archives it, or deletes
 * it (after a confirmation). A pinned session shows a pin.
 */
export function SessionItem({
  session,
  active,
  onSelect,
  onRename,
  onDelete,
  onPin,
  onArchive,
}: SessionItemProps) {
  const pinned = session.pinnedAt !== null;
  const [renaming, setRenaming] = useState(false);
  if (renaming) {
    return (
      <Box component="li" className={rowClasses.row}>
        <Box className={rowClasses.rowMain}>
          <RenameForm session={session} onRename={onRename} onDone={() => setRenaming(false)} />
        </Box>
      </Box>
    );
  }
  return (
    <Box component="li" className={rowClasses.row}>
      <UnstyledButton
        className={`${classes.sessionItem} ${rowClasses.rowMain}`}
        data-active={active || undefined}
        aria-current={active ? 'true' : undefined}
        onClick={() => onSelect(session.id)}
      >
        <Group gap={4} wrap="nowrap" align="flex-start">
          {pinned && <IconPin size={14} className={rowClasses.pin} aria-hidden data-testid="pinned-icon" />}
          <Text size="sm" fw={600} lineClamp={2}>
            {pinned && <VisuallyHidden>{`${CHAT_VIEW_TEXT.pinned}: `}</VisuallyHidden>}
            {session.title}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {session.mentorName} · {formatDisplayDate(session.startedAt ?? session.createdAt)}
        </Text>
      </UnstyledButton>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            className={rowClasses.menuButton}
            aria-label={`${CHAT_VIEW_TEXT.sessionMenu}: ${session.title}`}
          >
            ⋯
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setRenaming(true)}>
            {CHAT_VIEW_TEXT.rename}
          </Menu.Item>
          <Menu.Item
            leftSection={pinned ? <IconPinnedOff size={14} /> : <IconPin size={14} />}
            onClick={() => onPin(session, !pinned)}
          >
            {pinned ? CHAT_VIEW_TEXT.unpin : CHAT_VIEW_TEXT.pin}
          </Menu.Item>
          <Menu.Item leftSection={<IconArchive size={14} />} onClick={() => onArchive(session, true)}>
            {CHAT_VIEW_TEXT.archive}
          </Menu.Item>
          <Menu.Item
            color="red"
            // The theme's red for text (4.5:1 on the menu), not Mantine's shade 6.
            c="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => onDelete(session)}
          >
            {CHAT_VIEW_TEXT.delete}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}
