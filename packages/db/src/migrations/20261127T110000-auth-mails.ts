/* eslint-disable @typescript-eslint/no-explicit-any */
import { type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// Two more transactional mails (issue 24), after the account-deleted confirmation (20261127T100000): 'sign-in-alert' (a burst of failed sign-ins on the account) and
// 'sign-up-attempt' (someone tried to sign up with an address that has an account).

const KINDS = ['verify-email', 'password-reset', 'session-summary', 'weekly-checkin', 'account-deleted'];
const NEW_KINDS = ['sign-in-alert', 'sign-up-attempt'];

async function setKinds(db: Kysely<any>, kinds: string[]): Promise<void> {
  await sql`alter table email_outbox drop constraint if exists email_outbox_kind_check`.execute(db);
  await sql`alter table email_outbox add constraint email_outbox_kind_check check (kind in (${sql.join(
    kinds.map((kind) => sql.lit(kind)),
  )}))`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await setKinds(db, [...KINDS, ...NEW_KINDS]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('email_outbox').where('kind', 'in', NEW_KINDS).execute();
  await setKinds(db, KINDS);
}
