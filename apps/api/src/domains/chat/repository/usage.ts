import type { DB, Transaction } from '@mentor/db';

// A session's start, as chat records it (chat_sessions). The month's counters on the user row are account's: the
// caller writes them through account's index in the same transaction.

/** Marks the session started (its first message). */
export async function startSession(
  trx: Transaction<DB>,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('chatSessions')
    .set({ startedAt: now, updatedAt: now })
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .execute();
}

/** Undoes startSession when a session's only message is withdrawn (the mentor could not answer it at all). */
export async function unstartSession(
  trx: Transaction<DB>,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('chatSessions')
    .set({ startedAt: null, duration: 0, updatedAt: now })
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .execute();
}
