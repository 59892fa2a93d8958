import {
  sql,
  type ChatSessionRow,
  type Database,
  type DB,
  type MentorTypeValue,
  type MessageRow,
  type SafetyCategoryValue,
  type SafetyLevelValue,
  type SessionSummaryRow,
  type Transaction,
  type UserRow,
} from '@mentor/db';
import { afterCursor, cursorAtOf, type KeysetPosition } from '../../lib/cursor';
import { inIndexOrder } from '../../lib/index-order';
import { USER_COLUMNS } from '../account';

type Db = Database | Transaction<DB>;

const SESSION_COLUMNS = [
  'chatSessions.id',
  'chatSessions.userId',
  'chatSessions.mentorId',
  'chatSessions.goalId',
  'chatSessions.title',
  'chatSessions.titleSource',
  'chatSessions.summary',
  'chatSessions.keyInsights',
  'chatSessions.actionItems',
  'chatSessions.duration',
  'chatSessions.startedAt',
  'chatSessions.createdAt',
  'chatSessions.updatedAt',
  'chatSessions.summaryMailDueAt',
  'chatSessions.summaryMailedAt',
  'chatSessions.safetyCategory',
  'chatSessions.safetyLevel',
  'chatSessions.safetyMinor',
  'chatSessions.safetyRegion',
  'chatSessions.safetyFlaggedAt',
] as const;

const MESSAGE_COLUMNS = [
  'messages.id',
  'messages.sessionId',
  'messages.role',
  'messages.content',
  'messages.timestamp',
  'messages.stopped',
  'messages.safetyCategory',
] as const;

export type MessageOutRow = Pick<
  MessageRow,
  'id' | 'sessionId' | 'role' | 'content' | 'timestamp' | 'stopped' | 'safetyCategory'
>;

// Named cross-domain queries in this file, each for a reason:
// - sessions are read with their mentor's name and type (mentors' table): one query per list, not one per row;
// - the user row is locked and its month counter, time bank and activity are written (account's table) inside
//   the transactions that accept a message and save a reply: the quota is counted under that lock;
// - the previous session's summary is read with its session (summaries' table) for the mentor's context;
// - deleting a session deletes its summary, or keeps it with the session's title and mentor copied onto it
//   (summaries' table), in the transaction that deletes the session.

/** A session with the name and type of its mentor. */
export interface SessionWithMentor extends ChatSessionRow {
  mentorType: MentorTypeValue;
  mentorName: string;
}

/**
 * A page of the user's sessions, newest first (createdAt, then id), after the keyset `after`: `limit` rows, each
 * with its keyset (`cursorAt`). One range scan of chat_sessions_user_created_id_idx.
 */
export async function listSessions(
  db: Db,
  userId: string,
  page: { after: KeysetPosition | undefined; limit: number },
): Promise<(SessionWithMentor & { cursorAt: string })[]> {
  let query = db
    .selectFrom('chatSessions')
    .innerJoin('mentors', 'mentors.id', 'chatSessions.mentorId')
    .select([...SESSION_COLUMNS, 'mentors.type as mentorType', 'mentors.name as mentorName'])
    .select(cursorAtOf('chatSessions.createdAt').as('cursorAt'))
    .where('chatSessions.userId', '=', userId);
  if (page.after) query = query.where(afterCursor('chatSessions.createdAt', 'chatSessions.id', page.after));
  return query
    .orderBy('chatSessions.createdAt', 'desc')
    .orderBy('chatSessions.id', 'desc')
    .limit(page.limit)
    .execute();
}

/** A session with its mentor, and the mentor's instructions (what a reply or a summary is written with). */
export interface SessionWithPrompt extends SessionWithMentor {
  mentorPrompt: string;
}

export async function findSession(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<SessionWithPrompt | undefined> {
  return db
    .selectFrom('chatSessions')
    .innerJoin('mentors', 'mentors.id', 'chatSessions.mentorId')
    .select([
      ...SESSION_COLUMNS,
      'mentors.type as mentorType',
      'mentors.name as mentorName',
      'mentors.systemPrompt as mentorPrompt',
    ])
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

/**
 * After a saved reply: the session's duration, and when it ends (its summary mail is then due): 30 idle minutes
 * after this reply, or the end of its 60 minutes, whichever comes first.
 */
export async function setSessionDuration(
  db: Db,
  userId: string,
  sessionId: string,
  duration: number,
  endsAt: Date,
  now: Date,
): Promise<void> {
  await db
    .updateTable('chatSessions')
    .set({ duration, summaryMailDueAt: endsAt, updatedAt: now })
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .execute();
}

/**
 * Sessions that have ended (summaryMailDueAt passed) and whose summary mail was not yet queued, marked queued now:
 * at most `limit`, the longest-ended first. SKIP LOCKED: instances running this at once take different sessions.
 * In the caller's transaction, which queues their mails: a session is marked only if its mail is queued.
 */
export async function claimEndedSessions(
  trx: Transaction<DB>,
  now: Date,
  limit: number,
): Promise<{ id: string; userId: string; flagged: boolean }[]> {
  const rows = await trx
    .updateTable('chatSessions')
    .set({ summaryMailedAt: now })
    .where(
      'id',
      'in',
      trx
        .selectFrom('chatSessions as due')
        .select('due.id')
        .where('due.summaryMailedAt', 'is', null)
        .where('due.summaryMailDueAt', '<=', now)
        .orderBy('due.summaryMailDueAt')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'userId', 'safetyCategory'])
    .execute();
  return rows.map((r) => ({ id: r.id, userId: r.userId, flagged: r.safetyCategory !== null }));
}

export async function insertMessage(
  db: Db,
  values: {
    sessionId: string;
    role: 'user' | 'assistant';
    content: string;
    stopped?: boolean;
    safetyCategory?: SafetyCategoryValue | null;
    versionGroup?: string | null;
    provider?: string | null;
    model?: string | null;
  },
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
    .where('messages.current', '=', true)
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
    .where('messages.current', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The session's messages in transcript order (insertion order; timestamps may tie). With `upTo`, only the
 * messages up to and including that one (by insertion order), e.g. the history a reply to it may see.
 * Every message: for the model's context and the summary, not for a screen (see latestMessages).
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
    .where('chatSessions.userId', '=', userId)
    .where('messages.current', '=', true);
  if (options.upTo !== undefined) {
    const upTo = options.upTo;
    query = query.where('messages.seq', '<=', (eb) =>
      eb.selectFrom('messages as upTo').select('upTo.seq').where('upTo.id', '=', upTo),
    );
  }
  return query.orderBy('messages.seq', 'asc').execute();
}

/**
 * The session's newest `count` messages, in transcript order: the chat screen's bounded window. One backward
 * range scan of messages_session_seq_idx.
 */
export async function latestMessages(
  db: Db,
  userId: string,
  sessionId: string,
  count: number,
): Promise<MessageListRow[]> {
  const rows = await db
    .selectFrom('messages')
    .innerJoin('chatSessions', 'chatSessions.id', 'messages.sessionId')
    .leftJoin('messageFeedback', (join) =>
      join.onRef('messageFeedback.messageId', '=', 'messages.id').on('messageFeedback.userId', '=', userId),
    )
    .select([...MESSAGE_COLUMNS, 'messages.seq', 'messageFeedback.rating', 'messageFeedback.reason'])
    .select(versionPosition)
    .where('messages.sessionId', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .where('messages.current', '=', true)
    .orderBy('messages.seq', 'desc')
    .limit(count)
    .execute();
  return rows.reverse().map(({ seq: _seq, ...row }) => withVersion(row));
}

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
const versionPosition = sql<string | null>`case when messages.version_group is null then null else (
    select string_agg(v.id::text, ',' order by v.seq)
    from messages v where v.version_group = messages.version_group and v.session_id = messages.session_id
  ) end`.as('versionPosition');

function withVersion<T extends { id: string; versionPosition: string | null }>(
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
    .where('messages.sessionId', 'in', (eb) =>
      eb.selectFrom('chatSessions').select('chatSessions.id').where('chatSessions.userId', '=', userId),
    )
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

/** Sets (or replaces) the user's rating of a reply. */
export async function upsertFeedback(
  db: Db,
  values: { messageId: string; userId: string; rating: 'up' | 'down'; reason: string | null },
  now: Date,
): Promise<void> {
  await db
    .insertInto('messageFeedback')
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflict((oc) =>
      oc.column('messageId').doUpdateSet({ rating: values.rating, reason: values.reason, updatedAt: now }),
    )
    .execute();
}

export async function deleteFeedback(db: Db, userId: string, messageId: string): Promise<void> {
  await db
    .deleteFrom('messageFeedback')
    .where('messageFeedback.messageId', '=', messageId)
    .where('messageFeedback.userId', '=', userId)
    .execute();
}

interface FeedbackCounts {
  up: number;
  down: number;
  satisfaction: number | null;
}

const feedbackCounts = sql<string>`count(*) filter (where f.rating = 'up')`;

/** Ratings per mentor and per provider/model, and the latest reasons (counted in SQL; no user, no reply text). */
export async function feedbackStats(
  db: Db,
  reasons: number,
): Promise<{
  byMentor: (FeedbackCounts & { mentorName: string; mentorType: string })[];
  byModel: (FeedbackCounts & { provider: string | null; model: string | null })[];
  latestReasons: {
    rating: 'up' | 'down';
    reason: string;
    mentorName: string;
    provider: string | null;
    model: string | null;
    at: Date;
  }[];
}> {
  const counts = sql`${feedbackCounts}::int as up, count(*) filter (where f.rating = 'down')::int as down,
    round(100.0 * count(*) filter (where f.rating = 'up') / nullif(count(*), 0))::int as satisfaction`;
  const byMentor = await sql<FeedbackCounts & { mentorName: string; mentorType: string }>`
    select mt.name as "mentorName", mt.type as "mentorType", ${counts}
    from message_feedback f
    join messages m on m.id = f.message_id
    join chat_sessions s on s.id = m.session_id
    join mentors mt on mt.id = s.mentor_id
    group by mt.id, mt.name, mt.type
    order by mt.name`.execute(db);
  const byModel = await sql<FeedbackCounts & { provider: string | null; model: string | null }>`
    select m.provider, m.model, ${counts}
    from message_feedback f
    join messages m on m.id = f.message_id
    group by m.provider, m.model
    order by m.provider nulls last, m.model nulls last`.execute(db);
  const latest = await sql<{
    rating: 'up' | 'down';
    reason: string;
    mentorName: string;
    provider: string | null;
    model: string | null;
    at: Date;
  }>`
    select f.rating, f.reason, mt.name as "mentorName", m.provider, m.model, f.updated_at as at
    from message_feedback f
    join messages m on m.id = f.message_id
    join chat_sessions s on s.id = m.session_id
    join mentors mt on mt.id = s.mentor_id
    where f.reason is not null and f.reason <> ''
    order by f.updated_at desc
    limit ${reasons}`.execute(db);
  const norm = <T extends FeedbackCounts>(r: T): T => ({
    ...r,
    up: Number(r.up),
    down: Number(r.down),
    satisfaction: r.satisfaction === null ? null : Number(r.satisfaction),
  });
  return {
    byMentor: byMentor.rows.map(norm),
    byModel: byModel.rows.map(norm),
    latestReasons: latest.rows.map((r) => ({ ...r, at: new Date(r.at) })),
  };
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
 * Counts over the user's chat sessions, made by the database (no rows loaded): the sessions held
 * (started with a first message: startedAt set) and the sessions held that started in (after, until].
 */
export async function countSessions(
  db: Db,
  userId: string,
  window: { after: Date; until: Date },
): Promise<{ held: number; inWindow: number }> {
  const row = await db
    .selectFrom('chatSessions')
    .select((eb) => [
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
  return { held: Number(row.held), inWindow: Number(row.inWindow) };
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
      .where('messages.current', '=', true)
      .where('messages.seq', '>', afterSeq)
      .orderBy('messages.seq', 'asc')
      .limit(limit)
      .execute(),
  );
  return rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}

// ---------------------------------------------------------------------------
// Managing sessions: titles, rename, delete, the empty session "+ New" reuses, search
// ---------------------------------------------------------------------------

/** Renames one of the user's sessions (the title is the person's from now on); undefined when there is none. */
export async function renameSession(
  db: Db,
  userId: string,
  sessionId: string,
  title: string,
  now: Date,
): Promise<ChatSessionRow | undefined> {
  return db
    .updateTable('chatSessions')
    .set({ title, titleSource: 'renamed', updatedAt: now })
    .where('chatSessions.id', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .returning(SESSION_COLUMNS)
    .executeTakeFirst();
}

/**
 * Sets the title written from the first exchange, unless the title is no longer the default (renamed meanwhile,
 * or titled already): the check is in the same statement, so a rename is never overwritten. True when set.
 */
export async function setGeneratedTitle(
  db: Db,
  userId: string,
  sessionId: string,
  title: string,
): Promise<boolean> {
  const result = await db
    .updateTable('chatSessions')
    .set({ title, titleSource: 'generated' })
    .where('chatSessions.id', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .where('chatSessions.titleSource', '=', 'default')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The user's newest session with this mentor and goal that has no message yet (never started). */
export async function findEmptySession(
  db: Db,
  userId: string,
  mentorId: string,
  goalId: string | null,
): Promise<ChatSessionRow | undefined> {
  return db
    .selectFrom('chatSessions')
    .select(SESSION_COLUMNS)
    .where('chatSessions.userId', '=', userId)
    .where('chatSessions.mentorId', '=', mentorId)
    .where((eb) =>
      goalId === null ? eb('chatSessions.goalId', 'is', null) : eb('chatSessions.goalId', '=', goalId),
    )
    .where('chatSessions.startedAt', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('messages')
            .select('messages.id')
            .whereRef('messages.sessionId', '=', 'chatSessions.id'),
        ),
      ),
    )
    .orderBy('chatSessions.createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * An empty session taken up again by "+ New": it moves to the top of the list (created now) and, unless the
 * person renamed it, takes the new default title.
 */
export async function renewEmptySession(
  db: Db,
  userId: string,
  sessionId: string,
  title: string,
  now: Date,
): Promise<ChatSessionRow | undefined> {
  return db
    .updateTable('chatSessions')
    .set((eb) => ({
      title: eb
        .case()
        .when('chatSessions.titleSource', '=', 'renamed')
        .then(eb.ref('chatSessions.title'))
        .else(title)
        .end(),
      createdAt: now,
      updatedAt: now,
    }))
    .where('chatSessions.id', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .where('chatSessions.startedAt', 'is', null)
    .returning(SESSION_COLUMNS)
    .executeTakeFirst();
}

/** The first message of the person and the first reply of the mentor in a session (transcript order). */
export async function firstExchange(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<{ user: string; reply: string; flagged: boolean } | undefined> {
  const rows = await db
    .selectFrom('messages')
    .innerJoin('chatSessions', 'chatSessions.id', 'messages.sessionId')
    .select(['messages.role', 'messages.content', 'messages.safetyCategory'])
    .where('messages.sessionId', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .where('messages.current', '=', true)
    .orderBy('messages.seq', 'asc')
    .limit(2)
    .execute();
  const [first, second] = rows;
  if (first?.role !== 'user' || second?.role !== 'assistant') return undefined;
  return { user: first.content, reply: second.content, flagged: first.safetyCategory !== null };
}

/**
 * Deletes one of the user's sessions (its messages go with it: ON DELETE CASCADE; memories and usage rows keep
 * a null session). Its summary is deleted too, or kept: then the session's title and mentor are copied onto it
 * first and its session_id becomes null (ON DELETE SET NULL). Run it in a transaction. False when there is none.
 */
export async function deleteSession(
  trx: Transaction<DB>,
  userId: string,
  sessionId: string,
  keepSummary: boolean,
): Promise<boolean> {
  const session = await lockSession(trx, userId, sessionId);
  if (!session) return false;
  if (keepSummary) {
    await trx
      .updateTable('sessionSummaries')
      .set({ sessionTitle: session.title, mentorId: session.mentorId })
      .where('sessionSummaries.sessionId', '=', sessionId)
      .where('sessionSummaries.userId', '=', userId)
      .execute();
  } else {
    await trx
      .deleteFrom('sessionSummaries')
      .where('sessionSummaries.sessionId', '=', sessionId)
      .where('sessionSummaries.userId', '=', userId)
      .execute();
  }
  const result = await trx
    .deleteFrom('chatSessions')
    .where('chatSessions.id', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Marks of a search snippet: control characters that never stay in stored text (they are removed first). */
export const SNIPPET_START = '\u0001';
export const SNIPPET_STOP = '\u0002';

export interface SearchRow {
  sessionId: string;
  title: string;
  mentorName: string;
  mentorType: MentorTypeValue;
  startedAt: Date | null;
  createdAt: Date;
  matchedIn: 'title' | 'message';
  /** ts_headline's whole text (HighlightAll), the matches between SNIPPET_START and SNIPPET_STOP. */
  headline: string;
}

/**
 * The user's sessions whose title or messages match `tsquery` (to_tsquery syntax built by the caller from plain
 * words only), best first, at most `limit`. It uses the GIN expression indexes on to_tsvector('english', ...)
 * of messages.content and chat_sessions.title. Per session: the best matching message (ts_rank), and the title,
 * which counts double; the snippet comes from the best message, else from the title.
 */
export async function searchSessions(
  db: Db,
  userId: string,
  tsquery: string,
  limit: number,
): Promise<SearchRow[]> {
  const options = sql.lit(
    // The whole text with every match marked: the service cuts the snippet (at words, from the match's sentence).
    `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_STOP}, HighlightAll=true`,
  );
  const clean = (ref: ReturnType<typeof sql.ref>) =>
    sql`translate(${ref}, ${SNIPPET_START + SNIPPET_STOP}, '')`;
  const result = await sql<SearchRow>`
    with q as (select to_tsquery('english', ${tsquery}) as query),
    message_hits as (
      select distinct on (m.session_id)
        m.session_id, m.content,
        ts_rank(to_tsvector('english', m.content), q.query) as rank
      from messages m
      join chat_sessions s on s.id = m.session_id, q
      where s.user_id = ${userId} and m.current and to_tsvector('english', m.content) @@ q.query
      order by m.session_id, rank desc, m.seq asc
    ),
    title_hits as (
      select s.id as session_id, ts_rank(to_tsvector('english', s.title), q.query) as rank
      from chat_sessions s, q
      where s.user_id = ${userId} and to_tsvector('english', s.title) @@ q.query
    ),
    hits as (
      select coalesce(mh.session_id, th.session_id) as session_id,
        mh.content,
        coalesce(mh.rank, 0) + 2 * coalesce(th.rank, 0) as score
      from message_hits mh
      full join title_hits th on th.session_id = mh.session_id
    )
    select s.id as "sessionId", s.title, mt.name as "mentorName", mt.type as "mentorType",
      s.started_at as "startedAt", s.created_at as "createdAt",
      case when h.content is null then 'title' else 'message' end as "matchedIn",
      case when h.content is null
        then ts_headline('english', ${clean(sql.ref('s.title'))}, q.query, ${options})
        else ts_headline('english', ${clean(sql.ref('h.content'))}, q.query, ${options})
      end as headline
    from hits h
    join chat_sessions s on s.id = h.session_id and s.user_id = ${userId}
    join mentors mt on mt.id = s.mentor_id, q
    order by h.score desc, s.created_at desc, s.id desc
    limit ${limit}
  `.execute(db);
  return result.rows;
}

const inMs = (n: number) => sql<Date>`now() + (${n} * interval '1 millisecond')`;

/**
 * Claims the session for a reply for `leaseMs`, in the caller's transaction: taken when no reply holds it (no
 * lease, or one that has expired) and the user holds fewer than `maxPerUser` live leases on other sessions. One
 * conditional upsert on the session's row decides between two claims that race (from any instance); the user's
 * row is locked first so the per-user count cannot be passed by parallel claims. Answers whether it was taken.
 */
export async function claimReplyLease(
  trx: Transaction<DB>,
  lease: { userId: string; sessionId: string; leaseId: string; leaseMs: number; maxPerUser: number },
): Promise<boolean> {
  await lockUser(trx, lease.userId);
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

/**
 * Flags a message of one of the user's sessions for the safety screen, and the session with it: the session keeps
 * its latest category and level (never cleared), and `minor` once any message said so. Returns the session's flag.
 */
export async function flagMessage(
  db: Db,
  userId: string,
  sessionId: string,
  messageId: string,
  flag: { category: SafetyCategoryValue; level: SafetyLevelValue; minor: boolean; region: string },
  now: Date,
): Promise<
  Pick<ChatSessionRow, 'safetyCategory' | 'safetyLevel' | 'safetyMinor' | 'safetyRegion'> | undefined
> {
  await db
    .updateTable('messages')
    .set({ safetyCategory: flag.category })
    .where('messages.id', '=', messageId)
    .where('messages.sessionId', '=', sessionId)
    .where('messages.sessionId', 'in', (eb) =>
      eb.selectFrom('chatSessions').select('chatSessions.id').where('chatSessions.userId', '=', userId),
    )
    .execute();
  return db
    .updateTable('chatSessions')
    .set((eb) => ({
      safetyCategory: flag.category,
      safetyLevel: flag.level,
      safetyMinor: flag.minor ? true : eb.ref('chatSessions.safetyMinor'),
      safetyRegion: flag.region,
      safetyFlaggedAt: now,
    }))
    .where('chatSessions.id', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .returning(['safetyCategory', 'safetyLevel', 'safetyMinor', 'safetyRegion'])
    .executeTakeFirst();
}

/** Clears the flag of one message of the user's (an edited message that no longer needs help); the session keeps its. */
export async function unflagMessage(
  db: Db,
  userId: string,
  sessionId: string,
  messageId: string,
): Promise<void> {
  await db
    .updateTable('messages')
    .set({ safetyCategory: null })
    .where('messages.id', '=', messageId)
    .where('messages.sessionId', '=', sessionId)
    .where('messages.sessionId', 'in', (eb) =>
      eb.selectFrom('chatSessions').select('chatSessions.id').where('chatSessions.userId', '=', userId),
    )
    .execute();
}
