import {
  sql,
  type Database,
  type DB,
  type MentorTypeValue,
  type SessionSummaryRow,
  type StoredActionItem,
  type Transaction,
} from '@mentor/db';
import { mergeActionItems } from '@mentor/validation';
import { afterCursor, cursorAtOf, type KeysetPosition } from '../../lib/cursor';

type Db = Database | Transaction<DB>;

const SUMMARY_COLUMNS = [
  'sessionSummaries.id',
  'sessionSummaries.sessionId',
  'sessionSummaries.userId',
  'sessionSummaries.summary',
  'sessionSummaries.keyInsights',
  'sessionSummaries.actionItems',
  'sessionSummaries.sentiment',
  'sessionSummaries.progressMade',
  'sessionSummaries.nextSteps',
  'sessionSummaries.sessionTitle',
  'sessionSummaries.mentorId',
  'sessionSummaries.createdAt',
  'sessionSummaries.updatedAt',
] as const;

/** A summary with the fields of its chat session and mentor the history view shows. */
export interface SummaryListRow extends Omit<SessionSummaryRow, 'sessionTitle'> {
  sessionTitle: string;
  goalId: string | null;
  mentorName: string;
  mentorType: MentorTypeValue;
}

export interface SessionSummaryInput {
  sessionId: string;
  userId: string;
  summary: string;
  keyInsights: string[];
  actionItems: StoredActionItem[];
  sentiment: string;
  progressMade: string;
  nextSteps: string;
}

/**
 * Inserts or updates the single summary row of a session (unique session_id). The action items build up over the
 * session: the stored ones merged with the new ones (mergeActionItems: deduplicated, ticks kept, capped). Answers
 * the row and the merged items (which the session row's copy takes), or undefined when nothing was written. Call
 * it inside a transaction that has locked the session (chat's lockSessionForSummary) and copies the summary onto it (chat's
 * copySummaryToSession): the caller owns it, so both rows change together.
 */
export async function upsertSessionSummary(
  db: Db,
  input: SessionSummaryInput,
  now: Date,
): Promise<{ row: SessionSummaryRow; actionItems: StoredActionItem[] } | undefined> {
  const existing = await db
    .selectFrom('sessionSummaries')
    .select('sessionSummaries.actionItems')
    .where('sessionSummaries.sessionId', '=', input.sessionId)
    .where('sessionSummaries.userId', '=', input.userId)
    .forUpdate()
    .executeTakeFirst();
  const actionItems = mergeActionItems(existing?.actionItems ?? [], input.actionItems);
  const keyInsights = JSON.stringify(input.keyInsights);
  const actionItemsJson = JSON.stringify(actionItems);

  const row = await db
    .insertInto('sessionSummaries')
    .values({
      sessionId: input.sessionId,
      userId: input.userId,
      summary: input.summary,
      keyInsights,
      actionItems: actionItemsJson,
      sentiment: input.sentiment,
      progressMade: input.progressMade,
      nextSteps: input.nextSteps,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc
        .column('sessionId')
        .doUpdateSet({
          summary: input.summary,
          keyInsights,
          actionItems: actionItemsJson,
          sentiment: input.sentiment,
          progressMade: input.progressMade,
          nextSteps: input.nextSteps,
          updatedAt: now,
        })
        .where('sessionSummaries.userId', '=', input.userId),
    )
    .returning(SUMMARY_COLUMNS)
    .executeTakeFirst();
  return row ? { row, actionItems } : undefined;
}

/**
 * The number of action items across every summary of the user, counted by the database (no rows loaded); a
 * stored value that is not an array counts 0.
 */
export async function countActionItems(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('sessionSummaries')
    .select(
      sql<
        string | number | null
      >`coalesce(sum(case when jsonb_typeof(${sql.ref('sessionSummaries.actionItems')}) = 'array' then jsonb_array_length(${sql.ref('sessionSummaries.actionItems')}) else 0 end), 0)`.as(
        'count',
      ),
    )
    .where('sessionSummaries.userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A page of the user's summaries, newest first (createdAt, then id) after the keyset `after`, with their
 * session's title, goal and mentor: a named cross-domain read (chat_sessions and mentors), one query for the
 * history list instead of one per summary; one range scan of session_summaries_user_created_id_idx. A summary whose session
 * was deleted (kept by the person) shows the title and mentor copied onto it when the session was deleted.
 */
export async function listSummaries(
  db: Db,
  userId: string,
  page: { after: KeysetPosition | undefined; limit: number },
): Promise<(SummaryListRow & { cursorAt: string })[]> {
  // The page's ids first (one range scan of the index, stopping after `limit` rows), then their sessions and
  // mentors: the joins never see the rest of a long history.
  const rows = await db
    .selectFrom('sessionSummaries')
    .leftJoin('chatSessions', (join) =>
      join
        .onRef('chatSessions.id', '=', 'sessionSummaries.sessionId')
        .onRef('chatSessions.userId', '=', 'sessionSummaries.userId'),
    )
    .innerJoin('mentors', (join) =>
      join.on((eb) =>
        eb('mentors.id', '=', eb.fn.coalesce('chatSessions.mentorId', 'sessionSummaries.mentorId')),
      ),
    )
    .select((eb) => [
      ...SUMMARY_COLUMNS,
      eb.fn.coalesce('chatSessions.title', 'sessionSummaries.sessionTitle').as('listTitle'),
      'chatSessions.goalId as goalId',
      'mentors.name as mentorName',
      'mentors.type as mentorType',
      cursorAtOf('sessionSummaries.createdAt').as('cursorAt'),
    ])
    .where('sessionSummaries.userId', '=', userId)
    .where('sessionSummaries.id', 'in', (eb) => {
      let ids = eb.selectFrom('sessionSummaries as page').select('page.id').where('page.userId', '=', userId);
      if (page.after) ids = ids.where(afterCursor('page.createdAt', 'page.id', page.after));
      return ids.orderBy('page.createdAt', 'desc').orderBy('page.id', 'desc').limit(page.limit);
    })
    .orderBy('sessionSummaries.createdAt', 'desc')
    .orderBy('sessionSummaries.id', 'desc')
    .execute();
  return rows.map(({ listTitle, ...row }) => ({ ...row, sessionTitle: listTitle ?? '' }));
}

/** One of the user's summaries (undefined for a missing id or another user's). */
export async function findSummary(
  db: Db,
  userId: string,
  id: string,
): Promise<SessionSummaryRow | undefined> {
  return db
    .selectFrom('sessionSummaries')
    .select(SUMMARY_COLUMNS)
    .where('sessionSummaries.id', '=', id)
    .where('sessionSummaries.userId', '=', userId)
    .executeTakeFirst();
}

/** Same as findSummary, locking the row until the transaction ends (use inside a transaction). */
export async function findSummaryForUpdate(
  trx: Transaction<DB>,
  userId: string,
  id: string,
): Promise<SessionSummaryRow | undefined> {
  return trx
    .selectFrom('sessionSummaries')
    .select(SUMMARY_COLUMNS)
    .where('sessionSummaries.id', '=', id)
    .where('sessionSummaries.userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Stores a summary's action items, in the given trx (whose caller mirrors them onto the chat session row through
 * chat's copySummaryToSession). Returns the updated summary row, or undefined when the summary is not the user's.
 */
export async function setSummaryActionItems(
  trx: Transaction<DB>,
  userId: string,
  summaryId: string,
  actionItems: StoredActionItem[],
  now: Date,
): Promise<SessionSummaryRow | undefined> {
  const json = JSON.stringify(actionItems);
  return trx
    .updateTable('sessionSummaries')
    .set({ actionItems: json, updatedAt: now })
    .where('sessionSummaries.id', '=', summaryId)
    .where('sessionSummaries.userId', '=', userId)
    .returning(SUMMARY_COLUMNS)
    .executeTakeFirst();
}

/** The summary of one of the user's sessions (undefined while it has none). */
export async function findSummaryOfSession(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<SessionSummaryRow | undefined> {
  return db
    .selectFrom('sessionSummaries')
    .select(SUMMARY_COLUMNS)
    .where('sessionSummaries.sessionId', '=', sessionId)
    .where('sessionSummaries.userId', '=', userId)
    .executeTakeFirst();
}

/** An action item due within a range of days, with the title of the session it came from. */
export interface DueActionItem {
  text: string;
  dueDate: string;
  sessionTitle: string;
}

/**
 * The user's open action items whose due date (yyyy-mm-dd) is within [from, to], soonest first, at most `limit`:
 * the items are unnested in the database (a summary whose stored value is not an array has none). A named
 * cross-domain read of chat_sessions, for the title of each item's session.
 */
export async function listActionItemsDue(
  db: Db,
  userId: string,
  range: { from: string; to: string },
  limit: number,
): Promise<DueActionItem[]> {
  const result = await sql<DueActionItem>`
    select item ->> 'text' as "text", item ->> 'dueDate' as "dueDate",
      coalesce(cs.title, s.session_title, '') as "sessionTitle"
    from session_summaries s
    left join chat_sessions cs on cs.id = s.session_id and cs.user_id = s.user_id
    cross join lateral jsonb_array_elements(
      case when jsonb_typeof(s.action_items) = 'array' then s.action_items else '[]'::jsonb end
    ) as item
    where s.user_id = ${userId}
      and jsonb_typeof(item) = 'object'
      and item ->> 'dueDate' between ${range.from} and ${range.to}
      and coalesce(item ->> 'completed', 'false') <> 'true'
      and cs.safety_category is null
    order by item ->> 'dueDate', s.created_at, item ->> 'text'
    limit ${limit}`.execute(db);
  return result.rows;
}

/** An open action item with a due date, named by its summary and place in it, for the calendar feed. */
export interface OpenActionItem {
  summaryId: string;
  /** Its place in the summary's list (0-based). */
  index: number;
  text: string;
  /** As stored: yyyy-mm-dd, or an ISO timestamp from before due dates were days. */
  dueDate: string;
  sessionTitle: string;
  /** When the summary last changed (a tick, a new summary of the session). */
  updatedAt: Date;
}

/**
 * The user's open action items that have a due date, the latest due first, at most `limit`, unnested in the
 * database like listActionItemsDue. Like the weekly check-in, a session the safety screen flagged contributes
 * nothing. A named cross-domain read of chat_sessions, for the title of each item's session and its flag.
 */
export async function listOpenActionItems(db: Db, userId: string, limit: number): Promise<OpenActionItem[]> {
  const result = await sql<
    Omit<OpenActionItem, 'updatedAt' | 'index'> & { updatedAt: Date | string; position: string | number }
  >`
    select s.id as "summaryId", item.position as "position", item.value ->> 'text' as "text",
      item.value ->> 'dueDate' as "dueDate", coalesce(cs.title, s.session_title, '') as "sessionTitle",
      s.updated_at as "updatedAt"
    from session_summaries s
    left join chat_sessions cs on cs.id = s.session_id and cs.user_id = s.user_id
    cross join lateral jsonb_array_elements(
      case when jsonb_typeof(s.action_items) = 'array' then s.action_items else '[]'::jsonb end
    ) with ordinality as item(value, position)
    where s.user_id = ${userId}
      and jsonb_typeof(item.value) = 'object'
      and jsonb_typeof(item.value -> 'text') = 'string'
      and jsonb_typeof(item.value -> 'dueDate') = 'string'
      and coalesce(item.value ->> 'completed', 'false') <> 'true'
      and cs.safety_category is null
    order by item.value ->> 'dueDate' desc, s.created_at desc, item.position
    limit ${limit}`.execute(db);
  return result.rows.map(({ position, updatedAt, ...row }) => ({
    ...row,
    index: Number(position) - 1,
    updatedAt: updatedAt instanceof Date ? updatedAt : new Date(updatedAt),
  }));
}
