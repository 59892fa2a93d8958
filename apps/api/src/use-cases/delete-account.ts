import type { UserRow } from '@mentor/db';
import { MESSAGES, type DeleteAccountInput } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { deleteUser } from '../domains/account';
import {
  checkCurrentPassword,
  forgetLoginFailures,
  hasPassword,
  sessions,
  type AuthDeps,
} from '../domains/auth';
import { queueEmail } from '../domains/email';
import { fieldError } from '../lib/field-error';

// A use-case: deleting the account spans account (the users row; every other row of the user cascades from it),
// auth (the password, the recorded sign-in failures, the cached sessions) and email (the confirmation).

/**
 * Deletes the account and every row of it: the typed confirmation must be the account's email address, and an
 * account with a password must give it (one that signs in only through the identity provider confirms with the
 * email alone). Its sessions end with it (they cascade); its recorded sign-in failures are forgotten too.
 */
export async function deleteAccount(
  deps: AuthDeps,
  user: UserRow,
  input: DeleteAccountInput,
): Promise<{ confirmationEmailed: boolean }> {
  if (input.confirmation.toLowerCase() !== user.email.toLowerCase()) {
    throw fieldError('confirmation', MESSAGES.account.deleteConfirmMismatch);
  }
  if (await hasPassword(deps.db, user.id)) {
    if (!input.password) throw fieldError('password', MESSAGES.account.deletePasswordRequired);
    if (!(await checkCurrentPassword(deps, user, input.password))) {
      throw fieldError('password', MESSAGES.account.wrongPassword);
    }
  }
  // A verified address gets a confirmation (docs/decisions.md, "Deleting the account"), queued in the same
  // transaction as the deletion and written from what is queued, since nothing of the account is left to read.
  const confirm = user.emailVerifiedAt !== null;
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteUser(trx, user.id))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.generic.notFoundGeneric });
    }
    await forgetLoginFailures(trx, user.email);
    if (confirm) {
      await queueEmail(trx, {
        userId: null,
        to: user.email,
        key: `account-deleted:${user.id}`,
        payload: {
          kind: 'account-deleted',
          email: user.email,
          firstName: user.firstName,
          deletedAt: now.toISOString(),
        },
      });
    }
  });
  // Its sessions went with it (ON DELETE CASCADE).
  sessions.invalidateUser(user.id);
  return { confirmationEmailed: confirm };
}
