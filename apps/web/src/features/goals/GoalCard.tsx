import {
  Badge,
  Button,
  Card,
  Checkbox,
  Collapse,
  Group,
  Progress,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  GOAL_CATEGORY_LABELS,
  GOAL_UI,
  MESSAGES,
  canAddProgress,
  canCompleteGoal,
  formatDisplayDate,
  goalTimeLabel,
  milestoneLabel,
  type Goal,
  type GoalCategory,
  type Milestone,
} from '@mentor/validation';
import {
  IconCalendarEvent,
  IconCheck,
  IconChevronDown,
  IconClock,
  IconMessageChatbot,
  IconPlus,
} from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { dashboardPath } from '../../layouts/nav';
import { useInstantValue } from '../../lib/use-instant-value';
import { AutoProgressNotice } from './AutoProgressNotice';
import { useToggleMilestone, useUpdateGoal } from './use-goals';

const CATEGORY_COLORS: Record<GoalCategory, string> = {
  career: 'blue',
  business: 'violet',
  life: 'teal',
  other: 'gray',
};

/** The chat view, creating a session linked to the goal. */
function goalSessionPath(goalId: string): string {
  return `${dashboardPath('chat')}?goalId=${encodeURIComponent(goalId)}`;
}

/** The time-remaining line: 'Completed' for a completed goal, otherwise the goal time label (spec section 4). */
function goalTimeText(goal: Pick<Goal, 'status' | 'targetDate'>, now: Date): string {
  if (goal.status === 'completed') return MESSAGES.goals.completed;
  return goalTimeLabel(goal.targetDate, now) || GOAL_UI.noTargetDate;
}

function timeColor(goal: Pick<Goal, 'status' | 'targetDate'>, now: Date): string {
  if (goal.status === 'completed') return 'teal';
  const label = goalTimeLabel(goal.targetDate, now);
  if (label === MESSAGES.goals.overdue) return 'red';
  if (label === MESSAGES.goals.dueToday) return 'orange';
  return 'dimmed';
}

function GoalActions({ goal, compact }: { goal: Goal; compact: boolean }) {
  const update = useUpdateGoal();
  const navigate = useNavigate();
  const size = compact ? 'compact-sm' : 'sm';
  const pendingProgress = update.isPending && update.variables.progressStep !== undefined;
  const pendingStatus = update.isPending && update.variables.status !== undefined;
  return (
    <Group gap="xs" wrap="wrap">
      {canAddProgress(goal) && (
        <Button
          size={size}
          variant="light"
          leftSection={<IconPlus size={14} />}
          loading={pendingProgress}
          disabled={update.isPending || goal.progress >= 100}
          // One step: the server adds 10 to the stored progress (capped at 100) under its row lock.
          onClick={() => update.mutate({ id: goal.id, progressStep: true })}
        >
          {GOAL_UI.addProgress}
        </Button>
      )}
      {canCompleteGoal(goal) && (
        <Button
          size={size}
          color="teal"
          leftSection={<IconCheck size={14} />}
          loading={pendingStatus}
          disabled={update.isPending}
          onClick={() => update.mutate({ id: goal.id, status: 'completed' })}
        >
          {GOAL_UI.markComplete}
        </Button>
      )}
      <Button
        size={size}
        variant={compact ? 'subtle' : 'default'}
        leftSection={<IconMessageChatbot size={14} />}
        onClick={() => void navigate(goalSessionPath(goal.id))}
      >
        {GOAL_UI.startSession}
      </Button>
    </Group>
  );
}

/** One milestone: ticked done or not done at once, saved through goals.toggleMilestone. */
function MilestoneRow({ goalId, milestone: m }: { goalId: string; milestone: Milestone }) {
  const toggle = useToggleMilestone();
  const completed = useInstantValue(m.completed);
  return (
    <li>
      <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
        <Checkbox
          checked={completed.value}
          disabled={toggle.isPending}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            completed.begin(checked);
            toggle.mutate({ goalId, milestoneId: m.id, completed: checked }, { onSettled: completed.settle });
          }}
          label={
            <Text
              size="sm"
              td={completed.value ? 'line-through' : undefined}
              c={completed.value ? 'dimmed' : undefined}
            >
              {m.title}
            </Text>
          }
        />
        <Text
          size="xs"
          c={m.completed ? 'teal' : 'dimmed'}
          style={{ whiteSpace: 'nowrap' }}
          data-testid="milestone-label"
        >
          {milestoneLabel(m)}
        </Text>
      </Group>
    </li>
  );
}

function MilestoneList({ goal }: { goal: Goal }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const done = goal.milestones.filter((m) => m.completed).length;
  if (goal.milestones.length === 0) return null;
  return (
    <Stack gap={6}>
      <UnstyledButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        style={{ alignSelf: 'flex-start' }}
      >
        <Group gap={6} wrap="nowrap">
          <IconChevronDown
            size={16}
            style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
          />
          <Text size="sm" fw={600}>
            {GOAL_UI.keyMilestones}
          </Text>
          <Text size="xs" c="dimmed">
            {done}/{goal.milestones.length}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id={listId}>
        <Stack gap={8} pl={4} component="ul" m={0} style={{ listStyle: 'none' }}>
          {goal.milestones.map((m) => (
            <MilestoneRow key={m.id} goalId={goal.id} milestone={m} />
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}

export interface GoalCardProps {
  goal: Goal;
  /** Compact: for the overview (description clamped, no start date, milestones folded). Detailed by default. */
  compact?: boolean;
  /** "Now" for the time-remaining label (tests). */
  now?: Date;
}

/** A goal card (spec section 2 "Goal card"), detailed or compact. */
export function GoalCard({ goal, compact = false, now = new Date() }: GoalCardProps) {
  const completed = goal.status === 'completed';
  const titleId = useId();
  return (
    <Card
      withBorder
      radius="md"
      padding={compact ? 'md' : 'lg'}
      component="article"
      aria-labelledby={titleId}
      data-goal-id={goal.id}
      data-status={goal.status}
    >
      <Stack gap={compact ? 'xs' : 'sm'}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title
            order={3}
            fz={compact ? 'md' : 'lg'}
            id={titleId}
            style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}
          >
            {goal.title}
          </Title>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {completed && (
              <Badge color="teal" variant="filled">
                {GOAL_UI.completed}
              </Badge>
            )}
            <Badge color={CATEGORY_COLORS[goal.category]} variant="light">
              {GOAL_CATEGORY_LABELS[goal.category]}
            </Badge>
          </Group>
        </Group>

        {goal.description && (
          <Text
            size="sm"
            c="dimmed"
            lineClamp={compact ? 2 : undefined}
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {goal.description}
          </Text>
        )}

        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              {GOAL_UI.progress}
            </Text>
            <Text size="sm" fw={600} data-testid="goal-progress">
              {goal.progress}%
            </Text>
          </Group>
          <Progress
            value={goal.progress}
            color={completed ? 'teal' : undefined}
            size="md"
            radius="xl"
            aria-label={`${GOAL_UI.progress} ${goal.title}`}
          />
          <AutoProgressNotice goal={goal} />
        </Stack>

        <Group gap="md" wrap="wrap" justify="space-between">
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} />
            <Text size="sm" c={timeColor(goal, now)} fw={500} data-testid="goal-time">
              {goalTimeText(goal, now)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={16} />
            <Text size="xs" c="dimmed" data-testid="goal-dates">
              {compact ? null : `${GOAL_UI.started} ${formatDisplayDate(goal.createdAt)} · `}
              {GOAL_UI.target} {goal.targetDate ? formatDisplayDate(goal.targetDate) : '—'}
            </Text>
          </Group>
        </Group>

        {/* The spec puts collapsible key milestones on the card, detailed or compact: folded until opened. */}
        <MilestoneList goal={goal} />

        <GoalActions goal={goal} compact={compact} />
      </Stack>
    </Card>
  );
}

/** The compact goal card of the overview. */
export function CompactGoalCard(props: Omit<GoalCardProps, 'compact'>) {
  return <GoalCard {...props} compact />;
}
