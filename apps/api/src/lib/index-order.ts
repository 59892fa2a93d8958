import type { Database, DB, Transaction } from '@mentor/db';
import { sql } from '@mentor/db';

/**
 * Runs one keyset page (`... where key > $last order by key limit n`) so that the database walks the index in key
 * order and stops after n rows, whatever its statistics say. With stale statistics (a table that grew since it was
 * last analysed; the embedded database has no autovacuum at all) PostgreSQL estimates a few hundred matching rows,
 * prefers a bitmap scan of every remaining row plus a sort, and each page then costs as much as the rest of the
 * table: 100,000 messages exported in 10 s instead of 2 s. Turning bitmap scans and explicit sorts off for this one
 * short transaction leaves it the ordered index scan.
 */
export async function inIndexOrder<T>(db: Database, page: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_bitmapscan = off`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    return page(trx);
  });
}
