import { Avatar, Box, Button, Group, Loader, Text } from '@mantine/core';
import { CHAT_VIEW_TEXT, MESSAGES } from '@mentor/validation';
import { IconPlayerStopFilled, IconPlayerTrackNextFilled, IconSparkles } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import classes from './ChatView.module.css';
import type { DisplayMessage } from './display-messages';
import { MarkdownMessage } from './MarkdownMessage';
import { MessageActions, MessageEditor } from './MessageActions';

export interface MessageListProps {
  messages: readonly DisplayMessage[];
  /** Shown first in a session without messages. */
  welcome: string | null;
  mentorName: string;
  /** The reply Regenerate replaces now (null: no Regenerate button). */
  regenerableId?: string | null;
  onRegenerate?: () => void;
  /** The message of the person Edit changes now (null: no Edit button). */
  editableId?: string | null;
  /** Saves the edited last message (the new reply follows). */
  onEditSave?: (messageId: string, text: string) => void;
  /** Shows another version of the last (regenerated) reply; absent: the arrows are disabled. */
  onSelectVersion?: (messageId: string) => void;
  /** Rates a saved reply (null clears the rating); absent: no thumbs. */
  onRate?: (messageId: string, rating: 'up' | 'down' | null, reason?: string) => void;
  /** The stopped last reply Continue goes on with now (null: no Continue button). */
  continuableId?: string | null;
  onContinue?: () => void;
}

interface BubbleActions {
  onContinue?: () => void;
  onRegenerate?: () => void;
  onSelectVersion?: (messageId: string) => void;
  onRate?: (rating: 'up' | 'down' | null, reason?: string) => void;
  onEdit?: () => void;
  editing?: { onSave: (text: string) => void; onCancel: () => void };
}

function AssistantAvatar({ mentorName }: { mentorName: string }) {
  return (
    <Avatar
      size={32}
      radius="xl"
      color="brand"
      variant="light"
      // An image named after the mentor (aria-label alone is not allowed on a plain div).
      role="img"
      aria-label={mentorName}
      className={classes.avatar}
    >
      <IconSparkles size={18} aria-hidden />
    </Avatar>
  );
}

function Bubble({
  message,
  mentorName,
  actions,
}: {
  message: DisplayMessage;
  mentorName: string;
  actions: BubbleActions;
}) {
  // Saved messages (and a stopped reply) can be copied; the reply being written cannot yet.
  const settled = message.id !== undefined && message.live !== 'thinking' && message.live !== 'streaming';
  if (message.role === 'user') {
    return (
      <Box className={classes.userRow} data-role="user">
        <Box className={classes.userColumn}>
          {actions.editing ? (
            <MessageEditor initial={message.content} {...actions.editing} />
          ) : (
            <>
              {/* User text is plain text (never Markdown or HTML); line breaks are kept by CSS. */}
              <Box className={classes.userBubble} maw="100%">
                {message.content}
              </Box>
              {settled && <MessageActions content={message.content} align="right" onEdit={actions.onEdit} />}
            </>
          )}
        </Box>
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
              <Group gap={8} mt={6} wrap="wrap">
                <Group gap={4} data-testid="stopped-mark">
                  <IconPlayerStopFilled size={12} color="var(--mantine-color-dimmed)" aria-hidden />
                  <Text size="xs" c="dimmed">
                    {CHAT_VIEW_TEXT.stopped}
                  </Text>
                </Group>
                {actions.onContinue && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    className="tap-target"
                    leftSection={<IconPlayerTrackNextFilled size={12} aria-hidden />}
                    title={CHAT_VIEW_TEXT.continueAria}
                    onClick={actions.onContinue}
                  >
                    {CHAT_VIEW_TEXT.continueReply}
                  </Button>
                )}
              </Group>
            )}
          </>
        )}
        {settled && (
          <MessageActions
            content={message.content}
            align="left"
            onRegenerate={actions.onRegenerate}
            versions={message.versions}
            onSelectVersion={actions.onSelectVersion}
            feedback={message.feedback}
            onRate={actions.onRate}
          />
        )}
      </Box>
    </Group>
  );
}

/** The conversation: the welcome message of a new session, saved messages, then the reply being written. */
export function MessageList({
  messages,
  welcome,
  mentorName,
  regenerableId = null,
  onRegenerate,
  editableId = null,
  onEditSave,
  onSelectVersion,
  onRate,
  continuableId = null,
  onContinue,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  /** The message open in the inline editor (only ever the editable one). */
  const [editingId, setEditingId] = useState<string | null>(null);
  // The editor closes when its message can no longer be edited (a reply started, the session ended).
  if (editingId !== null && editingId !== editableId) setEditingId(null);
  const actionsOf = (message: DisplayMessage): BubbleActions => {
    if (!message.id) return {};
    const id = message.id;
    if (message.role === 'assistant') {
      return {
        onRate: onRate ? (rating, reason) => onRate(id, rating, reason) : undefined,
        ...(id === continuableId && onContinue ? { onContinue } : {}),
        // Only the last reply switches versions (the conversation went on from an earlier one).
        ...(id === regenerableId ? { onSelectVersion } : {}),
        ...(id === regenerableId && onRegenerate
          ? {
              onRegenerate: () => {
                setEditingId(null);
                onRegenerate();
              },
            }
          : {}),
      };
    }
    if (message.id !== editableId || !onEditSave) return {};
    if (editingId === message.id) {
      return {
        editing: {
          onSave: (text) => {
            setEditingId(null);
            onEditSave(id, text);
          },
          onCancel: () => setEditingId(null),
        },
      };
    }
    return { onEdit: () => setEditingId(id) };
  };
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
          <Bubble key={message.key} message={message} mentorName={mentorName} actions={actionsOf(message)} />
        ))}
      </Box>
    </Box>
  );
}
