import { ActionIcon, Tooltip } from '@mantine/core';
import { MESSAGES } from '@mentor/validation';
import { IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react';
import type { RecorderState } from './use-voice-recorder';

export interface RecordButtonProps {
  state: RecorderState;
  onStart: () => void;
  onStop: () => void;
  disabled: boolean;
  className?: string;
}

/** Records a voice message (press again to stop and send it for transcription). */
export function RecordButton({ state, onStart, onStop, disabled, className }: RecordButtonProps) {
  const recording = state === 'recording';
  const transcribing = state === 'transcribing';
  const label = recording
    ? MESSAGES.transcription.stopRecording
    : transcribing
      ? MESSAGES.transcription.transcribing
      : MESSAGES.transcription.record;
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        size={42}
        radius="md"
        variant={recording ? 'filled' : 'light'}
        color={recording ? 'red' : undefined}
        aria-label={label}
        aria-pressed={recording}
        data-recorder-state={state}
        loading={transcribing}
        disabled={disabled && !recording}
        onClick={recording ? onStop : onStart}
        className={className}
      >
        {recording ? (
          <IconPlayerStopFilled size={18} aria-hidden />
        ) : (
          <IconMicrophone size={20} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
