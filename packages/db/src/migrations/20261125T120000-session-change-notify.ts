/* eslint-disable @typescript-eslint/no-explicit-any */
import { sql, type Kysely } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// Every instance keeps a short cache of validated sessions. A change to a user (plan, ban, deletion) or the end of a
// login session (sign-out, revoke) is announced on the channel `mentorai_session_change` with the user's id, when
// its transaction commits, so every instance drops what it cached for that user.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function mentorai_notify_session_change() returns trigger language plpgsql as $$
    begin
      if TG_TABLE_NAME = 'users' then
        perform pg_notify('mentorai_session_change', OLD.id::text);
      else
        perform pg_notify('mentorai_session_change', OLD.user_id::text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_session_change after update or delete on users
    for each row execute function mentorai_notify_session_change()`.execute(db);
  await sql`create trigger login_sessions_session_change after delete on login_sessions
    for each row execute function mentorai_notify_session_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger login_sessions_session_change on login_sessions`.execute(db);
  await sql`drop trigger users_session_change on users`.execute(db);
  await sql`drop function mentorai_notify_session_change()`.execute(db);
}
