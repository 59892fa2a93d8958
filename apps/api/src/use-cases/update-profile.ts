import type { UserRow, UserUpdate } from '@mentor/db';
import { MESSAGES, type ProfileUpdateRequest } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { isEmailTakenByOther, updateUser } from '../domains/account';
import {
  checkCurrentPassword,
  hasPassword,
  issueVerification,
  revokeOtherSessions,
  sessions,
  type AuthDeps,
} from '../domains/auth';
import { fieldError } from '../lib/field-error';

// A use-case: changing the profile's email spans account (the users row), auth (the password, the other sessions,
// the verification link) and, through auth, email (the link's mail).

/**
 * Profile Settings: names and email. Changing the email of an account with a password needs its current password
 * (a 400 on `currentPassword` when missing or wrong) and ends the user's other sessions (`keepSid`, the session
 * the change came from, stays). An account that signs in only through the identity provider keeps the email the
 * provider gives it.
 */
export async function updateProfile(
  deps: AuthDeps,
  user: UserRow,
  input: ProfileUpdateRequest,
  keepSid: string | null,
): Promise<UserRow> {
  const emailChanges = input.email !== user.email;
  if (emailChanges) {
    if (!(await hasPassword(deps.db, user.id))) throw fieldError('email', MESSAGES.account.emailFromProvider);
    if (!input.currentPassword) throw fieldError('currentPassword', MESSAGES.account.currentPasswordForEmail);
    if (!(await checkCurrentPassword(deps, user, input.currentPassword))) {
      throw fieldError('currentPassword', MESSAGES.account.wrongPassword);
    }
  }
  const now = deps.clock.now();
  const updated = await deps.db.transaction().execute(async (trx) => {
    if (await isEmailTakenByOther(trx, input.email, user.id)) {
      throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.auth.emailTaken });
    }
    const patch: UserUpdate = { firstName: input.firstName, lastName: input.lastName, email: input.email };
    // A new address is unverified until the link sent to it is used.
    if (emailChanges) patch.emailVerifiedAt = null;
    const updated = await updateUser(trx, user.id, patch, now);
    if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.generic.notFoundGeneric });
    if (emailChanges) {
      await revokeOtherSessions(trx, user.id, keepSid);
      await issueVerification(trx, deps, updated);
    }
    return updated;
  });
  sessions.invalidateUser(user.id);
  return updated;
}
