/* eslint-disable @typescript-eslint/no-explicit-any */
import { type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// Issue 24. The Starter month counts from when Starter began: users.starter_sessions_this_month counts the
// sessions of the month in sessions_month that were started while the account was on Starter (not in the trial,
// not on Pro or Founder+). sessions_this_month keeps counting every session of the month.
// Existing rows: the sessions started in the counter's month after the trial ended (all of them without a trial),
// never more than the month's count; 0 for paying tiers.
// email_outbox.kind also allows 'account-deleted': the confirmation mailed to a verified address when its account
// is deleted (queued without a user, since the user row goes in the same transaction).

const KINDS_BEFORE = ['verify-email', 'password-reset', 'session-summary', 'weekly-checkin'];
const KINDS = [...KINDS_BEFORE, 'account-deleted'];

async function setKinds(db: Kysely<any>, kinds: string[]): Promise<void> {
  await sql`alter table email_outbox drop constraint if exists email_outbox_kind_check`.execute(db);
  await sql`alter table email_outbox add constraint email_outbox_kind_check check (kind in (${sql.join(
    kinds.map((k) => sql.lit(k)),
  )}))`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('starter_sessions_this_month', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`starter_sessions_this_month >= 0`),
    )
    .execute();
  await sql`
    update users u set starter_sessions_this_month = least(u.sessions_this_month, (
      select count(*)::int from chat_sessions s
      where s.user_id = u.id
        and s.started_at is not null
        and s.started_at >= (u.sessions_month || 'T00:00:00Z')::timestamptz
        and s.started_at < (u.sessions_month || 'T00:00:00Z')::timestamptz + interval '1 month'
        and (u.trial_ends_at is null or s.started_at >= u.trial_ends_at)
    ))
    where u.subscription_tier = 'starter' and u.sessions_month is not null and u.sessions_this_month > 0
  `.execute(db);
  await setKinds(db, KINDS);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from email_outbox where kind = 'account-deleted'`.execute(db);
  await setKinds(db, KINDS_BEFORE);
  await db.schema.alterTable('users').dropColumn('starter_sessions_this_month').execute();
}
