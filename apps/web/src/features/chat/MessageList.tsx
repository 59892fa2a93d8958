import { Avatar, Box, Group, Loader, Text } from '@mantine/core';
import { CHAT_VIEW_TEXT, MESSAGES } from '@mentor/validation';
import { IconPlayerStopFilled, IconSparkles } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import classes from './ChatView.module.css';
import type { DisplayMessage } from './display-messages';
import { MarkdownMessage } from './MarkdownMessage';

export interface MessageListProps {
  messages: readonly DisplayMessage[];
  /** Shown first in a session without messages. */
  welcome: string | null;
  mentorName: string;
}

function AssistantAvatar({ mentorName }: { mentorName: string }) {
  return (
    <Avatar
      size={32}
      radius="xl"
      color="brand"
      variant="light"
      aria-label={mentorName}
      className={classes.avatar}
    >
      <IconSparkles size={18} aria-hidden />
    </Avatar>
  );
}

function Bubble({ message, mentorName }: { message: DisplayMessage; mentorName: string }) {
  if (message.role === 'user') {
    return (
      <Box className={classes.userRow} data-role="user">
        {/* User text is plain text (never Markdown or HTML); line breaks are kept by CSS. */}
        <Box className={classes.userBubble}>{message.content}</Box>
      </Box>
    );
  }
  return (
    <Group
      className={classes.assistantRow}
      align="flex-start"
      gap="sm"
      wrap="nowrap"
      data-role="assistant"
      data-live={message.live}
    >
      <AssistantAvatar mentorName={mentorName} />
      <Box className={classes.assistantBubble}>
        {message.live === 'thinking' ? (
          <Group gap="xs" data-testid="thinking">
            <Loader type="dots" size="sm" />
            <Text size="sm" c="dimmed">
              {MESSAGES.chat.thinking}
            </Text>
          </Group>
        ) : (
          <>
            <MarkdownMessage content={message.content} streaming={message.live === 'streaming'} />
            {message.live === 'stopped' && (
              <Group gap={4} mt={6}>
                <IconPlayerStopFilled size={12} color="var(--mantine-color-dimmed)" aria-hidden />
                <Text size="xs" c="dimmed">
                  {CHAT_VIEW_TEXT.stopped}
                </Text>
              </Group>
            )}
          </>
        )}
      </Box>
    </Group>
  );
}

/** The conversation: the welcome message of a new session, saved messages, then the reply being written. */
export function MessageList({ messages, welcome, mentorName }: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const last = messages[messages.length - 1];
  const contentKey = `${messages.length}:${last?.key ?? ''}:${last?.content.length ?? 0}:${last?.live ?? ''}`;

  // Follow the conversation while the reader is at the bottom; leave their scroll position alone otherwise.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el && stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [contentKey]);

  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const onScroll = () => {
      stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <Box
      ref={scrollRef}
      className={classes.messages}
      role="log"
      aria-label="Messages"
      data-testid="message-list"
    >
      <Box className={classes.messagesInner}>
        {welcome !== null && (
          <Group
            className={classes.assistantRow}
            align="flex-start"
            gap="sm"
            wrap="nowrap"
            data-testid="welcome-message"
          >
            <AssistantAvatar mentorName={mentorName} />
            <Box className={classes.assistantBubble}>
              <Text size="sm">{welcome}</Text>
            </Box>
          </Group>
        )}
        {messages.map((message) => (
          <Bubble key={message.key} message={message} mentorName={mentorName} />
        ))}
      </Box>
    </Box>
  );
}
