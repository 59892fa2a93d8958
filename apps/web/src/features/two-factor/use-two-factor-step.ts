import type { PublicUser } from '@mentor/validation';
import { useMutation, useQuery } from '@tanstack/react-query';
import { trpcFieldErrors } from '../../lib/api';
import { useTRPC } from '../../lib/trpc';
import { useSignedIn } from '../auth/use-signed-in';
import { passkeyDeclined, signWithPasskey } from './passkey-browser';

// Signing in: the second step of two-factor sign-in (a code, a recovery code or a passkey), and a passkey instead
// of a password. Each answers the signed-in user; the page then goes to the dashboard. Their errors are shown on
// the page itself (no toast), and none of them is an "unauthorized" to redirect on.

const meta = { unauthorized: 'ignore' as const, errorToast: () => null };

/** The sign-in waiting for its second step (this browser's session): its ways, or null when none waits. */
export function useTwoFactorChallenge() {
  const trpc = useTRPC();
  return useQuery(
    trpc.twoFactor.challenge.queryOptions(undefined, { staleTime: 0, meta: { unauthorized: 'ignore' } }),
  );
}

/** The second step with the app's code or a recovery code; `onFieldErrors` shows a refused code under its field. */
export function useCodeStep(onFieldErrors: (errors: Record<string, string>) => void) {
  const trpc = useTRPC();
  const signedIn = useSignedIn();
  const options = {
    meta,
    onSuccess: (user: PublicUser) => signedIn(user),
    onError: (error: unknown) => onFieldErrors(trpcFieldErrors(error)),
  };
  const totp = useMutation(trpc.twoFactor.verifyTotp.mutationOptions(options));
  const recovery = useMutation(trpc.twoFactor.verifyRecoveryCode.mutationOptions(options));
  return { totp, recovery };
}

/**
 * A passkey ceremony: the api's options, the browser's prompt, the api's check. Answers the signed-in user, or
 * null when the person closed the prompt (then nothing happens).
 */
function usePasskeyCeremony(
  getOptions: () => Promise<object>,
  verify: (response: Awaited<ReturnType<typeof signWithPasskey>>) => Promise<PublicUser>,
) {
  const signedIn = useSignedIn();
  return useMutation({
    meta,
    mutationFn: async (): Promise<PublicUser | null> => {
      const options = await getOptions();
      let response;
      try {
        response = await signWithPasskey(options);
      } catch (error) {
        if (passkeyDeclined(error)) return null;
        throw error;
      }
      return verify(response);
    },
    onSuccess: async (user) => {
      if (user) await signedIn(user);
    },
  });
}

/** The second step with one of the account's passkeys. */
export function usePasskeyStep(rememberDevice: () => boolean) {
  const trpc = useTRPC();
  const options = useMutation(trpc.twoFactor.passkeyOptions.mutationOptions({ meta }));
  const verify = useMutation(trpc.twoFactor.verifyPasskey.mutationOptions({ meta }));
  return usePasskeyCeremony(
    () => options.mutateAsync(),
    (response) => verify.mutateAsync({ response, rememberDevice: rememberDevice() }),
  );
}

/** "Sign in with a passkey": no email, no password (the browser offers this site's passkeys). */
export function usePasskeySignIn() {
  const trpc = useTRPC();
  const options = useMutation(trpc.passkeys.signInOptions.mutationOptions({ meta }));
  const signIn = useMutation(trpc.passkeys.signIn.mutationOptions({ meta }));
  return usePasskeyCeremony(
    () => options.mutateAsync(),
    (response) => signIn.mutateAsync({ response }),
  );
}
