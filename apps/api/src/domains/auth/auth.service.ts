import type { Database, DB, Transaction, UserRow } from '@mentor/db';
import { hash, verify } from '@node-rs/argon2';
import {
  MESSAGES,
  TRIAL_DAYS,
  type ChangePasswordInput,
  type LoginInput,
  type RegisterInput,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { Config } from '../../env';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/field-error';
import * as accounts from '../account';
import { queueEmail } from '../email';
import * as repo from './repository';
import { issueVerification } from './email-links';
import { ARGON2, assertStrongPassword } from './passwords';
import { revokeOtherSessions } from './session';
import { sessions } from './session-changes';
import {
  accountCheckSource,
  ACCOUNT_FREE_FAILURES,
  alertOwner,
  REGISTER_WINDOW_MS,
  reserveLoginAttempt,
  secondsUntil,
  TooManyAttemptsError,
} from './throttle';

export interface AuthDeps {
  db: Database;
  clock: Clock;
  config: Config;
}

/** A hash of a random password, verified against when the email is unknown so both paths take as long. */
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hash(`decoy-${Math.random()}`, ARGON2));

/** Sign-in refused: an admin has banned the account (403 with a message that says so). */
export class AccountBannedError extends TRPCError {
  constructor() {
    super({ code: 'FORBIDDEN', message: MESSAGES.auth.banned });
  }
}

/** Throws AccountBannedError when the account is banned; every sign-in path calls it before a session starts. */
export function refuseBanned(user: Pick<UserRow, 'bannedAt'>): void {
  if (user.bannedAt) throw new AccountBannedError();
}

/**
 * Signs a user out everywhere: deletes every login session of theirs at once. Answers how many ended. In a
 * transaction: its owner calls `sessions.invalidateUser` once it has committed.
 */
export async function endAllSessions(db: Database | Transaction<DB>, userId: string): Promise<number> {
  return repo.deleteLoginSessionsOfUser(db, userId);
}

/**
 * Creates an account: Starter with a 14-day Pro trial. The first account ever becomes admin, and so does any
 * email listed in ADMIN_EMAILS.
 */
export async function createAccount(
  deps: AuthDeps,
  profile: {
    email: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl?: string | null;
  },
  passwordHash?: string,
  options: { emailVerified: boolean } = { emailVerified: false },
): Promise<UserRow> {
  const now = deps.clock.now();
  const email = profile.email.toLowerCase();
  return deps.db.transaction().execute(async (trx) => {
    const first = await accounts.lockUsersAndCheckEmpty(trx);
    if (await accounts.findUserByEmail(trx, email)) {
      throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.auth.emailTaken });
    }
    let user = await accounts.insertUser(trx, {
      email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.profileImageUrl ?? null,
      subscriptionTier: 'starter',
      trialStartedAt: now,
      trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
      lastActiveAt: now,
      createdAt: now,
      updatedAt: now,
      emailVerifiedAt: options.emailVerified ? now : null,
    });
    if (passwordHash) await repo.upsertPasswordHash(trx, user.id, passwordHash, now);
    // An address nobody has vouched for gets its verification link, in the same transaction as the account.
    if (!options.emailVerified) await issueVerification(trx, deps, user);
    if (first || deps.config.adminEmails.includes(email)) {
      user = (await accounts.updateUser(trx, user.id, { isAdmin: true }, now)) ?? user;
    }
    return user;
  });
}

/**
 * Counts a sign-up from `ip` against the per-IP limit (REGISTER_LIMIT_PER_HOUR per hour), under a lock on the IP so
 * parallel sign-ups cannot all pass the count; over it, throws TooManyAttemptsError with the time until the oldest
 * counted sign-up leaves the window.
 */
async function reserveRegistration(deps: AuthDeps, ip: string): Promise<void> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - REGISTER_WINDOW_MS);
  const max = deps.config.registerLimitPerHour;
  const reopens = await deps.db.transaction().execute(async (trx) => {
    await repo.lockRegistrations(trx, ip);
    const count = await repo.countRecentRegistrations(trx, ip, since);
    if (count < max) {
      await repo.recordRegistration(trx, ip, now);
      return null;
    }
    const leaving = await repo.registrationAt(trx, ip, since, Math.max(0, count - max));
    return (leaving?.getTime() ?? now.getTime()) + REGISTER_WINDOW_MS;
  });
  if (reopens !== null) {
    throw new TooManyAttemptsError(secondsUntil(reopens, now.getTime()), MESSAGES.auth.tooManyRegistrations);
  }
}

/** A second sign-up mail to an address that has an account waits this long (one an hour at most). */
const SIGN_UP_ATTEMPT_MAIL_MS = 60 * 60 * 1000;

/**
 * Sign-up with a password (issue 24: it must not tell whether the address has an account). A new address gets its
 * account (unverified, with the verification mail); an address that has one gets nothing new, and its owner is
 * mailed that someone tried to sign up with it (at most once an hour). Both take the same work (an argon2 hash)
 * and answer the same; neither signs in. The sign-up page then signs in with the same password, as the sign-in
 * form does (docs/decisions.md, "Sign-up does not tell whether an address has an account").
 */
export async function registerWithPassword(deps: AuthDeps, input: RegisterInput, ip: string): Promise<void> {
  // The strength estimate costs CPU on the event loop: it runs after the per-IP sign-up count, like the hash.
  await reserveRegistration(deps, ip);
  await assertStrongPassword(input.password, [input.email, input.firstName, input.lastName], 'password');
  const passwordHash = await hash(input.password, ARGON2);
  const existing = await accounts.findUserByEmail(deps.db, input.email);
  if (existing) return tellOwnerOfSignUp(deps, existing);
  try {
    await createAccount(deps, input, passwordHash);
  } catch (error) {
    // Two sign-ups for one email at the same moment: the unique index decides, the loser gets the same answer.
    const winner = await accounts.findUserByEmail(deps.db, input.email);
    if (winner) return tellOwnerOfSignUp(deps, winner);
    throw error;
  }
}

/** Mails the owner of an address that someone tried to sign up with it (one mail an hour at most). */
async function tellOwnerOfSignUp(deps: AuthDeps, user: UserRow): Promise<void> {
  const hour = Math.floor(deps.clock.now().getTime() / SIGN_UP_ATTEMPT_MAIL_MS);
  await deps.db.transaction().execute((trx) =>
    queueEmail(trx, {
      userId: user.id,
      to: user.email,
      key: `sign-up-attempt:${user.id}:${hour}`,
      payload: { kind: 'sign-up-attempt' },
    }),
  );
}

export async function loginWithPassword(deps: AuthDeps, input: LoginInput, ip: string): Promise<UserRow> {
  const attempt = await reserveLoginAttempt(deps, input.email, ip, { accountCeiling: true });
  const user = await accounts.findUserByEmail(deps.db, input.email);
  const storedHash = user ? await repo.findPasswordHash(deps.db, user.id) : undefined;
  const valid = await verify(storedHash ?? (await getDecoyHash()), input.password).catch(() => false);
  if (!user || !storedHash || !valid) {
    // The reservation stays: it is this failure's record. The one that reaches the ceiling tells the owner.
    if (user && attempt.emailFailures + 1 >= ACCOUNT_FREE_FAILURES) await alertOwner(deps, user);
    throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.auth.invalidCredentials });
  }
  // The password was right: this was no failure, whatever follows.
  await repo.deleteLoginFailure(deps.db, attempt.id);
  refuseBanned(user);
  return promoteConfiguredAdmin(deps, user);
}

/** ADMIN_EMAILS may be set after an account exists: grant admin at its next sign-in. */
export async function promoteConfiguredAdmin(deps: AuthDeps, user: UserRow): Promise<UserRow> {
  if (user.isAdmin || !deps.config.adminEmails.includes(user.email)) return user;
  const promoted = await accounts.updateUser(deps.db, user.id, { isAdmin: true }, deps.clock.now());
  sessions.invalidateUser(user.id);
  return promoted ?? user;
}

/** Whether the account has a password (an account created through the identity provider has none). */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  return (await repo.findPasswordHash(db, userId)) !== undefined;
}

/**
 * Checks the signed-in user's current password (for changing the email or the password, or deleting the account).
 * Throttled like sign-in, per account. Answers false when it is wrong; the account must have a password.
 */
export async function checkCurrentPassword(
  deps: AuthDeps,
  user: UserRow,
  password: string,
): Promise<boolean> {
  const attempt = await reserveLoginAttempt(deps, user.email, accountCheckSource(user.id), {
    accountCeiling: false,
  });
  const storedHash = await repo.findPasswordHash(deps.db, user.id);
  const valid = storedHash ? await verify(storedHash, password).catch(() => false) : false;
  if (valid) await repo.deleteLoginFailure(deps.db, attempt.id);
  return valid;
}

/** Stores a new password (argon2id) for the user. */
async function setPassword(deps: AuthDeps, userId: string, password: string): Promise<void> {
  await repo.upsertPasswordHash(deps.db, userId, await hash(password, ARGON2), deps.clock.now());
}

/** Forgets the sign-in failures recorded for an email (the account behind it is being deleted). */
export async function forgetLoginFailures(db: Database | Transaction<DB>, email: string): Promise<void> {
  await repo.deleteLoginFailuresForEmail(db, email);
}

/**
 * Changes the signed-in user's password: the current one must be right (a wrong one is a 400 on
 * `currentPassword`), the new one follows the sign-up rules and differs from it. Every other session of the user
 * ends; `keepSid` (the session the change came from) stays, and the remembered devices are forgotten. Answers how
 * many sessions ended.
 */
export async function changePassword(
  deps: AuthDeps,
  user: UserRow,
  input: ChangePasswordInput,
  keepSid: string | null,
): Promise<{ signedOut: number }> {
  if (!(await hasPassword(deps.db, user.id))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.account.noPassword });
  }
  if (!(await checkCurrentPassword(deps, user, input.currentPassword))) {
    throw fieldError('currentPassword', MESSAGES.account.wrongPassword);
  }
  if (input.newPassword === input.currentPassword) {
    throw fieldError('newPassword', MESSAGES.account.samePassword);
  }
  await assertStrongPassword(input.newPassword, [user.email, user.firstName, user.lastName], 'newPassword');
  await setPassword(deps, user.id, input.newPassword);
  // A new password forgets the browsers that skipped two-factor sign-in's second step.
  await repo.deleteRememberedDevices(deps.db, user.id);
  return { signedOut: await revokeOtherSessions(deps.db, user.id, keepSid) };
}
