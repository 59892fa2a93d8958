import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@mentor/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meta } from '../src/trpc/init';
import { appRouter } from '../src/trpc/router';
import { createTestApp, ORIGIN, type Client, type TestApp } from './helpers';

// Lists every tRPC procedure and every /api route from the running app, so a route added later is checked
// without anyone remembering to: each non-public one answers 401 signed out, each admin one 403 to a non-admin
// and lets an admin through (200 for reads; the guard passed for writes, which then judge their input).
// No list may be empty: a check over nothing would pass without checking anything.

interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; meta?: Meta };
}
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>).map(
  ([path, p]) => ({
    path,
    type: p._def.type,
    auth: p._def.meta?.auth,
  }),
);

/** Admin reads that need an id: called without one, the guard lets the admin through to a 400. */
const READS_OF_ONE = new Set(['admin.outboxMessage']);

describe('route coverage', () => {
  let t: TestApp;
  let admin: Client;
  let member: Client;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp(); // the first account is admin; the member below is not
    member = await t.signUp();
  });
  afterAll(async () => t?.close());

  const callProcedure = (path: string, type: string, cookie?: string) =>
    type === 'mutation'
      ? t.app.inject({
          method: 'POST',
          url: `/api/trpc/${path}`,
          headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload: '{}',
        })
      : t.app.inject({ method: 'GET', url: `/api/trpc/${path}`, headers: cookie ? { cookie } : {} });

  it('finds the procedures and routes it checks', () => {
    expect(procedures.length).toBeGreaterThanOrEqual(4);
    expect(t.app.routeTable.filter((r) => r.url.startsWith('/api/')).length).toBeGreaterThanOrEqual(8);
  });

  it('gives every procedure a declared audience', () => {
    for (const p of procedures) expect(['public', 'user', 'admin'], p.path).toContain(p.auth);
  });

  it('gives every /api route a declared audience', () => {
    for (const r of t.app.routeTable) {
      if (!r.url.startsWith('/api/') || r.url.startsWith('/api/trpc')) continue;
      expect(['public', 'user', 'admin'], `${r.method} ${r.url}`).toContain(r.auth);
    }
  });

  const nonPublicProcedures = procedures.filter((x) => x.auth !== 'public');
  const adminProcedures = procedures.filter((x) => x.auth === 'admin');
  const nonPublicRoutes = () =>
    t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/trpc') && r.auth !== 'public',
    );
  const adminRoutes = () => t.app.routeTable.filter((r) => r.auth === 'admin');

  it('answers 401 signed out for every non-public procedure', async () => {
    expect(nonPublicProcedures.length).toBeGreaterThan(0);
    for (const p of nonPublicProcedures) {
      const res = await callProcedure(p.path, p.type);
      expect(res.statusCode, p.path).toBe(401);
    }
  });

  it('answers 403 to a non-admin for every admin procedure', async () => {
    expect(adminProcedures.length).toBeGreaterThan(0);
    for (const p of adminProcedures) {
      const res = await callProcedure(p.path, p.type, member.cookie);
      expect(res.statusCode, p.path).toBe(403);
    }
  });

  it('lets an admin through every admin procedure: 200 for each query, no 401 or 403 for a mutation', async () => {
    for (const p of adminProcedures) {
      const res = await callProcedure(p.path, p.type, admin.cookie);
      // A read of one thing (a message by id) judges its missing input (400); every other read answers 200.
      if (p.type === 'query' && READS_OF_ONE.has(p.path))
        expect(res.statusCode, `${p.path} ${res.body}`).toBe(400);
      else if (p.type === 'query') expect(res.statusCode, `${p.path} ${res.body}`).toBe(200);
      else expect([401, 403], `${p.path} ${res.body}`).not.toContain(res.statusCode);
    }
  });

  const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID());

  it('answers 401 {"message":"Unauthorized"} signed out for every non-public /api route', async () => {
    expect(nonPublicRoutes().length).toBeGreaterThan(0);
    for (const r of nonPublicRoutes()) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: '{}' }),
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json<{ message: string }>().message, `${r.method} ${r.url}`).toContain('Unauthorized');
    }
  });

  const callRoute = (r: { method: string; url: string }, cookie: string) =>
    t.app.inject({
      method: r.method as 'GET',
      url: concrete(r.url),
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: '{}' }),
    });

  it('answers 403 to a non-admin for every admin /api route', async () => {
    expect(adminRoutes().length).toBeGreaterThan(0);
    for (const r of adminRoutes()) {
      const res = await callRoute(r, member.cookie!);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });

  it('lets an admin through every admin /api route: 200 for each GET, no 401 or 403 otherwise', async () => {
    for (const r of adminRoutes()) {
      const res = await callRoute(r, admin.cookie!);
      if (r.method === 'GET') expect(res.statusCode, `${r.method} ${r.url} ${res.body}`).toBe(200);
      else expect([401, 403], `${r.method} ${r.url} ${res.body}`).not.toContain(res.statusCode);
    }
  });

  it('answers a tRPC input error with the spec message and the field errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/account.updateProfile',
      headers: { origin: ORIGIN, cookie: member.cookie!, 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: ' ', lastName: '', email: 'not-an-email' }),
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{ error: { message: string; data: Record<string, unknown> } }>();
    expect(error.message).toBe(MESSAGES.profile.firstNameRequired);
    expect(error.data).toEqual({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      path: 'account.updateProfile',
      fieldErrors: {
        firstName: [MESSAGES.profile.firstNameRequired],
        lastName: [MESSAGES.profile.lastNameRequired],
        email: [MESSAGES.profile.invalidEmail],
      },
    });
    expect(res.body).not.toContain('ZodError');
    expect((await member.reload()).firstName).toBe('Test');
  });
});
