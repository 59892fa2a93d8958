import { Alert, Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES, PASSWORD_MIN, registerInputSchema, signUpCheckEmailText } from '@mentor/validation';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '../../lib/form';
import { authErrorMessage, register } from './auth-api';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { usePasswordStrength, weakPasswordMessage } from './use-password-strength';
import { useSignedIn } from './use-signed-in';

/**
 * Account creation (POST /api/auth/register), then sign-in with the same password. When that sign-in is refused
 * (the address already had an account), the page only says to check the mailbox: the same words a person sees
 * whose mail is on its way, so nothing here tells a stranger whether the address has an account.
 */
export function RegisterForm({ initialEmail = '' }: { initialEmail?: string } = {}) {
  const form = useForm({
    initialValues: {
      firstName: '',
      lastName: '',
      email: initialEmail,
      password: '',
    },
    validate: zodResolver(registerInputSchema),
    // What is sent is the parsed input (names trimmed, email trimmed and lowercased).
    transformValues: (values) => registerInputSchema.parse(values),
  });
  const signedIn = useSignedIn();
  const mutation = useMutation({
    mutationFn: register,
    meta: { unauthorized: 'ignore' },
    onSuccess: async (user) => {
      if (user) await signedIn(user);
    },
  });

  const { email, firstName, lastName, password } = form.values;
  const strength = usePasswordStrength(password, [email, firstName, lastName]);

  const onSubmit = form.onSubmit(async (input) => {
    mutation.reset();
    const weak = await weakPasswordMessage(
      input.password,
      [input.email, input.firstName, input.lastName],
      MESSAGES.auth.passwordTooWeak,
    );
    if (weak) {
      form.setFieldError('password', weak);
      return;
    }
    mutation.mutate(input);
  });

  if (mutation.isSuccess && mutation.data === null) {
    return (
      <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
        {signUpCheckEmailText(mutation.variables.email)}
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create account">
      <Stack gap="md">
        {mutation.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {authErrorMessage(mutation.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          // Named without the word 'password' so the field's label stays unique.
          visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }}
          label="Password"
          description={`At least ${PASSWORD_MIN} characters`}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        {password && <PasswordStrengthMeter strength={strength} />}
        <Button type="submit" fullWidth size="md" loading={mutation.isPending} disabled={mutation.isPending}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
