/* eslint-disable @typescript-eslint/no-explicit-any */
import { type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// Messages get an insertion sequence so a transcript keeps its order even when two messages share a timestamp
// (a reply saved in the same millisecond as the question, or a clock that stands still in tests).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table messages add column seq bigint generated always as identity`.execute(db);
  await db.schema
    .createIndex('messages_session_seq_idx')
    .on('messages')
    .columns(['session_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('messages_session_seq_idx').ifExists().execute();
  await db.schema.alterTable('messages').dropColumn('seq').execute();
}
