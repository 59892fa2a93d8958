import { TWO_FACTOR_MESSAGES as M, type PasskeyInfo } from '@mentor/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpcFieldErrors } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import { createPasskey, passkeyDeclined } from './passkey-browser';
import { TWO_FACTOR_TOAST, twoFactorErrorToast } from './use-two-factor';

const meta = { errorToast: twoFactorErrorToast };

/** The account's passkeys (name, when added, when last used). */
export function usePasskeys() {
  const trpc = useTRPC();
  return useQuery(trpc.passkeys.list.queryOptions());
}

function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries(trpc.passkeys.list.queryFilter());
    await queryClient.invalidateQueries(trpc.twoFactor.status.queryFilter());
  };
}

/**
 * Adds a passkey under `name`: the api's registration options, the browser's passkey prompt, then the api checks
 * and keeps the answer. A prompt the person closed is no failure (answers null, no toast).
 */
export function useAddPasskey(onFieldErrors: (errors: Record<string, string>) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const options = useMutation(trpc.passkeys.registrationOptions.mutationOptions({ meta }));
  const register = useMutation(
    trpc.passkeys.register.mutationOptions({
      meta,
      onError: (error) => onFieldErrors(trpcFieldErrors(error)),
    }),
  );
  return useMutation({
    mutationFn: async (name: string): Promise<PasskeyInfo | null> => {
      const optionsJSON = await options.mutateAsync();
      let response;
      try {
        response = await createPasskey(optionsJSON);
      } catch (error) {
        if (passkeyDeclined(error)) return null;
        notifyError(M.actionFailedTitle, M.passkeyFailed, { id: TWO_FACTOR_TOAST });
        return null;
      }
      return register.mutateAsync({ name, response });
    },
    onSuccess: async (added) => {
      if (!added) return;
      notifySuccess(M.passkeyAdded, added.name, { id: TWO_FACTOR_TOAST });
      queryClient.setQueryData(trpc.passkeys.list.queryKey(), (list: PasskeyInfo[] | undefined) => [
        ...(list ?? []),
        added,
      ]);
      await refresh();
    },
  });
}

export function useRenamePasskey(onFieldErrors: (errors: Record<string, string>) => void) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  return useMutation(
    trpc.passkeys.rename.mutationOptions({
      meta,
      onSuccess: refresh,
      onError: (error) => onFieldErrors(trpcFieldErrors(error)),
    }),
  );
}

export function useRemovePasskey() {
  const trpc = useTRPC();
  const refresh = useRefresh();
  return useMutation(
    trpc.passkeys.remove.mutationOptions({
      meta,
      onSuccess: () => notifySuccess(M.passkeyRemoved, '', { id: TWO_FACTOR_TOAST }),
      onSettled: refresh,
    }),
  );
}
