import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { MESSAGES, profileUpdateSchema, type ProfileUpdateInput, type PublicUser } from '@mentor/validation';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { isUnauthorizedError, trpcErrorCode, trpcFieldErrors } from '../../lib/api';
import { useSchemaForm } from '../../lib/form';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import { useSetCurrentUser } from '../auth/use-auth';

type Field = keyof ProfileUpdateInput;

function valuesOf(user: PublicUser): Record<Field, string> {
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email };
}

/** Profile Settings form (spec section 2): First Name, Last Name, Email Address, Save Changes. */
export function ProfileForm({ user }: { user: PublicUser }) {
  const trpc = useTRPC();
  const setCurrentUser = useSetCurrentUser();
  const { values, setValues, errors, setErrors, set, validate } = useSchemaForm<ProfileUpdateInput, Field>(
    profileUpdateSchema,
    () => valuesOf(user),
  );

  const mutation = useMutation(
    trpc.account.updateProfile.mutationOptions({
      onSuccess: async (updated) => {
        notifySuccess(MESSAGES.profile.successTitle, MESSAGES.profile.successBody);
        setValues(valuesOf(updated));
        await setCurrentUser(updated);
      },
      onError: (error) => {
        // An expired session is handled once, globally (toast + redirect to login).
        if (isUnauthorizedError(error)) return;
        notifyError(MESSAGES.profile.failTitle, MESSAGES.profile.failBody);
        if (trpcErrorCode(error) === 'CONFLICT') setErrors({ email: error.message });
        else setErrors(trpcFieldErrors(error));
      },
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    mutation.mutate(input);
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Profile Settings">
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
            <TextInput
              label="First Name"
              autoComplete="given-name"
              value={values.firstName}
              onChange={(e) => set('firstName')(e.currentTarget.value)}
              error={errors.firstName}
            />
            <TextInput
              label="Last Name"
              autoComplete="family-name"
              value={values.lastName}
              onChange={(e) => set('lastName')(e.currentTarget.value)}
              error={errors.lastName}
            />
          </SimpleGrid>
          <TextInput
            label="Email Address"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
            error={errors.email}
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
