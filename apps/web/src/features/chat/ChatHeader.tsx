import { ActionIcon, Avatar, Badge, Box, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { CHAT_VIEW_TEXT, MESSAGES } from '@mentor/validation';
import { IconDownload, IconLayoutSidebarLeftExpand, IconSparkles, IconTarget } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './ChatView.module.css';

export interface ChatHeaderProps {
  mentorName: string;
  /** The title of the goal the open session is linked to. */
  goalTitle: string | null;
  onExport: () => void;
  /** Export needs an open session with messages. */
  canExport: boolean;
  /** Opens the sessions drawer (small screens). */
  onOpenSessions: () => void;
  /** Who answers: a model ('online'), the built-in offline mentor ('offline'), or not known yet (null). */
  mentorStatus: 'online' | 'offline' | null;
  /** Under the linked goal: what the session changed on it (the goal's progress notice), if anything. */
  goalNotice?: ReactNode;
}

/**
 * Active mentor, 'AI Mentor • Online' (or 'Offline mentor' when the server has no model), the linked goal, what the
 * session changed on it, and the transcript export.
 */
export function ChatHeader({
  mentorName,
  goalTitle,
  onExport,
  canExport,
  onOpenSessions,
  mentorStatus,
  goalNotice,
}: ChatHeaderProps) {
  return (
    <Box className={classes.header} component="header">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Tooltip label={CHAT_VIEW_TEXT.sessionsToggle} withArrow>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={onOpenSessions}
              aria-label={CHAT_VIEW_TEXT.sessionsToggle}
              hiddenFrom="sm"
            >
              <IconLayoutSidebarLeftExpand size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Avatar radius="xl" color="brand" variant="filled" visibleFrom="xs" aria-hidden>
            <IconSparkles size={20} />
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text fw={700} lineClamp={1} data-testid="active-mentor">
              {mentorName}
            </Text>
            <Group gap={6} wrap="nowrap" mih={18} data-testid="mentor-status">
              {mentorStatus !== null && (
                <>
                  <span
                    className={mentorStatus === 'online' ? classes.onlineDot : classes.offlineDot}
                    aria-hidden
                  />
                  <Text
                    size="xs"
                    c="dimmed"
                    title={mentorStatus === 'offline' ? MESSAGES.chat.offlineHint : undefined}
                  >
                    {mentorStatus === 'online' ? MESSAGES.chat.online : MESSAGES.chat.offline}
                  </Text>
                </>
              )}
            </Group>
          </Stack>
        </Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={onExport}
          disabled={!canExport}
          title={CHAT_VIEW_TEXT.exportTitle}
        >
          {CHAT_VIEW_TEXT.export}
        </Button>
      </Group>
      {goalTitle !== null && (
        <Badge
          mt={8}
          variant="light"
          color="grape"
          leftSection={<IconTarget size={12} aria-hidden />}
          style={{ textTransform: 'none', maxWidth: '100%' }}
          data-testid="linked-goal"
        >
          {CHAT_VIEW_TEXT.goal}: {goalTitle}
        </Badge>
      )}
      {goalTitle !== null && goalNotice && <Box mt={4}>{goalNotice}</Box>}
    </Box>
  );
}
