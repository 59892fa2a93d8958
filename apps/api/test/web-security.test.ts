import { createTestDb, type TestDb } from '@mentor/db/testing';
import { MESSAGES } from '@mentor/validation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ORIGIN, sessionCookieOf, testConfig, uniqueEmail } from './helpers';

// Web security findings, each held by a test: whole-origin comparison, percent-encoded paths, the answers'
// caching and permissions headers, and the __Host- prefix of a Secure session cookie.

const register = (
  app: FastifyInstance,
  origin: string,
  url = '/api/auth/register',
  email = uniqueEmail('sec'),
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin, host: 'localhost:3000' },
    payload: { email, password: 'a long password', firstName: 'S', lastName: 'C' },
  });

/** Signs up, then in (sign-up itself signs nobody in): the sign-in's answer, with its cookie. */
async function signUpAndIn(app: FastifyInstance) {
  const email = uniqueEmail('sec');
  expect((await register(app, ORIGIN, '/api/auth/register', email)).statusCode).toBe(202);
  return app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin: ORIGIN, host: 'localhost:3000' },
    payload: { email, password: 'a long password' },
  });
}

describe('web security', () => {
  let db: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await createTestDb();
    app = await buildApp(testConfig(), { db: db.db });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it('compares whole origins: an https Origin is not this http server, however its host matches', async () => {
    const https = await register(app, 'https://localhost:3000');
    expect(https.statusCode).toBe(403);
    expect(https.json()).toEqual({ message: MESSAGES.generic.originRefused });
    expect((await register(app, 'http://localhost:3001')).statusCode).toBe(403);
    expect((await register(app, ORIGIN)).statusCode).toBe(202);
  });

  it.each(['/%61pi/auth/register', '/%61pi/login', '/api/%61uth/register', '/%2561pi/login'])(
    'checks the Origin of %s by the path the router matches',
    async (url) => {
      const res = await register(app, 'https://evil.example', url);
      // Refused by the Origin check, or not a route at all; never served.
      expect([403, 404]).toContain(res.statusCode);
      expect(res.cookies.find((c) => c.name.includes('mentor_session'))).toBeUndefined();
    },
  );

  it('/%61pi/auth/register with a foreign Origin is refused with the Origin message', async () => {
    const res = await register(app, 'https://evil.example', '/%61pi/auth/register');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.generic.originRefused });
  });

  it('api answers are never stored (Cache-Control: no-store); every answer limits powerful features', async () => {
    const reg = await signUpAndIn(app);
    const cookie = sessionCookieOf(reg)!;
    const goals = await app.inject({ url: '/api/goals', headers: { cookie } });
    expect(goals.statusCode).toBe(200);
    expect(goals.headers['cache-control']).toBe('no-store');
    const trpc = await app.inject({ url: '/api/trpc/auth.me', headers: { cookie } });
    expect(trpc.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/goals' })).headers['cache-control']).toBe('no-store');
    for (const url of ['/api/goals', '/healthz']) {
      const policy = String((await app.inject({ url })).headers['permissions-policy']);
      expect(policy).toContain('microphone=(self)');
      expect(policy).toContain('camera=()');
    }
  });
});

describe('a Secure session cookie', () => {
  let db: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await createTestDb();
    app = await buildApp(testConfig({ cookieSecure: true }), { db: db.db });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it('is named with the __Host- prefix (Secure, Path=/, no Domain), and only that name signs in', async () => {
    const reg = await signUpAndIn(app);
    expect(reg.statusCode).toBe(200);
    const cookie = reg.cookies.find((c) => c.name === '__Host-mentor_session');
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(cookie?.domain).toBeUndefined();
    const as = (name: string) =>
      app.inject({ url: '/api/auth/user', headers: { cookie: `${name}=${cookie!.value}` } });
    expect((await as('__Host-mentor_session')).statusCode).toBe(200);
    expect((await as('mentor_session')).statusCode).toBe(401);
  });
});
