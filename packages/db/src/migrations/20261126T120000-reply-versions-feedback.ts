/* eslint-disable @typescript-eslint/no-explicit-any */
import { type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// Reply versions and feedback (issue 23):
// - messages.version_group: the versions of one regenerated reply share it (the first version's id); null for a
//   reply never regenerated. messages.current: the version the transcript uses (exactly one per group); every
//   other message is current. Regenerate keeps the earlier versions as non-current rows.
// - messages.provider / messages.model: who wrote a mentor's reply (null for the crisis reply and older rows),
//   so feedback can be grouped per provider and model.
// - message_feedback: one rating per reply per user (up or down, an optional reason), deleted with the message.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('version_group', 'uuid')
    .addColumn('current', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('provider', 'text', (c) => c.check(sql`char_length(provider) <= 40`))
    .addColumn('model', 'text', (c) => c.check(sql`char_length(model) <= 200`))
    .execute();
  await db.schema
    .createIndex('messages_version_group_idx')
    .on('messages')
    .column('version_group')
    .where(sql.ref('version_group'), 'is not', null)
    .execute();
  await db.schema
    .createTable('message_feedback')
    .addColumn('message_id', 'uuid', (c) => c.primaryKey().references('messages.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'text', (c) => c.notNull().check(sql`rating in ('up', 'down')`))
    .addColumn('reason', 'text', (c) => c.check(sql`char_length(reason) <= 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('message_feedback_updated_at_idx')
    .on('message_feedback')
    .column('updated_at')
    .execute();
  await db.schema.createIndex('message_feedback_user_idx').on('message_feedback').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message_feedback').execute();
  await db.schema.dropIndex('messages_version_group_idx').execute();
  await db.schema
    .alterTable('messages')
    .dropColumn('version_group')
    .dropColumn('current')
    .dropColumn('provider')
    .dropColumn('model')
    .execute();
}
