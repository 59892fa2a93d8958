import { MESSAGES, type UnsubscribeResult } from '@mentor/validation';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { trpcErrorCode, trpcFieldErrors } from '../../lib/api';
import { useTRPC } from '../../lib/trpc';

/**
 * The data of the pages the mails link to (forgot and reset password, verify email, unsubscribe). They are public
 * and show their failures on the page itself (an alert where the form or the answer would be), so no call here
 * toasts or runs the unauthorized handling.
 */
const onPage = { unauthorized: 'ignore' } as const;

/** The server's message when it says what was wrong (400, 404, 429), else the generic one. */
export function refusalMessage(error: unknown): string {
  const code = trpcErrorCode(error);
  const specific = code === 'BAD_REQUEST' || code === 'NOT_FOUND' || code === 'TOO_MANY_REQUESTS';
  return specific && error instanceof Error && error.message ? error.message : MESSAGES.generic.internal;
}

/** 'Forgot password?': asks for a reset link (the same answer whether the address has an account or not). */
export function useRequestPasswordReset() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.requestPasswordReset.mutationOptions({ meta: onPage }));
}

/** The reset page: the link's token and the new password. Field messages go to the form. */
export function useResetPassword(onFieldErrors: (errors: Record<string, string>) => void) {
  const trpc = useTRPC();
  return useMutation(
    trpc.auth.resetPassword.mutationOptions({
      meta: onPage,
      onError: (error) => onFieldErrors(trpcFieldErrors(error)),
    }),
  );
}

/**
 * The verification link: verifies once on arrival (a ref guards against StrictMode's doubled effects, and a
 * token that was used once is not sent again), then reads the user again so the banner goes.
 */
export function useVerifyEmail(token: string | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.auth.verifyEmail.mutationOptions({
      meta: onPage,
      onSuccess: () => queryClient.invalidateQueries(trpc.auth.me.queryFilter()),
    }),
  );
  const sent = useRef<string | null>(null);
  const { mutate } = mutation;
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);
  return mutation;
}

/** The unsubscribe link: which list it leaves, for whom, and whether that is done already. */
export function useUnsubscribeInfo(token: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.email.unsubscribeInfo.queryOptions(token ? { token } : skipToken),
    meta: onPage,
  });
}

/** 'Unsubscribe': the page then shows the answer; a signed-in user's preferences are read again. */
export function useUnsubscribe(token: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.email.unsubscribe.mutationOptions({
      meta: onPage,
      onSuccess: async (result: UnsubscribeResult) => {
        queryClient.setQueryData(trpc.email.unsubscribeInfo.queryKey({ token }), result);
        await queryClient.invalidateQueries(trpc.auth.me.queryFilter());
      },
    }),
  );
}
