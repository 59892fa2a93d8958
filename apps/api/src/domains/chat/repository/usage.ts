import type { DB, Transaction, UserRow } from '@mentor/db';
import { USER_COLUMNS } from '../../account';
import type { Db } from './shared';

// Usage and quota. A named cross-domain query: the user row is locked and its month counter, time bank and
// activity are written (account's table) inside the transactions that accept a message and save a reply: the
// quota is counted under that lock.

/**
 * The user row, locked until the transaction ends: quota checks and counting queue on it (FOR NO KEY UPDATE, so
 * inserts that reference the user, such as usage rows, are not blocked).
 */
export async function lockUser(trx: Transaction<DB>, userId: string): Promise<UserRow | undefined> {
  return trx
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('users.id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/**
 * The month's counters as written: every session of the month (`count`) and those started on Starter
 * (`starterCount`), both for the month `key` (yyyy-mm-01).
 */
export interface MonthCount {
  key: string;
  count: number;
  starterCount: number;
}

/** Marks the session started (its first message) and counts it against the month. */
export async function startSession(
  trx: Transaction<DB>,
  userId: string,
  sessionId: string,
  month: MonthCount,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('chatSessions')
    .set({ startedAt: now, updatedAt: now })
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .execute();
  await trx
    .updateTable('users')
    .set({
      sessionsThisMonth: month.count,
      starterSessionsThisMonth: month.starterCount,
      sessionsMonth: month.key,
      lastActiveAt: now,
    })
    .where('id', '=', userId)
    .execute();
}

/** Undoes startSession when a session's only message is withdrawn (the mentor could not answer it at all). */
export async function unstartSession(
  trx: Transaction<DB>,
  userId: string,
  sessionId: string,
  month: MonthCount,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('chatSessions')
    .set({ startedAt: null, duration: 0, updatedAt: now })
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .execute();
  await trx
    .updateTable('users')
    .set({
      sessionsThisMonth: month.count,
      starterSessionsThisMonth: month.starterCount,
      sessionsMonth: month.key,
    })
    .where('id', '=', userId)
    .execute();
}

export async function touchUser(db: Db, userId: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ lastActiveAt: now }).where('id', '=', userId).execute();
}

/** Adds minutes to the user's time bank and marks them active. */
export async function addMinutesUsed(db: Db, userId: string, minutes: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ totalMinutesUsed: eb('totalMinutesUsed', '+', Math.max(0, minutes)), lastActiveAt: now }))
    .where('id', '=', userId)
    .execute();
}
