import { sql, type DB, type Transaction } from '@mentor/db';
import { MESSAGE_COLUMNS, inOwnSession, type Db, type MessageOutRow } from './shared';

// ---------------------------------------------------------------------------
// Reply versions (Regenerate keeps the earlier replies) and feedback
// ---------------------------------------------------------------------------

/** A message as a screen shows it: its version among a regenerated reply's, and the person's rating. */
type MessageVersions = { index: number; count: number; ids: string[] };
export type MessageListRow = MessageOutRow & {
  versions: MessageVersions | null;
  rating: 'up' | 'down' | null;
  reason: string | null;
};

/** The ids of a message's group's versions in insertion order, comma-separated; null without a group. */
export const versionPosition = sql<string | null>`case when messages.version_group is null then null else (
    select string_agg(v.id::text, ',' order by v.seq)
    from messages v where v.version_group = messages.version_group and v.session_id = messages.session_id
  ) end`.as('versionPosition');

export function withVersion<T extends { id: string; versionPosition: string | null }>(
  row: T,
): Omit<T, 'versionPosition'> & { versions: MessageVersions | null } {
  const { versionPosition: position, ...rest } = row;
  const ids = position ? position.split(',') : [];
  const index = ids.indexOf(row.id) + 1;
  return { ...rest, versions: index > 0 ? { index, count: ids.length, ids } : null };
}

/** One of the user's messages by id (any session, any version), with its group, or undefined. */
export async function findOwnMessage(
  db: Db,
  userId: string,
  messageId: string,
): Promise<(MessageOutRow & { seq: number; versionGroup: string | null; current: boolean }) | undefined> {
  const row = await db
    .selectFrom('messages')
    .innerJoin('chatSessions', 'chatSessions.id', 'messages.sessionId')
    .select([...MESSAGE_COLUMNS, 'messages.seq', 'messages.versionGroup', 'messages.current'])
    .where('messages.id', '=', messageId)
    .where('chatSessions.userId', '=', userId)
    .executeTakeFirst();
  return row && { ...row, seq: Number(row.seq) };
}

/** How many versions the reply `messageId` has (1 when it was never regenerated). */
export async function countVersions(db: Db, messageId: string): Promise<number> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('messages as v', (join) =>
      join.on((eb) =>
        eb.or([
          eb('v.id', '=', eb.ref('m.id')),
          eb.and([eb('m.versionGroup', 'is not', null), eb('v.versionGroup', '=', eb.ref('m.versionGroup'))]),
        ]),
      ),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('m.id', '=', messageId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Regenerate keeps the reply it replaces: it leaves the transcript (not current) and becomes a version of its
 * group (its own id starts the group). Answers the group, which the new reply joins; null when it is gone.
 */
export async function retireVersion(
  trx: Transaction<DB>,
  userId: string,
  sessionId: string,
  messageId: string,
): Promise<string | null> {
  const row = await trx
    .updateTable('messages')
    .set((eb) => ({
      current: false,
      versionGroup: eb.fn.coalesce('messages.versionGroup', eb.ref('messages.id')),
    }))
    .where('messages.id', '=', messageId)
    .where('messages.sessionId', '=', sessionId)
    .where(inOwnSession(userId))
    .returning('messages.versionGroup')
    .executeTakeFirst();
  return row?.versionGroup ?? null;
}

/** Makes `messageId` the current version of its group (the others leave the transcript). */
export async function makeCurrentVersion(
  trx: Transaction<DB>,
  sessionId: string,
  versionGroup: string,
  messageId: string,
): Promise<void> {
  await trx
    .updateTable('messages')
    .set({ current: sql<boolean>`${sql.ref('messages.id')} = ${messageId}` })
    .where('messages.sessionId', '=', sessionId)
    .where('messages.versionGroup', '=', versionGroup)
    .execute();
}

/** A message of the session with its version and the user's rating (what a screen shows of it). */
export async function messageForList(
  db: Db,
  userId: string,
  messageId: string,
): Promise<MessageListRow | undefined> {
  const row = await db
    .selectFrom('messages')
    .innerJoin('chatSessions', 'chatSessions.id', 'messages.sessionId')
    .leftJoin('messageFeedback', (join) =>
      join.onRef('messageFeedback.messageId', '=', 'messages.id').on('messageFeedback.userId', '=', userId),
    )
    .select([...MESSAGE_COLUMNS, 'messageFeedback.rating', 'messageFeedback.reason'])
    .select(versionPosition)
    .where('messages.id', '=', messageId)
    .where('chatSessions.userId', '=', userId)
    .executeTakeFirst();
  return row && withVersion(row);
}
