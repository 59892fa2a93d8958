import {
  sql,
  type ChatSessionRow,
  type Database,
  type DB,
  type MentorTypeValue,
  type MessageRow,
  type SessionSummaryRow,
  type Transaction,
  type UserRow,
} from '@mentor/db';
import { inIndexOrder } from '../../lib/index-order';
import { USER_COLUMNS } from '../account';

type Db = Database | Transaction<DB>;

const SESSION_COLUMNS = [
  'chatSessions.id',
  'chatSessions.userId',
  'chatSessions.mentorId',
  'chatSessions.goalId',
  'chatSessions.title',
  'chatSessions.summary',
  'chatSessions.keyInsights',
  'chatSessions.actionItems',
  'chatSessions.duration',
  'chatSessions.startedAt',
  'chatSessions.createdAt',
  'chatSessions.updatedAt',
] as const;

const MESSAGE_COLUMNS = [
  'messages.id',
  'messages.sessionId',
  'messages.role',
  'messages.content',
  'messages.timestamp',
  'messages.stopped',
] as const;

export type MessageOutRow = Pick<
  MessageRow,
  'id' | 'sessionId' | 'role' | 'content' | 'timestamp' | 'stopped'
>;

// Named cross-domain queries in this file, each for a reason:
// - sessions are read with their mentor's name and type (mentors' table): one query per list, not one per row;
// - the user row is locked and its month counter, time bank and activity are written (account's table) inside
//   the transactions that accept a message and save a reply: the quota is counted under that lock;
// - the previous session's summary is read with its session (summaries' table) for the mentor's context.

/** A session with the name and type of its mentor. */
export interface SessionWithMentor extends ChatSessionRow {
  mentorType: MentorTypeValue;
  mentorName: string;
}

export async function listSessions(db: Db, userId: string): Promise<SessionWithMentor[]> {
  return db
    .selectFrom('chatSessions')
    .innerJoin('mentors', 'mentors.id', 'chatSessions.mentorId')
    .select([...SESSION_COLUMNS, 'mentors.type as mentorType', 'mentors.name as mentorName'])
    .where('chatSessions.userId', '=', userId)
    .orderBy('chatSessions.createdAt', 'desc')
    .orderBy('chatSessions.id', 'desc')
    .execute();
}

export async function findSession(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<SessionWithMentor | undefined> {
  return db
    .selectFrom('chatSessions')
    .innerJoin('mentors', 'mentors.id', 'chatSessions.mentorId')
    .select([...SESSION_COLUMNS, 'mentors.type as mentorType', 'mentors.name as mentorName'])
    .where('chatSessions.id', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .executeTakeFirst();
}

/**
 * The session row, locked until the transaction ends. FOR NO KEY UPDATE: it serialises the chat rules with each
 * other but, unlike FOR UPDATE, does not block the foreign-key checks of inserts that reference the row (messages,
 * summaries, usage), which would otherwise deadlock against them.
 */
export async function lockSession(
  trx: Transaction<DB>,
  userId: string,
  sessionId: string,
): Promise<ChatSessionRow | undefined> {
  return trx
    .selectFrom('chatSessions')
    .select(SESSION_COLUMNS)
    .where('chatSessions.id', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export async function insertSession(
  db: Db,
  values: { userId: string; mentorId: string; goalId: string | null; title: string },
  now: Date,
): Promise<ChatSessionRow> {
  return db
    .insertInto('chatSessions')
    .values({ ...values, keyInsights: '[]', actionItems: '[]', createdAt: now, updatedAt: now })
    .returning(SESSION_COLUMNS)
    .executeTakeFirstOrThrow();
}

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

/** Marks the session started (its first message) and counts it against the month. */
export async function startSession(
  trx: Transaction<DB>,
  userId: string,
  sessionId: string,
  month: { key: string; count: number },
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
    .set({ sessionsThisMonth: month.count, sessionsMonth: month.key, lastActiveAt: now })
    .where('id', '=', userId)
    .execute();
}

/** Undoes startSession when a session's only message is withdrawn (the mentor could not answer it at all). */
export async function unstartSession(
  trx: Transaction<DB>,
  userId: string,
  sessionId: string,
  month: { key: string; count: number },
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
    .set({ sessionsThisMonth: month.count, sessionsMonth: month.key })
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

export async function setSessionDuration(
  db: Db,
  userId: string,
  sessionId: string,
  duration: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('chatSessions')
    .set({ duration, updatedAt: now })
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .execute();
}

export async function insertMessage(
  db: Db,
  values: { sessionId: string; role: 'user' | 'assistant'; content: string; stopped?: boolean },
  now: Date,
): Promise<MessageOutRow> {
  return db
    .insertInto('messages')
    .values({ ...values, timestamp: now })
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Deletes one message of one of the user's sessions. */
export async function deleteMessage(
  db: Db,
  userId: string,
  sessionId: string,
  messageId: string,
): Promise<void> {
  await db
    .deleteFrom('messages')
    .where('messages.id', '=', messageId)
    .where('messages.sessionId', '=', sessionId)
    .where('messages.sessionId', 'in', (eb) =>
      eb.selectFrom('chatSessions').select('chatSessions.id').where('chatSessions.userId', '=', userId),
    )
    .execute();
}

/** The session's last `count` messages, newest first (of one of the user's sessions). */
export async function lastMessages(
  db: Db,
  userId: string,
  sessionId: string,
  count: number,
): Promise<(MessageOutRow & { seq: number })[]> {
  const rows = await db
    .selectFrom('messages')
    .innerJoin('chatSessions', 'chatSessions.id', 'messages.sessionId')
    .select([...MESSAGE_COLUMNS, 'messages.seq'])
    .where('messages.sessionId', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .orderBy('messages.seq', 'desc')
    .limit(count)
    .execute();
  return rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}

/** One message of one of the user's sessions, or undefined. */
export async function findMessage(
  db: Db,
  userId: string,
  sessionId: string,
  messageId: string,
): Promise<MessageOutRow | undefined> {
  return db
    .selectFrom('messages')
    .innerJoin('chatSessions', 'chatSessions.id', 'messages.sessionId')
    .select(MESSAGE_COLUMNS)
    .where('messages.id', '=', messageId)
    .where('messages.sessionId', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .executeTakeFirst();
}

/** Gives one of the user's messages new text (edit and resend); returns it. */
export async function setMessageContent(
  db: Db,
  userId: string,
  sessionId: string,
  messageId: string,
  content: string,
): Promise<MessageOutRow | undefined> {
  return db
    .updateTable('messages')
    .set({ content })
    .where('messages.id', '=', messageId)
    .where('messages.sessionId', '=', sessionId)
    .where('messages.sessionId', 'in', (eb) =>
      eb.selectFrom('chatSessions').select('chatSessions.id').where('chatSessions.userId', '=', userId),
    )
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirst();
}

/** Deletes the messages of one of the user's sessions that come after insertion sequence `afterSeq`. */
export async function deleteMessagesAfter(
  db: Db,
  userId: string,
  sessionId: string,
  afterSeq: number,
): Promise<void> {
  await db
    .deleteFrom('messages')
    .where('messages.sessionId', '=', sessionId)
    .where('messages.seq', '>', afterSeq)
    .where('messages.sessionId', 'in', (eb) =>
      eb.selectFrom('chatSessions').select('chatSessions.id').where('chatSessions.userId', '=', userId),
    )
    .execute();
}

export async function countMessages(db: Db, userId: string, sessionId: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .innerJoin('chatSessions', 'chatSessions.id', 'messages.sessionId')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('messages.sessionId', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The session's messages in transcript order (insertion order; timestamps may tie). With `upTo`, only the
 * messages up to and including that one (by insertion order), e.g. the history a reply to it may see.
 */
export async function listMessages(
  db: Db,
  userId: string,
  sessionId: string,
  options: { upTo?: string } = {},
): Promise<MessageOutRow[]> {
  let query = db
    .selectFrom('messages')
    .innerJoin('chatSessions', 'chatSessions.id', 'messages.sessionId')
    .select(MESSAGE_COLUMNS)
    .where('messages.sessionId', '=', sessionId)
    .where('chatSessions.userId', '=', userId);
  if (options.upTo !== undefined) {
    const upTo = options.upTo;
    query = query.where('messages.seq', '<=', (eb) =>
      eb.selectFrom('messages as upTo').select('upTo.seq').where('upTo.id', '=', upTo),
    );
  }
  return query.orderBy('messages.seq', 'asc').execute();
}

/** The summary of the user's most recent other session that has one ("the previous session"). */
export async function previousSessionSummary(
  db: Db,
  userId: string,
  excludeSessionId: string,
): Promise<
  | (Pick<SessionSummaryRow, 'summary' | 'nextSteps' | 'updatedAt'> & {
      title: string;
      startedAt: Date | null;
      createdAt: Date;
    })
  | undefined
> {
  return db
    .selectFrom('sessionSummaries')
    .innerJoin('chatSessions', 'chatSessions.id', 'sessionSummaries.sessionId')
    .select([
      'sessionSummaries.summary',
      'sessionSummaries.nextSteps',
      'sessionSummaries.updatedAt',
      'chatSessions.title',
      'chatSessions.startedAt',
      'chatSessions.createdAt',
    ])
    .where('sessionSummaries.userId', '=', userId)
    .where('chatSessions.userId', '=', userId)
    .where('chatSessions.id', '<>', excludeSessionId)
    .orderBy('sessionSummaries.updatedAt', 'desc')
    .orderBy('chatSessions.createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Counts over the user's chat sessions, made by the database (no rows loaded): every session, the sessions held
 * (started with a first message: startedAt set) and the sessions held that started in (after, until].
 */
export async function countSessions(
  db: Db,
  userId: string,
  window: { after: Date; until: Date },
): Promise<{ total: number; held: number; inWindow: number }> {
  const row = await db
    .selectFrom('chatSessions')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.countAll<number>().filterWhere('chatSessions.startedAt', 'is not', null).as('held'),
      eb.fn
        .countAll<number>()
        .filterWhere((w) =>
          w.and([
            w('chatSessions.startedAt', '>', window.after),
            w('chatSessions.startedAt', '<=', window.until),
          ]),
        )
        .as('inWindow'),
    ])
    .where('chatSessions.userId', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), held: Number(row.held), inWindow: Number(row.inWindow) };
}

/**
 * A page of the user's sessions, oldest first, after the keyset of the previous page's last one: its creation time
 * as PostgreSQL's text (`cursorAt`, exact to the microsecond, unlike a JS Date) and its id.
 */
export async function listSessionsPage(
  db: Database,
  userId: string,
  after: { cursorAt: string; id: string } | null,
  limit: number,
): Promise<(SessionWithMentor & { cursorAt: string })[]> {
  return inIndexOrder(db, (trx) => {
    let query = trx
      .selectFrom('chatSessions')
      .innerJoin('mentors', 'mentors.id', 'chatSessions.mentorId')
      .select([...SESSION_COLUMNS, 'mentors.type as mentorType', 'mentors.name as mentorName'])
      .select(sql<string>`${sql.ref('chatSessions.createdAt')}::text`.as('cursorAt'))
      .where('chatSessions.userId', '=', userId);
    if (after) {
      const at = sql<Date>`${after.cursorAt}::timestamptz`;
      query = query.where((eb) =>
        eb.or([
          eb('chatSessions.createdAt', '>', at),
          eb.and([eb('chatSessions.createdAt', '=', at), eb('chatSessions.id', '>', after.id)]),
        ]),
      );
    }
    return query
      .orderBy('chatSessions.createdAt', 'asc')
      .orderBy('chatSessions.id', 'asc')
      .limit(limit)
      .execute();
  });
}

/** A page of a session's messages in transcript order, after the insertion sequence `afterSeq`. */
export async function listMessagesPage(
  db: Database,
  userId: string,
  sessionId: string,
  afterSeq: number,
  limit: number,
): Promise<(MessageOutRow & { seq: number })[]> {
  const rows = await inIndexOrder(db, (trx) =>
    trx
      .selectFrom('messages')
      .innerJoin('chatSessions', 'chatSessions.id', 'messages.sessionId')
      .select([...MESSAGE_COLUMNS, 'messages.seq'])
      .where('messages.sessionId', '=', sessionId)
      .where('chatSessions.userId', '=', userId)
      .where('messages.seq', '>', afterSeq)
      .orderBy('messages.seq', 'asc')
      .limit(limit)
      .execute(),
  );
  return rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}
