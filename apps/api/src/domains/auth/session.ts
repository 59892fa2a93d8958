import type { Database, LoginSessionData, UserRow } from '@mentor/db';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { getRandomValues } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import * as repo from './auth.repository';

// Sessions as Lucia's current guidance describes them (the lucia package itself is deprecated):
// the cookie carries 20 random bytes (base32); the store keeps only their SHA-256 as `sid`.

const DAY = 24 * 60 * 60 * 1000;
/** Sliding expiry: each use within the last half pushes the end out to 30 days from now. */
export const SESSION_TTL_MS = 30 * DAY;
/** However active, a session ends this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 90 * DAY;

export interface ValidatedSession {
  sid: string;
  expire: Date;
  user: UserRow;
  /** Set when the expiry moved and the cookie should be sent again. */
  refreshed: boolean;
}

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(
  db: Database,
  clock: Clock,
  userId: string,
): Promise<{ token: string; expire: Date }> {
  const token = generateSessionToken();
  const now = clock.now();
  const sess: LoginSessionData = {
    userId,
    createdAt: now.toISOString(),
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  };
  const expire = new Date(now.getTime() + SESSION_TTL_MS);
  await repo.insertLoginSession(db, { sid: sessionIdFromToken(token), userId, sess, expire });
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
    // Near the absolute cap the end cannot move any more: then neither the row nor the cookie is written again.
    const extended = Math.min(now + SESSION_TTL_MS, absolute);
    if (extended > expire.getTime()) {
      expire = new Date(extended);
      await repo.updateLoginSessionExpiry(db, sid, expire);
      refreshed = true;
    }
  }
  return { sid, expire, user: found.user, refreshed };
}

export async function invalidateSession(db: Database, token: string): Promise<void> {
  await repo.deleteLoginSession(db, sessionIdFromToken(token));
}

export async function purgeExpiredSessions(db: Database, clock: Clock): Promise<number> {
  return repo.deleteExpiredLoginSessions(db, clock.now());
}
