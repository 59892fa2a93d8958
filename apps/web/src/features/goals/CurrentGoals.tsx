import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { GOAL_UI, OVERVIEW_GOALS } from '@mentor/validation';
import { IconTargetArrow } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dashboardPath } from '../../layouts/nav';
import { CompactGoalCard } from './GoalCard';
import { useGoals } from './use-goals';

/** Overview 'Current Goals': the first two goals as compact cards, with a link to the goals view. */
export function CurrentGoals() {
  const { data: goals, isPending, isError } = useGoals();
  const current = goals?.slice(0, OVERVIEW_GOALS) ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="current-goals-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg" id="current-goals-title">
            {GOAL_UI.currentGoals}
          </Title>
          {current.length > 0 && (
            <Anchor component={Link} to={dashboardPath('goals')} size="sm" fw={500}>
              {GOAL_UI.viewAll}
            </Anchor>
          )}
        </Group>
        {isPending ? (
          <Stack gap="sm">
            <Skeleton height={120} radius="md" />
            <Skeleton height={120} radius="md" />
          </Stack>
        ) : isError ? (
          <Text size="sm" c="red">
            {GOAL_UI.loadFailed}
          </Text>
        ) : current.length === 0 ? (
          <Stack gap="sm" align="flex-start">
            <Text size="sm" c="dimmed">
              {GOAL_UI.overviewEmpty}
            </Text>
            <Button
              component={Link}
              to={`${dashboardPath('goals')}?new=1`}
              variant="light"
              size="xs"
              leftSection={<IconTargetArrow size={16} />}
            >
              {GOAL_UI.overviewCreate}
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm">
            {current.map((goal) => (
              <CompactGoalCard key={goal.id} goal={goal} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
