import {
  Box,
  Button,
  Group,
  NativeSelect,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  CHAT_VIEW_TEXT,
  MENTOR_TYPE_OPTIONS,
  MESSAGES,
  formatDisplayDate,
  type MentorType,
} from '@mentor/validation';
import type { ChatSessionOut } from './chat-types';
import classes from './ChatView.module.css';

export interface SessionSidebarProps {
  sessions: readonly ChatSessionOut[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (sessionId: string) => void;
  onNew: () => void;
  creating: boolean;
  mentorType: MentorType;
  onMentorTypeChange: (type: MentorType) => void;
  /** False inside the drawer, whose title already says 'Sessions'. */
  showHeading?: boolean;
}

/** Past sessions (title, mentor, date), '+ New' and the mentor type for the next session. */
export function SessionSidebar({
  sessions,
  loading,
  error,
  onRetry,
  selectedId,
  onSelect,
  onNew,
  creating,
  mentorType,
  onMentorTypeChange,
  showHeading = true,
}: SessionSidebarProps) {
  return (
    <Stack gap="sm" className={classes.sidebarInner}>
      <Group justify={showHeading ? 'space-between' : 'flex-end'} wrap="nowrap">
        {showHeading && (
          <Text fw={700} size="sm">
            {CHAT_VIEW_TEXT.sessionsHeading}
          </Text>
        )}
        <Button size="xs" onClick={onNew} loading={creating} title={CHAT_VIEW_TEXT.newSessionAria}>
          {MESSAGES.chat.newSession}
        </Button>
      </Group>
      <NativeSelect
        label={CHAT_VIEW_TEXT.mentorSelectLabel}
        size="xs"
        data={MENTOR_TYPE_OPTIONS}
        value={mentorType}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const option = MENTOR_TYPE_OPTIONS.find((o) => o.value === value);
          if (option) onMentorTypeChange(option.value);
        }}
      />
      <ScrollArea className={classes.sessionScroll} type="auto" offsetScrollbars>
        {loading ? (
          <Stack gap={6}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={52} radius="md" />
            ))}
          </Stack>
        ) : error ? (
          <Stack gap={6} align="flex-start">
            <Text size="sm" c="red.7">
              {CHAT_VIEW_TEXT.loadSessionsFailed}
            </Text>
            <Button size="xs" variant="light" onClick={onRetry}>
              {CHAT_VIEW_TEXT.retry}
            </Button>
          </Stack>
        ) : !sessions || sessions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {CHAT_VIEW_TEXT.noSessions}
          </Text>
        ) : (
          <Stack gap={4} component="ul" className={classes.sessionList} aria-label="Past sessions">
            {sessions.map((session) => {
              const active = session.id === selectedId;
              return (
                <Box component="li" key={session.id}>
                  <UnstyledButton
                    className={classes.sessionItem}
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
                </Box>
              );
            })}
          </Stack>
        )}
      </ScrollArea>
    </Stack>
  );
}
