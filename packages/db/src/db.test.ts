import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDb,
  isDatabaseUnavailable,
  MENTOR_SEEDS,
  migratedPgliteDump,
  migrateToLatest,
  migrations,
  pendingMigrations,
  seedMentors,
} from './index';
import { migrationProvider } from './migrations/index';
import { createTestDb, testTargets, type TestDb } from './testing/index';

describe.each(testTargets())('database on %s', (target) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ target });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function newUser(email = `u${Math.random().toString(36).slice(2)}@example.com`) {
    return t.db
      .insertInto('users')
      .values({ email, subscriptionTier: 'starter' })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  it('is migrated and seeded with the three mentors, each with a real system prompt', async () => {
    const mentors = await t.db.selectFrom('mentors').selectAll().orderBy('type').execute();
    expect(mentors.map((m) => m.type)).toEqual(['career', 'founder', 'life']);
    for (const m of mentors) expect(m.systemPrompt).toMatch(/1 to 3 concrete next steps/);
  });

  it('seeds idempotently', async () => {
    await seedMentors(t.db);
    await seedMentors(t.db);
    const { count } = await t.db
      .selectFrom('mentors')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(MENTOR_SEEDS.length);
  });

  it('returns counts and numerics as numbers and timestamps as Dates, with camelCase keys', async () => {
    const user = await newUser();
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(user.sessionsLimit).toBe(5);
    expect(user.subscriptionTier).toBe('starter');
    expect(user.isAdmin).toBe(false);
    const row = await sql<{ c: number; n: number }>`select count(*) as c, 1.25::numeric as n`.execute(t.db);
    expect(row.rows[0]).toEqual({ c: 1, n: 1.25 });
  });

  it('keeps the keys inside JSON columns as they were written', async () => {
    const user = await newUser();
    const item = await t.db
      .insertInto('inspirationItems')
      .values({
        userId: user.id,
        text: 'x',
        tag: 'Goal',
        steps: JSON.stringify([{ id: 'a', text: 's', done: false, created_at: 1 }]),
      })
      .returning(['steps'])
      .executeTakeFirstOrThrow();
    expect(item.steps).toEqual([{ id: 'a', text: 's', done: false, created_at: 1 }]);
  });

  it('enforces emails unique and lowercase', async () => {
    await newUser('same@example.com');
    await expect(newUser('same@example.com')).rejects.toThrow();
    await expect(newUser('Upper@example.com')).rejects.toThrow();
  });

  it('enforces enums, ranges and lengths in the database', async () => {
    const user = await newUser();
    const goal = { userId: user.id, title: 'T', description: '', category: 'career' as const };
    await expect(
      t.db
        .insertInto('goals')
        .values({ ...goal, progress: 101 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto('goals')
        .values({ ...goal, progress: -1 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto('goals')
        .values({ ...goal, category: 'hobby' as never })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto('goals')
        .values({ ...goal, status: 'completed', progress: 50 })
        .execute(),
    ).rejects.toThrow();
    const item = { userId: user.id, tag: 'Idea' as const, text: 'ok' };
    await expect(
      t.db
        .insertInto('inspirationItems')
        .values({ ...item, text: '' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto('inspirationItems')
        .values({ ...item, text: 'x'.repeat(1001) })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto('inspirationItems')
        .values({ ...item, position: -1 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto('inspirationItems')
        .values({ ...item, dueDate: '2024/01/01' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto('inspirationItems')
        .values({ ...item, priority: 'Urgent' as never })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .updateTable('users')
        .set({ subscriptionTier: 'gold' as never })
        .where('id', '=', user.id)
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto('inspirationItems')
        .values({ ...item, text: 'x'.repeat(1000) })
        .execute(),
    ).resolves.toBeDefined();
  });

  it('enforces the profile enums, the email and memory lengths and the session JSON arrays', async () => {
    const user = await newUser();
    const setUser = (values: Record<string, unknown>) =>
      t.db
        .updateTable('users')
        .set(values as never)
        .where('id', '=', user.id)
        .execute();
    for (const preferredTone of ['blunt', 'Direct', ''])
      await expect(setUser({ preferredTone })).rejects.toThrow();
    for (const timeHorizon of ['2 years', '90 Days', ''])
      await expect(setUser({ timeHorizon })).rejects.toThrow();
    for (const preferredTone of ['direct', 'supportive', 'analytical', null])
      await expect(setUser({ preferredTone })).resolves.toBeDefined();
    for (const timeHorizon of ['30 days', '90 days', '6 months', '1 year', null])
      await expect(setUser({ timeHorizon })).resolves.toBeDefined();

    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    await expect(newUser(email(255))).rejects.toThrow();
    expect((await newUser(email(254))).email).toHaveLength(254);

    const memory = (content: string) =>
      t.db.insertInto('memories').values({ userId: user.id, content }).execute();
    await expect(memory('m'.repeat(301))).rejects.toThrow();
    await expect(memory('m'.repeat(300))).resolves.toBeDefined();

    const mentor = await t.db.selectFrom('mentors').select('id').executeTakeFirstOrThrow();
    const session = (values: Record<string, unknown>) =>
      t.db
        .insertInto('chatSessions')
        .values({ userId: user.id, mentorId: mentor.id, title: 'S', ...values })
        .execute();
    await expect(session({ keyInsights: '{}' })).rejects.toThrow();
    await expect(session({ keyInsights: '"text"' })).rejects.toThrow();
    await expect(session({ actionItems: '{"text":"x"}' })).rejects.toThrow();
    await expect(session({ actionItems: 'null' })).rejects.toThrow();
    await expect(session({ keyInsights: '["a"]', actionItems: '[]' })).resolves.toBeDefined();
  });

  it('adds the billing tables and takes them away again on the way down', async () => {
    const own = await createTestDb({ target });
    try {
      const user = await own.db
        .insertInto('users')
        .values({ email: 'payer@example.com' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await own.db
        .insertInto('billingSubscriptions')
        .values({ id: 'sub_1', userId: user.id, lastEventAt: new Date('2026-11-01T00:00:00Z') })
        .execute();
      await own.db
        .insertInto('billingEvents')
        .values({ id: 'evt_1', type: 'customer.subscription.created', eventCreatedAt: new Date() })
        .execute();
      // One row per event id: a repeated delivery cannot be recorded twice.
      await expect(
        own.db
          .insertInto('billingEvents')
          .values({ id: 'evt_1', type: 'customer.subscription.created', eventCreatedAt: new Date() })
          .execute(),
      ).rejects.toThrow();
      // A user's deletion takes their subscriptions' bookkeeping with it.
      await own.db.deleteFrom('users').where('id', '=', user.id).execute();
      expect(await own.db.selectFrom('billingSubscriptions').selectAll().execute()).toEqual([]);

      const migrator = new Migrator({ db: own.db, provider: migrationProvider });
      expect((await migrator.migrateTo('20261123T085500-enum-and-length-checks')).error).toBeUndefined();
      const tables = async () =>
        (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_name like 'billing_%' and table_schema = current_schema()`.execute(own.db)
        ).rows.map((r) => r.name);
      expect(await tables()).toEqual([]);
      await migrateToLatest(own.db);
      expect((await tables()).sort()).toEqual(['billing_events', 'billing_subscriptions']);
    } finally {
      await own.destroy();
    }
  });

  it('repairs rows the new checks would refuse when it migrates, and stops on an email it cannot repair', async () => {
    const own = await createTestDb({ target });
    try {
      const migrator = new Migrator({ db: own.db, provider: migrationProvider });
      const before = await migrator.migrateTo('20261122T040000-message-order');
      expect(before.error).toBeUndefined();
      const user = (
        await sql<{ id: string }>`insert into users (email, subscription_tier, preferred_tone, time_horizon)
          values ('old@example.com', 'starter', 'blunt', '1 Year') returning id`.execute(own.db)
      ).rows[0]!;
      const other = (
        await sql<{ id: string }>`insert into users (email, subscription_tier, preferred_tone, time_horizon)
          values ('other@example.com', 'starter', ' Supportive', 'forever') returning id`.execute(own.db)
      ).rows[0]!;
      const mentor = await own.db.selectFrom('mentors').select('id').executeTakeFirstOrThrow();
      await sql`insert into memories (user_id, content) values (${user.id}, ${'m'.repeat(400)})`.execute(
        own.db,
      );
      await sql`insert into chat_sessions (user_id, mentor_id, title, key_insights, action_items)
        values (${user.id}, ${mentor.id}, 'S', '{"a":1}'::jsonb, '"x"'::jsonb)`.execute(own.db);

      await migrateToLatest(own.db);
      const users = await own.db
        .selectFrom('users')
        .select(['id', 'preferredTone', 'timeHorizon'])
        .where('id', 'in', [user.id, other.id])
        .execute();
      expect(users.find((u) => u.id === user.id)).toMatchObject({
        preferredTone: null,
        timeHorizon: '1 year',
      });
      expect(users.find((u) => u.id === other.id)).toMatchObject({
        preferredTone: 'supportive',
        timeHorizon: null,
      });
      const stored = await own.db.selectFrom('memories').select('content').executeTakeFirstOrThrow();
      expect(stored.content).toBe('m'.repeat(300));
      const sessionRow = await own.db
        .selectFrom('chatSessions')
        .select(['keyInsights', 'actionItems'])
        .executeTakeFirstOrThrow();
      expect(sessionRow).toEqual({ keyInsights: [], actionItems: [] });

      // Down again, then a login the migration cannot shorten: it stops and says why.
      expect((await migrator.migrateTo('20261122T040000-message-order')).error).toBeUndefined();
      const long = `${'a'.repeat(300)}@example.com`;
      await sql`insert into users (email, subscription_tier) values (${long}, 'starter')`.execute(own.db);
      await expect(migrateToLatest(own.db)).rejects.toThrow(/email longer than 254 characters/);
      await sql`delete from users where email = ${long}`.execute(own.db);
      await migrateToLatest(own.db);
    } finally {
      await own.destroy();
    }
  });

  it('gives existing sign-in sessions an opaque id and their creation time as created and last used', async () => {
    const own = await createTestDb({ target });
    try {
      const migrator = new Migrator({ db: own.db, provider: migrationProvider });
      expect((await migrator.migrateTo('20261123T085500-enum-and-length-checks')).error).toBeUndefined();
      const user = (
        await sql<{ id: string }>`insert into users (email, subscription_tier)
          values ('sess@example.com', 'starter') returning id`.execute(own.db)
      ).rows[0]!;
      const sess = {
        userId: user.id,
        createdAt: '2026-11-01T08:00:00.000Z',
        absoluteExpiresAt: '2027-01-30T08:00:00.000Z',
      };
      await sql`insert into login_sessions (sid, sess, expire, user_id)
        values ('old-sid', ${JSON.stringify(sess)}::jsonb, '2026-12-01T08:00:00Z', ${user.id})`.execute(
        own.db,
      );
      await migrateToLatest(own.db);
      const row = await own.db
        .selectFrom('loginSessions')
        .select(['id', 'userAgent', 'createdAt', 'lastUsedAt'])
        .where('sid', '=', 'old-sid')
        .executeTakeFirstOrThrow();
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.userAgent).toBeNull();
      expect(row.createdAt.toISOString()).toBe('2026-11-01T08:00:00.000Z');
      expect(row.lastUsedAt.toISOString()).toBe('2026-11-01T08:00:00.000Z');
      // Down and up again.
      expect((await migrator.migrateTo('20261123T085500-enum-and-length-checks')).error).toBeUndefined();
      await migrateToLatest(own.db);
    } finally {
      await own.destroy();
    }
  });

  it('deletes everything a user owns when the user is deleted', async () => {
    const user = await newUser();
    const mentor = await t.db
      .selectFrom('mentors')
      .select('id')
      .where('type', '=', 'life')
      .executeTakeFirstOrThrow();
    const session = await t.db
      .insertInto('chatSessions')
      .values({ userId: user.id, mentorId: mentor.id, title: 'S', keyInsights: '[]', actionItems: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('messages')
      .values({ sessionId: session.id, role: 'user', content: 'hi' })
      .execute();
    await t.db
      .insertInto('sessionSummaries')
      .values({
        sessionId: session.id,
        userId: user.id,
        summary: 's',
        keyInsights: '[]',
        actionItems: '[]',
        sentiment: 'neutral',
        progressMade: '',
        nextSteps: '',
      })
      .execute();
    await t.db
      .insertInto('goals')
      .values({ userId: user.id, title: 'G', description: '', category: 'life', milestones: '[]' })
      .execute();
    await t.db
      .insertInto('memories')
      .values({ userId: user.id, content: 'likes running', sourceSessionId: session.id })
      .execute();
    await t.db
      .insertInto('loginSessions')
      .values({
        sid: `sid-${user.id}`,
        userId: user.id,
        expire: new Date(),
        sess: JSON.stringify({ userId: user.id }),
      })
      .execute();
    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    for (const table of ['chatSessions', 'goals', 'memories', 'sessionSummaries', 'loginSessions'] as const) {
      const rows = await t.db.selectFrom(table).select('userId').where('userId', '=', user.id).execute();
      expect(rows, table).toHaveLength(0);
    }
    const messages = await t.db
      .selectFrom('messages')
      .select('id')
      .where('sessionId', '=', session.id)
      .execute();
    expect(messages).toHaveLength(0);
  });

  it('keeps admin actions and support requests valid, and what happens to them when a user goes', async () => {
    const admin = await newUser();
    const user = await newUser();
    const action = (values: Record<string, unknown>) =>
      t.db
        .insertInto('adminActions')
        .values({ adminId: admin.id, targetUserId: user.id, action: 'ban', ...values })
        .execute();
    await expect(action({ details: JSON.stringify({ sessionsEnded: 1 }) })).resolves.toBeDefined();
    await expect(action({ action: 'delete' })).rejects.toThrow();
    await expect(action({ details: '[]' })).rejects.toThrow();

    const request = (values: Record<string, unknown>) =>
      t.db
        .insertInto('supportRequests')
        .values({ userId: user.id, subject: 'S', message: 'Long enough message', ...values })
        .returning(['id', 'priority', 'status', 'resolvedAt'])
        .executeTakeFirstOrThrow();
    expect(await request({})).toMatchObject({ priority: 'normal', status: 'open', resolvedAt: null });
    await expect(request({ priority: 'urgent' })).rejects.toThrow();
    await expect(request({ message: 'short' })).rejects.toThrow();
    await expect(request({ subject: '' })).rejects.toThrow();
    await expect(request({ status: 'resolved' })).rejects.toThrow(); // resolved needs resolved_at
    const resolved = await request({ status: 'resolved', resolvedAt: new Date(), resolvedBy: admin.id });

    // The admin's account goes: the records stay, without their author.
    await t.db.deleteFrom('users').where('id', '=', admin.id).execute();
    const kept = await t.db
      .selectFrom('supportRequests')
      .select('resolvedBy')
      .where('id', '=', resolved.id)
      .executeTakeFirstOrThrow();
    expect(kept.resolvedBy).toBeNull();
    const actions = await t.db
      .selectFrom('adminActions')
      .select('adminId')
      .where('targetUserId', '=', user.id)
      .execute();
    expect(actions).toEqual([{ adminId: null }]);
    // The user goes: their requests and the actions on them go too.
    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(
      await t.db.selectFrom('supportRequests').select('id').where('userId', '=', user.id).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('adminActions').select('id').where('targetUserId', '=', user.id).execute(),
    ).toEqual([]);
  });

  it('ranks memories with full-text search', async () => {
    const user = await newUser();
    await t.db
      .insertInto('memories')
      .values([
        { userId: user.id, content: 'Is preparing for product manager interviews' },
        { userId: user.id, content: 'Runs every morning before work' },
      ])
      .execute();
    const rows = await t.db
      .selectFrom('memories')
      .select('content')
      .where('userId', '=', user.id)
      // Any of the words may match (OR), as the mentor's memory recall does.
      .where(
        sql<boolean>`search @@ replace(plainto_tsquery('english', ${'interview tips'})::text, '&', '|')::tsquery`,
      )
      .execute();
    expect(rows.map((r) => r.content)).toEqual(['Is preparing for product manager interviews']);
  });
});

describe('createDb with an embedded database', () => {
  it('persists under DATA_DIR across restarts and migrates idempotently', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mentor-db-'));
    try {
      const first = await createDb({ dataDir: dir });
      expect(first.kind).toBe('pglite');
      await first.db
        .insertInto('users')
        .values({ email: 'keep@example.com', subscriptionTier: 'starter' })
        .execute();
      await first.close();
      const second = await createDb({ dataDir: dir });
      const user = await second.db.selectFrom('users').select('email').executeTakeFirst();
      expect(user?.email).toBe('keep@example.com');
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Two cold starts of the embedded database (initdb, migrations): slow on a busy machine.
  }, 120_000);

  it('starts a new DATA_DIR from a migrated tarball, and never loads it over an existing database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mentor-template-'));
    const template = join(dir, 'template.tar');
    try {
      const dump = await migratedPgliteDump();
      writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
      // No migration run here: everything comes from the tarball.
      const first = await createDb({ dataDir: join(dir, 'data'), pgliteTemplate: template, migrate: false });
      expect(await pendingMigrations(first.db)).toEqual([]);
      const mentors = await first.db.selectFrom('mentors').select('id').execute();
      expect(mentors).toHaveLength(MENTOR_SEEDS.length);
      await first.db
        .insertInto('users')
        .values({ email: 'kept@example.com', subscriptionTier: 'starter' })
        .execute();
      await first.close();
      const second = await createDb({ dataDir: join(dir, 'data'), pgliteTemplate: template, migrate: false });
      const users = await second.db.selectFrom('users').select('email').execute();
      expect(users).toEqual([{ email: 'kept@example.com' }]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('tells which migrations a database has not run', async () => {
    const bare = await createDb({ dataDir: 'memory://', migrate: false });
    try {
      expect(await pendingMigrations(bare.db)).toEqual(Object.keys(migrations));
      await migrateToLatest(bare.db);
      expect(await pendingMigrations(bare.db)).toEqual([]);
    } finally {
      await bare.close();
    }
  }, 120_000);

  it('refuses a second process on the same DATA_DIR, and takes over a lock its dead owner left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mentor-lock-'));
    try {
      const first = await createDb({ dataDir: dir, migrate: false });
      // Another process holds it: this test process's own pid stands for it (a running process).
      await expect(createDb({ dataDir: dir, migrate: false })).rejects.toThrow(
        /in use by another MentorAI process \(pid \d+\)/,
      );
      await first.close();
      expect(existsSync(join(dir, 'pglite', 'mentorai.lock'))).toBe(false);

      // A crashed owner's lock: a pid no running process has.
      const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
      writeFileSync(join(dir, 'pglite', 'mentorai.lock'), gone.stdout.toString());
      const again = await createDb({ dataDir: dir, migrate: false });
      expect(readFileSync(join(dir, 'pglite', 'mentorai.lock'), 'utf8')).toBe(String(process.pid));
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('fails fast with a clear error when PostgreSQL cannot be reached', async () => {
    await expect(createDb({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toThrow();
  });
});

// A restarted server or an admin ending a connection must not end the process: the pool reports the failed idle
// connection and opens a fresh one for the next query.
describe.runIf(process.env.TEST_DATABASE_URL)('pg pool on PostgreSQL', () => {
  it('survives an idle connection being terminated, and reports it', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const errors: Error[] = [];
    const handle = await createDb({
      databaseUrl: url,
      migrate: false,
      onConnectionError: (e) => errors.push(e),
    });
    const other = await createDb({ databaseUrl: url, migrate: false, maxConnections: 1 });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      const pid = rows[0]!.pid;
      await sql`select pg_terminate_backend(${pid})`.execute(other.db);
      for (let i = 0; i < 50 && errors.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(errors.length).toBe(1);
      const after = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(after.rows[0]!.one).toBe(1);
    } finally {
      await other.close();
      await handle.close();
    }
  });

  it('cancels a statement longer than the statement timeout; that failure counts as the database being unavailable', async () => {
    const handle = await createDb({
      databaseUrl: process.env.TEST_DATABASE_URL!,
      migrate: false,
      timeouts: { statementMs: 200 },
    });
    try {
      const error = await sql`select pg_sleep(3)`.execute(handle.db).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: '57014' });
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows[0]!.one).toBe(1);
    } finally {
      await handle.close();
    }
  });

  it('fails a query whose connection is ended while it runs, without ending the process', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const handle = await createDb({ databaseUrl: url, migrate: false, maxConnections: 1 });
    const other = await createDb({ databaseUrl: url, migrate: false, maxConnections: 1 });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      const running = sql`select pg_sleep(5)`.execute(handle.db).catch((e: unknown) => e);
      await new Promise((r) => setTimeout(r, 200));
      await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(other.db);
      const error = await running;
      expect(isDatabaseUnavailable(error)).toBe(true);
      // The ended connection may be handed out once more before its end is seen (that query fails the same way);
      // then a new one answers.
      let answer: { one: number } | undefined;
      for (let i = 0; i < 3 && !answer; i += 1)
        answer = await sql<{ one: number }>`select 1 as one`.execute(handle.db).then(
          (r) => r.rows[0],
          () => undefined,
        );
      expect(answer).toEqual({ one: 1 });
    } finally {
      await other.close();
      await handle.close();
    }
  });
});

describe('isDatabaseUnavailable', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('is true for an unreachable or overloaded database, also as a cause', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is shutting down', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('sorry, too many clients already', '53300'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('reset', 'ECONNRESET') }))).toBe(
      true,
    );
  });

  it('is false for a failure of the statement itself', () => {
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable('a string')).toBe(false);
  });
});
