import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  MESSAGES,
  profileFormSchema,
  profileUpdateSchema,
  type ProfileUpdateInput,
  type ProfileUpdateRequest,
  type PublicUser,
} from '@mentor/validation';
import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpcErrorCode, trpcFieldErrors } from '../../lib/api';
import { zodResolver } from '../../lib/form';
import { notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import { useSetCurrentUser } from '../auth/use-auth';

type ProfileFormValues = ProfileUpdateInput & { currentPassword: string };

function valuesOf(user: PublicUser): ProfileFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    currentPassword: '',
  };
}

/** Whether the typed email differs from the account's (as the server compares: trimmed, lowercased). */
function emailChanges(typed: string, current: string): boolean {
  return typed.trim().toLowerCase() !== current.toLowerCase();
}

/**
 * Profile Settings form (spec section 2): First Name, Last Name, Email Address, Save Changes. A changed email asks
 * for the current password (the api needs it, and signs the other sessions out).
 */
export function ProfileForm({ user }: { user: PublicUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setCurrentUser = useSetCurrentUser();
  const schema = useMemo(() => profileFormSchema(user.email), [user.email]);
  const form = useForm({
    initialValues: valuesOf(user),
    validate: zodResolver(schema),
    // What is sent is the parsed input (names trimmed, email lowercased), with the password only for a new email.
    transformValues: (values: ProfileFormValues): ProfileUpdateRequest => {
      const input: ProfileUpdateRequest = profileUpdateSchema.parse(values);
      if (emailChanges(values.email, user.email)) input.currentPassword = values.currentPassword;
      return input;
    },
  });
  const askPassword = emailChanges(form.values.email, user.email);

  const mutation = useMutation(
    trpc.account.updateProfile.mutationOptions({
      meta: { errorToast: { title: MESSAGES.profile.failTitle, message: MESSAGES.profile.failBody } },
      onSuccess: async (updated) => {
        notifySuccess(MESSAGES.profile.successTitle, MESSAGES.profile.successBody);
        form.setValues(valuesOf(updated));
        await setCurrentUser(updated);
        // A new email signs the other sessions out.
        void queryClient.invalidateQueries(trpc.account.sessions.queryFilter());
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
          {askPassword && (
            <PasswordInput
              label={MESSAGES.account.currentPasswordLabel}
              description={MESSAGES.account.currentPasswordForEmail}
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
          )}
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
