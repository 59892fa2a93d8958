import { ActionIcon, Tooltip } from '@mantine/core';
import { HANDS_FREE_TEXT } from '@mentor/validation';
import { IconWaveSine } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { VoiceModePanelProps } from './VoiceModePanel';

// The conversation view and its voice activity detection load when it first opens, never with the chat.
const VoiceModePanel = lazy(() => import('./VoiceModePanel'));

export interface VoiceModeButtonProps extends Omit<VoiceModePanelProps, 'onClose'> {
  disabled: boolean;
  /** The chat's stylesheet class of the input row's buttons. */
  className?: string;
  /** The conversation view opened or closed (the chat's own read-aloud pauses meanwhile). */
  onOpenChange?: (open: boolean) => void;
}

/** The chat's Voice button: opens the hands-free voice conversation with the mentor. */
export function VoiceModeButton({ disabled, className, onOpenChange, ...panel }: VoiceModeButtonProps) {
  const [open, setOpen] = useState(false);
  const toggle = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <Tooltip label={HANDS_FREE_TEXT.open} withArrow>
        <ActionIcon
          size={42}
          radius="md"
          variant="light"
          aria-label={HANDS_FREE_TEXT.open}
          aria-haspopup="dialog"
          disabled={disabled}
          onClick={() => toggle(true)}
          className={className}
          data-testid="voice-mode-open"
        >
          <IconWaveSine size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <VoiceModePanel {...panel} onClose={() => toggle(false)} />
        </Suspense>
      )}
    </>
  );
}
