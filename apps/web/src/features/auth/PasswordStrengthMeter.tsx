import { Group, Progress, Stack, Text } from '@mantine/core';
import { MESSAGES, type PasswordStrength } from '@mentor/validation';

const COLORS = ['red', 'red', 'orange', 'teal', 'teal'] as const;

/**
 * The meter under a new password: five steps of zxcvbn's score, named in words (colour is never the only cue). The
 * same estimate decides on the server whether the password is accepted.
 */
export function PasswordStrengthMeter({ strength }: { strength: PasswordStrength | null }) {
  const level = strength ? MESSAGES.auth.strengthLevels[strength.score] : null;
  return (
    <Stack gap={4} data-testid="password-strength">
      <Progress
        value={strength ? ((strength.score + 1) / 5) * 100 : 0}
        color={strength ? COLORS[strength.score] : 'gray'}
        size="sm"
        aria-hidden
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed" aria-live="polite">
          {level ? `${MESSAGES.auth.strengthLabel}: ${level}` : MESSAGES.auth.strengthLabel}
        </Text>
      </Group>
    </Stack>
  );
}
