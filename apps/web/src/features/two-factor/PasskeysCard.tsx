import { Button, Card, Group, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import {
  formatDisplayDate,
  MESSAGES,
  PASSKEY_NAME_MAX,
  passkeyNameFormSchema,
  TWO_FACTOR_MESSAGES as M,
  type PasskeyInfo,
} from '@mentor/validation';
import { IconFingerprint, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { zodResolver } from '../../lib/form';
import { passkeysSupported } from './passkey-browser';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from './use-passkeys';

/** The name dialog of Add (then the browser's prompt) and of Rename. */
function NameModal({
  title,
  submit,
  initial,
  opened,
  onClose,
  onSubmit,
  pending,
  errors,
}: {
  title: string;
  submit: string;
  initial: string;
  opened: boolean;
  onClose: () => void;
  onSubmit: (name: string) => void;
  pending: boolean;
  errors: Record<string, string>;
}) {
  const form = useForm({ initialValues: { name: initial }, validate: zodResolver(passkeyNameFormSchema) });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': M.closeDialog }}
    >
      <form noValidate aria-label={title} onSubmit={form.onSubmit(({ name }) => onSubmit(name.trim()))}>
        <Stack gap="md">
          <TextInput
            label={M.passkeyNameLabel}
            placeholder={M.passkeyNamePlaceholder}
            maxLength={PASSKEY_NAME_MAX}
            data-autofocus
            {...form.getInputProps('name')}
            error={form.errors.name ?? errors.name}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {M.cancel}
            </Button>
            <Button type="submit" loading={pending}>
              {submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** 'Last used Nov 28, 2026', or 'Never used'. */
function usedLabel(iso: string | null): string {
  return iso ? `${M.lastUsed} ${formatDisplayDate(new Date(iso))}` : M.neverUsed;
}

/**
 * Profile Settings > Passkeys: the account's passkeys (name, added, last used) with Rename and Remove (asks first),
 * and Add a passkey (a name, then the browser's prompt). A passkey signs in without a password and does the second
 * step of two-factor sign-in.
 */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<{ kind: 'add' } | { kind: 'rename'; passkey: PasskeyInfo } | null>(
    null,
  );
  const add = useAddPasskey(setFieldErrors);
  const rename = useRenamePasskey(setFieldErrors);
  const remove = useRemovePasskey();
  const supported = passkeysSupported();
  const close = () => {
    setFieldErrors({});
    setDialog(null);
  };
  const confirmRemove = (passkey: PasskeyInfo) =>
    modals.openConfirmModal({
      title: M.removePasskeyTitle,
      centered: true,
      children: (
        <Text size="sm">
          {passkey.name}: {M.removePasskeyBody}
        </Text>
      ),
      labels: { confirm: M.remove, cancel: M.cancel },
      closeButtonProps: { 'aria-label': M.closeDialog },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ id: passkey.id }),
    });
  const list = passkeys.data ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="passkeys-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="passkeys-title">
            {M.passkeysTitle}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {M.passkeysHint}
          </Text>
        </div>
        {passkeys.isPending && <Loader size="sm" aria-label={MESSAGES.auth.loading} />}
        {passkeys.isError && (
          <Text size="sm" c="red.8" role="alert">
            {M.loadFailed}
          </Text>
        )}
        {passkeys.data && list.length === 0 && (
          <Text size="sm" c="dimmed">
            {M.passkeysNone}
          </Text>
        )}
        {list.length > 0 && (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="passkey-list">
            {list.map((passkey) => (
              <Group
                key={passkey.id}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="xs"
                py={8}
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Group gap="xs" wrap="nowrap">
                  <IconKey size={18} aria-hidden />
                  <div>
                    <Text size="sm" fw={600}>
                      {passkey.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {M.created} {formatDisplayDate(new Date(passkey.createdAt))} ·{' '}
                      {usedLabel(passkey.lastUsedAt)}
                    </Text>
                  </div>
                </Group>
                <Group gap={4}>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    aria-label={`${M.rename}: ${passkey.name}`}
                    onClick={() => setDialog({ kind: 'rename', passkey })}
                  >
                    {M.rename}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    c="red.9"
                    size="compact-sm"
                    aria-label={`${M.remove}: ${passkey.name}`}
                    onClick={() => confirmRemove(passkey)}
                  >
                    {M.remove}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconFingerprint size={18} aria-hidden />}
            disabled={!supported}
            onClick={() => setDialog({ kind: 'add' })}
          >
            {M.addPasskey}
          </Button>
          {!supported && (
            <Text size="sm" c="dimmed">
              {M.passkeysUnsupported}
            </Text>
          )}
        </Group>
      </Stack>
      {dialog?.kind === 'add' && (
        <NameModal
          title={M.addPasskey}
          submit={M.addPasskey}
          initial=""
          opened
          onClose={close}
          pending={add.isPending}
          errors={fieldErrors}
          onSubmit={(name) => add.mutate(name, { onSuccess: (added) => added && close() })}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameModal
          title={M.renamePasskeyTitle}
          submit={M.save}
          initial={dialog.passkey.name}
          opened
          onClose={close}
          pending={rename.isPending}
          errors={fieldErrors}
          onSubmit={(name) => rename.mutate({ id: dialog.passkey.id, name }, { onSuccess: close })}
        />
      )}
    </Card>
  );
}
