import { ActionIcon, Badge, Box, Button, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { CHAT_MESSAGE_MAX, CHAT_VIEW_TEXT, MESSAGES, charCounterLabel } from '@mentor/validation';
import { IconAlertTriangle, IconClockHour4, IconPlayerStopFilled, IconSend2 } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import classes from './ChatView.module.css';

export interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  /** Whether the send rules (spec section 5) allow sending the current text. */
  canSend: boolean;
  /** A reply is being written: the send button becomes Stop. */
  generating: boolean;
  /** No session open or the open session has ended: the text box is disabled. */
  disabled: boolean;
  /** The session-limit warning badge text, or null. */
  limitBadge: string | null;
  /** The open session's time label ('{n} min left', ...), or null without a session. */
  timeLabel: string | null;
}

/**
 * The input area: the text box with its 'n / 2000' counter, Enter sends and Shift+Enter adds a line, the send
 * button (Stop while a reply is written), the session-limit warning badge and the session's remaining time.
 */
export function ChatInput({
  value,
  onChange,
  onSend,
  onStop,
  canSend,
  generating,
  disabled,
  limitBadge,
  timeLabel,
}: ChatInputProps) {
  const tooLong = value.length > CHAT_MESSAGE_MAX;

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  }

  return (
    <Box className={classes.inputArea} data-testid="chat-input-area">
      {(timeLabel !== null || limitBadge !== null) && (
        <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
          {timeLabel !== null ? (
            <Group gap={4} wrap="nowrap" data-testid="session-time">
              <IconClockHour4 size={14} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text size="xs" c="dimmed">
                {timeLabel}
              </Text>
            </Group>
          ) : (
            <span />
          )}
          {limitBadge !== null && (
            <Badge
              data-testid="session-limit-badge"
              color={limitBadge === MESSAGES.chat.sessionLimitBadge ? 'red' : 'yellow'}
              variant="light"
              leftSection={<IconAlertTriangle size={12} aria-hidden />}
              style={{ textTransform: 'none' }}
            >
              {limitBadge}
            </Badge>
          )}
        </Group>
      )}
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          className={classes.textarea}
          aria-label="Message"
          placeholder={disabled ? CHAT_VIEW_TEXT.noSessionOpen : CHAT_VIEW_TEXT.inputPlaceholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          disabled={disabled}
          autosize
          minRows={1}
          maxRows={6}
          error={tooLong}
          radius="md"
        />
        {generating ? (
          <Button
            color="red"
            variant="light"
            onClick={onStop}
            leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
            className={classes.sendButton}
          >
            {CHAT_VIEW_TEXT.stop}
          </Button>
        ) : (
          <Tooltip label={CHAT_VIEW_TEXT.send} withArrow>
            <ActionIcon
              size={42}
              radius="md"
              variant="filled"
              aria-label={CHAT_VIEW_TEXT.send}
              onClick={onSend}
              disabled={!canSend}
              className={classes.sendButton}
            >
              <IconSend2 size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
        {tooLong ? (
          <Text size="xs" c="red.7" role="alert">
            {MESSAGES.chat.messageTooLong}
          </Text>
        ) : (
          <Text size="xs" c="dimmed" visibleFrom="xs">
            {CHAT_VIEW_TEXT.inputHint}
          </Text>
        )}
        <Text size="xs" c={tooLong ? 'red.7' : 'dimmed'} data-testid="char-counter" ml="auto">
          {charCounterLabel(value.length)}
        </Text>
      </Group>
    </Box>
  );
}
