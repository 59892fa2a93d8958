import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginHintEmail, loginInputSchema, MESSAGES, ROUTES } from '@mentor/validation';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { zodResolver } from '../../lib/form';
import { authErrorMessage, login } from './auth-api';
import { useSignedIn } from './use-signed-in';

/** Email + password sign-in (POST /api/login). */
export function SignInForm({ initialEmail = '' }: { initialEmail?: string } = {}) {
  const form = useForm({
    initialValues: {
      email: initialEmail,
      password: '',
    },
    validate: zodResolver(loginInputSchema),
    // What is sent is the parsed input (email trimmed and lowercased).
    transformValues: (values) => loginInputSchema.parse(values),
  });
  const signedIn = useSignedIn();
  const mutation = useMutation({
    mutationFn: login,
    meta: { unauthorized: 'ignore' },
    onSuccess: signedIn,
  });

  // 'Forgot password?' carries the address typed so far (when it is one), so the reset form starts with it.
  const typedEmail = loginHintEmail(form.values.email);
  const forgotTo = typedEmail
    ? `${ROUTES.forgotPassword}?${new URLSearchParams({ email: typedEmail }).toString()}`
    : ROUTES.forgotPassword;

  const onSubmit = form.onSubmit((input) => {
    mutation.reset();
    mutation.mutate(input);
  });

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
          {...form.getInputProps('email')}
        />
        <Stack gap={6}>
          <PasswordInput
            // Named without the word 'password' so the field's label stays unique.
            visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }}
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={forgotTo} size="sm">
              {MESSAGES.email.forgotLink}
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" fullWidth size="md" loading={mutation.isPending} disabled={mutation.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
