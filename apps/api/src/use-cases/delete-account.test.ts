import { randomUUID } from 'node:crypto';
import { sql, type Database } from '@mentor/db';
import type { RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { createTestApp, ORIGIN, testTargets, type Client, type TestApp } from '../../test/helpers';
import { SoftAuthenticator } from '../../test/soft-authenticator';
import { Browser, totpCode } from '../../test/two-factor';

// Deleting an account removes every row of the user in every table, and nothing of anyone else's.
//
// The tables come from the database catalogue, not from a list kept here: every table with a user_id column (and
// users itself), every table that reaches one of those through a foreign key (messages through chat_sessions),
// and every table keyed by the account's email (login_failures). A table that is none of these must be named in
// NOT_USER_DATA with its reason. So a table added later fails this test, naming itself, until the test fills it
// (or says why it holds no user data).

const NOT_USER_DATA: Record<string, string> = {
  mentors: 'the mentor personas, shared by everyone',
  registration_attempts: 'sign-up counts per IP address, not tied to an account',
  billing_events: "the payment provider's event ids and types, applied once; nothing about a person",
  kysely_migration: 'the migrations that ran',
  kysely_migration_lock: "the migrator's lock",
  app_secrets:
    'keys the app made for itself (the unsubscribe links’ signing key, the key of the authenticator apps’ keys)',
  sign_in_settings: "the admins' sign-in security setting (one row for the whole app)",
  safety_flags:
    'a count of flagged messages: category, level, source and time; no user, no session, no content',
};

/** Tables with more than one foreign key to users: the column that names whose row it is. */
const OWNER_COLUMN: Record<string, string> = {
  // The admin who acted is set to null when that admin's account goes; the row belongs to the user acted on.
  admin_actions: 'target_user_id',
};

interface Owner {
  id: string;
  email: string;
}

interface OwnedTable {
  table: string;
  primaryKey: string;
  /** A query of the primary keys (as text) of the owner's rows. */
  keysOf: (owner: Owner) => RawBuilder<unknown>;
}

async function catalogue(db: Database): Promise<{ owned: OwnedTable[]; unowned: string[] }> {
  const tables = (
    await sql<{ table: string }>`select table_name as "table" from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)
  ).rows.map((r) => r.table);
  const columns = (
    await sql<{ table: string; column: string }>`select table_name as "table", column_name as "column"
      from information_schema.columns where table_schema = current_schema()`.execute(db)
  ).rows;
  const keys = (
    await sql<{ table: string; column: string; type: string; constraint: string }>`
      select tc.table_name as "table", kcu.column_name as "column", tc.constraint_type as "type",
        tc.constraint_name as "constraint"
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      where tc.table_schema = current_schema() and tc.constraint_type in ('PRIMARY KEY', 'FOREIGN KEY')`.execute(
      db,
    )
  ).rows;
  const references = (
    await sql<{ constraint: string; table: string; column: string }>`
      select constraint_name as "constraint", table_name as "table", column_name as "column"
      from information_schema.constraint_column_usage where table_schema = current_schema()`.execute(db)
  ).rows;

  const has = (table: string, column: string) =>
    columns.some((c) => c.table === table && c.column === column);
  const primaryKeyOf = (table: string) => {
    const pk = keys.filter((k) => k.table === table && k.type === 'PRIMARY KEY').map((k) => k.column);
    if (pk.length !== 1) throw new Error(`table ${table}: this test expects a one-column primary key`);
    return pk[0]!;
  };
  const select = (table: string) =>
    sql`select ${sql.ref(primaryKeyOf(table))}::text from ${sql.table(table)}`;

  const owned = new Map<string, OwnedTable['keysOf']>();
  owned.set('users', (o) => sql`${select('users')} where id = ${o.id}`);
  for (const table of tables) {
    if (table !== 'users' && has(table, 'user_id')) {
      owned.set(table, (o) => sql`${select(table)} where user_id = ${o.id}`);
    }
  }
  // Tables that reach an owned table through a foreign key, to any depth (messages through chat_sessions).
  for (let grew = true; grew;) {
    grew = false;
    for (const fk of keys.filter((k) => k.type === 'FOREIGN KEY' && !owned.has(k.table))) {
      const parent = references.find((r) => r.constraint === fk.constraint);
      const parentKeys = parent ? owned.get(parent.table) : undefined;
      if (!parent || !parentKeys || parent.column !== primaryKeyOf(parent.table)) continue;
      const ownerColumn = OWNER_COLUMN[fk.table];
      if (ownerColumn && fk.column !== ownerColumn) continue;
      owned.set(
        fk.table,
        (o) => sql`${select(fk.table)} where ${sql.ref(fk.column)}::text in (${parentKeys(o)})`,
      );
      grew = true;
    }
  }
  // Tables keyed by the account's email (login_failures).
  for (const table of tables) {
    if (!owned.has(table) && has(table, 'email')) {
      owned.set(table, (o) => sql`${select(table)} where lower(email) = lower(${o.email})`);
    }
  }
  return {
    owned: [...owned].map(([table, keysOf]) => ({ table, primaryKey: primaryKeyOf(table), keysOf })),
    unowned: tables.filter((table) => !owned.has(table)),
  };
}

/** The rows of one table with the given primary keys: key -> the whole row as JSON text. */
async function rowsByKey(db: Database, t: OwnedTable, keys: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (keys.length === 0) return out;
  const rows = await sql<{ pk: string; row: string }>`
    select ${sql.ref(t.primaryKey)}::text as pk, row_to_json(x)::text as row from ${sql.table(t.table)} x
    where ${sql.ref(t.primaryKey)}::text in (${sql.join([...keys])})`.execute(db);
  for (const r of rows.rows) out.set(r.pk, r.row);
  return out;
}

/** The owner's rows of one table, found through the catalogue's ownership query. */
async function rowsOf(db: Database, t: OwnedTable, owner: Owner): Promise<Map<string, string>> {
  const keys = (await sql<{ pk: string }>`select pk from (${t.keysOf(owner)}) as owned(pk)`.execute(db)).rows;
  return rowsByKey(
    db,
    t,
    keys.map((k) => k.pk),
  );
}

describe.each(testTargets())('account deletion on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(async () => t?.close());

  /** Gives the user a row in every table that can hold one, through the app's own API where there is one. */
  const fill = async (c: Client, tag: string) => {
    // login_failures: a wrong password for the account's email.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: ORIGIN },
      payload: { email: c.user.email, password: 'not the password' },
      remoteAddress: '10.90.0.1',
    });
    expect(wrong.statusCode).toBe(401);
    // chat_sessions, messages, ai_usage (metered reply), session_summaries (written after the reply).
    const session = (
      await c.post('/api/chat/sessions', { mentorId: 'founder', title: `${tag} session` })
    ).json<{
      id: string;
    }>();
    const sent = await c.post(`/api/chat/sessions/${session.id}/messages`, {
      message: `We launch ${tag} in two weeks and I am unsure what to cut.`,
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    // message_feedback: a thumbs down with a reason on the reply.
    const reply = sent.json<{ assistantMessage: { id: string } }>().assistantMessage;
    const rated = await c.put(`/api/chat/messages/${reply.id}/feedback`, {
      rating: 'down',
      reason: `${tag} reason`,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    await t.drain();
    expect(
      (
        await c.post('/api/goals', {
          title: `${tag} goal`,
          description: 'd',
          targetDate: '2027-02-01T12:00:00.000Z',
        })
      ).statusCode,
    ).toBe(201);
    expect((await c.post('/api/inspiration', { text: `${tag} idea`, tag: 'Idea' })).statusCode).toBe(201);
    // support_requests: the Contact Support form.
    expect(
      (
        await c.post('/api/support/requests', {
          subject: `${tag} help`,
          message: 'Please help me with this.',
        })
      ).statusCode,
    ).toBe(201);
    // calendar_feeds: the Profile page's Subscribe.
    expect((await c.post('/api/calendar/feed')).statusCode).toBe(201);
    // totp_credentials and recovery_codes: two-factor sign-in turned on; remembered_devices: a second sign-in
    // whose second step remembers its browser; passkeys: one added; webauthn_challenges: a registration begun.
    const setup = await c.post('/api/auth/two-factor/totp/setup');
    const { key } = setup.json<{ key: string }>();
    expect(
      (await c.post('/api/auth/two-factor/totp/confirm', { code: totpCode(key, t.clock.now()) })).statusCode,
    ).toBe(200);
    const browser = new Browser(t.app);
    await browser.signIn(c.user.email);
    t.clock.advance(30_000);
    const step = await browser.post('/api/auth/two-factor/totp', {
      code: totpCode(key, t.clock.now()),
      rememberDevice: true,
    });
    expect(step.statusCode, step.body).toBe(200);
    const authenticator = new SoftAuthenticator(ORIGIN);
    const options = (
      await c.post('/api/auth/passkeys/options')
    ).json<PublicKeyCredentialCreationOptionsJSON>();
    const added = await c.post('/api/auth/passkeys', {
      name: `${tag} key`,
      response: authenticator.register(options),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await c.post('/api/auth/passkeys/options')).statusCode).toBe(200);
    // No API writes these directly: admin actions come from another (admin) account, billing subscriptions from
    // the payment provider's webhook (see billing.test.ts), memories come from the AI after a reply (memory on), identities from an
    // OpenID Connect sign-in (see oidc.test.ts).
    await t.db
      .insertInto('adminActions')
      .values({ adminId: null, targetUserId: c.user.id, action: 'set_plan', details: { tag } })
      .execute();
    await t.db
      .insertInto('billingSubscriptions')
      .values({ id: `sub_${tag}`, userId: c.user.id, lastEventAt: new Date(), status: 'active' })
      .execute();
    // chat_reply_leases: a reply being written holds one (the reply above has ended and freed its session).
    await t.db
      .insertInto('chatReplyLeases')
      .values({ sessionId: session.id, userId: c.user.id, leaseId: randomUUID(), expiresAt: new Date() })
      .execute();
    await t.db
      .insertInto('memories')
      .values({ userId: c.user.id, sourceSessionId: session.id, content: `${tag} runs a startup` })
      .execute();
    await t.db
      .insertInto('oidcIdentities')
      .values({
        userId: c.user.id,
        issuer: 'https://id.example',
        subject: `${tag}-subject`,
        email: c.user.email,
      })
      .execute();
  };

  it('removes every row of the deleted user in every table, and leaves the other user untouched', async () => {
    const doomed = await t.signUp();
    const kept = await t.signUp();
    await fill(doomed, 'DOOMED');
    await fill(kept, 'KEPT');

    const { owned, unowned } = await catalogue(t.db);
    for (const table of unowned) {
      expect(
        NOT_USER_DATA[table],
        `table ${table} holds no user_id, no foreign key to a user's table and no email: if it holds user data, ` +
          'tie it to the user; otherwise name it in NOT_USER_DATA with the reason',
      ).toBeDefined();
    }
    expect(owned.map((o) => o.table)).toEqual(
      expect.arrayContaining(['users', 'login_sessions', 'messages', 'chat_sessions', 'login_failures']),
    );

    const before = new Map<string, { doomed: Map<string, string>; kept: Map<string, string> }>();
    for (const o of owned) {
      const rows = { doomed: await rowsOf(t.db, o, doomed.user), kept: await rowsOf(t.db, o, kept.user) };
      for (const [who, got] of Object.entries(rows)) {
        expect(
          got.size,
          `table ${o.table} has no row of the ${who} user: fill it in this test (fill()) so its deletion is checked`,
        ).toBeGreaterThan(0);
      }
      before.set(o.table, rows);
    }

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/account.deleteAccount',
      headers: { origin: ORIGIN, cookie: doomed.cookie!, 'content-type': 'application/json' },
      payload: JSON.stringify({ confirmation: doomed.user.email, password: 'correct horse battery' }),
    });
    expect(res.statusCode, res.body).toBe(200);

    for (const o of owned) {
      const rows = before.get(o.table)!;
      expect(
        (await rowsOf(t.db, o, doomed.user)).size,
        `table ${o.table} still holds rows of the deleted user`,
      ).toBe(0);
      // Not only by the ownership query: none of the rows it had (by primary key) is there any more.
      expect(
        (await rowsByKey(t.db, o, [...rows.doomed.keys()])).size,
        `table ${o.table} still holds rows of the deleted user`,
      ).toBe(0);
      expect(await rowsOf(t.db, o, kept.user), `table ${o.table}: the other user's rows changed`).toEqual(
        rows.kept,
      );
    }
    expect((await kept.get('/api/auth/user')).statusCode).toBe(200);
  });
});
