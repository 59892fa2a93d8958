/* eslint-disable @typescript-eslint/no-explicit-any */
import { type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// Voice: speech is priced per character synthesised, so ai_usage records the characters of each call (0 for the
// other kinds).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ai_usage')
    .addColumn('characters', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`characters >= 0`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ai_usage').dropColumn('characters').execute();
}
