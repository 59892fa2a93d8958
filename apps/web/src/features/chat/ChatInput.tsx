import { ActionIcon, Badge, Box, Button, Group, Text, Textarea, Tooltip } from '@mantine/core';
import {
  CHAT_MESSAGE_MAX,
  CHAT_VIEW_TEXT,
  MESSAGES,
  charCounterLabel,
  type SpeechEngine,
} from '@mentor/validation';
import {
  IconAlertTriangle,
  IconClockHour4,
  IconPlayerStopFilled,
  IconSend2,
  IconTextRecognition,
} from '@tabler/icons-react';
import { useEffect, type KeyboardEvent, type ReactNode } from 'react';
import { useDictation } from '../../lib/use-dictation';
import { RecordButton, VoiceModeControls, type VoiceRecorder } from '../voice';
import classes from './ChatView.module.css';

/** The input area's voice controls (spec section 2): recording, voice mode and the spoken-reply engine. */
export interface ChatInputVoice {
  recorder: Pick<VoiceRecorder, 'state' | 'status' | 'start' | 'stop'>;
  /** The server transcribes recordings (`voice.capabilities`): the record button shows. */
  canRecord: boolean;
  /** The server can speak: the 'Mentor voice' engine is offered. */
  providerSpeech: boolean;
  voiceMode: boolean;
  onVoiceModeChange: (on: boolean) => void;
  engine: SpeechEngine;
  onEngineChange: (engine: SpeechEngine) => void;
  speaking: SpeechEngine | null;
}

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
  /** Voice input and spoken replies (none: only typing and browser dictation). */
  voice?: ChatInputVoice;
  /** The Voice button of the hands-free voice conversation, before the record button. */
  voiceConversation?: ReactNode;
}

/**
 * The input area: the text box with its 'n / 2000' counter, Enter sends and Shift+Enter adds a line, the send
 * button (Stop while a reply is written), the session-limit warning badge and the session's remaining time; the
 * voice controls (voice mode, reply engine, record button) and browser dictation when the browser has it.
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
  voice,
  voiceConversation,
}: ChatInputProps) {
  const tooLong = value.length > CHAT_MESSAGE_MAX;
  const dictation = useDictation({ value, onChange, maxLength: CHAT_MESSAGE_MAX });
  const dictating = dictation.state !== 'idle';
  const recorderState = voice?.recorder.state ?? 'idle';
  const stopDictation = dictation.stop;

  // A closed or ended session ends dictation.
  useEffect(() => {
    if (disabled) stopDictation();
  }, [disabled, stopDictation]);

  function send() {
    // Dictation still listening would write its words back into the emptied box.
    if (dictating) dictation.stop();
    onSend();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) send();
  }

  const status = voice?.recorder.status ?? dictation.status;

  return (
    <Box className={classes.inputArea} data-testid="chat-input-area">
      {(timeLabel !== null || limitBadge !== null || voice !== undefined) && (
        <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
          <Group gap="xs" wrap="wrap">
            {timeLabel !== null && (
              <Group gap={4} wrap="nowrap" data-testid="session-time">
                <IconClockHour4 size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                <Text size="xs" c="dimmed">
                  {timeLabel}
                </Text>
              </Group>
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
          {voice && (
            <VoiceModeControls
              voiceMode={voice.voiceMode}
              onVoiceModeChange={voice.onVoiceModeChange}
              engine={voice.engine}
              onEngineChange={voice.onEngineChange}
              speaking={voice.speaking}
              providerSpeech={voice.providerSpeech}
            />
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
        {dictation.supported && (
          <Tooltip
            label={dictating ? MESSAGES.dictation.stopDictation : MESSAGES.dictation.dictate}
            withArrow
          >
            <ActionIcon
              size={42}
              radius="md"
              variant={dictating ? 'filled' : 'light'}
              color={dictating ? 'red' : undefined}
              aria-label={dictating ? MESSAGES.dictation.stopDictation : MESSAGES.dictation.dictate}
              aria-pressed={dictating}
              data-dictation-state={dictation.state}
              onClick={dictating ? dictation.stop : dictation.start}
              disabled={!dictating && (disabled || recorderState !== 'idle')}
              className={classes.sendButton}
            >
              {dictating ? (
                <IconPlayerStopFilled size={18} aria-hidden />
              ) : (
                <IconTextRecognition size={20} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
        )}
        {voiceConversation}
        {voice?.canRecord && (
          <RecordButton
            state={recorderState}
            onStart={voice.recorder.start}
            onStop={voice.recorder.stop}
            disabled={disabled || dictating}
            className={classes.sendButton}
          />
        )}
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
              onClick={send}
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
        ) : dictation.error && !dictating ? (
          <Text size="xs" c="red.7" role="alert" data-testid="dictation-error">
            {dictation.error}
          </Text>
        ) : status !== null ? (
          <Text
            size="xs"
            c={recorderState === 'recording' ? 'red.7' : 'dimmed'}
            role="status"
            data-testid="voice-status"
          >
            {status}
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
