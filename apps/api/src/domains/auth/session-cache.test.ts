import { createTestDb, type TestDb } from '@mentor/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { sessions } from './session-changes';
import {
  createTestApp,
  ORIGIN,
  registerAndSignIn,
  testConfig,
  testTargets,
  uniqueEmail,
  type TestApp,
} from '../../../test/helpers';
import { totpCode } from '../../../test/two-factor';

// The session cache (session-cache.ts) answers most signed-in requests without the database. These tests hold it
// to what a person would notice: a sign-out, a ban, a deletion or a changed profile counts at once.

describe.each(testTargets())('the session cache on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(async () => t.close());

  it('serves repeated requests, and a sign-out ends the session at the very next request', async () => {
    const client = await t.signUp();
    for (let i = 0; i < 3; i += 1) expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    expect((await client.post('/api/logout')).statusCode).toBe(303);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('shows a changed profile at once, and refuses a banned user at once', async () => {
    const admin = await t.signUp({ email: uniqueEmail('chief') });
    await t.db.updateTable('users').set({ isAdmin: true }).where('id', '=', admin.user.id).execute();
    const client = await t.signUp();
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);

    const renamed = await client.patch('/api/auth/profile', {
      firstName: 'Renamed',
      lastName: 'Person',
      email: client.user.email,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ firstName: 'Renamed' });

    expect((await admin.post(`/api/admin/users/${client.user.id}/ban`)).statusCode).toBe(200);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('ends the sessions of a deleted account at once', async () => {
    const client = await t.signUp();
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    await t.db.deleteFrom('users').where('id', '=', client.user.id).execute();
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });
});

// Two instances on one database, on every target. B is detached from this process's explicit invalidations (as
// another process would be), and on PGlite there is no announcement at all, so B hears nothing of A: the widest
// window there is. Whatever B cached, a write with a session ended elsewhere is refused at the very next request.
describe.each(testTargets())(
  'a session ended on one instance, at the very next write on another, on %s',
  (target) => {
    let testDb: TestDb;
    let a: FastifyInstance;
    let b: FastifyInstance;
    beforeAll(async () => {
      testDb = await createTestDb({ target });
      const config = testConfig(target === 'postgres' ? { databaseUrl: testDb.url } : {});
      a = await buildApp(config, { db: testDb.db });
      b = await buildApp(config, { db: testDb.db });
      await Promise.all([a.ready(), b.ready()]);
      sessions.detach(b.sessionCache);
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      await testDb?.destroy();
    });

    const rename = (app: FastifyInstance, cookie: string, email: string, firstName: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: { cookie, origin: ORIGIN },
        payload: { firstName, lastName: 'Lee', email },
      });

    it('a sign-out on A: B refuses the next write (REST and tRPC), though it had the session cached', async () => {
      const email = uniqueEmail('two');
      const res = await registerAndSignIn(a, {
        email,
        password: 'a long password',
        firstName: 'Ann',
        lastName: 'Lee',
      });
      const token = res.cookies.find((c) => c.name === 'mentor_session')?.value;
      expect(token, res.body).toBeDefined();
      const cookie = `mentor_session=${token}`;
      expect((await rename(b, cookie, email, 'Before')).statusCode).toBe(200);
      // Then B validates the session and caches it (the second read is served from its cache).
      for (let i = 0; i < 2; i += 1) {
        expect(
          (await b.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode,
        ).toBe(200);
      }

      const out = await a.inject({ method: 'POST', url: '/api/logout', headers: { cookie, origin: ORIGIN } });
      expect(out.statusCode).toBe(303);

      // At once, with no wait for any announcement.
      const write = await rename(b, cookie, email, 'After');
      expect(write.statusCode).toBe(401);
      const mutation = await b.inject({
        method: 'POST',
        url: '/api/trpc/goals.create',
        headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ title: 'Written after the sign-out' }),
      });
      expect(mutation.statusCode).toBe(401);
      const row = await testDb.db
        .selectFrom('users')
        .select('firstName')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(row?.firstName).toBe('Before');
      expect(
        await testDb.db
          .selectFrom('goals')
          .select('id')
          .where('title', '=', 'Written after the sign-out')
          .execute(),
      ).toEqual([]);
    });
  },
);

const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

// Two instances on one PostgreSQL database: a sign-out or a ban on one is heard by the other through the database's
// announcement (LISTEN/NOTIFY). Without it the other would keep serving its cached session for up to 10 s, and the
// polls below (at most 3 s) would fail. PostgreSQL only: PGlite has one process (its folder is locked).
postgres('the session cache across two instances on PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  let testDb: TestDb;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDb({ target: 'postgres' });
    const config = testConfig({ databaseUrl: testDb.url });
    a = await buildApp(config, { db: testDb.db });
    b = await buildApp(config, { db: testDb.db });
    await Promise.all([a.ready(), b.ready()]);
    // B hears A only through the database (another process would): not through this process's explicit calls.
    sessions.detach(b.sessionCache);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await testDb.destroy();
  });

  const user = async (app: FastifyInstance, cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode;

  /** Polls until `app` answers `status` for the cookie: true when it did within about 3 s. */
  async function becomes(app: FastifyInstance, cookie: string, status: number): Promise<boolean> {
    for (let i = 0; i < 60; i += 1) {
      if ((await user(app, cookie)) === status) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }

  async function signUp(app: FastifyInstance): Promise<{ cookie: string; id: string }> {
    const res = await registerAndSignIn(app, {
      email: uniqueEmail(),
      password: 'a long password',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    const cookie = res.cookies.find((c) => c.name === 'mentor_session');
    if (!cookie) throw new Error(`sign-up failed: ${res.body}`);
    return { cookie: `mentor_session=${cookie.value}`, id: res.json<{ id: string }>().id };
  }

  it('a session made on one instance works on the other, and a sign-out on one is honoured by the other', async () => {
    // Both instances listen before the test relies on them hearing each other.
    const { cookie } = await signUp(a);
    expect(await becomes(b, cookie, 200)).toBe(true);
    expect(await user(b, cookie)).toBe(200);
    const out = await a.inject({ method: 'POST', url: '/api/logout', headers: { cookie, origin: ORIGIN } });
    expect(out.statusCode).toBe(303);
    expect(await becomes(b, cookie, 401)).toBe(true);
  });

  it('two-factor sign-in turned on, and a second step done, on one instance are heard by the other', async () => {
    const { cookie } = await signUp(a);
    const email = (await a.inject({ url: '/api/auth/user', headers: { cookie } })).json<{ email: string }>()
      .email;
    const again = await a.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: 'a long password' }),
    });
    const other = `mentor_session=${again.cookies.find((c) => c.name === 'mentor_session')!.value}`;
    expect(await becomes(b, other, 200)).toBe(true);
    const post = (cookie: string, url: string, body: unknown) =>
      a.inject({
        method: 'POST',
        url,
        headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const { key } = (await post(cookie, '/api/auth/two-factor/totp/setup', {})).json<{ key: string }>();
    expect(
      (await post(cookie, '/api/auth/two-factor/totp/confirm', { code: totpCode(key, new Date()) }))
        .statusCode,
    ).toBe(200);
    // B had the other session cached as signed in: it now waits for its second step there too.
    expect(await becomes(b, other, 401)).toBe(true);
    const step = await post(other, '/api/auth/two-factor/totp', { code: totpCode(key, new Date(), 1) });
    expect(step.statusCode, step.body).toBe(200);
    expect(await becomes(b, other, 200)).toBe(true);

    // A third sign-in waits for its step (B has it cached so); turned off on A, B lets it in.
    const third = await a.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: 'a long password' }),
    });
    const waiting = `mentor_session=${third.cookies.find((c) => c.name === 'mentor_session')!.value}`;
    expect(await user(b, waiting)).toBe(401);
    expect(
      (await post(cookie, '/api/auth/two-factor/disable', { password: 'a long password' })).statusCode,
    ).toBe(200);
    expect(await becomes(b, waiting, 200)).toBe(true);
  });

  it('a ban written by one instance is honoured by the other', async () => {
    const { cookie, id } = await signUp(a);
    expect(await becomes(b, cookie, 200)).toBe(true);
    await a.services.db.updateTable('users').set({ bannedAt: new Date() }).where('id', '=', id).execute();
    expect(await becomes(b, cookie, 401)).toBe(true);
  });
});
