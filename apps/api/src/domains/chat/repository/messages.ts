import {
  type Database,
  type SafetyCategoryValue,
  type SafetyLevelValue,
  type ChatSessionRow,
} from '@mentor/db';
import { inIndexOrder } from '../../../lib/index-order';
import { MESSAGE_COLUMNS, inOwnSession, type Db, type MessageOutRow } from './shared';
import { versionPosition, withVersion, type MessageListRow } from './versions';

// Messages of the user's sessions: the transcript (whole, latest window, pages), edits, and safety flags.

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
    .where(inOwnSession(userId))
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
    .where(inOwnSession(userId))
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirst();
}

/**
 * Continue: one of the user's replies gets its whole text (its stopped beginning and the rest) and whether it is
 * still stopped; returns it (undefined when it is gone).
 */
export async function extendReply(
  db: Db,
  userId: string,
  sessionId: string,
  messageId: string,
  reply: { content: string; stopped: boolean },
): Promise<MessageOutRow | undefined> {
  return db
    .updateTable('messages')
    .set({ content: reply.content, stopped: reply.stopped })
    .where('messages.id', '=', messageId)
    .where('messages.sessionId', '=', sessionId)
    .where('messages.role', '=', 'assistant')
    .where(inOwnSession(userId))
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
    .where(inOwnSession(userId))
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
    .where(inOwnSession(userId))
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
    .where(inOwnSession(userId))
    .execute();
}
