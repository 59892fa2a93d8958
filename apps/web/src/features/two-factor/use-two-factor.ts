import { TWO_FACTOR_MESSAGES as M, type RecoveryCodes } from '@mentor/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trpcErrorCode, trpcFieldErrors } from '../../lib/api';
import type { ErrorToast } from '../../lib/query-client';
import { useTRPC } from '../../lib/trpc';

// The Profile section's two-factor sign-in: its state and what changes it (the authenticator app, recovery codes,
// remembered devices). Passkeys are in use-passkeys.ts, the sign-in's second step in use-two-factor-step.ts.

export const TWO_FACTOR_TOAST = 'two-factor';

/**
 * The toast of a refusal that no field shows: a 400/409 says its own words (e.g. 'Two-factor sign-in is already
 * on.'); anything else the generic ones. A refusal of a field is shown under the field, not as a toast.
 */
export function twoFactorErrorToast(error: unknown): ErrorToast | null {
  if (Object.keys(trpcFieldErrors(error)).length > 0) return null;
  const code = trpcErrorCode(error);
  const own =
    (code === 'BAD_REQUEST' || code === 'CONFLICT' || code === 'NOT_FOUND' || code === 'TOO_MANY_REQUESTS') &&
    error instanceof Error;
  return { id: TWO_FACTOR_TOAST, title: M.actionFailedTitle, message: own ? error.message : M.actionFailed };
}

const meta = { errorToast: twoFactorErrorToast };

export function useTwoFactorStatus() {
  const trpc = useTRPC();
  return useQuery(trpc.twoFactor.status.queryOptions());
}

export function useRememberedDevices(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.twoFactor.devices.queryOptions(undefined, { enabled }));
}

/** Reads the section's state again after a change. */
function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries(trpc.twoFactor.status.queryFilter());
    await queryClient.invalidateQueries(trpc.twoFactor.devices.queryFilter());
  };
}

/**
 * Setting up the authenticator app: `start` asks for a new key (the QR code's URI and the key as text), `confirm`
 * turns it on with the app's first code and answers the recovery codes. `onFieldErrors` shows a refused code
 * under its field.
 */
export function useTotpSetup(onFieldErrors: (errors: Record<string, string>) => void) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const start = useMutation(trpc.twoFactor.startSetup.mutationOptions({ meta }));
  const confirm = useMutation(
    trpc.twoFactor.confirmSetup.mutationOptions({
      meta,
      onSuccess: refresh,
      onError: (error) => onFieldErrors(trpcFieldErrors(error)),
    }),
  );
  return { start, confirm };
}

/** New recovery codes with a current code (the old ones stop working). */
export function useRegenerateRecoveryCodes(onFieldErrors: (errors: Record<string, string>) => void) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  return useMutation(
    trpc.twoFactor.regenerateRecoveryCodes.mutationOptions({
      meta,
      onSuccess: refresh,
      onError: (error) => onFieldErrors(trpcFieldErrors(error)),
    }),
  );
}

/** Turning it off, with a current code or the password. */
export function useDisableTwoFactor(onFieldErrors: (errors: Record<string, string>) => void) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  return useMutation(
    trpc.twoFactor.disable.mutationOptions({
      meta,
      onSuccess: refresh,
      onError: (error) => onFieldErrors(trpcFieldErrors(error)),
    }),
  );
}

/** Forgetting one remembered browser, or all of them. */
export function useForgetDevices() {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const one = useMutation(trpc.twoFactor.forgetDevice.mutationOptions({ meta, onSettled: refresh }));
  const all = useMutation(trpc.twoFactor.forgetDevices.mutationOptions({ meta, onSettled: refresh }));
  return { one, all };
}

/** The recovery codes just made: kept in memory for this visit only (the server keeps their hashes). */
export function useFreshCodes() {
  const [codes, setCodes] = useState<RecoveryCodes | null>(null);
  return { codes, show: setCodes, hide: () => setCodes(null) };
}
