import type { Database, DB, Transaction, UserRow } from '@mentor/db';
import { hash, verify } from '@node-rs/argon2';
import { MESSAGES, TRIAL_DAYS, type LoginInput, type RegisterInput } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { Config } from '../../env';
import type { Clock } from '../../lib/clock';
import * as accounts from '../account';
import * as repo from './auth.repository';

interface AuthDeps {
  db: Database;
  clock: Clock;
  config: Config;
}

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
export const LOGIN_WINDOW_MS = 10 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;

/** A hash of a random password, verified against when the email is unknown so both paths take as long. */
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hash(`decoy-${Math.random()}`, ARGON2));

export class TooManyAttemptsError extends TRPCError {
  constructor(public readonly retryAfterSeconds: number) {
    super({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.auth.tooManyAttempts });
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

/** Signs a user out everywhere: deletes every login session of theirs at once. Answers how many ended. */
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
    });
    if (passwordHash) await repo.upsertPasswordHash(trx, user.id, passwordHash, now);
    if (first || deps.config.adminEmails.includes(email)) {
      user = (await accounts.updateUser(trx, user.id, { isAdmin: true }, now)) ?? user;
    }
    return user;
  });
}

export async function registerWithPassword(deps: AuthDeps, input: RegisterInput): Promise<UserRow> {
  if (await accounts.findUserByEmail(deps.db, input.email)) {
    throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.auth.emailTaken });
  }
  const passwordHash = await hash(input.password, ARGON2);
  try {
    return await createAccount(deps, input, passwordHash);
  } catch (error) {
    // Two sign-ups for one email at the same moment: the unique index decides, the loser gets the same answer.
    if (error instanceof TRPCError) throw error;
    if (await accounts.findUserByEmail(deps.db, input.email)) {
      throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.auth.emailTaken });
    }
    throw error;
  }
}

/**
 * Reserves this attempt as a failure before the password is checked: under a lock on the email and on the IP, it
 * counts the failures of the window and, when neither has reached the limit, records the attempt. So parallel
 * attempts cannot all pass the count before any failure is recorded. A correct password removes the reservation.
 * Answers the reservation's id, or throws TooManyAttemptsError with the time until the blocking dimensions
 * reopen (the later one when both are over the limit).
 */
async function reserveLoginAttempt(deps: AuthDeps, email: string, ip: string): Promise<string> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    await repo.lockLoginAttempts(trx, email, ip);
    const failures = await repo.countRecentLoginFailures(trx, email, ip, since);
    const blocking = [
      { dimension: 'email' as const, value: email, count: failures.byEmail },
      { dimension: 'ip' as const, value: ip, count: failures.byIp },
    ].filter((d) => d.count >= LOGIN_MAX_FAILURES);
    if (blocking.length === 0)
      return { blocked: false as const, id: await repo.recordLoginFailure(trx, email, ip, now) };
    let reopens = now.getTime();
    for (const d of blocking) {
      const leaving = await repo.loginFailureLeavingAt(
        trx,
        d.dimension,
        d.value,
        since,
        d.count,
        LOGIN_MAX_FAILURES,
      );
      reopens = Math.max(reopens, (leaving?.getTime() ?? now.getTime()) + LOGIN_WINDOW_MS);
    }
    return { blocked: true as const, reopens };
  });
  if (!outcome.blocked) return outcome.id;
  throw new TooManyAttemptsError(Math.max(1, Math.ceil((outcome.reopens - now.getTime()) / 1000)));
}

export async function loginWithPassword(deps: AuthDeps, input: LoginInput, ip: string): Promise<UserRow> {
  const attempt = await reserveLoginAttempt(deps, input.email, ip);
  const user = await accounts.findUserByEmail(deps.db, input.email);
  const storedHash = user ? await repo.findPasswordHash(deps.db, user.id) : undefined;
  const valid = await verify(storedHash ?? (await getDecoyHash()), input.password).catch(() => false);
  if (!user || !storedHash || !valid) {
    // The reservation stays: it is this failure's record.
    throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.auth.invalidCredentials });
  }
  // The password was right: this was no failure, whatever follows.
  await repo.deleteLoginFailure(deps.db, attempt);
  refuseBanned(user);
  return promoteConfiguredAdmin(deps, user);
}

/** ADMIN_EMAILS may be set after an account exists: grant admin at its next sign-in. */
export async function promoteConfiguredAdmin(deps: AuthDeps, user: UserRow): Promise<UserRow> {
  if (user.isAdmin || !deps.config.adminEmails.includes(user.email)) return user;
  return (await accounts.updateUser(deps.db, user.id, { isAdmin: true }, deps.clock.now())) ?? user;
}

export async function purgeOldLoginFailures(db: Database, clock: Clock): Promise<void> {
  await repo.deleteLoginFailuresBefore(db, new Date(clock.now().getTime() - LOGIN_WINDOW_MS));
}
