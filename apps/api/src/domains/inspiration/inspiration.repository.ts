import {
  sql,
  type Database,
  type DB,
  type InspirationItemRow,
  type InspirationItemUpdate,
  type NewInspirationItem,
  type Transaction,
} from '@mentor/db';

type Db = Database | Transaction<DB>;

/** Every column of inspiration_items, the one explicit list this domain selects. */
const ITEM_COLUMNS = [
  'inspirationItems.id',
  'inspirationItems.userId',
  'inspirationItems.text',
  'inspirationItems.tag',
  'inspirationItems.position',
  'inspirationItems.steps',
  'inspirationItems.dueDate',
  'inspirationItems.priority',
  'inspirationItems.createdAt',
  'inspirationItems.updatedAt',
] as const;

/** The user's items in board order: position, then newest first, then id (a stable order for ties). */
export async function listItems(db: Db, userId: string): Promise<InspirationItemRow[]> {
  return db
    .selectFrom('inspirationItems')
    .select(ITEM_COLUMNS)
    .where('inspirationItems.userId', '=', userId)
    .orderBy('inspirationItems.position', 'asc')
    .orderBy('inspirationItems.createdAt', 'desc')
    .orderBy('inspirationItems.id', 'asc')
    .execute();
}

export async function findItem(db: Db, userId: string, id: string): Promise<InspirationItemRow | undefined> {
  return db
    .selectFrom('inspirationItems')
    .select(ITEM_COLUMNS)
    .where('inspirationItems.userId', '=', userId)
    .where('inspirationItems.id', '=', id)
    .executeTakeFirst();
}

/** The item, locked for the rest of the transaction (a concurrent update of it waits). */
export async function findItemForUpdate(
  trx: Transaction<DB>,
  userId: string,
  id: string,
): Promise<InspirationItemRow | undefined> {
  return trx
    .selectFrom('inspirationItems')
    .select(ITEM_COLUMNS)
    .where('inspirationItems.userId', '=', userId)
    .where('inspirationItems.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The number of the user's items, counted under a per-user lock held until the transaction ends, so two items
 * added at once cannot both pass the INSPIRATION_ITEMS_MAX check nor take the same position.
 */
export async function countItemsLocked(trx: Transaction<DB>, userId: string): Promise<number> {
  await sql`select pg_advisory_xact_lock(5, hashtext(${userId}))`.execute(trx);
  return countItems(trx, userId);
}

async function countItems(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('inspirationItems')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Makes room for a new item at `position`: the user's items are numbered again 0, 1, 2... in board order, and the
 * ones at `position` or later one place further down. Whatever positions were stored (gaps, huge values), the
 * result is dense and small, so it can never overflow.
 */
export async function shiftPositionsFrom(db: Db, userId: string, position: number): Promise<void> {
  await sql`
    update inspiration_items as item
    set position = case when ranked.rank >= ${position} then ranked.rank + 1 else ranked.rank end
    from (
      select id, (row_number() over (order by position asc, created_at desc, id asc) - 1)::integer as rank
      from inspiration_items
      where user_id = ${userId}
    ) as ranked
    where item.id = ranked.id and item.user_id = ${userId}
      and item.position is distinct from (case when ranked.rank >= ${position} then ranked.rank + 1 else ranked.rank end)
  `.execute(db);
}

export async function insertItem(db: Db, item: NewInspirationItem): Promise<InspirationItemRow> {
  return db.insertInto('inspirationItems').values(item).returning(ITEM_COLUMNS).executeTakeFirstOrThrow();
}

export async function updateItem(
  db: Db,
  userId: string,
  id: string,
  patch: InspirationItemUpdate,
): Promise<InspirationItemRow | undefined> {
  return db
    .updateTable('inspirationItems')
    .set(patch)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returning(ITEM_COLUMNS)
    .executeTakeFirst();
}

/** Deletes the item; false when the user has no item with that id. */
export async function deleteItem(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('inspirationItems')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Which of `ids` are the user's items (locking them for the rest of the transaction). */
export async function lockOwnedIds(
  trx: Transaction<DB>,
  userId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('inspirationItems')
    .select('id')
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/** Sets each listed item's position in one statement (the user's items only); answers how many rows changed. */
export async function setPositions(
  db: Db,
  userId: string,
  items: readonly { id: string; position: number }[],
): Promise<number> {
  if (items.length === 0) return 0;
  const cases = sql.join(
    items.map((i) => sql`when ${i.id}::uuid then ${i.position}::integer`),
    sql` `,
  );
  const result = await db
    .updateTable('inspirationItems')
    .set({ position: sql<number>`case id ${cases} else position end` })
    .where('userId', '=', userId)
    .where(
      'id',
      'in',
      items.map((i) => i.id),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
