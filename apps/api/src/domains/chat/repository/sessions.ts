import {
  sql,
  type ChatSessionRow,
  type Database,
  type DB,
  type MentorTypeValue,
  type SessionSummaryRow,
  type Transaction,
} from '@mentor/db';
import { inIndexOrder } from '../../../lib/index-order';
import { SESSION_COLUMNS, type Db } from './shared';

// Sessions: the list, one session, its lifecycle (created, lasted, ended, renamed, titled, reused, deleted).
// Named cross-domain queries here, each for a reason:
// - sessions are read with their mentor's name and type (mentors' table): one query per list, not one per row;
// - the previous session's summary is read with its session (summaries' table) for the mentor's context;
// - deleting a session deletes its summary, or keeps it with the session's title and mentor copied onto it
//   (summaries' table), in the transaction that deletes the session.

/** A session with the name and type of its mentor. */
export interface SessionWithMentor extends ChatSessionRow {
  mentorType: MentorTypeValue;
  mentorName: string;
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

/** The titles of the user's other sessions that begin with `prefix` (a generated title is numbered past them). */
export async function titlesStartingWith(
  db: Db,
  userId: string,
  prefix: string,
  exceptSessionId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('chatSessions')
    .select('chatSessions.title')
    .where('chatSessions.userId', '=', userId)
    .where('chatSessions.id', '!=', exceptSessionId)
    .where(sql<boolean>`starts_with(lower(${sql.ref('chatSessions.title')}), lower(${prefix}))`)
    .execute();
  return rows.map((r) => r.title);
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
 * An empty session taken up again by "+ New": it moves to the top of the list (created now; restored if it was
 * archived) and, unless the person renamed it, takes the new default title.
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
      // An archived empty session comes back to the sidebar with the new one.
      archivedAt: null,
    }))
    .where('chatSessions.id', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .where('chatSessions.startedAt', 'is', null)
    .returning(SESSION_COLUMNS)
    .executeTakeFirst();
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
