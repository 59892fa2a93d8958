import { Alert, Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { PASSWORD_MIN, registerInputSchema, type RegisterInput } from '@mentor/validation';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { useSchemaForm } from '../../lib/form';
import { authErrorMessage, register } from './auth-api';
import { useSignedIn } from './use-signed-in';

type Field = keyof RegisterInput;

/** Account creation (POST /api/auth/register), which also signs the new user in. */
export function RegisterForm() {
  const { values, errors, set, validate } = useSchemaForm<RegisterInput, Field>(registerInputSchema, () => ({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  }));
  const signedIn = useSignedIn();
  const mutation = useMutation({
    mutationFn: register,
    meta: { unauthorized: 'ignore' },
    onSuccess: signedIn,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    mutation.reset();
    mutation.mutate(input);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create account">
      <Stack gap="md">
        {mutation.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {authErrorMessage(mutation.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => set('firstName')(e.currentTarget.value)}
            error={errors.firstName}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => set('lastName')(e.currentTarget.value)}
            error={errors.lastName}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
          error={errors.email}
        />
        <PasswordInput
          // Named without the word 'password' so the field's label stays unique.
          visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }}
          label="Password"
          description={`At least ${PASSWORD_MIN} characters`}
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password')(e.currentTarget.value)}
          error={errors.password}
        />
        <Button type="submit" fullWidth size="md" loading={mutation.isPending} disabled={mutation.isPending}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
