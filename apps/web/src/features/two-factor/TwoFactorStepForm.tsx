import { Alert, Anchor, Button, Checkbox, Divider, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  TWO_FACTOR_MESSAGES as M,
  twoFactorRecoveryStepSchema,
  twoFactorTotpStepSchema,
  type TwoFactorChallenge,
} from '@mentor/validation';
import { IconAlertCircle, IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { zodResolver } from '../../lib/form';
import { passkeysSupported } from './passkey-browser';
import { CodeInput } from './TotpSetupModal';
import { useCodeStep, usePasskeyStep } from './use-two-factor-step';

type Mode = 'totp' | 'recovery';

/**
 * The second step of a sign-in: the authenticator app's code (or, switched to, a recovery code), "Remember this
 * device for 30 days", and a passkey when the account has one. A refused code is said under the field; a refusal
 * of the whole step (too many attempts, the waiting sign-in gone) above the form.
 */
export function TwoFactorStepForm({ challenge }: { challenge: TwoFactorChallenge }) {
  const [mode, setMode] = useState<Mode>('totp');
  const form = useForm({
    initialValues: { code: '', rememberDevice: false },
    validate: (values) =>
      zodResolver(mode === 'totp' ? twoFactorTotpStepSchema : twoFactorRecoveryStepSchema)(values),
    // What is sent is the parsed code (spaces and dashes dropped, a recovery code in capitals).
    transformValues: (values) =>
      (mode === 'totp' ? twoFactorTotpStepSchema : twoFactorRecoveryStepSchema).parse(values),
  });
  const step = useCodeStep((errors) => form.setErrors(errors));
  const passkey = usePasskeyStep(() => form.values.rememberDevice);
  const active = mode === 'totp' ? step.totp : step.recovery;
  const failure = [active, passkey].find((m) => m.isError && Object.keys(form.errors).length === 0);

  const switchTo = (next: Mode) => {
    form.setFieldValue('code', '');
    form.clearErrors();
    step.totp.reset();
    step.recovery.reset();
    setMode(next);
  };

  return (
    <Stack gap="md">
      {failure?.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {failure.error.message || (failure === passkey ? M.passkeyFailed : M.actionFailed)}
        </Alert>
      )}
      <form
        noValidate
        aria-label={M.stepTitle}
        onSubmit={form.onSubmit((values) => {
          passkey.reset();
          active.mutate(values);
        })}
      >
        <Stack gap="md">
          {mode === 'totp' ? (
            <CodeInput label={M.codeLabel} data-autofocus autoFocus {...form.getInputProps('code')} />
          ) : (
            <TextInput
              label={M.recoveryCodeLabel}
              placeholder="ABCD-EFGH-IJKL-MNOP"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              autoFocus
              {...form.getInputProps('code')}
            />
          )}
          <Checkbox
            label={M.rememberDevice}
            description={M.rememberDeviceHint}
            {...form.getInputProps('rememberDevice', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth size="md" loading={active.isPending} disabled={passkey.isPending}>
            {M.verify}
          </Button>
          <Group justify="center">
            {mode === 'totp' ? (
              challenge.methods.recoveryCode && (
                <Anchor component="button" type="button" size="sm" onClick={() => switchTo('recovery')}>
                  {M.useRecoveryCode}
                </Anchor>
              )
            ) : (
              <Anchor component="button" type="button" size="sm" onClick={() => switchTo('totp')}>
                {M.useAuthenticator}
              </Anchor>
            )}
          </Group>
        </Stack>
      </form>
      {challenge.methods.passkey && passkeysSupported() && (
        <>
          <Divider label={M.orDivider} labelPosition="center" />
          <Button
            variant="default"
            fullWidth
            size="md"
            leftSection={<IconFingerprint size={18} aria-hidden />}
            loading={passkey.isPending}
            disabled={active.isPending}
            onClick={() => {
              step.totp.reset();
              step.recovery.reset();
              passkey.mutate();
            }}
          >
            {M.usePasskey}
          </Button>
        </>
      )}
    </Stack>
  );
}
