/* eslint-disable @typescript-eslint/no-explicit-any */
import { type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// Account security:
// - login_sessions gets an opaque public id (the sid, a hash of the cookie token, never leaves the server), the
//   User-Agent recorded at sign-in, and when the session was created and last used (the active-sessions list).
//   Existing rows take their creation time from sess.createdAt and are "last used" then.
// - registration_attempts counts account creations per IP (each costs an argon2 hash), for the sign-up throttle.
// - login_failures gets an index on (email, ip, created_at) for the per (email, IP) sign-in throttle.

const USER_AGENT_MAX = 512;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('login_sessions')
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_agent', 'text', (c) => c.check(sql`length(user_agent) <= ${sql.lit(USER_AGENT_MAX)}`))
    .addColumn('created_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await sql`update login_sessions set created_at = coalesce((sess->>'createdAt')::timestamptz, now())`.execute(
    db,
  );
  await sql`update login_sessions set last_used_at = created_at`.execute(db);
  await sql`alter table login_sessions
    alter column created_at set default now(), alter column created_at set not null,
    alter column last_used_at set default now(), alter column last_used_at set not null`.execute(db);
  await db.schema
    .createIndex('login_sessions_id_unique')
    .on('login_sessions')
    .column('id')
    .unique()
    .execute();

  await db.schema
    .createTable('registration_attempts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('registration_attempts_ip_idx')
    .on('registration_attempts')
    .columns(['ip', 'created_at'])
    .execute();

  await db.schema
    .createIndex('login_failures_email_ip_idx')
    .on('login_failures')
    .columns(['email', 'ip', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_failures_email_ip_idx').ifExists().execute();
  await db.schema.dropTable('registration_attempts').ifExists().execute();
  await db.schema.dropIndex('login_sessions_id_unique').ifExists().execute();
  await db.schema
    .alterTable('login_sessions')
    .dropColumn('last_used_at')
    .dropColumn('created_at')
    .dropColumn('user_agent')
    .dropColumn('id')
    .execute();
}
