/* eslint-disable @typescript-eslint/no-explicit-any */
import { type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// Two-factor sign-in (issue 27), as Lucia's guide to two-factor authentication and passkeys describes it:
// - login_sessions.two_factor_verified: a session of an account with two-factor sign-in works only once its second
//   step is done (a password alone gives a session that can do nothing but that step);
// - totp_credentials: the authenticator app's key, encrypted (AES-256-GCM), one per account; confirmed_at is null
//   while the setup waits for its first code; last_used_step keeps a code from working twice;
// - recovery_codes: 10 one-time codes, only their SHA-256 kept;
// - remembered_devices: "Remember this device for 30 days", only the SHA-256 of the browser's cookie kept;
// - passkeys: WebAuthn credentials (id, public key, counter, transports, name, when added and last used);
// - webauthn_challenges: each passkey ceremony's challenge, server-side, single use, with an expiry;
// - sign_in_settings: one row, the admins' "require two-factor sign-in for admin accounts".
// The cached sessions of every instance are dropped when an account's authenticator app is added or removed, or a
// session's second step is done (the same announcement as 20261125T120000).

const HEX64 = sql`~ '^[0-9a-f]{64}$'`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table login_sessions add column two_factor_verified boolean not null default false`.execute(
    db,
  );

  await db.schema
    .createTable('totp_credentials')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('key_ciphertext', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('last_used_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().check(sql`code_hash ${HEX64}`))
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('recovery_codes_user_code', ['user_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('remembered_devices')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`token_hash ${HEX64}`),
    )
    .addColumn('user_agent', 'text', (c) => c.check(sql`char_length(user_agent) <= 512`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('remembered_devices_user_id')
    .on('remembered_devices')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`credential_id ~ '^[A-Za-z0-9_-]+$' and char_length(credential_id) <= 1024`),
    )
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('device_type', 'text', (c) =>
      c.notNull().check(sql`device_type in ('singleDevice', 'multiDevice')`),
    )
    .addColumn('backed_up', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 64`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_user_id').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('challenge', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('register', 'sign-in', 'two-factor')`),
    )
    // Null for a passkey sign-in: nobody is known until the passkey answers.
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('webauthn_challenges_expires_at')
    .on('webauthn_challenges')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('sign_in_settings')
    .addColumn('id', 'boolean', (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('require_admin_two_factor', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into sign_in_settings default values`.execute(db);

  await sql`create function mentorai_notify_two_factor_change() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'DELETE' then
        perform pg_notify('mentorai_session_change', OLD.user_id::text);
      else
        perform pg_notify('mentorai_session_change', NEW.user_id::text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger totp_credentials_session_change
    after insert or delete or update of confirmed_at on totp_credentials
    for each row execute function mentorai_notify_two_factor_change()`.execute(db);
  await sql`create trigger login_sessions_two_factor_change after update of two_factor_verified on login_sessions
    for each row when (OLD.two_factor_verified is distinct from NEW.two_factor_verified)
    execute function mentorai_notify_two_factor_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger login_sessions_two_factor_change on login_sessions`.execute(db);
  await sql`drop trigger totp_credentials_session_change on totp_credentials`.execute(db);
  await sql`drop function mentorai_notify_two_factor_change()`.execute(db);
  for (const table of [
    'sign_in_settings',
    'webauthn_challenges',
    'passkeys',
    'remembered_devices',
    'recovery_codes',
    'totp_credentials',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`alter table login_sessions drop column two_factor_verified`.execute(db);
}
