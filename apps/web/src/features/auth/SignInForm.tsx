import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginInputSchema, type LoginInput } from '@mentor/validation';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { useSchemaForm } from '../../lib/form';
import { authErrorMessage, login } from './auth-api';
import { useSignedIn } from './use-signed-in';

type Field = keyof LoginInput;

/** Email + password sign-in (POST /api/login). */
export function SignInForm() {
  const { values, errors, set, validate } = useSchemaForm<LoginInput, Field>(loginInputSchema, () => ({
    email: '',
    password: '',
  }));
  const signedIn = useSignedIn();
  const mutation = useMutation({
    mutationFn: login,
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
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {mutation.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {authErrorMessage(mutation.error)}
          </Alert>
        )}
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
          autoComplete="current-password"
          placeholder="Your password"
          value={values.password}
          onChange={(e) => set('password')(e.currentTarget.value)}
          error={errors.password}
        />
        <Button type="submit" fullWidth size="md" loading={mutation.isPending} disabled={mutation.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
