/* eslint-disable @typescript-eslint/no-explicit-any */
import { type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// Email (apps/api/src/domains/email, and the auth domain's links):
// - users: email_verified_at (null until the verification link is used, or the identity provider said the address
//   is verified; accounts that existed before are unverified and see the banner), summary_emails (on by default),
//   weekly_checkin (opt-in), time_zone (IANA, from the browser), next_checkin_at (when the next weekly check-in is
//   due; null while it is off). Partial index: the scheduler's scan of due check-ins.
// - chat_sessions: summary_mail_due_at (when the session ends: 60 minutes after its first message, or 30 minutes
//   after its last reply, whichever comes first; moved by every reply) and summary_mailed_at (set once, when its
//   summary mail was queued). Partial index: the scheduler's scan of ended sessions not yet mailed.
// - email_tokens: single-use tokens of the verification and reset links, only their SHA-256 stored, with the
//   address they were sent to and their expiry.
// - email_outbox: every message, rendered by its job: queued -> sent (SMTP) or kept (no SMTP: it stays here), or
//   retrying -> failed. `key` is the logical message's idempotency key (unique: one row, one job, per message).
//   Deleted with the account (user_id cascades).
// - app_secrets: secrets the app makes itself once when not configured (the unsubscribe links' signing key), shared
//   by every instance through the database.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('summary_emails', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('weekly_checkin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('time_zone', 'text', (c) => c.check(sql`char_length(time_zone) <= 64`))
    .addColumn('next_checkin_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('users_next_checkin_idx')
    .on('users')
    .column('next_checkin_at')
    .where(sql.ref('next_checkin_at'), 'is not', null)
    .execute();

  await db.schema
    .alterTable('chat_sessions')
    .addColumn('summary_mail_due_at', 'timestamptz')
    .addColumn('summary_mailed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('chat_sessions_summary_mail_due_idx')
    .on('chat_sessions')
    .column('summary_mail_due_at')
    .where(sql.ref('summary_mailed_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify', 'reset')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_tokens_user_idx')
    .on('email_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
  await db.schema.createIndex('email_tokens_expires_idx').on('email_tokens').column('expires_at').execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('verify-email', 'password-reset', 'session-summary', 'weekly-checkin')`),
    )
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'sent', 'kept', 'retrying', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('from_address', 'text')
    .addColumn('subject', 'text')
    .addColumn('html', 'text')
    .addColumn('text_body', 'text')
    .addColumn('headers', 'jsonb')
    .addColumn('message_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  // The admin's list: newest first, keyset (created_at, id); and by status.
  await db.schema
    .createIndex('email_outbox_created_idx')
    .on('email_outbox')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('email_outbox_status_created_idx')
    .on('email_outbox')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('email_outbox_user_idx').on('email_outbox').column('user_id').execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_secrets').execute();
  await db.schema.dropTable('email_outbox').execute();
  await db.schema.dropTable('email_tokens').execute();
  await db.schema.dropIndex('chat_sessions_summary_mail_due_idx').execute();
  await db.schema
    .alterTable('chat_sessions')
    .dropColumn('summary_mail_due_at')
    .dropColumn('summary_mailed_at')
    .execute();
  await db.schema.dropIndex('users_next_checkin_idx').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('email_verified_at')
    .dropColumn('summary_emails')
    .dropColumn('weekly_checkin')
    .dropColumn('time_zone')
    .dropColumn('next_checkin_at')
    .execute();
}
