import { Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import {
  GOAL_DESCRIPTION_MAX,
  GOAL_UI,
  MESSAGES,
  charactersLeftLabel,
  isCharactersLeftLow,
} from '@mentor/validation';
import { IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useDictation } from '../../lib/use-dictation';

export interface GoalTextBoxProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  /** The field's message (e.g. from the form), if any. */
  error?: ReactNode;
  /** Character limit (default 1000); typing, pasting and dictation are cut to it. */
  maxLength?: number;
  minRows?: number;
  disabled?: boolean;
}

/**
 * The reusable goal text box (spec section 2): a text area with browser speech dictation (when the browser has
 * it) and a 'characters left' counter that turns yellow under 50.
 */
export function GoalTextBox({
  value,
  onChange,
  label,
  placeholder,
  error,
  maxLength = GOAL_DESCRIPTION_MAX,
  minRows = 4,
  disabled = false,
}: GoalTextBoxProps) {
  const counterId = useId();
  const statusId = useId();
  const dictation = useDictation({ value, onChange, maxLength, variant: 'goal' });
  const active = dictation.state !== 'idle';
  const low = isCharactersLeftLow(value.length, maxLength);
  const status =
    dictation.state === 'initializing'
      ? MESSAGES.dictation.initializing
      : dictation.state === 'listening'
        ? MESSAGES.dictation.listening
        : null;

  return (
    <Stack gap={6}>
      <Textarea
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value.slice(0, maxLength))}
        maxLength={maxLength}
        autosize
        minRows={minRows}
        maxRows={12}
        error={error ?? undefined}
        disabled={disabled}
        aria-describedby={`${counterId} ${statusId}`}
      />
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          {dictation.supported && (
            <Button
              variant={active ? 'filled' : 'light'}
              color={active ? 'red' : undefined}
              size="compact-sm"
              leftSection={active ? <IconPlayerStopFilled size={14} /> : <IconMicrophone size={14} />}
              onClick={active ? dictation.stop : dictation.start}
              disabled={disabled}
              aria-pressed={active}
              style={{ alignSelf: 'flex-start' }}
            >
              {active ? GOAL_UI.dictationStop : GOAL_UI.dictationStart}
            </Button>
          )}
          <div id={statusId} aria-live="polite">
            {status && (
              <Group gap={6} wrap="nowrap">
                <Loader size={12} type="dots" />
                <Text size="xs" c="dimmed" data-testid="dictation-status">
                  {status}
                </Text>
              </Group>
            )}
            {dictation.error && (
              <Text size="xs" c="red" role="alert">
                {dictation.error}
              </Text>
            )}
          </div>
        </Stack>
        <Text
          id={counterId}
          size="xs"
          c={low ? 'yellow.7' : 'dimmed'}
          fw={low ? 600 : undefined}
          data-low={low || undefined}
          data-testid="characters-left"
          style={{ whiteSpace: 'nowrap' }}
        >
          {charactersLeftLabel(value.length, maxLength)}
        </Text>
      </Group>
    </Stack>
  );
}
