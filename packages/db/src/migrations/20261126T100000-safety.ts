/* eslint-disable @typescript-eslint/no-explicit-any */
import { type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// Crisis safety (apps/api/src/ai/safety, the chat domain and the safety domain):
// - messages.safety_category: the category the safety screen flagged a person's message for, and the same on the
//   crisis reply that answered it. Summaries and memory leave flagged messages out.
// - chat_sessions.safety_*: the session's flag (its latest flagged category, level, whether a minor disclosed
//   abuse, the help lines' region at the time), set once a message is flagged and never cleared: the "Get help
//   now" panel stays for the session. safety_flagged_at is when it was last flagged.
// - safety_flags: one row per flagged message, for the admin's counts per day and category: no user, no session,
//   no content (it outlives a deleted account, and says nothing about anyone).

const CATEGORIES = sql`('self_harm', 'medical', 'abuse', 'harm_to_others')`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('safety_category', 'text', (c) => c.check(sql`safety_category in ${CATEGORIES}`))
    .execute();
  await db.schema
    .alterTable('chat_sessions')
    .addColumn('safety_category', 'text', (c) => c.check(sql`safety_category in ${CATEGORIES}`))
    .addColumn('safety_level', 'text', (c) => c.check(sql`safety_level in ('concern', 'urgent')`))
    .addColumn('safety_minor', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('safety_region', 'text', (c) => c.check(sql`char_length(safety_region) <= 8`))
    .addColumn('safety_flagged_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('safety_flags')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ${CATEGORIES}`))
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('concern', 'urgent')`))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('classifier', 'moderation')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('safety_flags_created_at_idx')
    .on('safety_flags')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('safety_flags').execute();
  await db.schema
    .alterTable('chat_sessions')
    .dropColumn('safety_category')
    .dropColumn('safety_level')
    .dropColumn('safety_minor')
    .dropColumn('safety_region')
    .dropColumn('safety_flagged_at')
    .execute();
  await db.schema.alterTable('messages').dropColumn('safety_category').execute();
}
