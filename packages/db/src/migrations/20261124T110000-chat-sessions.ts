/* eslint-disable @typescript-eslint/no-explicit-any */
import { type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// Sessions people can manage (titles, rename, delete, search):
// - chat_sessions.title_source: where the title came from ('default': built by the client when the session was
//   started; 'generated': written from the first exchange; 'renamed': set by the person, never overwritten).
// - ai_usage.kind also takes 'title' (the call that titles a session).
// - session_summaries may outlive their session: session_id becomes nullable with ON DELETE SET NULL, and the
//   session's title and mentor are copied onto the summary (session_title, mentor_id) when the session is deleted
//   with "keep the summary", so History still shows them.
// - full-text search: GIN expression indexes on to_tsvector('english', ...) of message contents and session
//   titles (the queries use the same expressions).

const TITLE_SOURCES = sql`title_source in ('default', 'generated', 'renamed')`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('chat_sessions')
    .addColumn('title_source', 'text', (c) => c.notNull().defaultTo('default').check(TITLE_SOURCES))
    .execute();

  await sql`alter table ai_usage drop constraint if exists ai_usage_kind_check`.execute(db);
  await sql`alter table ai_usage add constraint ai_usage_kind_check
    check (kind in ('chat', 'summary', 'memory', 'transcription', 'speech', 'title'))`.execute(db);

  await sql`alter table session_summaries alter column session_id drop not null`.execute(db);
  await sql`alter table session_summaries drop constraint if exists session_summaries_session_id_fkey`.execute(
    db,
  );
  await sql`alter table session_summaries add constraint session_summaries_session_id_fkey
    foreign key (session_id) references chat_sessions (id) on delete set null`.execute(db);
  await db.schema
    .alterTable('session_summaries')
    .addColumn('session_title', 'text', (c) => c.check(sql`length(session_title) between 1 and 200`))
    .addColumn('mentor_id', 'uuid', (c) => c.references('mentors.id'))
    .execute();

  await sql`create index messages_content_search_idx on messages using gin (to_tsvector('english', content))`.execute(
    db,
  );
  await sql`create index chat_sessions_title_search_idx on chat_sessions using gin (to_tsvector('english', title))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('chat_sessions_title_search_idx').ifExists().execute();
  await db.schema.dropIndex('messages_content_search_idx').ifExists().execute();
  // Summaries whose session is gone cannot go back under a NOT NULL reference.
  await sql`delete from session_summaries where session_id is null`.execute(db);
  await db.schema
    .alterTable('session_summaries')
    .dropColumn('mentor_id')
    .dropColumn('session_title')
    .execute();
  await sql`alter table session_summaries drop constraint if exists session_summaries_session_id_fkey`.execute(
    db,
  );
  await sql`alter table session_summaries add constraint session_summaries_session_id_fkey
    foreign key (session_id) references chat_sessions (id) on delete cascade`.execute(db);
  await sql`alter table session_summaries alter column session_id set not null`.execute(db);
  await sql`delete from ai_usage where kind = 'title'`.execute(db);
  await sql`alter table ai_usage drop constraint if exists ai_usage_kind_check`.execute(db);
  await sql`alter table ai_usage add constraint ai_usage_kind_check
    check (kind in ('chat', 'summary', 'memory', 'transcription', 'speech'))`.execute(db);
  await db.schema.alterTable('chat_sessions').dropColumn('title_source').execute();
}
