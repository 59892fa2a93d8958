import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { RetryAlert } from '@mentor/ui';
import { GOAL_UI, streakLabel, type GoalStats } from '@mentor/validation';
import {
  IconCalendarStats,
  IconChecklist,
  IconFlame,
  IconTrendingUp,
  IconTrophy,
  type TablerIcon,
} from '@tabler/icons-react';

interface StatDef {
  key: keyof GoalStats;
  label: string;
  icon: TablerIcon;
  color: string;
  format: (n: number) => string;
}

const STATS: readonly StatDef[] = [
  {
    key: 'goalsAchieved',
    label: GOAL_UI.stats.goalsAchieved,
    icon: IconTrophy,
    color: 'yellow',
    format: String,
  },
  {
    key: 'actionItems',
    label: GOAL_UI.stats.actionItems,
    icon: IconChecklist,
    color: 'blue',
    format: String,
  },
  { key: 'streak', label: GOAL_UI.stats.streak, icon: IconFlame, color: 'orange', format: streakLabel },
  {
    key: 'averageProgress',
    label: GOAL_UI.stats.averageProgress,
    icon: IconTrendingUp,
    color: 'teal',
    format: (n) => `${n}%`,
  },
  {
    key: 'weeklySessions',
    label: GOAL_UI.stats.weeklySessions,
    icon: IconCalendarStats,
    color: 'grape',
    format: String,
  },
];

export interface GoalStatCardsProps {
  stats: GoalStats | undefined;
  /** The stats call failed (and there is nothing loaded to show): '—' values, a short line and Retry. */
  failed?: boolean;
  /** Retry is running. */
  retrying?: boolean;
  onRetry?: () => void;
}

/** The goals view stat cards (spec section 2); skeletons while `stats` is loading, '—' when it failed. */
export function GoalStatCards({ stats, failed = false, retrying = false, onRetry }: GoalStatCardsProps) {
  const showFailure = !stats && failed;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
        {STATS.map(({ key, label, icon: Icon, color, format }) => (
          <Card key={key} withBorder radius="md" padding="md" data-testid={`stat-${key}`}>
            <Group gap="sm" wrap="nowrap" align="center">
              <ThemeIcon variant="light" color={color} size="lg" radius="md">
                <Icon size={20} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                {stats || showFailure ? (
                  <Text fz="xl" fw={700} lh={1.2} data-testid="stat-value">
                    {stats ? format(stats[key]) : GOAL_UI.statUnavailable}
                  </Text>
                ) : (
                  <Skeleton height={24} width={40} my={2} />
                )}
                <Text size="xs" c="dimmed" lh={1.3}>
                  {label}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {showFailure && (
        <RetryAlert
          data-testid="stats-error"
          message={GOAL_UI.statsLoadFailed}
          retryLabel={GOAL_UI.statsRetry}
          retrying={retrying}
          onRetry={onRetry}
        />
      )}
    </Stack>
  );
}
