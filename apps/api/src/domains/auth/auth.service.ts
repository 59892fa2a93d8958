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

export interface AuthDeps {
  db: Database;
  clock: Clock;
  config: Config;
}

// Sign-in throttling (docs/decisions.md, "Sign-in throttling"). Failures are counted per (email, IP) pair and per
// IP; an email under a wide attack (many addresses) only tightens the pair limit, so its owner, signing in from an
// address without failures, is never locked out.
const MINUTE = 60 * 1000;
/** The window of the pair and IP limits. */
const LOGIN_WINDOW_MS = 10 * MINUTE;
/** Failures one address may make for one email within the window. */
const LOGIN_PAIR_MAX = 10;
/** Failures one address may make within the window, whichever emails it tries. */
const LOGIN_IP_MAX = 50;
/** The per-email ceiling: this many failures for an email within an hour, from any addresses ... */
const LOGIN_EMAIL_CEILING = 100;
const LOGIN_EMAIL_WINDOW_MS = 60 * MINUTE;
/** ... lower each address's allowance for that email to this many failures per window. */
const LOGIN_PAIR_MAX_UNDER_ATTACK = 3;
/**
 * The per-account ceiling across all addresses (issue 24): this many failures for an email within the hour are
 * free; after them, each new sign-in attempt for it waits for a delay that doubles with every further failure
 * (1 s, 2 s, 4 s, ... up to ACCOUNT_DELAY_MAX_MS) since the email's last failure. However many addresses guess,
 * an account sees about 30 password checks an hour at most. The owner is never locked out: their sessions stay,
 * a reset link still works and forgets the failures, and the delay is minutes at most.
 */
const ACCOUNT_FREE_FAILURES = 10;
const ACCOUNT_DELAY_BASE_MS = 1000;
const ACCOUNT_DELAY_MAX_MS = 5 * MINUTE;

/** How long after the email's last failure the next attempt may run, with `failures` in the hour so far. */
function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - ACCOUNT_FREE_FAILURES, 20);
  return Math.min(ACCOUNT_DELAY_BASE_MS * 2 ** doublings, ACCOUNT_DELAY_MAX_MS);
}

/** Sign-ups allowed per IP within REGISTER_WINDOW_MS (each costs an argon2 hash); the count is REGISTER_LIMIT_PER_HOUR. */
const REGISTER_WINDOW_MS = 60 * MINUTE;

/** A hash of a random password, verified against when the email is unknown so both paths take as long. */
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hash(`decoy-${Math.random()}`, ARGON2));

class TooManyAttemptsError extends TRPCError {
  constructor(
    public readonly retryAfterSeconds: number,
    message: string = MESSAGES.auth.tooManyAttempts,
  ) {
    super({ code: 'TOO_MANY_REQUESTS', message });
  }
}

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

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

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
const SIGN_UP_ATTEMPT_MAIL_MS = 60 * MINUTE;

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

/**
 * Reserves this attempt as a failure before the password is checked: under a lock on the email and on the IP, it
 * counts the window's failures of the (email, IP) pair, of the IP, and of the email from every address and, when
 * no limit is reached, records the attempt. So parallel attempts cannot all pass the count before any failure is
 * recorded. A correct password removes the reservation. Answers the reservation's id and the email's failures in
 * the hour before it, or throws TooManyAttemptsError with the time until the limits that are exceeded reopen (the
 * latest when several are).
 *
 * `source` is the client's IP for a sign-in. Checks of the current password inside the account (change password,
 * change email, delete account) pass a per-account key instead, so a stolen session cannot guess the password
 * without limit either; the per-account ceiling (ACCOUNT_FREE_FAILURES) holds for sign-ins only, so a burst of
 * strangers' guesses never stops the signed-in owner from changing their password.
 */
async function reserveLoginAttempt(
  deps: AuthDeps,
  email: string,
  source: string,
  { accountCeiling }: { accountCeiling: boolean },
): Promise<{ id: string; emailFailures: number }> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const emailSince = new Date(now.getTime() - LOGIN_EMAIL_WINDOW_MS);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    await repo.lockLoginAttempts(trx, email, source);
    const failures = await repo.countRecentLoginFailures(trx, email, source, since, emailSince);
    const pairMax = failures.byEmail >= LOGIN_EMAIL_CEILING ? LOGIN_PAIR_MAX_UNDER_ATTACK : LOGIN_PAIR_MAX;
    const blocking = [
      { dimension: { email, ip: source }, count: failures.byPair, max: pairMax },
      { dimension: { ip: source }, count: failures.byIp, max: LOGIN_IP_MAX },
    ].filter((d) => d.count >= d.max);
    const delay = accountCeiling ? accountDelayMs(failures.byEmail) : 0;
    const accountReopens = failures.lastByEmail ? failures.lastByEmail.getTime() + delay : 0;
    if (blocking.length === 0 && accountReopens <= now.getTime()) {
      const id = await repo.recordLoginFailure(trx, email, source, now);
      return { blocked: false as const, id, emailFailures: failures.byEmail };
    }
    let reopens = Math.max(now.getTime(), accountReopens);
    for (const d of blocking) {
      const leaving = await repo.loginFailureLeavingAt(trx, d.dimension, since, d.count, d.max);
      reopens = Math.max(reopens, (leaving?.getTime() ?? now.getTime()) + LOGIN_WINDOW_MS);
    }
    return { blocked: true as const, reopens };
  });
  if (!outcome.blocked) return { id: outcome.id, emailFailures: outcome.emailFailures };
  throw new TooManyAttemptsError(secondsUntil(outcome.reopens, now.getTime()));
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

/** A burst of failed sign-ins stays quiet this long after its mail: one mail per burst, at most one a day. */
const SIGN_IN_ALERT_QUIET_MS = 24 * 60 * MINUTE;

/**
 * Mails the owner that their account sees a burst of failed sign-ins (from how many addresses), once per burst:
 * the outbox key names the day, so a burst that goes on sends nothing more.
 */
async function alertOwner(deps: AuthDeps, user: UserRow): Promise<void> {
  const now = deps.clock.now();
  const day = Math.floor(now.getTime() / SIGN_IN_ALERT_QUIET_MS);
  const since = new Date(now.getTime() - LOGIN_EMAIL_WINDOW_MS);
  await deps.db.transaction().execute(async (trx) => {
    const burst = await repo.loginFailureBurst(trx, user.email, since);
    await queueEmail(trx, {
      userId: user.id,
      to: user.email,
      key: `sign-in-alert:${user.id}:${day}`,
      payload: { kind: 'sign-in-alert', failures: burst.failures, addresses: burst.addresses },
    });
  });
}

/** ADMIN_EMAILS may be set after an account exists: grant admin at its next sign-in. */
export async function promoteConfiguredAdmin(deps: AuthDeps, user: UserRow): Promise<UserRow> {
  if (user.isAdmin || !deps.config.adminEmails.includes(user.email)) return user;
  const promoted = await accounts.updateUser(deps.db, user.id, { isAdmin: true }, deps.clock.now());
  sessions.invalidateUser(user.id);
  return promoted ?? user;
}

/** Drops sign-in failures and sign-ups older than every window that counts them. */
export async function purgeOldLoginFailures(db: Database, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  await repo.deleteLoginFailuresBefore(db, new Date(now - Math.max(LOGIN_WINDOW_MS, LOGIN_EMAIL_WINDOW_MS)));
  await repo.deleteRegistrationsBefore(db, new Date(now - REGISTER_WINDOW_MS));
}

/** Whether the account has a password (an account created through the identity provider has none). */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  return (await repo.findPasswordHash(db, userId)) !== undefined;
}

/** The throttle key of current-password checks inside an account (see reserveLoginAttempt). */
const accountCheckSource = (userId: string) => `account:${userId}`;

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
 * ends; `keepSid` (the session the change came from) stays. Answers how many sessions ended.
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
  return { signedOut: await revokeOtherSessions(deps.db, user.id, keepSid) };
}
