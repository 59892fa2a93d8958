import { ActionIcon, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import {
  DATE_DISPLAY_FORMAT,
  GOAL_CATEGORIES,
  GOAL_CATEGORY_LABELS,
  GOAL_MILESTONES_MAX,
  GOAL_TEMPLATE,
  GOAL_TITLE_MAX,
  GOAL_UI,
  MILESTONE_TITLE_MAX,
  buildGoalPrefill,
  formatDisplayDate,
  formatDueDate,
  goalFormSchema,
  type GoalCategory,
  type GoalCreateRequest,
  type GoalPrefill,
} from '@mentor/validation';
import { useForm } from '@mantine/form';
import { IconPlus, IconTemplate, IconTrash } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { trpcFieldErrors } from '../../lib/api';
import { zodResolver } from '../../lib/form';
import { GoalTextBox } from './GoalTextBox';
import { useCreateGoal } from './use-goals';

interface MilestoneDraft {
  id: string;
  title: string;
  /** ISO timestamp the milestone is planned for (from a template). */
  dueDate?: string;
}

export interface GoalFormValues {
  title: string;
  description: string;
  category: GoalCategory;
  /** 'YYYY-MM-DD' (the date picker's value) or null. */
  targetDate: string | null;
  milestones: MilestoneDraft[];
}

const EMPTY_GOAL_FORM: GoalFormValues = {
  title: '',
  description: '',
  category: 'career',
  targetDate: null,
  milestones: [],
};

/** The form values of a template prefill: its title, description, category, target date and milestones. */
export function formValuesFromPrefill(prefill: GoalPrefill): GoalFormValues {
  return {
    title: prefill.title,
    description: prefill.description,
    category: prefill.category,
    targetDate: formatDueDate(prefill.targetDate) || null,
    milestones: prefill.milestones.map((m) => ({ id: m.id, title: m.title, dueDate: m.dueDate })),
  };
}

/**
 * The form with the generic 90-day template (spec section 3 "Goal template") filled in, the same prefill the
 * onboarding panel hands over: target date today + 90 days and the four milestones with their due dates. A
 * title, description or category the person already chose is kept; the milestones are replaced.
 */
function withGoalTemplate(values: GoalFormValues, now: Date): GoalFormValues {
  const template = formValuesFromPrefill(buildGoalPrefill(GOAL_TEMPLATE, now));
  return {
    ...template,
    title: values.title.trim() ? values.title : template.title,
    description: values.description.trim() ? values.description : template.description,
    category: values.category,
  };
}

/**
 * The picked calendar day as the ISO timestamp sent to the api: local noon of that day, so the day stays the
 * same for the time-remaining label however the clock is read. '' when no day is picked.
 */
export function targetDateToIso(day: string | null): string {
  if (!day) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return '';
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12).toISOString();
}

/** The create request of the form values; milestones left empty are dropped. */
export function createRequestOf(values: GoalFormValues): GoalCreateRequest {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    status: 'active',
    progress: 0,
    targetDate: targetDateToIso(values.targetDate),
    milestones: values.milestones
      .filter((m) => m.title.trim().length > 0)
      .map((m) => ({
        id: m.id,
        title: m.title,
        completed: false,
        completedAt: null,
        ...(m.dueDate ? { dueDate: m.dueDate } : {}),
      })),
  };
}

let milestoneCounter = 0;
function newMilestoneId(): string {
  milestoneCounter += 1;
  return `m-${Date.now().toString(36)}-${milestoneCounter}`;
}

const CATEGORY_OPTIONS = GOAL_CATEGORIES.map((value) => ({ value, label: GOAL_CATEGORY_LABELS[value] }));

function GoalForm({ initialValues, onDone }: { initialValues: GoalFormValues; onDone: () => void }) {
  const form = useForm({
    initialValues,
    validate: zodResolver(goalFormSchema),
    transformValues: createRequestOf,
  });
  const create = useCreateGoal();
  const today = formatDueDate(new Date());
  const { values, errors } = form;

  const submit = form.onSubmit((request) =>
    create.mutate(request, {
      onSuccess: () => onDone(),
      onError: (error) => form.setErrors(trpcFieldErrors(error)),
    }),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (create.isPending) event.preventDefault();
    else submit(event);
  };

  const addMilestone = () => {
    form.insertListItem('milestones', { id: newMilestoneId(), title: '' });
    form.clearFieldError('milestones');
  };
  const removeMilestone = (index: number) => {
    form.removeListItem('milestones', index);
    form.clearFieldError('milestones');
  };

  const applyTemplate = () => {
    form.setValues(withGoalTemplate(values, new Date()));
    form.clearErrors();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Text size="xs" c="dimmed" style={{ flex: 1, minWidth: 180 }}>
            {GOAL_UI.useTemplateHint}
          </Text>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconTemplate size={14} aria-hidden />}
            onClick={applyTemplate}
          >
            {GOAL_UI.useTemplate}
          </Button>
        </Group>
        <TextInput
          label={GOAL_UI.titleLabel}
          placeholder={GOAL_UI.titlePlaceholder}
          withAsterisk
          {...form.getInputProps('title')}
          maxLength={GOAL_TITLE_MAX}
          data-autofocus
        />
        <GoalTextBox
          label={GOAL_UI.descriptionLabel}
          placeholder={GOAL_UI.descriptionPlaceholder}
          value={values.description}
          onChange={(description) => form.setFieldValue('description', description)}
          error={errors.description}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label={GOAL_UI.categoryLabel}
            data={CATEGORY_OPTIONS}
            value={values.category}
            onChange={(v) => v && form.setFieldValue('category', v)}
            allowDeselect={false}
            error={errors.category}
            comboboxProps={{ withinPortal: true }}
          />
          <DateInput
            label={GOAL_UI.targetDateLabel}
            placeholder={GOAL_UI.targetDatePlaceholder}
            withAsterisk
            value={values.targetDate}
            onChange={(v) => form.setFieldValue('targetDate', v)}
            valueFormat={DATE_DISPLAY_FORMAT}
            minDate={today}
            clearable
            error={errors.targetDate}
            popoverProps={{ withinPortal: true }}
          />
        </SimpleGrid>

        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {GOAL_UI.milestonesLabel}
          </Text>
          {values.milestones.map((m, i) => (
            <Group key={m.id} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={`${GOAL_UI.milestonePlaceholder} ${i + 1}`}
                placeholder={GOAL_UI.milestonePlaceholder}
                {...form.getInputProps(`milestones.${i}.title`)}
                maxLength={MILESTONE_TITLE_MAX}
                style={{ flex: 1 }}
                description={
                  m.dueDate ? `${GOAL_UI.milestoneDue} ${formatDisplayDate(m.dueDate)}` : undefined
                }
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={4}
                aria-label={`${GOAL_UI.removeMilestone} ${i + 1}`}
                onClick={() => removeMilestone(i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          {errors.milestones && (
            <Text size="xs" c="red">
              {errors.milestones}
            </Text>
          )}
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            style={{ alignSelf: 'flex-start' }}
            disabled={values.milestones.length >= GOAL_MILESTONES_MAX}
            onClick={addMilestone}
          >
            {GOAL_UI.addMilestone}
          </Button>
        </Stack>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={create.isPending}>
            {GOAL_UI.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {GOAL_UI.createSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface CreateGoalDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Values the form opens with (a template prefill); an empty form otherwise. */
  initialValues?: GoalFormValues | null;
}

/** The New Goal dialog. The form starts fresh each time the dialog opens. */
export function CreateGoalDialog({ opened, onClose, initialValues }: CreateGoalDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={GOAL_UI.createTitle}
      size="lg"
      fullScreen={false}
      centered
    >
      {opened && <GoalForm initialValues={initialValues ?? EMPTY_GOAL_FORM} onDone={onClose} />}
    </Modal>
  );
}
