import { Group, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  MENTOR_TYPE_OPTIONS,
  MESSAGES,
  onboardingSchema,
  PREFERRED_TONE_OPTIONS,
  PRIMARY_GOAL_MAX,
  TIME_HORIZON_OPTIONS,
  TIME_HORIZONS,
  type OnboardingInput,
  type PublicUser,
} from '@mentor/validation';
import { zodResolver } from '../../lib/form';

/** The form values of the mentoring profile: '' while a choice is not made yet. */
export interface MentoringProfileValues {
  primaryGoal: string;
  timeHorizon: string;
  preferredTone: string;
  mentorType: string;
}

/** The user's answers so far (empty where none). */
function mentoringProfileValues(user: PublicUser | null): MentoringProfileValues {
  const horizon = user?.timeHorizon ?? '';
  return {
    primaryGoal: user?.primaryGoal ?? '',
    timeHorizon: (TIME_HORIZONS as readonly string[]).includes(horizon) ? horizon : '',
    preferredTone: user?.preferredTone ?? '',
    mentorType: user?.preferredMentorType ?? '',
  };
}

/** The form of onboarding and Profile Settings: the user's answers, validated and parsed by the onboarding schema. */
export function useMentoringProfileForm(user: PublicUser | null) {
  return useForm({
    initialValues: mentoringProfileValues(user),
    validate: zodResolver(onboardingSchema),
    transformValues: (values: MentoringProfileValues): OnboardingInput => onboardingSchema.parse(values),
  });
}

export type MentoringProfileForm = ReturnType<typeof useMentoringProfileForm>;

function Choices({
  label,
  options,
  form,
  field,
}: {
  label: string;
  options: readonly { value: string; label: string }[];
  form: MentoringProfileForm;
  field: 'timeHorizon' | 'preferredTone' | 'mentorType';
}) {
  return (
    <Radio.Group label={label} {...form.getInputProps(field)}>
      <Group gap="md" mt={6}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** The questions: main goal, time horizon, preferred tone, mentor type. */
export function MentoringProfileFields({ form }: { form: MentoringProfileForm }) {
  return (
    <Stack gap="md">
      <TextInput
        label={MESSAGES.onboarding.goalLabel}
        placeholder={MESSAGES.onboarding.goalPlaceholder}
        maxLength={PRIMARY_GOAL_MAX}
        {...form.getInputProps('primaryGoal')}
      />
      <Choices
        label={MESSAGES.onboarding.horizonLabel}
        options={TIME_HORIZON_OPTIONS}
        form={form}
        field="timeHorizon"
      />
      <Choices
        label={MESSAGES.onboarding.toneLabel}
        options={PREFERRED_TONE_OPTIONS}
        form={form}
        field="preferredTone"
      />
      <Choices
        label={MESSAGES.onboarding.mentorLabel}
        options={MENTOR_TYPE_OPTIONS}
        form={form}
        field="mentorType"
      />
    </Stack>
  );
}
