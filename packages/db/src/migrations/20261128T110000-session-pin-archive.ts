/* eslint-disable @typescript-eslint/no-explicit-any */
import { sql, type Kysely } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// Sessions a person organises (issue 26): pinned (`pinned_at`, shown first in the sidebar) and archived
// (`archived_at`, hidden from the sidebar, listed in its Archived view, restorable). Null: neither.
// - chat_sessions_user_pinned_idx: the sidebar's pinned sessions (newest first), few of many, as one range scan;
// - chat_sessions_user_archived_idx: the Archived view's page, one range scan.
// The sidebar's other sessions stay on chat_sessions_user_created_id_idx (most of the rows).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('chat_sessions')
    .addColumn('pinned_at', 'timestamptz')
    .addColumn('archived_at', 'timestamptz')
    .execute();
  await sql`create index chat_sessions_user_pinned_idx on chat_sessions (user_id, created_at, id)
    where pinned_at is not null and archived_at is null`.execute(db);
  await sql`create index chat_sessions_user_archived_idx on chat_sessions (user_id, created_at, id)
    where archived_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('chat_sessions_user_archived_idx').execute();
  await db.schema.dropIndex('chat_sessions_user_pinned_idx').execute();
  await db.schema.alterTable('chat_sessions').dropColumn('archived_at').dropColumn('pinned_at').execute();
}
