/* eslint-disable @typescript-eslint/no-explicit-any */
import type { Kysely } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// A reply the person stopped keeps its "Stopped" mark: messages.stopped (false for every earlier message).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('stopped', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('stopped').execute();
}
