import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Popover,
  Progress,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import {
  formatDisplayDate,
  INSPIRATION_COPY,
  MESSAGES,
  makeStep,
  PRIORITIES,
  removeStep,
  renameStep,
  STEP_TEXT_MAX,
  stepsProgress,
  toggleStep,
  type InspirationItem,
  type InspirationUpdateInput,
  type Priority,
  type Step,
} from '@mentor/validation';
import { IconCalendar, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './InspirationBoard.module.css';
import { useInstantValue } from '../../lib/use-instant-value';

const C = INSPIRATION_COPY;

export interface GoalDetailsProps {
  item: InspirationItem;
  onUpdate: (patch: InspirationUpdateInput) => void;
}

/** Due date picker: a 'Set date' button (or the date, 'MMM dd, yyyy') opening a calendar; stored 'yyyy-MM-dd'. */
function DueDatePicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconCalendar size={14} />}
          onClick={() => setOpened((o) => !o)}
          aria-label={
            value
              ? `${C.dueDate}: ${formatDisplayDate(value)}`
              : `${C.dueDate}: ${MESSAGES.inspiration.setDate}`
          }
        >
          {value ? formatDisplayDate(value) : MESSAGES.inspiration.setDate}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <DatePicker
            value={value}
            defaultDate={value ?? undefined}
            onChange={(next) => {
              setOpened(false);
              if (next !== value) onChange(next);
            }}
          />
          {value && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={14} />}
              onClick={() => {
                setOpened(false);
                onChange(null);
              }}
            >
              {C.clearDate}
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function StepRow({
  step,
  steps,
  onUpdate,
}: {
  step: Step;
  steps: Step[];
  onUpdate: GoalDetailsProps['onUpdate'];
}) {
  const done = useInstantValue(step.done);
  const edit = () => {
    const answer = window.prompt(C.editStepPrompt, step.text);
    const next = renameStep(steps, step.id, answer);
    const changed = next.some((s, i) => s.text !== steps[i]?.text);
    if (changed) onUpdate({ steps: next });
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="step">
      <Checkbox
        mt={2}
        size="sm"
        checked={done.value}
        onChange={() => {
          done.begin(!step.done);
          onUpdate({ steps: toggleStep(steps, step.id) });
        }}
        aria-label={step.text}
      />
      <Text
        size="sm"
        className={`${classes.stepText} ${done.value ? classes.stepDone : ''}`}
        style={{ flex: 1 }}
      >
        {step.text}
      </Text>
      <Group gap={2} wrap="nowrap">
        <Tooltip label={C.editStep} withinPortal>
          <ActionIcon
            size="sm"
            className="tap-target"
            variant="subtle"
            color="gray"
            onClick={edit}
            aria-label={`${C.editStep}: ${step.text}`}
          >
            <IconPencil size={14} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={C.deleteStep} withinPortal>
          <ActionIcon
            size="sm"
            className="tap-target"
            variant="subtle"
            color="red"
            onClick={() => onUpdate({ steps: removeStep(steps, step.id) })}
            aria-label={`${C.deleteStep}: ${step.text}`}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

/** The goal part of a card: due date, priority, progress from the steps, and the steps list. */
export function GoalDetails({ item, onUpdate }: GoalDetailsProps) {
  const steps = item.steps ?? [];
  const progress = stepsProgress(steps);
  const [draft, setDraft] = useState('');
  const addStep = () => {
    const step = makeStep(draft);
    if (!step) return;
    onUpdate({ steps: [...steps, step] });
    setDraft('');
  };

  return (
    <Stack gap="sm">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <DueDatePicker value={item.dueDate} onChange={(dueDate) => onUpdate({ dueDate })} />
        <NativeSelect
          size="xs"
          aria-label={C.priority}
          leftSection={
            <Text size="xs" c="dimmed" component="span" lh={1}>
              {C.priority}
            </Text>
          }
          leftSectionWidth={58}
          w={150}
          data={[...PRIORITIES]}
          value={item.priority ?? 'None'}
          onChange={(e) => onUpdate({ priority: e.currentTarget.value as Priority })}
        />
      </Group>

      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {C.progress}
          </Text>
          <Text size="xs" fw={600} data-testid="goal-progress">
            {progress}%
          </Text>
        </Group>
        <Progress
          value={progress}
          size="sm"
          aria-label={`${C.progress} ${progress}%`}
          color={progress === 100 ? 'teal' : undefined}
        />
      </Stack>

      <Stack gap={6}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {C.steps}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            placeholder={MESSAGES.inspiration.stepPlaceholder}
            aria-label={MESSAGES.inspiration.stepPlaceholder}
            value={draft}
            maxLength={STEP_TEXT_MAX}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
                e.preventDefault();
                addStep();
              }
            }}
          />
          <ActionIcon
            size={30}
            variant="light"
            onClick={addStep}
            aria-label={C.addStep}
            disabled={draft.trim() === ''}
          >
            <IconPlus size={16} />
          </ActionIcon>
        </Group>
        {steps.length === 0 ? (
          <Text size="xs" c="dimmed">
            {MESSAGES.inspiration.stepsEmpty}
          </Text>
        ) : (
          <Stack gap={6}>
            {steps.map((step) => (
              <StepRow key={step.id} step={step} steps={steps} onUpdate={onUpdate} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
