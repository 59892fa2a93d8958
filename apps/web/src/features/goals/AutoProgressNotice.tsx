import { Button, Group, Text } from '@mantine/core';
import { MESSAGES, autoProgressNotice, type Goal } from '@mentor/validation';
import { IconTrendingUp } from '@tabler/icons-react';
import { useUndoAutoProgress } from './use-goals';

/**
 * 'Progress updated to 30% from your session' with Undo, while that change is the latest one of the goal (the
 * server forgets it as soon as anything else changes the goal). Nothing for a completed goal or without one.
 */
export function AutoProgressNotice({ goal, size = 'xs' }: { goal: Goal; size?: 'xs' | 'sm' }) {
  const undo = useUndoAutoProgress();
  const change = goal.autoProgress;
  if (!change || goal.status !== 'active') return null;
  return (
    <Group gap={6} wrap="nowrap" data-testid="auto-progress-notice" role="status">
      <IconTrendingUp size={14} color="var(--mantine-color-teal-6)" aria-hidden style={{ flexShrink: 0 }} />
      <Text size={size} c="teal.8" style={{ minWidth: 0 }}>
        {autoProgressNotice(change)}
      </Text>
      <Button
        size="compact-xs"
        variant="subtle"
        loading={undo.isPending}
        onClick={() => undo.mutate({ id: goal.id })}
        aria-label={`${MESSAGES.goals.undo}: ${autoProgressNotice(change)}`}
      >
        {MESSAGES.goals.undo}
      </Button>
    </Group>
  );
}
