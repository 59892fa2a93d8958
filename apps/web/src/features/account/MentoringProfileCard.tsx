import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, type PublicUser } from '@mentor/validation';
import { MentoringProfileFields, useMentoringProfileForm } from '../onboarding/MentoringProfileFields';
import { useUpdateMentoringProfile } from '../onboarding/use-onboarding';

/** Profile Settings' mentoring profile: the onboarding answers, editable. */
export function MentoringProfileCard({ user }: { user: PublicUser }) {
  const form = useMentoringProfileForm(user);
  const mutation = useUpdateMentoringProfile((errors) => form.setErrors(errors));
  return (
    <Card withBorder radius="md" padding="lg">
      <form
        noValidate
        aria-label={MESSAGES.onboarding.profileTitle}
        onSubmit={form.onSubmit((input) => mutation.mutate(input))}
      >
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              {MESSAGES.onboarding.profileTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {MESSAGES.onboarding.profileHint}
            </Text>
          </div>
          <MentoringProfileFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" disabled={mutation.isPending} miw={140}>
              {mutation.isPending ? MESSAGES.profile.saving : MESSAGES.onboarding.saveProfile}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
