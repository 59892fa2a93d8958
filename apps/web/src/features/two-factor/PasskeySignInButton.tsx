import { Alert, Button, Divider, Stack } from '@mantine/core';
import { TWO_FACTOR_MESSAGES as M } from '@mentor/validation';
import { IconAlertCircle, IconFingerprint } from '@tabler/icons-react';
import { passkeysSupported } from './passkey-browser';
import { usePasskeySignIn } from './use-two-factor-step';

/**
 * "Sign in with a passkey" under the password form: the browser offers this site's passkeys, no email needed. Not
 * shown in a browser without WebAuthn.
 */
export function PasskeySignInButton() {
  const signIn = usePasskeySignIn();
  if (!passkeysSupported()) return null;
  return (
    <Stack gap="md" mt="md">
      <Divider label={M.orDivider} labelPosition="center" />
      {signIn.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {signIn.error.message || M.passkeyFailed}
        </Alert>
      )}
      <Button
        variant="default"
        fullWidth
        size="md"
        leftSection={<IconFingerprint size={18} aria-hidden />}
        loading={signIn.isPending}
        onClick={() => signIn.mutate()}
      >
        {M.signInWithPasskey}
      </Button>
    </Stack>
  );
}
