import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { GOAL_UI } from '@mentor/validation';
import { IconPlus, IconTargetArrow } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionWork } from '../chat/use-session-work';
import { CreateGoalDialog, formValuesFromPrefill, type GoalFormValues } from './CreateGoalDialog';
import { GoalCard } from './GoalCard';
import { GoalStatCards } from './GoalStatCards';
import { takeGoalPrefill } from './goal-prefill';
import { useGoalStats, useGoals } from './use-goals';

function GoalSkeletons() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {[0, 1].map((i) => (
        <Card key={i} withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Skeleton height={22} width="60%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
            <Skeleton height={10} mt="sm" />
            <Skeleton height={30} width="50%" mt="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function EmptyGoals({ onCreate }: { onCreate: () => void }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconTargetArrow size={30} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {GOAL_UI.emptyTitle}
        </Title>
        <Text c="dimmed" maw={440}>
          {GOAL_UI.emptyBody}
        </Text>
        <Button leftSection={<IconPlus size={18} />} onClick={onCreate} mt="xs">
          {GOAL_UI.emptyAction}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * Dashboard view 'goals': stat cards, New Goal and the create dialog, and the goal cards. A template prefill
 * handed over from onboarding (session storage) opens the dialog filled in, once; '?new=1' opens it empty.
 */
export default function GoalsView() {
  const goals = useGoals();
  const stats = useGoalStats();
  // A linked session moves its goal once the session's summary is written: read again when that is done.
  useSessionWork();
  const [dialog, setDialog] = useState<{ opened: boolean; initial: GoalFormValues | null }>({
    opened: false,
    initial: null,
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const consumed = useRef(false);

  useEffect(() => {
    if (consumed.current) return;
    consumed.current = true;
    const prefill = takeGoalPrefill();
    if (prefill) setDialog({ opened: true, initial: formValuesFromPrefill(prefill) });
    else if (searchParams.get('new') === '1') setDialog({ opened: true, initial: null });
    if (searchParams.has('new')) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  const openCreate = () => setDialog({ opened: true, initial: null });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {GOAL_UI.viewTitle}
          </Title>
          <Text c="dimmed">{GOAL_UI.viewSubtitle}</Text>
        </div>
        <Button leftSection={<IconPlus size={18} />} onClick={openCreate}>
          {GOAL_UI.newGoal}
        </Button>
      </Group>

      <GoalStatCards
        stats={stats.data}
        failed={stats.isError}
        retrying={stats.isFetching}
        onRetry={() => void stats.refetch()}
      />

      {goals.isPending ? (
        <GoalSkeletons />
      ) : goals.isError ? (
        <Alert color="red" title={GOAL_UI.loadFailed}>
          <Button variant="light" color="red" size="xs" onClick={() => void goals.refetch()}>
            {GOAL_UI.retry}
          </Button>
        </Alert>
      ) : goals.data.length === 0 ? (
        <EmptyGoals onCreate={openCreate} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
          {goals.data.map((goal) => (
            <GoalCard key={goal.id} goal={goal} />
          ))}
        </SimpleGrid>
      )}

      <CreateGoalDialog
        opened={dialog.opened}
        initialValues={dialog.initial}
        onClose={() => setDialog({ opened: false, initial: null })}
      />
    </Stack>
  );
}
