import { sql, type MentorTypeValue } from '@mentor/db';
import type { Db } from './shared';

// Full-text search over the user's sessions (titles and current messages), archived ones included.

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
  /** The session is archived: search finds it too, marked. */
  archived: boolean;
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
      s.archived_at is not null as archived,
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
