import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import {
  describeUserAgent,
  REMEMBER_DEVICE_DAYS,
  TWO_FACTOR_MESSAGES as M,
  type RememberedDeviceInfo,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { getRandomValues } from 'node:crypto';
import type { AuthDeps } from './auth.service';
import * as repo from './repository';
import { hashSecret } from './totp';

// "Remember this device for 30 days": after a second step, the browser gets a cookie of 20 random bytes; only
// their SHA-256 is kept, with the user. A later sign-in of that user from that browser skips the second step until
// the 30 days are up. Forgetting them all, changing or resetting the password and turning two-factor sign-in off
// delete them.

const REMEMBER_DEVICE_MS = REMEMBER_DEVICE_DAYS * 24 * 60 * 60 * 1000;
const USER_AGENT_MAX = 512;
const TOKEN_PATTERN = /^[a-z2-7]{32}$/;

/** Remembers this browser for the user: answers the cookie's token and when it ends. */
export async function rememberDevice(
  deps: AuthDeps,
  userId: string,
  userAgent: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  const bytes = new Uint8Array(20);
  getRandomValues(bytes);
  const token = encodeBase32LowerCaseNoPadding(bytes);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + REMEMBER_DEVICE_MS);
  await repo.insertRememberedDevice(deps.db, {
    userId,
    tokenHash: hashSecret(token),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Whether the browser's cookie `token` is a live remembered device of the user (its use is recorded). */
export async function isRememberedDevice(
  deps: AuthDeps,
  userId: string,
  token: string | undefined,
): Promise<boolean> {
  if (!token || !TOKEN_PATTERN.test(token)) return false;
  return repo.useRememberedDevice(deps.db, userId, hashSecret(token), deps.clock.now());
}

/** The user's live remembered devices, newest first. */
export async function listRememberedDevices(deps: AuthDeps, userId: string): Promise<RememberedDeviceInfo[]> {
  const rows = await repo.listRememberedDevices(deps.db, userId, deps.clock.now());
  return rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** Forgets one remembered device by its id (another user's or an unknown id: NOT_FOUND). */
export async function forgetRememberedDevice(
  deps: AuthDeps,
  userId: string,
  id: string,
): Promise<{ id: string }> {
  if (!(await repo.deleteRememberedDevice(deps.db, userId, id))) {
    throw new TRPCError({ code: 'NOT_FOUND', message: M.deviceNotFound });
  }
  return { id };
}

/** Forgets every remembered device of the user; answers how many. */
export async function forgetRememberedDevices(
  deps: AuthDeps,
  userId: string,
): Promise<{ forgotten: number }> {
  return { forgotten: await repo.deleteRememberedDevices(deps.db, userId) };
}
