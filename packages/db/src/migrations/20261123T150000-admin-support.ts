/* eslint-disable @typescript-eslint/no-explicit-any */
import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// The admin dashboard and support requests:
// - users.banned_at: set while an admin has banned the account (sign-in refused, sessions ended);
// - users (created_at, id): the admin users list pages on it (keyset, newest first);
// - admin_actions: every admin action on a user (plan edit, ban, unban), newest per user shown in the list;
// - support_requests: the Contact Support form, with the status an admin resolves;
// - chat_sessions started_at: the admin charts count sessions per day.

export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey().defaultTo(sql`gen_random_uuid()`);
  const now = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(sql`now()`);

  await db.schema.alterTable('users').addColumn('banned_at', 'timestamptz').execute();
  await db.schema.createIndex('users_created_at_id_idx').on('users').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('admin_actions')
    .addColumn('id', 'uuid', id)
    .addColumn('admin_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('target_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('set_plan', 'ban', 'unban')`))
    .addColumn('details', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(details) = 'object'`),
    )
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema
    .createIndex('admin_actions_target_idx')
    .on('admin_actions')
    .columns(['target_user_id', 'created_at desc'])
    .execute();
  await db.schema.createIndex('admin_actions_admin_idx').on('admin_actions').column('admin_id').execute();

  await db.schema
    .createTable('support_requests')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull().check(sql`length(subject) between 1 and 200`))
    .addColumn('message', 'text', (c) => c.notNull().check(sql`length(message) between 10 and 5000`))
    .addColumn('priority', 'text', (c) =>
      c
        .notNull()
        .defaultTo('normal')
        .check(sql`priority in ('low', 'normal', 'high')`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'resolved')`),
    )
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint(
      'support_requests_resolved_at_matches_status',
      sql`(status = 'resolved') = (resolved_at is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('support_requests_user_idx')
    .on('support_requests')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('support_requests_created_idx')
    .on('support_requests')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('support_requests_status_idx')
    .on('support_requests')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('support_requests_resolved_by_idx')
    .on('support_requests')
    .column('resolved_by')
    .execute();

  await db.schema
    .createIndex('chat_sessions_started_at_idx')
    .on('chat_sessions')
    .column('started_at')
    .where(sql.ref('started_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('chat_sessions_started_at_idx').ifExists().execute();
  await db.schema.dropTable('support_requests').ifExists().execute();
  await db.schema.dropTable('admin_actions').ifExists().execute();
  await db.schema.dropIndex('users_created_at_id_idx').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('banned_at').execute();
}
