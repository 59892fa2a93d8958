import { sql } from '@mentor/db';
import type { Db } from './shared';

// The person's ratings of replies, and the counts the admin's analytics show.

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
