import { Group, SegmentedControl, Switch, Tooltip } from '@mantine/core';
import { MESSAGES, type SpeechEngine } from '@mentor/validation';
import { IconVolume } from '@tabler/icons-react';

export interface VoiceModeControlsProps {
  voiceMode: boolean;
  onVoiceModeChange: (on: boolean) => void;
  engine: SpeechEngine;
  onEngineChange: (engine: SpeechEngine) => void;
  /** The engine reading a reply aloud right now, or null. */
  speaking: SpeechEngine | null;
  /** False when the server cannot speak: only the browser voice is offered. */
  providerSpeech: boolean;
}

/**
 * The input area's voice mode switch ('Read new replies aloud') and, while it is on, the spoken-reply engine:
 * 'Mentor voice' (the provider's) or 'Browser voice'. `data-speaking` names the engine reading a reply.
 */
export function VoiceModeControls({
  voiceMode,
  onVoiceModeChange,
  engine,
  onEngineChange,
  speaking,
  providerSpeech,
}: VoiceModeControlsProps) {
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      data-testid="voice-controls"
      data-voice-mode={voiceMode}
      data-speaking={speaking ?? undefined}
    >
      {speaking !== null && <IconVolume size={16} color="var(--mantine-color-brand-filled)" aria-hidden />}
      <Tooltip label={MESSAGES.speech.voiceModeHint} withArrow>
        <Switch
          size="sm"
          label={MESSAGES.speech.voiceMode}
          checked={voiceMode}
          onChange={(event) => onVoiceModeChange(event.currentTarget.checked)}
          styles={{ label: { whiteSpace: 'nowrap', fontSize: 'var(--mantine-font-size-xs)' } }}
        />
      </Tooltip>
      {voiceMode && (
        <SegmentedControl
          size="xs"
          radius="md"
          aria-label={MESSAGES.speech.engineLabel}
          value={providerSpeech ? engine : 'browser'}
          onChange={onEngineChange}
          data={[
            { value: 'provider', label: MESSAGES.speech.engineProvider, disabled: !providerSpeech },
            { value: 'browser', label: MESSAGES.speech.engineBrowser },
          ]}
        />
      )}
    </Group>
  );
}
