import { sql, type Database, type DB, type Transaction } from '@mentor/db';

type Db = Database | Transaction<DB>;

export interface MemoryListRow {
  id: string;
  content: string;
  sourceSessionId: string | null;
  sourceSessionTitle: string | null;
  createdAt: Date;
}

/**
 * The user's memories, newest first, each with the title of the session it came from. Reads chat_sessions (the
 * chat domain's table) for that title: a named cross-domain read, one query for the list instead of one per memory.
 */
export async function listMemories(db: Db, userId: string): Promise<MemoryListRow[]> {
  return db
    .selectFrom('memories')
    .leftJoin('chatSessions', (join) =>
      join.onRef('chatSessions.id', '=', 'memories.sourceSessionId').on('chatSessions.userId', '=', userId),
    )
    .select([
      'memories.id',
      'memories.content',
      'memories.sourceSessionId',
      'chatSessions.title as sourceSessionTitle',
      'memories.createdAt',
    ])
    .where('memories.userId', '=', userId)
    .orderBy('memories.createdAt', 'desc')
    .orderBy('memories.id', 'desc')
    .execute();
}

/** The text of every memory of the user (to keep new ones from repeating them). */
export async function listMemoryTexts(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('memories')
    .select('memories.content')
    .where('memories.userId', '=', userId)
    .execute();
  return rows.map((r) => r.content);
}

/** Deletes one of the user's memories; false when there is no such memory of theirs. */
export async function deleteMemory(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('memories')
    .where('memories.id', '=', id)
    .where('memories.userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every memory of the user; the number deleted. */
export async function clearMemories(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('memories').where('memories.userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertMemories(
  db: Db,
  userId: string,
  sourceSessionId: string | null,
  contents: readonly string[],
  now: Date,
): Promise<void> {
  if (contents.length === 0) return;
  await db
    .insertInto('memories')
    .values(contents.map((content) => ({ userId, sourceSessionId, content, createdAt: now })))
    .execute();
}

/** Keeps the user's newest `max` memories and deletes the rest. */
export async function pruneMemories(db: Db, userId: string, max: number): Promise<void> {
  await db
    .deleteFrom('memories')
    .where('memories.userId', '=', userId)
    .where('memories.id', 'not in', (eb) =>
      eb
        .selectFrom('memories as keep')
        .select('keep.id')
        .where('keep.userId', '=', userId)
        .orderBy('keep.createdAt', 'desc')
        .orderBy('keep.id', 'desc')
        .limit(max),
    )
    .execute();
}

/**
 * The user's memories most relevant to `query`: PostgreSQL full-text ranking over memories.search, where any of
 * the query's words may match (OR), best first; the newest memories fill the remaining places.
 */
export async function recallMemories(
  db: Db,
  userId: string,
  query: string,
  limit: number,
): Promise<string[]> {
  const tsquery = sql`replace(plainto_tsquery('english', ${query})::text, '&', '|')::tsquery`;
  const ranked = await db
    .selectFrom('memories')
    .select(['memories.id', 'memories.content', sql<number>`ts_rank(memories.search, ${tsquery})`.as('rank')])
    .where('memories.userId', '=', userId)
    .where(sql<boolean>`memories.search @@ ${tsquery}`)
    .orderBy('rank', 'desc')
    .orderBy('memories.createdAt', 'desc')
    .limit(limit)
    .execute();
  if (ranked.length >= limit) return ranked.map((r) => r.content);
  const taken = ranked.map((r) => r.id);
  let recent = db
    .selectFrom('memories')
    .select(['memories.content'])
    .where('memories.userId', '=', userId)
    .orderBy('memories.createdAt', 'desc')
    .orderBy('memories.id', 'desc')
    .limit(limit - ranked.length);
  if (taken.length > 0) recent = recent.where('memories.id', 'not in', taken);
  const rest = await recent.execute();
  return [...ranked.map((r) => r.content), ...rest.map((r) => r.content)];
}
