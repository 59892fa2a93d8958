import type { CalendarFeedRow, Database, DB, Transaction } from '@mentor/db';

type Db = Database | Transaction<DB>;

const FEED_COLUMNS = [
  'calendarFeeds.userId',
  'calendarFeeds.tokenHash',
  'calendarFeeds.createdAt',
  'calendarFeeds.lastFetchedAt',
] as const;

/** The user's feed (undefined when they have none). */
export async function findFeed(db: Db, userId: string): Promise<CalendarFeedRow | undefined> {
  return db
    .selectFrom('calendarFeeds')
    .select(FEED_COLUMNS)
    .where('calendarFeeds.userId', '=', userId)
    .executeTakeFirst();
}

/** The feed whose secret hashes to `tokenHash` (the feed route: the address is the credential). */
export async function findFeedByHash(db: Db, tokenHash: string): Promise<CalendarFeedRow | undefined> {
  return db
    .selectFrom('calendarFeeds')
    .select(FEED_COLUMNS)
    .where('calendarFeeds.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Makes the user's feed; undefined when they already have one (nothing changes then). */
export async function insertFeed(
  db: Db,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<CalendarFeedRow | undefined> {
  return db
    .insertInto('calendarFeeds')
    .values({ userId, tokenHash, createdAt: now, lastFetchedAt: null })
    .onConflict((oc) => oc.column('userId').doNothing())
    .returning(FEED_COLUMNS)
    .executeTakeFirst();
}

/** Gives the user's feed a new secret (the old address stops working); undefined when they have no feed. */
export async function replaceFeedToken(
  db: Db,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<CalendarFeedRow | undefined> {
  return db
    .updateTable('calendarFeeds')
    .set({ tokenHash, createdAt: now, lastFetchedAt: null })
    .where('calendarFeeds.userId', '=', userId)
    .returning(FEED_COLUMNS)
    .executeTakeFirst();
}

/** Deletes the user's feed; false when they had none. */
export async function deleteFeed(db: Db, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('calendarFeeds')
    .where('calendarFeeds.userId', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Records a fetch of the feed with this secret (only that one: a rotation in between leaves the new row alone). */
export async function markFetched(db: Db, userId: string, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('calendarFeeds')
    .set({ lastFetchedAt: now })
    .where('calendarFeeds.userId', '=', userId)
    .where('calendarFeeds.tokenHash', '=', tokenHash)
    .execute();
}
