/* eslint-disable @typescript-eslint/no-explicit-any */
import { type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// The calendar feed (issue 27): at most one private ICS address per person. Only the SHA-256 of the address's secret
// is kept (hex, like a login session's sid), so the address is shown once, when it is made or rotated; rotating
// replaces the hash, revoking deletes the row. last_fetched_at: when a calendar app last fetched it (coarse).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`token_hash ~ '^[0-9a-f]{64}$'`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_fetched_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
}
