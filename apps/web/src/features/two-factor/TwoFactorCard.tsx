import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formatDisplayDate,
  MESSAGES,
  TWO_FACTOR_MESSAGES as M,
  TWO_FACTOR_SECTION_ID,
  totpCodeInputSchema,
  type TotpCodeInput,
  type TwoFactorStatus,
} from '@mentor/validation';
import { IconAlertTriangle, IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { zodResolver } from '../../lib/form';
import { notifySuccess } from '../../lib/notify';
import { useCurrentUser } from '../auth/use-auth';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { RememberedDevices } from './RememberedDevices';
import { CodeInput, TotpSetupModal } from './TotpSetupModal';
import {
  TWO_FACTOR_TOAST,
  useDisableTwoFactor,
  useFreshCodes,
  useRegenerateRecoveryCodes,
  useTwoFactorStatus,
} from './use-two-factor';

/** "Make new recovery codes": asks for a current code first. */
function RegenerateModal({
  opened,
  onClose,
  onCodes,
}: {
  opened: boolean;
  onClose: () => void;
  onCodes: (codes: string[]) => void;
}) {
  const form = useForm<TotpCodeInput>({
    initialValues: { code: '' },
    validate: zodResolver(totpCodeInputSchema),
    // What is sent is the parsed code (spaces dropped).
    transformValues: (values) => totpCodeInputSchema.parse(values),
  });
  const regenerate = useRegenerateRecoveryCodes((errors) => form.setErrors(errors));
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={M.regenerateTitle}
      centered
      closeButtonProps={{ 'aria-label': M.closeDialog }}
    >
      <form
        noValidate
        aria-label={M.regenerateTitle}
        onSubmit={form.onSubmit((input) =>
          regenerate.mutate(input, {
            onSuccess: ({ codes }) => {
              close();
              onCodes(codes);
            },
          }),
        )}
      >
        <Stack gap="md">
          <Text size="sm">{M.regenerateBody}</Text>
          <CodeInput label={M.codeLabel} data-autofocus {...form.getInputProps('code')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {M.cancel}
            </Button>
            <Button type="submit" loading={regenerate.isPending}>
              {M.regenerate}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** "Turn off": a current code, or the password (accounts that have one). */
function DisableModal({
  opened,
  onClose,
  status,
}: {
  opened: boolean;
  onClose: () => void;
  status: TwoFactorStatus;
}) {
  const form = useForm({ initialValues: { code: '', password: '' } });
  const disable = useDisableTwoFactor((errors) => form.setErrors(errors));
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={M.turnOffTitle}
      centered
      closeButtonProps={{ 'aria-label': M.closeDialog }}
    >
      <form
        noValidate
        aria-label={M.turnOffTitle}
        onSubmit={form.onSubmit((values) => {
          const code = values.code.trim();
          const input = code ? { code } : values.password ? { password: values.password } : {};
          disable.mutate(input, {
            onSuccess: () => {
              close();
              notifySuccess(M.turnedOff, M.turnOffBody, { id: TWO_FACTOR_TOAST });
            },
          });
        })}
      >
        <Stack gap="md">
          <Text size="sm">{M.turnOffBody}</Text>
          <Text size="sm" fw={500}>
            {status.hasPassword ? M.turnOffCodeOrPassword : M.codeRequired}
          </Text>
          <CodeInput label={M.codeLabel} data-autofocus {...form.getInputProps('code')} />
          {status.hasPassword && (
            <PasswordInput
              label={M.passwordLabel}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }}
              {...form.getInputProps('password')}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {M.cancel}
            </Button>
            <Button type="submit" color="red" loading={disable.isPending}>
              {M.turnOff}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Profile Settings > Two-factor sign-in: on or off; setting up the authenticator app (QR code, key, first code);
 * the recovery codes (shown once, Copy and Download; how many are left; new ones); remembered devices; turning it
 * off. The admins' requirement is said here too. Passkeys are the next card.
 */
export function TwoFactorCard() {
  const user = useCurrentUser();
  const status = useTwoFactorStatus();
  const fresh = useFreshCodes();
  const [dialog, setDialog] = useState<'setup' | 'regenerate' | 'disable' | null>(null);
  const s = status.data;
  // Arriving from the admin area's prompt (/account/profile#two-factor): this section, once it has its state.
  const { hash } = useLocation();
  const loaded = Boolean(s);
  useEffect(() => {
    if (loaded && hash === `#${TWO_FACTOR_SECTION_ID}`) {
      document.getElementById(TWO_FACTOR_SECTION_ID)?.scrollIntoView({ block: 'start' });
    }
  }, [loaded, hash]);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="two-factor-title"
      id={TWO_FACTOR_SECTION_ID}
    >
      <Stack gap="md">
        <div>
          <Group gap="sm" justify="space-between" wrap="nowrap">
            <Title order={2} fz="lg" id="two-factor-title">
              {M.sectionTitle}
            </Title>
            {s && (
              <Badge color={s.enabled ? 'teal' : 'gray'} variant="light" data-testid="two-factor-state">
                {s.enabled ? M.statusOn : M.statusOff}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {M.sectionDescription}
          </Text>
        </div>
        {status.isPending && <Loader size="sm" aria-label={MESSAGES.auth.loading} />}
        {status.isError && (
          <Text size="sm" c="red.8" role="alert">
            {M.loadFailed}
          </Text>
        )}
        {s?.requiredForAdmin && !s.enabled && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
          >
            {M.adminRequired}
          </Alert>
        )}
        {fresh.codes && (
          <RecoveryCodesPanel codes={fresh.codes.codes} email={user.email} onDone={fresh.hide} />
        )}
        {s && !s.enabled && (
          <Group>
            <Button leftSection={<IconShieldLock size={18} aria-hidden />} onClick={() => setDialog('setup')}>
              {M.setUp}
            </Button>
          </Group>
        )}
        {s?.enabled && (
          <Stack gap="sm">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconShieldCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
              <div>
                {s.enabledAt && (
                  <Text size="sm">
                    {M.onSince} {formatDisplayDate(new Date(s.enabledAt))}
                  </Text>
                )}
                <Text
                  size="sm"
                  c={s.recoveryCodesLeft < 3 ? 'orange.9' : 'dimmed'}
                  data-testid="recovery-codes-left"
                >
                  {M.recoveryCodesLeft(s.recoveryCodesLeft)}
                  {s.recoveryCodesLeft < 3 ? `. ${M.recoveryCodesLow}` : ''}
                </Text>
              </div>
            </Group>
            <Group gap="sm">
              <Button variant="default" size="sm" onClick={() => setDialog('regenerate')}>
                {M.regenerate}
              </Button>
              <Button variant="outline" color="red.8" size="sm" onClick={() => setDialog('disable')}>
                {M.turnOff}
              </Button>
            </Group>
            <RememberedDevices />
          </Stack>
        )}
      </Stack>
      <TotpSetupModal
        opened={dialog === 'setup'}
        onClose={() => setDialog(null)}
        onEnabled={(codes) => {
          setDialog(null);
          fresh.show(codes);
          notifySuccess(M.turnedOn, M.turnedOnBody, { id: TWO_FACTOR_TOAST });
        }}
      />
      <RegenerateModal
        opened={dialog === 'regenerate'}
        onClose={() => setDialog(null)}
        onCodes={(codes) => fresh.show({ codes })}
      />
      {s && <DisableModal opened={dialog === 'disable'} onClose={() => setDialog(null)} status={s} />}
    </Card>
  );
}
