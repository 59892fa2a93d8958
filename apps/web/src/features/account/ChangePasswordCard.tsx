import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordSchema, MESSAGES, type ChangePasswordInput } from '@mentor/validation';
import { zodResolver } from '../../lib/form';
import { useCurrentUser } from '../auth/use-auth';
import { PasswordStrengthMeter } from '../auth/PasswordStrengthMeter';
import { usePasswordStrength, weakPasswordMessage } from '../auth/use-password-strength';
import { useChangePassword } from './use-account';

/** Change password: the current one and a new one (sign-up rules); every other session ends. */
export function ChangePasswordCard() {
  const form = useForm<ChangePasswordInput>({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: zodResolver(changePasswordSchema),
  });
  const mutation = useChangePassword((errors) => form.setErrors(errors));
  const user = useCurrentUser();
  const personal = [user.email, user.firstName, user.lastName];
  const strength = usePasswordStrength(form.values.newPassword, personal);
  return (
    <Card withBorder radius="md" padding="lg">
      <form
        noValidate
        aria-label={MESSAGES.account.changePasswordTitle}
        onSubmit={form.onSubmit(async (input) => {
          const weak = await weakPasswordMessage(input.newPassword, personal, MESSAGES.auth.passwordTooWeak);
          if (weak) {
            form.setFieldError('newPassword', weak);
            return;
          }
          mutation.mutate(input, { onSuccess: () => form.reset() });
        })}
      >
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              {MESSAGES.account.changePasswordTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {MESSAGES.account.changePasswordHint}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PasswordInput
              label={MESSAGES.account.currentPasswordLabel}
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label={MESSAGES.account.newPasswordLabel}
              autoComplete="new-password"
              {...form.getInputProps('newPassword')}
            />
          </SimpleGrid>
          {form.values.newPassword && <PasswordStrengthMeter strength={strength} />}
          <Group justify="flex-end">
            <Button type="submit" disabled={mutation.isPending} miw={160}>
              {mutation.isPending ? MESSAGES.profile.saving : MESSAGES.account.changePasswordButton}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
