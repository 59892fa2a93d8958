import { Box, Button, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArchiveOff } from '@tabler/icons-react';
import { CHAT_VIEW_TEXT, formatDisplayDate } from '@mentor/validation';
import type { ChatSessionOut } from './chat-types';
import classes from './ChatView.module.css';
import rowClasses from './SessionSidebar.module.css';

/** The sidebar's Archived view: its list (a page at a time), and the calls it makes. */
export interface ArchivedViewProps {
  /** The view is shown in place of the sessions. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sessions: readonly ChatSessionOut[] | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onRestore: (session: ChatSessionOut) => void;
}

/**
 * The archived sessions, newest first: each opens on click (an archived session can still be read) and has
 * Restore, which puts it back in the sessions list.
 */
export function ArchivedSessions({
  view,
  selectedId,
  onSelect,
}: {
  view: ArchivedViewProps;
  selectedId: string | null;
  onSelect: (sessionId: string) => void;
}) {
  if (view.loading) {
    return (
      <Stack gap={6}>
        {[0, 1].map((i) => (
          <Skeleton key={i} height={52} radius="md" />
        ))}
      </Stack>
    );
  }
  if (view.error) {
    return (
      <Stack gap={6} align="flex-start">
        <Text size="sm" c="red.7">
          {CHAT_VIEW_TEXT.loadSessionsFailed}
        </Text>
        <Button size="xs" variant="light" onClick={view.onRetry}>
          {CHAT_VIEW_TEXT.retry}
        </Button>
      </Stack>
    );
  }
  if (!view.sessions || view.sessions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {CHAT_VIEW_TEXT.noArchived}
      </Text>
    );
  }
  return (
    <Stack gap={4} component="ul" className={classes.sessionList} aria-label={CHAT_VIEW_TEXT.archivedList}>
      {view.sessions.map((session) => {
        const active = session.id === selectedId;
        return (
          <Box component="li" key={session.id} className={rowClasses.row}>
            <UnstyledButton
              className={`${classes.sessionItem} ${rowClasses.rowMain}`}
              data-active={active || undefined}
              aria-current={active ? 'true' : undefined}
              onClick={() => onSelect(session.id)}
            >
              <Text size="sm" fw={600} lineClamp={2}>
                {session.title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {session.mentorName} · {formatDisplayDate(session.startedAt ?? session.createdAt)}
              </Text>
            </UnstyledButton>
            <Button
              size="xs"
              variant="light"
              className={`${rowClasses.restore} tap-target`}
              leftSection={<IconArchiveOff size={14} aria-hidden />}
              onClick={() => view.onRestore(session)}
            >
              {CHAT_VIEW_TEXT.restore}
            </Button>
          </Box>
        );
      })}
      {view.hasMore && (
        <li>
          <Button variant="subtle" size="xs" fullWidth onClick={view.onShowMore} loading={view.loadingMore}>
            {CHAT_VIEW_TEXT.showMoreSessions}
          </Button>
        </li>
      )}
    </Stack>
  );
}
