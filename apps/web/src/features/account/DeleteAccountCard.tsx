import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { deleteAccountSchema, MESSAGES, type DeleteAccountInput } from '@mentor/validation';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { zodResolver } from '../../lib/form';
import { useDeleteAccount } from './use-account';

interface DeleteFormValues {
  confirmation: string;
  password: string;
}

/** What is sent: an empty password is left out (accounts that sign in through the identity provider have none). */
function toInput(values: DeleteFormValues): DeleteAccountInput {
  return {
    confirmation: values.confirmation.trim(),
    password: values.password.length > 0 ? values.password : undefined,
  };
}

const validateDelete = zodResolver(deleteAccountSchema);

function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const form = useForm({
    initialValues: { confirmation: '', password: '' },
    validate: (values: DeleteFormValues) => validateDelete(toInput(values)),
    transformValues: toInput,
  });
  const mutation = useDeleteAccount((errors) => form.setErrors(errors));
  const busy = mutation.isPending || mutation.isSuccess;
  return (
    <form
      noValidate
      aria-label={MESSAGES.account.deleteTitle}
      onSubmit={form.onSubmit((input) => mutation.mutate(input))}
    >
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {MESSAGES.account.deleteWarning}
        </Alert>
        <TextInput
          label={MESSAGES.account.deleteConfirmLabel}
          description={MESSAGES.account.deleteConfirmHint}
          placeholder={email}
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('confirmation')}
        />
        <PasswordInput
          label={MESSAGES.account.deletePasswordLabel}
          description={MESSAGES.account.deletePasswordHint}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {MESSAGES.auth.cancel}
          </Button>
          <Button type="submit" color="red.8" disabled={busy}>
            {MESSAGES.account.deleteButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Danger zone: delete the account and all its data, after typing the email (and the password, if it has one). */
export function DeleteAccountCard({ email }: { email: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="delete-account-title"
      style={{ borderColor: 'var(--mantine-color-red-4)' }}
    >
      <Group justify="space-between" align="center" gap="md">
        <div style={{ flex: '1 1 260px' }}>
          <Title order={2} fz="lg" id="delete-account-title" c="red.8">
            {MESSAGES.account.deleteTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {MESSAGES.account.deleteWarning}
          </Text>
        </div>
        <Button color="red.8" variant="outline" onClick={() => setOpened(true)}>
          {MESSAGES.account.deleteButton}
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={MESSAGES.account.deleteTitle} centered>
        {opened && <DeleteAccountDialog email={email} onClose={() => setOpened(false)} />}
      </Modal>
    </Card>
  );
}
