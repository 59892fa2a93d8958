import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { RetryAlert } from '@mentor/ui';
import { GOAL_UI, streakLabel, type GoalStats } from '@mentor/validation';
import { useGoalStats } from '../goals/use-goals';

/** What the week's encouragement line says, from the sessions held in the last 7 days. */
export function weekMessage(weeklySessions: number): string {
  if (weeklySessions === 0) return 'No sessions yet this week. A short one today keeps the momentum going.';
  if (weeklySessions === 1) return 'One session this week. One more makes it a habit.';
  return `${weeklySessions} sessions this week. Keep it up!`;
}

const ROWS: readonly { key: keyof GoalStats; label: string; format: (n: number) => string }[] = [
  { key: 'weeklySessions', label: 'Sessions (last 7 days)', format: String },
  { key: 'streak', label: GOAL_UI.stats.streak, format: streakLabel },
  { key: 'averageProgress', label: 'Average goal progress', format: (n) => `${n}%` },
];

/**
 * Overview 'This Week' card: sessions of the last 7 days, streak and average goal progress (goals.stats); '—'
 * with a short line and Retry when the stats call failed.
 */
export function ThisWeekCard() {
  const query = useGoalStats();
  const stats = query.data;
  const failed = !stats && query.isError;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          This Week
        </Title>
        <Stack gap={8}>
          {ROWS.map(({ key, label, format }) => (
            <Group key={key} justify="space-between" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              {stats || failed ? (
                <Text size="sm" fw={600} data-testid={`week-${key}`}>
                  {stats ? format(stats[key]) : GOAL_UI.statUnavailable}
                </Text>
              ) : (
                <Skeleton height={14} width={40} />
              )}
            </Group>
          ))}
        </Stack>
        {stats && (
          <Text size="sm" data-testid="week-message">
            {weekMessage(stats.weeklySessions)}
          </Text>
        )}
        {failed && (
          <RetryAlert
            data-testid="week-error"
            message={GOAL_UI.statsLoadFailed}
            retryLabel={GOAL_UI.statsRetry}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        )}
      </Stack>
    </Card>
  );
}
