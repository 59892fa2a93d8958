import type { Database, UserRow } from '@mentor/db';
import { MESSAGES } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { Clock } from '../../lib/clock';
import { queueEmail } from '../email';
import * as repo from './repository';

// The throttle of every guess at a secret of an account: a password at sign-in and inside the account, and the
// second step's codes (an authenticator app's code, a recovery code) at sign-in and inside the account. One table of
// failures (login_failures) counts them all alike (docs/decisions.md, "Sign-in throttling" and "Two-factor
// sign-in").

/** What the throttle needs: the database and the time. */
interface ThrottleDeps {
  db: Database;
  clock: Clock;
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
export const ACCOUNT_FREE_FAILURES = 10;
const ACCOUNT_DELAY_BASE_MS = 1000;
const ACCOUNT_DELAY_MAX_MS = 5 * MINUTE;

/** How long after the email's last failure the next attempt may run, with `failures` in the hour so far. */
function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - ACCOUNT_FREE_FAILURES, 20);
  return Math.min(ACCOUNT_DELAY_BASE_MS * 2 ** doublings, ACCOUNT_DELAY_MAX_MS);
}

/** Sign-ups allowed per IP within REGISTER_WINDOW_MS (each costs an argon2 hash); the count is REGISTER_LIMIT_PER_HOUR. */
export const REGISTER_WINDOW_MS = 60 * MINUTE;

export class TooManyAttemptsError extends TRPCError {
  constructor(
    public readonly retryAfterSeconds: number,
    message: string = MESSAGES.auth.tooManyAttempts,
  ) {
    super({ code: 'TOO_MANY_REQUESTS', message });
  }
}

export const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

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
export async function reserveLoginAttempt(
  deps: ThrottleDeps,
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

/** A burst of failed sign-ins stays quiet this long after its mail: one mail per burst, at most one a day. */
const SIGN_IN_ALERT_QUIET_MS = 24 * 60 * MINUTE;

/**
 * Mails the owner that their account sees a burst of failed sign-ins (from how many addresses), once per burst:
 * the outbox key names the day, so a burst that goes on sends nothing more.
 */
export async function alertOwner(deps: ThrottleDeps, user: UserRow): Promise<void> {
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

/** Drops sign-in failures and sign-ups older than every window that counts them. */
export async function purgeOldLoginFailures(db: Database, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  await repo.deleteLoginFailuresBefore(db, new Date(now - Math.max(LOGIN_WINDOW_MS, LOGIN_EMAIL_WINDOW_MS)));
  await repo.deleteRegistrationsBefore(db, new Date(now - REGISTER_WINDOW_MS));
}

/** The throttle key of current-password checks inside an account (see reserveLoginAttempt). */
export const accountCheckSource = (userId: string) => `account:${userId}`;

/**
 * One guess at a secret of `user`, throttled exactly like a password: the attempt is reserved as a failure first
 * (refused with 429 and Retry-After past the limits), `check` runs, and a right answer removes the reservation.
 * `where` is the client's IP for a sign-in (the per-account ceiling across addresses holds, and the burst that
 * reaches it is mailed to the owner) or 'account' for a check inside a signed-in account (its own per-account key,
 * as current-password checks have). Answers what `check` answered.
 */
export async function throttledGuess(
  deps: ThrottleDeps,
  user: UserRow,
  where: { ip: string } | 'account',
  check: () => Promise<boolean>,
): Promise<boolean> {
  const signIn = where !== 'account';
  const attempt = await reserveLoginAttempt(
    deps,
    user.email,
    signIn ? where.ip : accountCheckSource(user.id),
    {
      accountCeiling: signIn,
    },
  );
  const right = await check();
  if (right) await repo.deleteLoginFailure(deps.db, attempt.id);
  else if (signIn && attempt.emailFailures + 1 >= ACCOUNT_FREE_FAILURES) await alertOwner(deps, user);
  return right;
}
