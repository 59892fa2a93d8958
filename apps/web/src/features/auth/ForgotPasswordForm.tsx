import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES, passwordResetRequestSchema } from '@mentor/validation';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { zodResolver } from '../../lib/form';
import { refusalMessage, useRequestPasswordReset } from './use-email-links';

const E = MESSAGES.email;

function BackToSignIn() {
  return (
    <Group justify="center">
      <Anchor component={Link} to="/sign-in" size="sm">
        {E.backToSignIn}
      </Anchor>
    </Group>
  );
}

/**
 * 'Forgot password?': the account's email address, then the same answer whatever it was (whether an account
 * exists is not revealed). Too many requests: the server's message, in place of the answer.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: zodResolver(passwordResetRequestSchema),
    // What is sent is the parsed input (email trimmed and lowercased).
    transformValues: (values) => passwordResetRequestSchema.parse(values),
  });
  const mutation = useRequestPasswordReset();

  if (mutation.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {E.forgotSent}
        </Alert>
        <BackToSignIn />
      </Stack>
    );
  }

  const onSubmit = form.onSubmit((input) => {
    mutation.reset();
    mutation.mutate(input);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={E.forgotTitle}>
      <Stack gap="md">
        {mutation.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {refusalMessage(mutation.error)}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth size="md" loading={mutation.isPending} disabled={mutation.isPending}>
          {E.forgotSubmit}
        </Button>
        <BackToSignIn />
      </Stack>
    </form>
  );
}
