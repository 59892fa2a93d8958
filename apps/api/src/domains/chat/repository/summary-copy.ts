import type { DB, StoredActionItem, Transaction } from '@mentor/db';

// The copy of a session's summary on its row (spec: the session row's summary fields follow the summary). The
// summaries domain writes it, in its own transaction, through chat's index: chat_sessions is chat's table.

/** Locks one of the user's sessions (FOR UPDATE) until the transaction ends, for its summary: whether it is one. */
export async function lockSessionForSummary(
  trx: Transaction<DB>,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const session = await trx
    .selectFrom('chatSessions')
    .select('chatSessions.id')
    .where('chatSessions.id', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return session !== undefined;
}

/**
 * Copies a summary onto its session's row: the whole summary when it is written (the session's updatedAt moves),
 * or only the action items when one is ticked (`now` null: ticking an item is not activity in the conversation).
 */
export async function copySummaryToSession(
  trx: Transaction<DB>,
  userId: string,
  sessionId: string,
  copy:
    | { summary: string; keyInsights: string[]; actionItems: StoredActionItem[] }
    | { actionItems: StoredActionItem[] },
  now: Date | null,
): Promise<void> {
  const actionItems = JSON.stringify(copy.actionItems);
  await trx
    .updateTable('chatSessions')
    .set(
      'summary' in copy
        ? {
            summary: copy.summary,
            keyInsights: JSON.stringify(copy.keyInsights),
            actionItems,
            updatedAt: now ?? undefined,
          }
        : { actionItems },
    )
    .where('chatSessions.id', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .execute();
}
