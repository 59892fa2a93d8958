/* eslint-disable @typescript-eslint/no-explicit-any */
import type { Kysely } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// Keyset paging of the lists that grow without bound (newest first by created_at, then id) and the previous
// session's summary (latest updated_at):
// - chat_sessions (user_id, created_at, id) and session_summaries (user_id, created_at, id): a page is one
//   range scan, `(created_at, id) < (cursor)` answered in the index and stopping after `limit` rows, even where
//   many rows share a timestamp. They replace the (user_id, created_at) indexes, their prefixes.
// - session_summaries (user_id, updated_at): the mentor's context reads the user's most recently updated summary.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('chat_sessions_user_created_id_idx')
    .on('chat_sessions')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('chat_sessions_user_idx').execute();
  await db.schema
    .createIndex('session_summaries_user_created_id_idx')
    .on('session_summaries')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('session_summaries_user_idx').execute();
  await db.schema
    .createIndex('session_summaries_user_updated_idx')
    .on('session_summaries')
    .columns(['user_id', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('session_summaries_user_updated_idx').execute();
  await db.schema
    .createIndex('session_summaries_user_idx')
    .on('session_summaries')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('session_summaries_user_created_id_idx').execute();
  await db.schema
    .createIndex('chat_sessions_user_idx')
    .on('chat_sessions')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('chat_sessions_user_created_id_idx').execute();
}
