import { createTestDb, type TestDb } from '@mentor/db/testing';
import { MESSAGES } from '@mentor/validation';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { sendError } from '../src/lib/rest';
import { createInnerContext, type Context } from '../src/trpc/context';
import { adminProcedure, createCallerFactory, protectedProcedure, router } from '../src/trpc/init';
import { registerAndSignIn, sessionCookieOf, testConfig, uniqueEmail } from './helpers';

// adminProcedure itself, apart from any domain: a small router built with it is mounted on the real app (session
// cookie, error formatter), over tRPC and behind a REST route with `config.auth: 'admin'`. Route coverage
// (routes.test.ts) checks every admin procedure and route of the app.

const guardRouter = router({
  adminSecret: adminProcedure.query(({ ctx }) => ({ secret: 'admins only', by: ctx.user.email })),
  memberEcho: protectedProcedure.query(({ ctx }) => ({ email: ctx.user.email })),
});
const createGuardCaller = createCallerFactory(guardRouter);

describe('adminProcedure and admin routes', () => {
  let db: TestDb;
  let app: FastifyInstance;
  let adminCookie: string;
  let memberCookie: string;

  const signUp = async () => {
    const res = await registerAndSignIn(app, {
      email: uniqueEmail('guard'),
      password: 'long enough here',
      firstName: 'G',
      lastName: 'U',
    });
    return { cookie: sessionCookieOf(res)!, isAdmin: res.json<{ isAdmin: boolean }>().isAdmin };
  };

  beforeAll(async () => {
    db = await createTestDb();
    app = await buildApp(testConfig(), { db: db.db });
    await app.register(fastifyTRPCPlugin, {
      prefix: '/api/guard-trpc',
      trpcOptions: {
        router: guardRouter,
        createContext: ({ req, res }): Context => ({
          ...createInnerContext(app.services, req.user, req.log),
          req,
          res,
        }),
      } satisfies FastifyTRPCPluginOptions<typeof guardRouter>['trpcOptions'],
    });
    app.get('/api/guard/admin', { config: { auth: 'admin' } }, async (req, reply) => {
      try {
        const caller = createGuardCaller(createInnerContext(app.services, req.user, req.log));
        return reply.send(await caller.adminSecret());
      } catch (error) {
        return sendError(req, reply, error);
      }
    });
    await app.ready();
    const admin = await signUp(); // the first account is admin
    const member = await signUp();
    expect([admin.isAdmin, member.isAdmin]).toEqual([true, false]);
    adminCookie = admin.cookie;
    memberCookie = member.cookie;
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  const trpcGet = (path: string, cookie?: string) =>
    app.inject({ url: `/api/guard-trpc/${path}`, headers: cookie ? { cookie } : {} });

  it('over tRPC: 401 signed out, 403 for a member, the answer for an admin', async () => {
    const out = await trpcGet('adminSecret');
    expect(out.statusCode).toBe(401);
    expect(out.json().error).toMatchObject({
      message: MESSAGES.generic.unauthorized,
      data: { code: 'UNAUTHORIZED', httpStatus: 401 },
    });
    const member = await trpcGet('adminSecret', memberCookie);
    expect(member.statusCode).toBe(403);
    expect(member.json().error).toMatchObject({
      message: MESSAGES.generic.forbidden,
      data: { code: 'FORBIDDEN', httpStatus: 403 },
    });
    const admin = await trpcGet('adminSecret', adminCookie);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().result.data).toMatchObject({ secret: 'admins only' });
  });

  it('lets a member through a protected procedure of the same router (the 403 is the admin check)', async () => {
    expect((await trpcGet('memberEcho')).statusCode).toBe(401);
    expect((await trpcGet('memberEcho', memberCookie)).statusCode).toBe(200);
  });

  it("over REST, a route with config.auth 'admin': 401, 403, 200", async () => {
    expect(app.routeTable).toContainEqual({ method: 'GET', url: '/api/guard/admin', auth: 'admin' });
    const out = await app.inject({ url: '/api/guard/admin' });
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual({ message: MESSAGES.generic.unauthorized });
    const member = await app.inject({ url: '/api/guard/admin', headers: { cookie: memberCookie } });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ message: MESSAGES.generic.forbidden });
    const admin = await app.inject({ url: '/api/guard/admin', headers: { cookie: adminCookie } });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ secret: 'admins only' });
  });
});
