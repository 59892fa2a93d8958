import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES, PASSWORD_MIN, ROUTES, passwordResetSchema } from '@mentor/validation';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { trpcErrorCode, trpcFieldErrors } from '../../lib/api';
import { zodResolver } from '../../lib/form';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { refusalMessage, useResetPassword } from './use-email-links';
import { usePasswordStrength, weakPasswordMessage } from './use-password-strength';

const E = MESSAGES.email;

/** The link cannot be used (missing, used, expired, unknown): say so, with the way to a new one. */
function InvalidLink({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {message}
      </Alert>
      <Button component={Link} to={ROUTES.forgotPassword} variant="light" fullWidth>
        {E.requestNewLink}
      </Button>
    </Stack>
  );
}

/** A refusal of the link itself: a 400 that names no new-password problem. */
function isLinkRefused(error: unknown): boolean {
  return trpcErrorCode(error) === 'BAD_REQUEST' && !('newPassword' in trpcFieldErrors(error));
}

/**
 * The reset page's form: the new password (sign-up rules, like the Create account form, which has no second
 * field either). Done: every session of the account has ended, so the next step is signing in.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const form = useForm({
    initialValues: { token: token ?? '', newPassword: '' },
    validate: zodResolver(passwordResetSchema),
    transformValues: (values) => passwordResetSchema.parse(values),
  });
  const mutation = useResetPassword((errors) => form.setErrors(errors));
  // The person's email and names are not known here (the link is the proof); the server counts them.
  const strength = usePasswordStrength(form.values.newPassword, []);

  if (!token) return <InvalidLink message={E.resetInvalid} />;
  if (mutation.isError && isLinkRefused(mutation.error)) {
    return <InvalidLink message={refusalMessage(mutation.error)} />;
  }
  if (mutation.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
          {E.resetDone}
        </Alert>
        {/* A full page load: this browser's session (if it had one) has ended with the others. */}
        <Button component="a" href="/sign-in" fullWidth size="md">
          {E.signIn}
        </Button>
      </Stack>
    );
  }

  const failed = mutation.isError && Object.keys(trpcFieldErrors(mutation.error)).length === 0;
  return (
    <form
      onSubmit={form.onSubmit(async (input) => {
        mutation.reset();
        const weak = await weakPasswordMessage(input.newPassword, [], MESSAGES.auth.passwordTooWeak);
        if (weak) {
          form.setFieldError('newPassword', weak);
          return;
        }
        mutation.mutate(input);
      })}
      // No accessible name: the page's heading names it, and a name with 'password' in it would make the form one
      // more match of 'the field labelled password'.
      noValidate
    >
      <Stack gap="md">
        {failed && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {refusalMessage(mutation.error)}
          </Alert>
        )}
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }}
          label={MESSAGES.account.newPasswordLabel}
          description={`At least ${PASSWORD_MIN} characters`}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        {form.values.newPassword && <PasswordStrengthMeter strength={strength} />}
        <Button type="submit" fullWidth size="md" loading={mutation.isPending} disabled={mutation.isPending}>
          {E.resetSubmit}
        </Button>
      </Stack>
    </form>
  );
}
