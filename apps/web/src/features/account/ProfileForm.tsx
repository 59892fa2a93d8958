import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES, profileUpdateSchema, type ProfileUpdateInput, type PublicUser } from '@mentor/validation';
import { useMutation } from '@tanstack/react-query';
import { trpcErrorCode, trpcFieldErrors } from '../../lib/api';
import { zodResolver } from '../../lib/form';
import { notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import { useSetCurrentUser } from '../auth/use-auth';

function valuesOf(user: PublicUser): ProfileUpdateInput {
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email };
}

/** Profile Settings form (spec section 2): First Name, Last Name, Email Address, Save Changes. */
export function ProfileForm({ user }: { user: PublicUser }) {
  const trpc = useTRPC();
  const setCurrentUser = useSetCurrentUser();
  const form = useForm({
    initialValues: valuesOf(user),
    validate: zodResolver(profileUpdateSchema),
    // What is sent is the parsed input (names trimmed, email lowercased).
    transformValues: (values) => profileUpdateSchema.parse(values),
  });

  const mutation = useMutation(
    trpc.account.updateProfile.mutationOptions({
      meta: { errorToast: { title: MESSAGES.profile.failTitle, message: MESSAGES.profile.failBody } },
      onSuccess: async (updated) => {
        notifySuccess(MESSAGES.profile.successTitle, MESSAGES.profile.successBody);
        form.setValues(valuesOf(updated));
        await setCurrentUser(updated);
      },
      onError: (error) =>
        form.setErrors(
          trpcErrorCode(error) === 'CONFLICT' ? { email: error.message } : trpcFieldErrors(error),
        ),
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg">
      <form
        onSubmit={form.onSubmit((input) => mutation.mutate(input))}
        noValidate
        aria-label="Profile Settings"
      >
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              Profile Settings
            </Title>
            <Text size="sm" c="dimmed">
              Update your personal information.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="First Name" autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last Name" autoComplete="family-name" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput
            label="Email Address"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={mutation.isPending} miw={140}>
              {mutation.isPending ? MESSAGES.profile.saving : MESSAGES.profile.saveChanges}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
