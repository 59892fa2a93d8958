import { getRandomValues } from 'node:crypto';
import type { Database, DB, Transaction, UserRow } from '@mentor/db';
import { hash } from '@node-rs/argon2';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import {
  MESSAGES,
  RESET_MAIL_INTERVAL_MINUTES,
  RESET_REQUESTS_PER_IP,
  RESET_TOKEN_MINUTES,
  RESET_WINDOW_MINUTES,
  VERIFY_RESENDS_PER_HOUR,
  VERIFY_TOKEN_HOURS,
  type PasswordResetInput,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { Config } from '../../env';
import type { Clock } from '../../lib/clock';
import type { RateStore } from '../../lib/rate-store';
import * as accounts from '../account';
import { queueEmail } from '../email';
import * as repo from './repository';
import { ARGON2, assertStrongPassword } from './passwords';
import { sessions } from './session-changes';

// The links mailed for address verification and password reset: 20 random bytes (base32) in the link, only their
// SHA-256 stored (email_tokens), single use, with an expiry (24 hours to verify, 30 minutes to reset).

const MINUTE = 60 * 1000;

function newToken(): { token: string; tokenHash: string } {
  const bytes = new Uint8Array(20);
  getRandomValues(bytes);
  const token = encodeBase32LowerCaseNoPadding(bytes);
  return { token, tokenHash: hashToken(token) };
}

const hashToken = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

export interface LinkDeps {
  db: Database;
  config: Config;
  clock: Clock;
}

/** A 429 that says when to try again (the REST shim and tRPC add Retry-After). */
class TooManyRequests extends TRPCError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ code: 'TOO_MANY_REQUESTS', message });
  }
}

/**
 * Mails a verification link to the user's address, in the caller's transaction (with the sign-up or the change of
 * address it follows). Earlier verification links of the account stop working.
 */
export async function issueVerification(
  trx: Transaction<DB>,
  deps: { clock: Clock },
  user: Pick<UserRow, 'id' | 'email'>,
): Promise<void> {
  const now = deps.clock.now();
  const { token, tokenHash } = newToken();
  await repo.expireEmailTokens(trx, user.id, 'verify', now);
  await repo.insertEmailToken(
    trx,
    {
      userId: user.id,
      purpose: 'verify',
      tokenHash,
      email: user.email,
      expiresAt: new Date(now.getTime() + VERIFY_TOKEN_HOURS * 60 * MINUTE),
    },
    now,
  );
  await queueEmail(trx, {
    userId: user.id,
    to: user.email,
    key: `verify-email:${tokenHash}`,
    payload: { kind: 'verify-email', token, email: user.email },
  });
}

/** "Send the link again" from the banner: at most VERIFY_RESENDS_PER_HOUR an hour. */
export async function resendVerification(
  deps: LinkDeps & { rates: RateStore },
  user: UserRow,
): Promise<{ sent: true }> {
  if (user.emailVerifiedAt) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.email.verifyAlready });
  }
  const now = deps.clock.now();
  const take = await deps.rates.take(`verify-resend:${user.id}`, VERIFY_RESENDS_PER_HOUR, 60 * MINUTE, now);
  if (!take.ok) throw new TooManyRequests(MESSAGES.email.verifyTooMany, take.retryAfterSeconds);
  await deps.db.transaction().execute((trx) => issueVerification(trx, deps, user));
  return { sent: true };
}

/**
 * Uses a verification link: the address it was sent to becomes verified, if it is still the account's (a link sent
 * to an earlier address does nothing). Works signed in or out: the token is the proof.
 */
export async function verifyEmail(deps: LinkDeps, token: string): Promise<{ verified: true; email: string }> {
  const now = deps.clock.now();
  const invalid = () => new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.email.verifyInvalid });
  const verified = await deps.db.transaction().execute(async (trx) => {
    const used = await repo.consumeEmailToken(trx, 'verify', hashToken(token), now);
    if (!used) throw invalid();
    const user = await accounts.findUserById(trx, used.userId);
    // Thrown inside the transaction: the token stays unused (it was for an address the account no longer has).
    if (!user || user.email !== used.email) throw invalid();
    if (!user.emailVerifiedAt) await accounts.markEmailVerified(trx, user.id, now);
    return { userId: user.id, email: user.email };
  });
  sessions.invalidateUser(verified.userId);
  return { verified: true, email: verified.email };
}

/**
 * "Forgot password?": mails a reset link when the address has an account, and answers the same either way (the
 * answer, and the limits, never tell whether an account exists). Two separate throttles: the requester's IP
 * (RESET_REQUESTS_PER_IP an hour, then 429), and the address asked for, which gets at most one mail every
 * RESET_MAIL_INTERVAL_MINUTES; a request in between is answered the same and sends nothing. So requests from
 * strangers never make the owner's own request fail: at worst, the link they get is the one a stranger's request sent
 * a few minutes earlier (still good for RESET_TOKEN_MINUTES).
 */
export async function requestPasswordReset(
  deps: LinkDeps & { rates: RateStore },
  email: string,
  ip: string | null,
): Promise<{ sent: true }> {
  const now = deps.clock.now();
  const window = RESET_WINDOW_MINUTES * MINUTE;
  const byIp = await deps.rates.take(`reset-ip:${ip ?? 'unknown'}`, RESET_REQUESTS_PER_IP, window, now);
  if (!byIp.ok) throw new TooManyRequests(MESSAGES.email.resetTooMany, byIp.retryAfterSeconds);
  const mail = await deps.rates.take(`reset-mail:${email}`, 1, RESET_MAIL_INTERVAL_MINUTES * MINUTE, now);
  if (!mail.ok) return { sent: true };
  const user = await accounts.findUserByEmail(deps.db, email);
  // A banned account cannot sign in, so it gets no link either (the answer is the same).
  if (user && !user.bannedAt) {
    const { token, tokenHash } = newToken();
    await deps.db.transaction().execute(async (trx) => {
      await repo.expireEmailTokens(trx, user.id, 'reset', now);
      await repo.insertEmailToken(
        trx,
        {
          userId: user.id,
          purpose: 'reset',
          tokenHash,
          email: user.email,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * MINUTE),
        },
        now,
      );
      await queueEmail(trx, {
        userId: user.id,
        to: user.email,
        key: `password-reset:${tokenHash}`,
        payload: { kind: 'password-reset', token },
      });
    });
  }
  return { sent: true };
}

/**
 * The reset page: sets the new password, ends every session of the account and forgets its remembered devices,
 * once per link (a used or expired link answers 400). The link proves the address, so an unverified one becomes
 * verified, and the address's sign-in failures are forgotten.
 */
export async function resetPassword(deps: LinkDeps, input: PasswordResetInput): Promise<{ reset: true }> {
  const now = deps.clock.now();
  const tokenHash = hashToken(input.token);
  const invalid = () => new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.email.resetInvalid });
  // The password hash (tens of milliseconds) only for a link that can be used; the use itself is atomic below.
  const link = await repo.findUsableEmailToken(deps.db, 'reset', tokenHash, now);
  if (!link) throw invalid();
  const owner = await accounts.findUserById(deps.db, link.userId);
  await assertStrongPassword(
    input.newPassword,
    [link.email, owner?.firstName, owner?.lastName],
    'newPassword',
  );
  const passwordHash = await hash(input.newPassword, ARGON2);
  const userId = await deps.db.transaction().execute(async (trx) => {
    const used = await repo.consumeEmailToken(trx, 'reset', tokenHash, now);
    if (!used) throw invalid();
    const user = await accounts.findUserById(trx, used.userId);
    if (!user) throw invalid();
    await repo.upsertPasswordHash(trx, user.id, passwordHash, now);
    await repo.deleteLoginSessionsOfUser(trx, user.id);
    await repo.deleteRememberedDevices(trx, user.id);
    await repo.expireEmailTokens(trx, user.id, 'reset', now);
    await repo.deleteLoginFailuresForEmail(trx, user.email);
    if (!user.emailVerifiedAt && user.email === used.email)
      await accounts.markEmailVerified(trx, user.id, now);
    return user.id;
  });
  // Every session of the account ended with the reset.
  sessions.invalidateUser(userId);
  return { reset: true };
}

/** Tokens that expired more than a day ago are deleted (hourly purge). */
export async function purgeExpiredEmailTokens(db: Database, clock: Clock): Promise<void> {
  await repo.deleteEmailTokensExpiredBefore(db, new Date(clock.now().getTime() - 24 * 60 * MINUTE));
}
