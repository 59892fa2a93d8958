import { randomUUID } from 'node:crypto';
import { sql, type UserUpdate } from '@mentor/db';
import {
  MESSAGES,
  type AdminUserRow,
  type AdminUsersPage,
  type DailyStat,
  type RevenueStats,
  type UsageStats,
  type UserStats,
} from '@mentor/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  ORIGIN,
  sessionCookieOf,
  testConfig,
  testTargets,
  type Client,
  type TestApp,
  refusedInput,
} from '../../../test/helpers';
import {
  startStripeStub,
  STUB_PRICES,
  stripeInvoice,
  stripeSubscription,
  type StripeStub,
} from '../../../test/stripe-stub';
import { settings } from './admin.service';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'correct horse battery';

describe.each(testTargets())('admin on %s', (target) => {
  let t: TestApp;
  let admin: Client;
  let member: Client;
  beforeAll(async () => {
    t = await createTestApp({ target });
    admin = await t.signUp({ firstName: 'Ada', lastName: 'Admin' }); // the first account is admin
    t.clock.advance(1000);
    member = await t.signUp({ firstName: 'Max', lastName: 'Member' });
  });
  afterAll(async () => t?.close());

  const login = (email: string, password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: ORIGIN },
      payload: { email, password },
    });
  const usersPage = async (query = '') => {
    const res = await admin.get(`/api/admin/users${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminUsersPage>();
  };
  const rowOf = async (email: string) =>
    (await usersPage(`?search=${encodeURIComponent(email)}`)).users.find((u) => u.email === email)!;

  describe('GET /api/admin/users', () => {
    it('answers a page of users, newest first, with the row fields and paging fields', async () => {
      const page = await usersPage();
      expect(page.pageSize).toBe(50);
      expect(page.nextCursor).toBeNull();
      expect(page.users.map((u) => u.email).slice(-2)).toEqual([member.user.email, admin.user.email]);
      const row = page.users.find((u) => u.id === admin.user.id)!;
      expect(row).toEqual<AdminUserRow>({
        id: admin.user.id,
        name: 'Ada Admin',
        email: admin.user.email,
        tier: 'starter',
        sessionsThisMonth: 0,
        sessionsLimit: 5,
        plan: { tier: 'pro', fromTrial: true, trialEndsAt: '2026-11-24T09:00:00.000Z', sessionsLimit: -1 },
        totalMinutesUsed: 0,
        lastActiveAt: '2026-11-10T09:00:00.000Z',
        createdAt: '2026-11-10T09:00:00.000Z',
        isAdmin: true,
        banned: false,
        bannedAt: null,
        lastAction: null,
      });
    });

    it('answers 401 signed out and 403 to a member, over REST and tRPC', async () => {
      const out = await t.anonymous().get('/api/admin/users');
      expect(out.statusCode).toBe(401);
      expect(out.json()).toEqual({ message: MESSAGES.generic.unauthorized });
      const forbidden = await member.get('/api/admin/users');
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: MESSAGES.generic.forbidden });
      await expect(t.caller(null).admin.users()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(member.caller().admin.users()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    });

    it('pages through every user with the cursor, each once, in order', async () => {
      for (let i = 0; i < 4; i += 1) {
        t.clock.advance(1000);
        await t.signUp({ firstName: 'Pager', lastName: `N${i}` });
      }
      const all = (await usersPage()).users.map((u) => u.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: AdminUsersPage = await usersPage(
          `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(page.users.length).toBeLessThanOrEqual(2);
        seen.push(...page.users.map((u) => u.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 20);
      expect(seen).toEqual(all);
      expect(pages).toBe(Math.ceil(all.length / 2));
    });

    it('refuses a page size out of 1..50 and a cursor it did not make (400)', async () => {
      for (const q of ['?limit=0', '?limit=51', '?limit=abc']) {
        const res = await admin.get(`/api/admin/users${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json(), q).toEqual(refusedInput(MESSAGES.admin.pageSizeRange));
      }
      for (const cursor of ['nonsense', Buffer.from(`2026-11-10|${randomUUID()}`).toString('base64url')]) {
        const res = await admin.get(`/api/admin/users?cursor=${cursor}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: MESSAGES.admin.invalidCursor });
      }
    });

    it('searches email and name, case-insensitively, with wildcards taken literally', async () => {
      const grace = await t.signUp({
        email: 'grace.hopper@navy.example.com',
        firstName: 'Grace',
        lastName: 'Hopper',
      });
      expect((await usersPage('?search=NAVY.example')).users.map((u) => u.id)).toEqual([grace.user.id]);
      expect((await usersPage('?search=grace%20hop')).users.map((u) => u.id)).toEqual([grace.user.id]);
      expect((await usersPage('?search=HOPPER')).users.map((u) => u.id)).toEqual([grace.user.id]);
      expect((await usersPage('?search=%25')).users).toEqual([]);
      expect((await usersPage('?search=_')).users).toEqual([]);
      const viaTrpc = await admin.caller().admin.users({ search: '  Grace ' });
      expect(viaTrpc.users.map((u) => u.id)).toEqual([grace.user.id]);
    });

    it('shows sessions this month as 0 when the stored count is from an earlier month', async () => {
      const c = await t.signUp();
      await t.db
        .updateTable('users')
        .set({ sessionsThisMonth: 3, sessionsMonth: '2026-11-01', totalMinutesUsed: 42 })
        .where('id', '=', c.user.id)
        .execute();
      expect(await rowOf(c.user.email)).toMatchObject({ sessionsThisMonth: 3, totalMinutesUsed: 42 });
      await t.db
        .updateTable('users')
        .set({ sessionsMonth: '2026-10-01' })
        .where('id', '=', c.user.id)
        .execute();
      expect(await rowOf(c.user.email)).toMatchObject({ sessionsThisMonth: 0, totalMinutesUsed: 42 });
    });
  });

  describe('the plan that applies now (issue 24)', () => {
    const setUser = (id: string, values: UserUpdate) =>
      t.db.updateTable('users').set(values).where('id', '=', id).execute();

    it('shows a trial as Pro trial with its end date and ∞, whatever tier and limit are stored', async () => {
      const c = await t.signUp();
      await setUser(c.user.id, { sessionsThisMonth: 8, sessionsMonth: '2026-11-01' });
      const row = await rowOf(c.user.email);
      expect(row).toMatchObject({ tier: 'starter', sessionsLimit: 5, sessionsThisMonth: 8 });
      expect(row.plan).toEqual({
        tier: 'pro',
        fromTrial: true,
        trialEndsAt: new Date(c.user.trialEndsAt!).toISOString(),
        sessionsLimit: -1,
      });
      // The Overview's Recent Activity reads the same rows.
      const recent = await admin.caller().admin.users({ limit: 5 });
      expect(recent.users.find((u) => u.id === c.user.id)?.plan.tier).toBe('pro');
    });

    it('shows Pro set by an admin as unlimited, even with the stored limit 5', async () => {
      const c = await t.signUp();
      await setUser(c.user.id, { sessionsThisMonth: 5, sessionsMonth: '2026-11-01' });
      await admin.caller().admin.setPlan({ userId: c.user.id, tier: 'pro' });
      const row = await rowOf(c.user.email);
      expect(row).toMatchObject({ tier: 'pro', sessionsLimit: 5, sessionsThisMonth: 5 });
      expect(row.plan).toEqual({ tier: 'pro', fromTrial: false, trialEndsAt: null, sessionsLimit: -1 });
    });

    it('after the trial, Starter with its limit and only the sessions started on Starter', async () => {
      const c = await t.signUp();
      await setUser(c.user.id, {
        trialEndsAt: new Date(t.clock.now().getTime() - DAY),
        sessionsThisMonth: 10,
        starterSessionsThisMonth: 1,
        sessionsMonth: '2026-11-01',
      });
      const row = await rowOf(c.user.email);
      expect(row.plan).toEqual({ tier: 'starter', fromTrial: false, trialEndsAt: null, sessionsLimit: 5 });
      expect(row.sessionsThisMonth).toBe(1);
    });
  });

  describe('plan edit', () => {
    it("changes the user's plan and limit, as GET /api/auth/user sees it, and records the action", async () => {
      const c = await t.signUp();
      t.clock.advance(60_000);
      const res = await admin.patch(`/api/admin/users/${c.user.id}/plan`, { tier: 'pro', sessionsLimit: 20 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AdminUserRow>()).toMatchObject({ id: c.user.id, tier: 'pro', sessionsLimit: 20 });
      expect((await c.get('/api/auth/user')).json()).toMatchObject({
        subscriptionTier: 'pro',
        sessionsLimit: 20,
      });

      const row = await rowOf(c.user.email);
      expect(row.lastAction).toEqual({
        action: 'set_plan',
        details: { tier: { from: 'starter', to: 'pro' }, sessionsLimit: { from: 5, to: 20 } },
        at: t.clock.now().toISOString(),
        by: { id: admin.user.id, name: 'Ada Admin', email: admin.user.email },
      });

      // Only the limit: unlimited; the plan stays.
      t.clock.advance(1000);
      const unlimited = await admin.caller().admin.setPlan({ userId: c.user.id, sessionsLimit: -1 });
      expect(unlimited).toMatchObject({ tier: 'pro', sessionsLimit: -1 });
      expect((await c.get('/api/auth/user')).json()).toMatchObject({ sessionsLimit: -1 });
      expect((await rowOf(c.user.email)).lastAction?.details).toEqual({
        tier: { from: 'pro', to: 'pro' },
        sessionsLimit: { from: 20, to: -1 },
      });
      const actions = await t.db
        .selectFrom('adminActions')
        .select(['action', 'adminId'])
        .where('targetUserId', '=', c.user.id)
        .execute();
      expect(actions).toEqual([
        { action: 'set_plan', adminId: admin.user.id },
        { action: 'set_plan', adminId: admin.user.id },
      ]);
    });

    it.each([
      [{ sessionsLimit: -2 }, MESSAGES.admin.sessionsLimitRange],
      [{ sessionsLimit: 10001 }, MESSAGES.admin.sessionsLimitRange],
      [{ sessionsLimit: 2.5 }, MESSAGES.admin.sessionsLimitRange],
      [{ tier: 'gold' }, MESSAGES.admin.invalidTier],
      [{}, MESSAGES.admin.planEditEmpty],
    ])('refuses %j with 400 and the message, changing nothing', async (body, message) => {
      const c = await t.signUp();
      const res = await admin.patch(`/api/admin/users/${c.user.id}/plan`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedInput(message));
      expect(await c.reload()).toMatchObject({ subscriptionTier: 'starter', sessionsLimit: 5 });
    });

    it('answers 404 for an unknown or malformed user id, 403 to a member, 401 signed out', async () => {
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const res = await admin.patch(`/api/admin/users/${id}/plan`, { tier: 'pro' });
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ message: MESSAGES.admin.userNotFound });
      }
      const res = await member.patch(`/api/admin/users/${member.user.id}/plan`, { tier: 'founder' });
      expect(res.statusCode).toBe(403);
      expect((await member.reload()).subscriptionTier).toBe('starter');
      expect(
        (await t.anonymous().patch(`/api/admin/users/${member.user.id}/plan`, { tier: 'pro' })).statusCode,
      ).toBe(401);
    });
  });

  describe('ban and unban', () => {
    it('ends every session of the user at once, refuses sign-in, and unban restores sign-in', async () => {
      const c = await t.signUp({ firstName: 'Bea', lastName: 'Banned' });
      const second = sessionCookieOf(await login(c.user.email)); // signed in on a second device
      expect(second).toBeDefined();
      expect((await c.get('/api/auth/user')).statusCode).toBe(200);

      t.clock.advance(1000);
      const res = await admin.post(`/api/admin/users/${c.user.id}/ban`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AdminUserRow>()).toMatchObject({
        banned: true,
        bannedAt: t.clock.now().toISOString(),
        lastAction: { action: 'ban', details: { sessionsEnded: 2 }, by: { id: admin.user.id } },
      });

      // Both devices are signed out on their next request.
      const me = await c.get('/api/auth/user');
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: MESSAGES.generic.unauthorized });
      const other = await t.app.inject({ url: '/api/goals', headers: { cookie: second! } });
      expect(other.statusCode).toBe(401);
      const left = await t.db
        .selectFrom('loginSessions')
        .select('sid')
        .where('userId', '=', c.user.id)
        .execute();
      expect(left).toEqual([]);

      // Sign-in is refused with a clear message (and only with the right password).
      const refused = await login(c.user.email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: MESSAGES.auth.banned });
      expect(sessionCookieOf(refused)).toBeUndefined();
      expect((await login(c.user.email, 'wrong password!')).statusCode).toBe(401);

      // Banning again changes nothing and records nothing.
      t.clock.advance(1000);
      const again = await admin.caller().admin.ban({ userId: c.user.id });
      expect(again.bannedAt).toBe(res.json<AdminUserRow>().bannedAt);

      t.clock.advance(1000);
      const lifted = await admin.post(`/api/admin/users/${c.user.id}/unban`);
      expect(lifted.statusCode).toBe(200);
      expect(lifted.json<AdminUserRow>()).toMatchObject({
        banned: false,
        bannedAt: null,
        lastAction: { action: 'unban', by: { id: admin.user.id } },
      });
      const back = await login(c.user.email);
      expect(back.statusCode).toBe(200);
      const cookie = sessionCookieOf(back)!;
      expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);

      const actions = await t.db
        .selectFrom('adminActions')
        .select('action')
        .where('targetUserId', '=', c.user.id)
        .orderBy('createdAt')
        .execute();
      expect(actions.map((a) => a.action)).toEqual(['ban', 'unban']);
    });

    it('treats a session of a banned user as signed out, however it was made', async () => {
      const c = await t.signUp();
      await t.db.updateTable('users').set({ bannedAt: t.clock.now() }).where('id', '=', c.user.id).execute();
      expect((await c.get('/api/auth/user')).statusCode).toBe(401);
      const me = await t.app.inject({ url: '/api/trpc/auth.me', headers: { cookie: c.cookie! } });
      expect(me.json()).toMatchObject({ result: { data: null } });
    });

    it('refuses to ban your own account (400) and keeps you signed in', async () => {
      const res = await admin.post(`/api/admin/users/${admin.user.id}/ban`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.admin.cannotBanSelf });
      expect((await admin.get('/api/auth/user')).statusCode).toBe(200);
    });

    it('answers 404 for unknown ids and 403 to a member', async () => {
      for (const path of ['ban', 'unban']) {
        for (const id of [randomUUID(), 'nope']) {
          const res = await admin.post(`/api/admin/users/${id}/${path}`);
          expect(res.statusCode, `${path} ${id}`).toBe(404);
          expect(res.json()).toEqual({ message: MESSAGES.admin.userNotFound });
        }
        expect((await member.post(`/api/admin/users/${admin.user.id}/${path}`)).statusCode).toBe(403);
      }
      expect((await admin.reload()).bannedAt).toBeNull();
    });
  });

  describe('settings', () => {
    it('answers the offline mentor when no OpenAI key is configured', async () => {
      const res = await admin.get('/api/admin/settings');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ai: { provider: 'offline', customBaseUrl: false, models: null },
        limits: { starterSessionsPerMonth: 5, sessionLengthMinutes: 60, chatMessageMax: 2000, trialDays: 14 },
      });
    });
  });
});

describe('admin settings from the configuration', () => {
  it('names the OpenAI provider and its models, never the key', () => {
    const config = testConfig();
    const out = settings({
      ...config,
      openai: {
        ...config.openai,
        apiKey: 'sk-secret',
        baseUrl: 'http://127.0.0.1:11434/v1',
        chatModel: 'llama3',
      },
    });
    expect(out.ai).toEqual({
      provider: 'openai',
      customBaseUrl: true,
      models: { chat: 'llama3', summary: 'gpt-4o-mini', transcription: 'whisper-1', speech: 'tts-1' },
    });
    expect(JSON.stringify(out)).not.toContain('sk-secret');
  });
});

describe.each(testTargets())('admin statistics on %s', (target) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    // 2026-11-10T09:00Z: the month began on 2026-11-01.
    t = await createTestApp({ target });
    admin = await t.signUp();
  });
  afterAll(async () => t?.close());

  const get = async <T>(url: string): Promise<T> => {
    const res = await admin.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  it('counts zero usage on a new installation', async () => {
    expect(await get<UsageStats>('/api/admin/stats/usage')).toEqual({
      totalSessions: 0,
      totalMinutes: 0,
      avgSessionLength: 0,
      sessionsThisMonth: 0,
      sessionsPerUser: 0,
      estimatedAiCost: 0,
      ai: { calls: 0, inputTokens: 0, outputTokens: 0, audioSeconds: 0, recordedCost: 0 },
    });
    expect(await get<RevenueStats>('/api/admin/stats/revenue')).toMatchObject({
      monthlyRevenue: 0,
      totalRevenue: 0,
      source: 'list-price',
    });
  });

  it('answers users, revenue, usage and daily figures computed from the data', async () => {
    const now = t.clock.now();
    const pro = await t.signUp();
    const founder = await t.signUp();
    const idle = await t.signUp();
    const banned = await t.signUp();
    const set = (c: Client, values: UserUpdate) =>
      t.db.updateTable('users').set(values).where('id', '=', c.user.id).execute();
    await set(pro, { subscriptionTier: 'pro' });
    await set(founder, { subscriptionTier: 'founder', lastActiveAt: new Date(now.getTime() - 20 * DAY) });
    await set(idle, {
      lastActiveAt: new Date(now.getTime() - 40 * DAY),
      createdAt: new Date(now.getTime() - 45 * DAY),
    });
    await set(banned, { bannedAt: now, createdAt: new Date(now.getTime() - 2 * DAY) });

    expect(await get<UserStats>('/api/admin/stats/users')).toEqual({
      totalUsers: 5,
      activeUsers: 4, // seen in the last 30 days: all but idle
      paidUsers: 2,
      activeThisMonth: 3, // since 2026-11-01: not founder (20 days ago) nor idle
      bannedUsers: 1,
      conversionRate: 40,
    });
    expect(await get<RevenueStats>('/api/admin/stats/revenue')).toEqual({
      monthlyRevenue: 55.58,
      totalRevenue: 667,
      source: 'list-price',
      paidSubscribers: 2,
      subscribersByTier: { starter: 3, pro: 1, founder: 1 },
      conversionRate: 40,
    });

    const mentor = await t.db.selectFrom('mentors').select('id').executeTakeFirstOrThrow();
    const session = (userId: string, startedAt: Date | null, duration: number) =>
      t.db
        .insertInto('chatSessions')
        .values({ userId, mentorId: mentor.id, title: 'S', startedAt, duration, createdAt: startedAt ?? now })
        .returning('id')
        .executeTakeFirstOrThrow();
    await session(pro.user.id, now, 30);
    await session(pro.user.id, new Date(now.getTime() - 3 * DAY), 15);
    const old = await session(founder.user.id, new Date('2026-10-20T12:00:00Z'), 5);
    await session(founder.user.id, null, 0); // opened, never started: not a session held
    await t.db
      .insertInto('aiUsage')
      .values([
        {
          userId: pro.user.id,
          sessionId: old.id,
          kind: 'chat',
          provider: 'openai',
          model: 'gpt-4o-mini',
          inputTokens: 1000,
          outputTokens: 200,
          costUsd: 0.00027,
        },
        {
          userId: pro.user.id,
          sessionId: null,
          kind: 'transcription',
          provider: 'openai',
          model: 'whisper-1',
          audioSeconds: 30.5,
          costUsd: 0.00305,
        },
      ])
      .execute();

    expect(await get<UsageStats>('/api/admin/stats/usage')).toEqual({
      totalSessions: 3,
      totalMinutes: 50,
      avgSessionLength: 16.7,
      sessionsThisMonth: 2,
      sessionsPerUser: 0.6,
      estimatedAiCost: 1, // 50 minutes × $0.02
      ai: { calls: 2, inputTokens: 1000, outputTokens: 200, audioSeconds: 30.5, recordedCost: 0.0033 },
    });

    const daily = await admin.caller().admin.daily();
    expect(daily).toHaveLength(30);
    expect(daily[0]?.date).toBe('2026-10-12');
    expect(daily.at(-1)).toEqual<DailyStat>({ date: '2026-11-10', sessions: 1, signUps: 3 });
    const byDate = Object.fromEntries(daily.map((d) => [d.date, d]));
    expect(byDate['2026-11-07']).toEqual({ date: '2026-11-07', sessions: 1, signUps: 0 });
    expect(byDate['2026-11-08']).toEqual({ date: '2026-11-08', sessions: 0, signUps: 1 });
    expect(byDate['2026-10-20']).toEqual({ date: '2026-10-20', sessions: 1, signUps: 0 });
    expect(daily.reduce((n, d) => n + d.sessions, 0)).toBe(3);
    expect(daily.reduce((n, d) => n + d.signUps, 0)).toBe(4); // idle signed up 45 days ago
    const rest = await admin.get('/api/admin/stats/daily');
    expect(rest.json()).toEqual(daily);
  });

  it('keeps a page of the users list to its size with 10,000 users', async () => {
    await sql`insert into users (email, first_name, last_name, created_at, last_active_at)
      select 'bulk' || g || '@example.com', 'Bulk', 'User ' || g,
        timestamptz '2026-01-01T00:00:00Z' + g * interval '1 minute', null
      from generate_series(1, 10000) as g`.execute(t.db);
    const first = await get<AdminUsersPage>('/api/admin/users');
    expect(first.users).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await get<AdminUsersPage>(
      `/api/admin/users?cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(second.users).toHaveLength(50);
    const ids = new Set([...first.users, ...second.users].map((u) => u.id));
    expect(ids.size).toBe(100);
    const bulk = second.users.filter((u) => u.email.startsWith('bulk'));
    expect(bulk.map((u) => u.createdAt)).toEqual([...bulk.map((u) => u.createdAt)].sort().reverse());
    const found = await get<AdminUsersPage>('/api/admin/users?search=BULK9999@');
    expect(found.users.map((u) => u.email)).toEqual(['bulk9999@example.com']);
    expect((await get<UserStats>('/api/admin/stats/users')).totalUsers).toBe(10_005);
  });
});

// With payments configured, revenue comes from the provider's records: the real `stripe` SDK against the Stripe
// stand-in on loopback (test/stripe-stub.ts).
describe.each(testTargets())('admin revenue from the payment provider on %s', (target) => {
  let stub: StripeStub;
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    stub = await startStripeStub();
    t = await createTestApp({ target, config: { stripe: stub.config } });
    admin = await t.signUp();
    const pro = await t.signUp();
    await t.db.updateTable('users').set({ subscriptionTier: 'pro' }).where('id', '=', pro.user.id).execute();
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  const revenue = async () => {
    const res = await admin.get('/api/admin/stats/revenue');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RevenueStats>();
  };
  /** Past the 60 s the provider's figures are reused. */
  const expireCache = () => t.clock.advance(61_000);

  it("answers the provider's subscriptions and paid invoices, across pages, and caches them for 60 s", async () => {
    const sub = (id: string, price: string, extra: Partial<Parameters<typeof stripeSubscription>[0]> = {}) =>
      stub.setSubscription(stripeSubscription({ id, customer: `cus_${id}`, price, ...extra }));
    sub('sub_a', STUB_PRICES.pro); // $39 a month
    sub('sub_b', STUB_PRICES.founder); // $199 a year: 16.5833 a month
    sub('sub_c', STUB_PRICES.pro, { status: 'past_due', quantity: 2 }); // $78 a month, renewal being retried
    sub('sub_d', STUB_PRICES.pro, { status: 'canceled' }); // not counted
    sub('sub_e', STUB_PRICES.pro, { status: 'trialing' }); // not counted
    sub('sub_f', 'price_other', { unitAmount: 1250, interval: 'month' }); // $12.50 a month
    // 120 paid invoices of $10 (two pages of 100) and two that are not paid.
    for (let i = 0; i < 120; i += 1) stub.setInvoice(stripeInvoice({ id: `in_${i}`, amountPaid: 1000 }));
    stub.setInvoice(stripeInvoice({ id: 'in_open', amountPaid: 3900, status: 'open' }));
    stub.setInvoice(stripeInvoice({ id: 'in_void', amountPaid: 3900, status: 'void' }));

    expect(await revenue()).toEqual({
      monthlyRevenue: 146.08, // 39 + 199/12 + 78 + 12.50
      totalRevenue: 1200,
      source: 'provider',
      paidSubscribers: 1,
      subscribersByTier: { starter: 1, pro: 1, founder: 0 },
      conversionRate: 50,
    });
    expect(stub.requestsTo('GET /v1/invoices')).toHaveLength(2);
    expect(stub.requestsTo('GET /v1/subscriptions')[0]?.query).toMatchObject({ status: 'all' });

    // Within 60 s the dashboard does not call the provider again.
    const calls = stub.requests.length;
    stub.setInvoice(stripeInvoice({ id: 'in_new', amountPaid: 500 }));
    t.clock.advance(30_000);
    expect((await revenue()).totalRevenue).toBe(1200);
    expect(stub.requests).toHaveLength(calls);

    expireCache();
    expect((await revenue()).totalRevenue).toBe(1205);
    expect(stub.requests.length).toBeGreaterThan(calls);
  });

  it('answers the list-price figures when the provider fails', async () => {
    expireCache();
    stub.failNext('GET /v1/invoices', 400);
    expect(await revenue()).toEqual({
      monthlyRevenue: 39,
      totalRevenue: 468,
      source: 'list-price',
      paidSubscribers: 1,
      subscribersByTier: { starter: 1, pro: 1, founder: 0 },
      conversionRate: 50,
    });
    // The failure is not cached: the next view asks the provider again.
    expect((await revenue()).source).toBe('provider');
  });
});
