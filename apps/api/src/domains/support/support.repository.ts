import {
  sql,
  type Database,
  type DB,
  type SupportPriorityValue,
  type SupportRequestRow,
  type SupportStatusValue,
  type Transaction,
} from '@mentor/db';
import { afterCursor, cursorAtOf, type KeysetPosition } from '../../lib/cursor';

// The support domain's SQL: support_requests. The admin list also reads the sender's and the resolver's name and
// email from users (read-only), in the same statement.

type Db = Database | Transaction<DB>;

const COLUMNS = [
  'supportRequests.id',
  'supportRequests.userId',
  'supportRequests.subject',
  'supportRequests.message',
  'supportRequests.priority',
  'supportRequests.status',
  'supportRequests.createdAt',
  'supportRequests.resolvedAt',
  'supportRequests.resolvedBy',
] as const;

/**
 * Serialises one user's support requests until the transaction ends, so parallel requests cannot all pass the
 * hourly count (advisory lock namespace 3; auth uses 1 and 2). On PGlite a transaction holds the whole database.
 */
export async function lockUserRequests(trx: Transaction<DB>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(3, hashtext(${userId}))`.execute(trx);
}

/** How many requests the user sent after `since`, and when the oldest of them was sent. */
export async function countRecent(
  db: Db,
  userId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('supportRequests')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('createdAt').as('oldest')])
    .where('userId', '=', userId)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
}

export async function insertRequest(
  db: Db,
  row: { userId: string; subject: string; message: string; priority: SupportPriorityValue; createdAt: Date },
): Promise<SupportRequestRow> {
  return db.insertInto('supportRequests').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

async function findRequest(db: Db, id: string): Promise<SupportRequestRow | undefined> {
  return db.selectFrom('supportRequests').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Marks an open request resolved by `adminId`; answers the row (unchanged when it was already resolved). */
export async function resolveRequest(
  db: Db,
  id: string,
  adminId: string,
  now: Date,
): Promise<SupportRequestRow | undefined> {
  const updated = await db
    .updateTable('supportRequests')
    .set({ status: 'resolved', resolvedAt: now, resolvedBy: adminId })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning(COLUMNS)
    .executeTakeFirst();
  return updated ?? findRequest(db, id);
}

export interface AdminRequestRecord extends SupportRequestRow {
  cursorAt: string;
  userEmail: string;
  userFirstName: string | null;
  userLastName: string | null;
  resolverEmail: string | null;
  resolverFirstName: string | null;
  resolverLastName: string | null;
}

function adminRequestsQuery(db: Db) {
  return db
    .selectFrom('supportRequests')
    .innerJoin('users as sender', 'sender.id', 'supportRequests.userId')
    .leftJoin('users as resolver', 'resolver.id', 'supportRequests.resolvedBy')
    .select(COLUMNS)
    .select([
      'sender.email as userEmail',
      'sender.firstName as userFirstName',
      'sender.lastName as userLastName',
      'resolver.email as resolverEmail',
      'resolver.firstName as resolverFirstName',
      'resolver.lastName as resolverLastName',
      cursorAtOf('supportRequests.createdAt').as('cursorAt'),
    ]);
}

/** One page of requests, newest first (keyset on created_at, id); `limit + 1` rows to tell if more follow. */
export async function listRequests(
  db: Db,
  options: { status?: SupportStatusValue; after?: KeysetPosition; limit: number },
): Promise<AdminRequestRecord[]> {
  let query = adminRequestsQuery(db);
  if (options.status) query = query.where('supportRequests.status', '=', options.status);
  if (options.after) {
    query = query.where(afterCursor('supportRequests.createdAt', 'supportRequests.id', options.after));
  }
  return query
    .orderBy('supportRequests.createdAt', 'desc')
    .orderBy('supportRequests.id', 'desc')
    .limit(options.limit + 1)
    .execute();
}

export async function findAdminRequest(db: Db, id: string): Promise<AdminRequestRecord | undefined> {
  return adminRequestsQuery(db).where('supportRequests.id', '=', id).executeTakeFirst();
}
