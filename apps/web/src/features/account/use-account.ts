import {
  exportFileName,
  MESSAGES,
  STORAGE_KEYS,
  type EmailPreferencesInput,
  type ExportDataType,
  type PublicUser,
} from '@mentor/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, trpcErrorCode, trpcFieldErrors } from '../../lib/api';
import { browser } from '../../lib/browser';
import { saveBlob } from '../../lib/download';
import { dismissToast, notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import { useSetCurrentUser } from '../auth/use-auth';

// ---------------------------------------------------------------------------
// Export Data
// ---------------------------------------------------------------------------

/** How much of the export has arrived: bytes so far, and the total when the server sent a length. */
export interface ExportProgress {
  received: number;
  total: number | null;
}

/** The file name of a Content-Disposition header (`attachment; filename="x.json"`), or null. */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(contentDisposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(contentDisposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name && name.length > 0 ? name : null;
}

/**
 * GET /api/account/export?types=...: reads the streamed file chunk by chunk (reporting the bytes received), then
 * saves it under the server's file name.
 */
async function downloadExport(
  types: readonly ExportDataType[],
  onProgress: (progress: ExportProgress) => void,
): Promise<{ fileName: string; size: number }> {
  const query = new URLSearchParams({ types: types.join(','), format: 'json' });
  const res = await fetch(`/api/account/export?${query.toString()}`, { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ received, total });
    }
  }
  const type = res.headers.get('content-type') ?? 'application/json';
  const fileName = fileNameOf(res.headers.get('content-disposition')) ?? exportFileName(new Date());
  saveBlob(fileName, new Blob(chunks, { type }));
  return { fileName, size: received };
}

/** The Export Data button: downloads the selected types, with progress, and toasts the outcome (spec section 8). */
export function useExportDownload() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (types: readonly ExportDataType[]) => downloadExport(types, setProgress),
    meta: { errorToast: { title: MESSAGES.export.failTitle, message: MESSAGES.export.failBody } },
    onSuccess: () => notifySuccess(MESSAGES.export.successTitle, MESSAGES.export.successBody),
    onSettled: () => setProgress(null),
  });
  return { start: mutation.mutate, isPending: mutation.isPending, progress };
}

// ---------------------------------------------------------------------------
// Security: password and sign-in sessions
// ---------------------------------------------------------------------------

/** The server's own message of a refused request without field messages (e.g. 'no password to change'). */
function refusalMessage(error: unknown, fallback: string): string {
  if (trpcErrorCode(error) !== 'BAD_REQUEST' || !(error instanceof Error)) return fallback;
  return Object.keys(trpcFieldErrors(error)).length === 0 && error.message ? error.message : fallback;
}

/** The signed-in sessions of the user (this one marked `current`). */
export function useLoginSessions() {
  const trpc = useTRPC();
  return useQuery(trpc.account.sessions.queryOptions());
}

/** The one toast of the change-password form: a newer outcome replaces the older one. */
const CHANGE_PASSWORD_TOAST = 'change-password';

/** Change password; the other sessions end, so the sessions list is refetched. */
export function useChangePassword(onFieldErrors: (errors: Record<string, string>) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.changePassword.mutationOptions({
      meta: {
        // A refusal of a field (a wrong current password, a weak new one) is said once, under the field; only a
        // refusal of the whole change is a toast.
        errorToast: (error) =>
          Object.keys(trpcFieldErrors(error)).length > 0
            ? null
            : {
                id: CHANGE_PASSWORD_TOAST,
                title: MESSAGES.account.changePasswordFailedTitle,
                message: refusalMessage(error, MESSAGES.account.changePasswordFailed),
              },
      },
      // A new try makes the last failure's toast out of date.
      onMutate: () => dismissToast(CHANGE_PASSWORD_TOAST),
      onSuccess: async () => {
        notifySuccess(MESSAGES.account.passwordChangedTitle, MESSAGES.account.passwordChanged, {
          id: CHANGE_PASSWORD_TOAST,
        });
        await queryClient.invalidateQueries(trpc.account.sessions.queryFilter());
      },
      onError: (error) => onFieldErrors(trpcFieldErrors(error)),
    }),
  );
}

/** Signs one session out, or every other one. */
export function useRevokeSessions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.account.sessions.queryFilter());
  const meta = {
    errorToast: { title: MESSAGES.account.revokeFailedTitle, message: MESSAGES.account.revokeFailed },
  };
  const one = useMutation(
    trpc.account.revokeSession.mutationOptions({
      meta,
      onSuccess: () =>
        notifySuccess(MESSAGES.account.sessionSignedOutTitle, MESSAGES.account.sessionSignedOut),
      onSettled: refresh,
    }),
  );
  const others = useMutation(
    trpc.account.revokeOtherSessions.mutationOptions({
      meta,
      onSuccess: () =>
        notifySuccess(MESSAGES.account.sessionSignedOutTitle, MESSAGES.account.othersSignedOut),
      onSettled: refresh,
    }),
  );
  return { one, others };
}

// ---------------------------------------------------------------------------
// Delete account
// ---------------------------------------------------------------------------

/**
 * Deletes the account. The answer clears the session cookie; the browser then loads the landing page afresh
 * (nothing of the deleted account stays in memory).
 */
export function useDeleteAccount(onFieldErrors: (errors: Record<string, string>) => void) {
  const trpc = useTRPC();
  return useMutation(
    trpc.account.deleteAccount.mutationOptions({
      meta: {
        errorToast: (error) =>
          Object.keys(trpcFieldErrors(error)).length > 0
            ? null
            : { title: MESSAGES.account.deleteFailedTitle, message: MESSAGES.account.deleteFailed },
      },
      onSuccess: ({ confirmationEmailed }) => {
        // The landing page confirms the deletion on screen (and that a mail is on its way) once it has loaded.
        try {
          sessionStorage.setItem(STORAGE_KEYS.accountDeleted, confirmationEmailed ? 'emailed' : 'deleted');
        } catch {
          // storage blocked: the landing page loads without the notice
        }
        browser.assign('/');
      },
      onError: (error) => onFieldErrors(trpcFieldErrors(error)),
    }),
  );
}

// ---------------------------------------------------------------------------
// Email: address verification and preferences
// ---------------------------------------------------------------------------

/** The server's message of a refusal the person can act on (400, 429), else the generic one. */
function actionableMessage(error: unknown): string {
  const code = trpcErrorCode(error);
  const actionable = code === 'BAD_REQUEST' || code === 'TOO_MANY_REQUESTS';
  return actionable && error instanceof Error && error.message ? error.message : MESSAGES.generic.internal;
}

/**
 * 'Send the link again' of the verification banner. Already verified (in another tab): the user is read again,
 * so the banner goes.
 */
export function useResendVerification() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.resendVerification.mutationOptions({
      meta: {
        errorToast: (error) => ({
          title: MESSAGES.email.verifyResendFailedTitle,
          message: actionableMessage(error),
          id: 'verify-resend',
        }),
      },
      onSuccess: () =>
        notifySuccess(MESSAGES.email.verifySentTitle, MESSAGES.email.verifySent, { id: 'verify-resend' }),
      onError: async (error) => {
        if (error.message === MESSAGES.email.verifyAlready) {
          await queryClient.invalidateQueries(trpc.auth.me.queryFilter());
        }
      },
    }),
  );
}

/** What a saved preference reads as in its toast: 'Weekly goal check-in: off', 'Time zone: Europe/Berlin'. */
function savedPreferenceText(input: EmailPreferencesInput, user: PublicUser): string {
  const E = MESSAGES.email;
  const onOff = (on: boolean) => (on ? E.preferenceOn : E.preferenceOff);
  if (input.summaryEmails !== undefined) return `${E.summaryEmailsLabel}: ${onOff(user.summaryEmails)}`;
  if (input.weeklyCheckin !== undefined) return `${E.weeklyCheckinLabel}: ${onOff(user.weeklyCheckin)}`;
  return `${E.timeZoneLabel}: ${user.timeZone ?? E.timeZoneUnset}`;
}

/** Profile's email switches and time zone: each change is saved at once, toasted, and the user refreshed. */
export function useSaveEmailPreferences() {
  const trpc = useTRPC();
  const setCurrentUser = useSetCurrentUser();
  return useMutation(
    trpc.account.setEmailPreferences.mutationOptions({
      meta: {
        errorToast: (error) => ({
          title: MESSAGES.email.preferencesFailed,
          message: actionableMessage(error),
          id: 'email-preferences',
        }),
      },
      onSuccess: async (updated, input) => {
        notifySuccess(MESSAGES.email.preferencesSaved, savedPreferenceText(input, updated), {
          id: 'email-preferences',
        });
        await setCurrentUser(updated);
      },
    }),
  );
}
