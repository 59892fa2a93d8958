import {
  sql,
  type Database,
  type DB,
  type SafetyCategoryValue,
  type SafetyLevelValue,
  type Transaction,
} from '@mentor/db';

type Db = Database | Transaction<DB>;

/** Counts one flagged message: its category, level and what flagged it. No user, no session, no content. */
export async function insertFlag(
  db: Db,
  flag: { category: SafetyCategoryValue; level: SafetyLevelValue; source: 'classifier' | 'moderation' },
  now: Date,
): Promise<void> {
  await db
    .insertInto('safetyFlags')
    .values({ category: flag.category, level: flag.level, source: flag.source, createdAt: now })
    .execute();
}

/** Flagged messages per UTC day and category from `from` (inclusive), counted in SQL. */
export async function countsPerDay(
  db: Db,
  from: Date,
): Promise<{ day: string; category: SafetyCategoryValue; count: number }[]> {
  const day = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('safetyFlags')
    .select([day.as('day'), 'category', (eb) => eb.fn.countAll<string>().as('count')])
    .where('createdAt', '>=', from)
    .groupBy([day, 'category'])
    .orderBy(day)
    .execute();
  return rows.map((r) => ({ day: r.day, category: r.category, count: Number(r.count) }));
}
