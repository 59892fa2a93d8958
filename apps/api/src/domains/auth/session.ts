import type { Database, DB, LoginSessionData, Transaction, UserRow } from '@mentor/db';
import { describeUserAgent, MESSAGES, type LoginSessionInfo } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { getRandomValues } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import * as repo from './repository';
import { sessions } from './session-changes';

// Sessions as Lucia's current guidance describes them (the lucia package itself is deprecated):
// the cookie carries 20 random bytes (base32); the store keeps only their SHA-256 as `sid`.

const DAY = 24 * 60 * 60 * 1000;
/** Sliding expiry: each use within the last half pushes the end out to 30 days from now. */
const SESSION_TTL_MS = 30 * DAY;
/** However active, a session ends this long after sign-in. */
const SESSION_ABSOLUTE_MS = 90 * DAY;
/** A session's last-used time is written at most this often (not on every request). */
const LAST_USED_RESOLUTION_MS = 60 * 1000;
/** The active-sessions list shows at most this many, most recently used first. */
const SESSION_LIST_MAX = 100;
const USER_AGENT_MAX = 512;

export interface ValidatedSession {
  sid: string;
  expire: Date;
  user: UserRow;
  /** Set when the expiry moved and the cookie should be sent again. */
  refreshed: boolean;
  /**
   * The account has two-factor sign-in and this session has not done its second step: it is good for that step
   * (and signing out) only. The session plugin then leaves the request without a user.
   */
  twoFactorPending: boolean;
}

function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/**
 * Starts a login session. `twoFactorVerified`: the second step is done or not needed (a passkey sign-in, a
 * remembered device); otherwise an account with two-factor sign-in gets a session that waits for it.
 */
export async function createSession(
  db: Database,
  clock: Clock,
  userId: string,
  userAgent?: string | null,
  { twoFactorVerified = false }: { twoFactorVerified?: boolean } = {},
): Promise<{ token: string; expire: Date }> {
  const token = generateSessionToken();
  const now = clock.now();
  const sess: LoginSessionData = {
    userId,
    createdAt: now.toISOString(),
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  };
  const expire = new Date(now.getTime() + SESSION_TTL_MS);
  await repo.insertLoginSession(db, {
    sid: sessionIdFromToken(token),
    userId,
    sess,
    expire,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    now,
    twoFactorVerified,
  });
  return { token, expire };
}

export async function validateSessionToken(
  db: Database,
  clock: Clock,
  token: string,
): Promise<ValidatedSession | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const sid = sessionIdFromToken(token);
  const found = await repo.findLoginSessionWithUser(db, sid);
  if (!found) return null;
  // A banned account has no valid session (its sessions were deleted at the ban; one made meanwhile ends here).
  if (found.user.bannedAt) {
    await repo.deleteLoginSession(db, sid);
    return null;
  }
  const now = clock.now().getTime();
  const absolute = new Date(found.session.sess.absoluteExpiresAt).getTime();
  if (now >= found.session.expire.getTime() || now >= absolute) {
    await repo.deleteLoginSession(db, sid);
    return null;
  }
  let expire = found.session.expire;
  let refreshed = false;
  if (expire.getTime() - now < SESSION_TTL_MS / 2) {
    // Near the absolute cap the end cannot move any more: then the cookie is not written again.
    const extended = Math.min(now + SESSION_TTL_MS, absolute);
    if (extended > expire.getTime()) {
      expire = new Date(extended);
      refreshed = true;
    }
  }
  // One write at most a minute for the last-used time, together with a moved end when there is one.
  const stale = now - found.session.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS;
  if (refreshed || stale) {
    await repo.touchLoginSession(db, sid, {
      lastUsedAt: new Date(now),
      ...(refreshed ? { expire } : {}),
    });
  }
  const twoFactorPending = found.twoFactorEnabled && !found.session.twoFactorVerified;
  return { sid, expire, user: found.user, refreshed, twoFactorPending };
}

/**
 * The second step of the session `sid` is done: from now on it is a signed-in session. Its cached copies are
 * dropped (this instance now, the others through the database's announcement).
 */
export async function markTwoFactorVerified(db: Database, userId: string, sid: string): Promise<void> {
  await repo.setLoginSessionTwoFactorVerified(db, userId, sid);
  sessions.invalidateUser(userId);
}

/** Signs the session of `token` out (sign-out): its cached copy goes with it. */
export async function invalidateSession(db: Database, token: string): Promise<void> {
  const userId = await repo.deleteLoginSession(db, sessionIdFromToken(token));
  if (userId) sessions.invalidateUser(userId);
}

/** The user's live sign-in sessions, most recently used first; `currentSid` marks the caller's own. */
export async function listUserSessions(
  db: Database,
  userId: string,
  currentSid: string | null,
  now: Date,
): Promise<LoginSessionInfo[]> {
  const rows = await repo.listLoginSessions(db, userId, now, SESSION_LIST_MAX);
  return rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.sid === currentSid,
  }));
}

/** Signs one of the user's sessions out by its public id; another user's or an unknown id is NOT_FOUND. */
export async function revokeUserSession(db: Database, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteLoginSessionById(db, userId, id))) {
    throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.account.sessionNotFound });
  }
  sessions.invalidateUser(userId);
}

/**
 * Signs out every session of the user except `keepSid` (every one when it is null); answers how many ended. In a
 * transaction, its owner invalidates the user's cached sessions again once it has committed.
 */
export async function revokeOtherSessions(
  db: Database | Transaction<DB>,
  userId: string,
  keepSid: string | null,
): Promise<number> {
  const ended = await repo.deleteOtherLoginSessions(db, userId, keepSid);
  sessions.invalidateUser(userId);
  return ended;
}

export async function purgeExpiredSessions(db: Database, clock: Clock): Promise<number> {
  return repo.deleteExpiredLoginSessions(db, clock.now());
}
