import { sql, type DB, type Transaction } from '@mentor/db';
import type { Db } from './shared';

// Reply leases: which session has a reply being written, on any instance (one at a time per session, a few per user).

const inMs = (n: number) => sql<Date>`now() + (${n} * interval '1 millisecond')`;

/**
 * Claims the session for a reply for `leaseMs`, in the caller's transaction: taken when no reply holds it (no
 * lease, or one that has expired) and the user holds fewer than `maxPerUser` live leases on other sessions. One
 * conditional upsert on the session's row decides between two claims that race (from any instance); the caller
 * locks the user's row first (account's lockUser) so the per-user count cannot be passed by parallel claims.
 * Answers whether it was taken.
 */
export async function claimReplyLease(
  trx: Transaction<DB>,
  lease: { userId: string; sessionId: string; leaseId: string; leaseMs: number; maxPerUser: number },
): Promise<boolean> {
  const others = await trx
    .selectFrom('chatReplyLeases')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('userId', '=', lease.userId)
    .where('sessionId', '<>', lease.sessionId)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  if (Number(others.count) >= lease.maxPerUser) return false;
  const taken = await trx
    .insertInto('chatReplyLeases')
    .values({
      sessionId: lease.sessionId,
      userId: lease.userId,
      leaseId: lease.leaseId,
      expiresAt: inMs(lease.leaseMs),
    })
    .onConflict((oc) =>
      oc
        .column('sessionId')
        .doUpdateSet({ leaseId: lease.leaseId, userId: lease.userId, expiresAt: inMs(lease.leaseMs) })
        .where('chatReplyLeases.expiresAt', '<=', sql<Date>`now()`),
    )
    .returning('sessionId')
    .executeTakeFirst();
  return taken !== undefined;
}

/** Extends a reply's claim on its session (the reply is still being written). */
export async function renewReplyLease(
  db: Db,
  sessionId: string,
  leaseId: string,
  leaseMs: number,
): Promise<void> {
  await db
    .updateTable('chatReplyLeases')
    .set({ expiresAt: inMs(leaseMs) })
    .where('sessionId', '=', sessionId)
    .where('leaseId', '=', leaseId)
    .execute();
}

/** Ends a reply's claim on its session (only its own: a lease that expired and was taken by another stays). */
export async function releaseReplyLease(db: Db, sessionId: string, leaseId: string): Promise<void> {
  await db
    .deleteFrom('chatReplyLeases')
    .where('sessionId', '=', sessionId)
    .where('leaseId', '=', leaseId)
    .execute();
}

/** Replies the user has being written right now (live leases), on any instance. */
export async function countReplyLeases(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('chatReplyLeases')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('userId', '=', userId)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
