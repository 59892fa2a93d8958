import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Drawer,
  Group,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { HANDS_FREE_TEXT, speakableText } from '@mentor/validation';
import { IconMicrophone, IconMicrophoneOff, IconPhoneOff } from '@tabler/icons-react';

import classes from './VoiceModePanel.module.css';
import { STATE_LABELS, useHandsFree, type HandsFreeOptions, type HandsFreeState } from './use-hands-free';

export interface VoiceModePanelProps extends HandsFreeOptions {
  onClose: () => void;
  mentorName: string;
}

const HINTS: Partial<Record<HandsFreeState, string>> = {
  listening: HANDS_FREE_TEXT.hintListening,
  hearing: HANDS_FREE_TEXT.hintListening,
  speaking: HANDS_FREE_TEXT.hintSpeaking,
  thinking: HANDS_FREE_TEXT.hintSpeaking,
  paused: HANDS_FREE_TEXT.hintPaused,
};

/**
 * The hands-free voice conversation (issue 26): full screen on a phone, a side panel on a desktop. It shows what
 * the conversation is doing (listening, hearing you, thinking, speaking, paused), what was heard and the reply as
 * it is written; mute and end. Loaded (with the voice activity detection) only when it opens.
 */
export default function VoiceModePanel({ onClose, mentorName, ...options }: VoiceModePanelProps) {
  const mobile = useMediaQuery('(max-width: 36em)');
  const handsFree = useHandsFree(options);
  const { state, muted } = handsFree;
  const working = state !== 'unsupported' && state !== 'failed';
  const reply =
    options.draft && options.draft.request.mode === 'voice' ? speakableText(options.draft.text) : '';
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 420}
      title={HANDS_FREE_TEXT.title}
      closeButtonProps={{ 'aria-label': HANDS_FREE_TEXT.end }}
      data-testid="voice-mode"
    >
      <Stack gap="lg" align="center" className={classes.body} data-state={state}>
        {working ? (
          <>
            <Box className={classes.orb} data-state={state} aria-hidden />
            <Text fw={600} size="lg" role="status" aria-live="polite" data-testid="voice-mode-state">
              {STATE_LABELS[state]}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {HINTS[state] ?? ''}
            </Text>
            {handsFree.engine === 'browser' && (
              <Text size="xs" c="dimmed">
                {HANDS_FREE_TEXT.browserRecognition}
              </Text>
            )}
            {handsFree.heard && (
              <Text size="sm" ta="center" data-testid="voice-mode-heard">
                <Text span c="dimmed" inherit>
                  {HANDS_FREE_TEXT.youSaid}:{' '}
                </Text>
                {handsFree.heard}
              </Text>
            )}
            {reply && (
              <ScrollArea.Autosize mah={220} w="100%" type="auto">
                <Text size="sm" data-testid="voice-mode-reply">
                  <Text span fw={600} inherit>
                    {mentorName}:{' '}
                  </Text>
                  {reply}
                </Text>
              </ScrollArea.Autosize>
            )}
            <Group gap="md" mt="md">
              <Tooltip label={muted ? HANDS_FREE_TEXT.unmute : HANDS_FREE_TEXT.mute} withArrow>
                <ActionIcon
                  size={56}
                  radius="xl"
                  variant={muted ? 'filled' : 'light'}
                  color={muted ? 'gray' : undefined}
                  aria-label={muted ? HANDS_FREE_TEXT.unmute : HANDS_FREE_TEXT.mute}
                  aria-pressed={muted}
                  disabled={state === 'loading'}
                  onClick={() => handsFree.setMuted(!muted)}
                >
                  {muted ? (
                    <IconMicrophoneOff size={26} aria-hidden />
                  ) : (
                    <IconMicrophone size={26} aria-hidden />
                  )}
                </ActionIcon>
              </Tooltip>
              <Tooltip label={HANDS_FREE_TEXT.end} withArrow>
                <ActionIcon
                  size={56}
                  radius="xl"
                  color="red"
                  variant="filled"
                  aria-label={HANDS_FREE_TEXT.end}
                  onClick={onClose}
                >
                  <IconPhoneOff size={26} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </>
        ) : (
          <>
            <Alert
              color={state === 'failed' ? 'red' : 'yellow'}
              role="alert"
              data-testid="voice-mode-unavailable"
            >
              {STATE_LABELS[state]}
            </Alert>
            <Button variant="light" onClick={onClose}>
              {HANDS_FREE_TEXT.end}
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
