import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, type PublicUser } from '@mentor/validation';
import { MentoringProfileFields, useMentoringProfileForm } from './MentoringProfileFields';
import { useSaveOnboarding } from './use-onboarding';

/** The landing page's "three quick questions" (plus the mentor type), asked once inside the onboarding panel. */
export function OnboardingQuestions({ user }: { user: PublicUser }) {
  const form = useMentoringProfileForm(user);
  const mutation = useSaveOnboarding((errors) => form.setErrors(errors));
  return (
    <Card withBorder radius="md" padding="md">
      <form
        noValidate
        aria-label={MESSAGES.onboarding.questionsTitle}
        onSubmit={form.onSubmit((input) => mutation.mutate(input))}
      >
        <Stack gap="md">
          <div>
            <Title order={3} fz="md">
              {MESSAGES.onboarding.questionsTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {MESSAGES.onboarding.questionsBody}
            </Text>
          </div>
          <MentoringProfileFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? MESSAGES.profile.saving : MESSAGES.onboarding.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
