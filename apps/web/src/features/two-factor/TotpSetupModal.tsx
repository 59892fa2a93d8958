import {
  ActionIcon,
  Button,
  Center,
  Code,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import {
  MESSAGES,
  TWO_FACTOR_MESSAGES as M,
  totpCodeInputSchema,
  type RecoveryCodes,
  type TotpCodeInput,
} from '@mentor/validation';
import { useEffect, useRef } from 'react';
import { zodResolver } from '../../lib/form';
import { QrCode } from './QrCode';
import { useTotpSetup } from './use-two-factor';

/** The authenticator app's 6-digit code: a numeric keyboard on phones, and the platform's one-time-code fill. */
export function CodeInput(props: React.ComponentProps<typeof TextInput>) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      placeholder="123456"
      styles={{ input: { letterSpacing: '0.2em', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
    />
  );
}

/**
 * Set up two-factor sign-in: a new key is asked for when it opens; the QR code and the key as text for the app,
 * then the app's first code turns it on. The recovery codes it answers go to `onEnabled`.
 */
export function TotpSetupModal({
  opened,
  onClose,
  onEnabled,
}: {
  opened: boolean;
  onClose: () => void;
  onEnabled: (codes: RecoveryCodes) => void;
}) {
  const form = useForm<TotpCodeInput>({
    initialValues: { code: '' },
    validate: zodResolver(totpCodeInputSchema),
    // What is sent is the parsed code (spaces dropped).
    transformValues: (values) => totpCodeInputSchema.parse(values),
  });
  const { start, confirm } = useTotpSetup((errors) => form.setErrors(errors));
  const asked = useRef(false);
  useEffect(() => {
    if (opened && !asked.current) {
      asked.current = true;
      start.mutate();
    }
    if (!opened) asked.current = false;
  }, [opened, start]);
  const close = () => {
    form.reset();
    start.reset();
    onClose();
  };
  const setup = start.data;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={M.setupTitle}
      centered
      closeButtonProps={{ 'aria-label': M.closeDialog }}
      size="md"
    >
      {start.isPending && (
        <Center py="xl">
          <Loader aria-label={MESSAGES.auth.loading} />
        </Center>
      )}
      {start.isError && (
        <Text c="red.8" size="sm" role="alert">
          {start.error.message || M.actionFailed}
        </Text>
      )}
      {setup && (
        <form
          noValidate
          aria-label={M.setupTitle}
          onSubmit={form.onSubmit((input) =>
            confirm.mutate(input, {
              onSuccess: (codes) => {
                form.reset();
                onEnabled(codes);
              },
            }),
          )}
        >
          <Stack gap="md">
            <Text size="sm">{M.setupScan}</Text>
            <Center>
              <QrCode value={setup.keyUri} label={M.qrLabel} />
            </Center>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {M.setupKeyHint}
              </Text>
              <Group gap="xs" wrap="nowrap" align="center">
                <Code
                  block
                  fz="sm"
                  data-testid="totp-key"
                  style={{ flex: 1, wordBreak: 'break-word', whiteSpace: 'normal' }}
                >
                  {setup.key}
                </Code>
                <CopyButton value={setup.key.replace(/ /g, '')} timeout={2000}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? M.copiedCodes : M.copyCodes} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color={copied ? 'teal' : 'gray'}
                        size="lg"
                        onClick={copy}
                        aria-label={`${copied ? M.copiedCodes : M.copyCodes}: ${M.setupKeyHint}`}
                      >
                        {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
            </Stack>
            <CodeInput
              label={M.codeLabel}
              description={M.setupConfirm}
              data-autofocus
              {...form.getInputProps('code')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {M.cancel}
              </Button>
              <Button type="submit" loading={confirm.isPending}>
                {M.turnOn}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
