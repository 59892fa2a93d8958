import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Meta } from '../src/trpc/init';
import { appRouter } from '../src/trpc/router';
import { createTestApp, ORIGIN, testTargets, type Client, type TestApp } from './helpers';

// The standing access suite. User B uses user A's ids on every REST route and every tRPC procedure that takes one:
// each answers 404 (or, where the id is not B's to name, acts on B's own data) and A's data is the same afterwards,
// row for row. The procedures and routes come from the running app: one that takes an id and is missing from the
// tables below fails the coverage test, so a route added later is checked without anyone remembering to.

interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; meta?: Meta; inputs: z.ZodType[] };
}

/** The input keys (dotted, arrays as []) of a procedure's input schemas. */
function inputKeys(def: ProcedureDef['_def']): string[] {
  const keys: string[] = [];
  const walk = (node: unknown, prefix: string) => {
    if (!node || typeof node !== 'object') return;
    const o = node as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] };
    for (const [k, v] of Object.entries(o.properties ?? {})) {
      keys.push(prefix + k);
      walk(v, `${prefix + k}.`);
    }
    if (o.items) walk(o.items, `${prefix}[].`);
    for (const alt of o.anyOf ?? []) walk(alt, prefix);
  };
  for (const schema of def.inputs) walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), '');
  return keys;
}

/** Keys that name a row of someone's data (not a part inside one's own row: milestone and step ids). */
const OWNED_ID = /^(id|userId|sessionId|goalId|messageId|summaryId|items\.\[\]\.id)$/;

interface AIds {
  userId: string;
  loginSessionId: string;
  sessionId: string;
  userMessageId: string;
  replyId: string;
  goalId: string;
  summaryId: string;
  memoryId: string;
  itemId: string;
  passkeyId: string;
  deviceId: string;
}

/** Every user procedure that takes an id, with a valid input naming A's rows. */
const PROCEDURES: Record<string, (a: AIds) => unknown> = {
  'account.revokeSession': (a) => ({ id: a.loginSessionId }),
  'passkeys.rename': (a) => ({ id: a.passkeyId, name: 'Hijacked' }),
  'passkeys.remove': (a) => ({ id: a.passkeyId }),
  'twoFactor.forgetDevice': (a) => ({ id: a.deviceId }),
  'chat.createSession': (a) => ({ mentorId: 'founder', title: 'Taken', goalId: a.goalId }),
  'chat.renameSession': (a) => ({ sessionId: a.sessionId, title: 'Hijacked' }),
  'chat.deleteSession': (a) => ({ sessionId: a.sessionId }),
  'chat.listMessages': (a) => ({ sessionId: a.sessionId }),
  'chat.getSession': (a) => ({ sessionId: a.sessionId }),
  'chat.send': (a) => ({ sessionId: a.sessionId, message: 'Hello there' }),
  'chat.stop': (a) => ({ sessionId: a.sessionId, shownLength: 0 }),
  'chat.regenerate': (a) => ({ sessionId: a.sessionId }),
  'chat.editLast': (a) => ({ sessionId: a.sessionId, messageId: a.userMessageId, message: 'Edited' }),
  'chat.selectVersion': (a) => ({ messageId: a.replyId }),
  'chat.feedback': (a) => ({ messageId: a.replyId, rating: 'down', reason: 'Not mine to rate' }),
  'chat.pinSession': (a) => ({ sessionId: a.sessionId, pinned: true }),
  'chat.archiveSession': (a) => ({ sessionId: a.sessionId, archived: true }),
  'chat.continue': (a) => ({ messageId: a.replyId }),
  'memory.delete': (a) => ({ id: a.memoryId }),
  'goals.update': (a) => ({ id: a.goalId, progress: 50 }),
  'goals.toggleMilestone': (a) => ({ goalId: a.goalId, milestoneId: 'm1', completed: true }),
  'goals.undoAutoProgress': (a) => ({ id: a.goalId }),
  'summaries.toggleActionItem': (a) => ({ summaryId: a.summaryId, index: 0, completed: true }),
  'inspiration.byId': (a) => ({ id: a.itemId }),
  'inspiration.update': (a) => ({ id: a.itemId, patch: { text: 'Hijacked' } }),
  'inspiration.delete': (a) => ({ id: a.itemId }),
  'inspiration.reorder': (a) => ({ items: [{ id: a.itemId, position: 3 }] }),
};
/** Procedures whose id key is not B's to name but must not reach A: they act on B's own data (200). */
const OWN_DATA: Record<string, (a: AIds) => unknown> = {
  'inspiration.create': (a) => ({ text: 'Mine, not theirs', tag: 'Idea', userId: a.userId }),
};

/** Every user REST route with an id in its path (or body), naming A's rows. */
const ROUTES: Record<string, (a: AIds) => { url: string; body?: unknown }> = {
  'PATCH /api/chat/sessions/:sessionId': (a) => ({
    url: `/api/chat/sessions/${a.sessionId}`,
    body: { title: 'X' },
  }),
  'DELETE /api/chat/sessions/:sessionId': (a) => ({ url: `/api/chat/sessions/${a.sessionId}` }),
  'GET /api/chat/sessions/:sessionId/messages': (a) => ({
    url: `/api/chat/sessions/${a.sessionId}/messages`,
  }),
  'POST /api/chat/sessions/:sessionId/messages': (a) => ({
    url: `/api/chat/sessions/${a.sessionId}/messages`,
    body: { message: 'Hello there' },
  }),
  'POST /api/chat/messages/:messageId/current': (a) => ({ url: `/api/chat/messages/${a.replyId}/current` }),
  'PUT /api/chat/messages/:messageId/feedback': (a) => ({
    url: `/api/chat/messages/${a.replyId}/feedback`,
    body: { rating: 'down' },
  }),
  'DELETE /api/chat/messages/:messageId/feedback': (a) => ({
    url: `/api/chat/messages/${a.replyId}/feedback`,
  }),
  'PUT /api/chat/sessions/:sessionId/pin': (a) => ({ url: `/api/chat/sessions/${a.sessionId}/pin` }),
  'DELETE /api/chat/sessions/:sessionId/pin': (a) => ({ url: `/api/chat/sessions/${a.sessionId}/pin` }),
  'PUT /api/chat/sessions/:sessionId/archive': (a) => ({ url: `/api/chat/sessions/${a.sessionId}/archive` }),
  'DELETE /api/chat/sessions/:sessionId/archive': (a) => ({
    url: `/api/chat/sessions/${a.sessionId}/archive`,
  }),
  'POST /api/chat/messages/:messageId/continue': (a) => ({ url: `/api/chat/messages/${a.replyId}/continue` }),
  'PATCH /api/goals/:id': (a) => ({ url: `/api/goals/${a.goalId}`, body: { progress: 50 } }),
  'PATCH /api/auth/passkeys/:id': (a) => ({
    url: `/api/auth/passkeys/${a.passkeyId}`,
    body: { name: 'Hijacked' },
  }),
  'DELETE /api/auth/passkeys/:id': (a) => ({ url: `/api/auth/passkeys/${a.passkeyId}` }),
  'DELETE /api/auth/two-factor/devices/:id': (a) => ({ url: `/api/auth/two-factor/devices/${a.deviceId}` }),
  'GET /api/inspiration/:id': (a) => ({ url: `/api/inspiration/${a.itemId}` }),
  'PUT /api/inspiration/:id': (a) => ({ url: `/api/inspiration/${a.itemId}`, body: { text: 'Hijacked' } }),
  'DELETE /api/inspiration/:id': (a) => ({ url: `/api/inspiration/${a.itemId}` }),
  // Ids in the body:
  'PATCH /api/inspiration/reorder': (a) => ({
    url: '/api/inspiration/reorder',
    body: { items: [{ id: a.itemId, position: 3 }] },
  }),
  'POST /api/chat/sessions': (a) => ({
    url: '/api/chat/sessions',
    body: { mentorId: 'founder', title: 'T', goalId: a.goalId },
  }),
};

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>).map(
  ([path, p]) => ({ path, type: p._def.type, auth: p._def.meta?.auth, keys: inputKeys(p._def) }),
);

describe.each(testTargets())('access between two users on %s', (target) => {
  let t: TestApp;
  let a: Client;
  let b: Client;
  let ids: AIds;

  beforeAll(async () => {
    t = await createTestApp({ target });
    await t.signUp(); // the first account is the admin: A and B are members
    a = await t.signUp();
    b = await t.signUp();
    const IN_90_DAYS = new Date(Date.now() + 90 * 86_400_000).toISOString();
    const goal = (
      await a.post('/api/goals', {
        title: 'A goal',
        description: 'Of A',
        targetDate: IN_90_DAYS,
        milestones: [{ id: 'm1', title: 'First', completed: false }],
      })
    ).json<{ id: string }>();
    const session = (
      await a.post('/api/chat/sessions', { mentorId: 'founder', title: 'A session', goalId: goal.id })
    ).json<{ id: string }>();
    const sent = await a.post(`/api/chat/sessions/${session.id}/messages`, {
      message: 'We launch in three weeks: what do I cut?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.drain();
    const item = (await a.post('/api/inspiration', { text: 'A idea', tag: 'Idea' })).json<{ id: string }>();
    const memory = await t.db
      .insertInto('memories')
      .values({ userId: a.user.id, content: 'A works at Acme', sourceSessionId: session.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const summary = await t.db
      .selectFrom('sessionSummaries')
      .select('id')
      .where('userId', '=', a.user.id)
      .executeTakeFirstOrThrow();
    const message = await t.db
      .selectFrom('messages')
      .select('id')
      .where('sessionId', '=', session.id)
      .where('role', '=', 'user')
      .executeTakeFirstOrThrow();
    const reply = await t.db
      .selectFrom('messages')
      .select('id')
      .where('sessionId', '=', session.id)
      .where('role', '=', 'assistant')
      .executeTakeFirstOrThrow();
    // A's own rating of the reply: B can neither change nor clear it.
    await a.put(`/api/chat/messages/${reply.id}/feedback`, { rating: 'up', reason: 'Helpful' });
    const login = await t.db
      .selectFrom('loginSessions')
      .select('id')
      .where('userId', '=', a.user.id)
      .executeTakeFirstOrThrow();
    // A's passkey and remembered browser (written directly: only their ids matter here; passkeys.test.ts and
    // two-factor.test.ts make them through the app).
    const passkey = await t.db
      .insertInto('passkeys')
      .values({
        userId: a.user.id,
        credentialId: 'QS1wYXNza2V5',
        publicKey: 'cHVibGlj',
        deviceType: 'multiDevice',
        name: 'A laptop',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const device = await t.db
      .insertInto('rememberedDevices')
      .values({ userId: a.user.id, tokenHash: 'a'.repeat(64), expiresAt: new Date(Date.now() + 86_400_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids = {
      passkeyId: passkey.id,
      deviceId: device.id,
      userId: a.user.id,
      loginSessionId: login.id,
      sessionId: session.id,
      userMessageId: message.id,
      replyId: reply.id,
      goalId: goal.id,
      summaryId: summary.id,
      memoryId: memory.id,
      itemId: item.id,
    };
  });
  afterAll(async () => t.close());

  /** Every row of A's data. */
  async function dataOfA(): Promise<string> {
    const id = ids.userId;
    const sessions = await t.db
      .selectFrom('chatSessions')
      .selectAll()
      .where('userId', '=', id)
      .orderBy('id')
      .execute();
    return JSON.stringify([
      await t.db.selectFrom('users').selectAll().where('id', '=', id).execute(),
      await t.db
        .selectFrom('loginSessions')
        .select(['id', 'sid', 'expire'])
        .where('userId', '=', id)
        .orderBy('id')
        .execute(),
      sessions,
      await t.db
        .selectFrom('messages')
        .selectAll()
        .where(
          'sessionId',
          'in',
          sessions.map((s) => s.id),
        )
        .orderBy('id')
        .execute(),
      await t.db.selectFrom('goals').selectAll().where('userId', '=', id).orderBy('id').execute(),
      await t.db.selectFrom('messageFeedback').selectAll().orderBy('messageId').execute(),
      await t.db.selectFrom('sessionSummaries').selectAll().where('userId', '=', id).orderBy('id').execute(),
      await t.db.selectFrom('memories').selectAll().where('userId', '=', id).orderBy('id').execute(),
      await t.db.selectFrom('inspirationItems').selectAll().where('userId', '=', id).orderBy('id').execute(),
      await t.db.selectFrom('passkeys').selectAll().where('userId', '=', id).orderBy('id').execute(),
      await t.db.selectFrom('rememberedDevices').selectAll().where('userId', '=', id).orderBy('id').execute(),
    ]);
  }

  it('covers every procedure and route that takes an id (and the tables name only real ones)', () => {
    const taking = procedures
      .filter((p) => p.auth === 'user' && p.keys.some((k) => OWNED_ID.test(k)))
      .map((p) => p.path);
    expect(taking.length).toBeGreaterThanOrEqual(15);
    expect(taking.filter((p) => !(p in PROCEDURES) && !(p in OWN_DATA))).toEqual([]);
    for (const p of [...Object.keys(PROCEDURES), ...Object.keys(OWN_DATA)]) expect(taking).toContain(p);
    const routes = t.app.routeTable
      .filter((r) => r.auth === 'user' && r.url.startsWith('/api/') && r.url.includes('/:'))
      .map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThanOrEqual(8);
    expect(routes.filter((r) => !(r in ROUTES))).toEqual([]);
  });

  it.each(Object.keys(PROCEDURES))(
    "tRPC %s with A's ids answers 404 to B and changes nothing of A's",
    async (path) => {
      const before = await dataOfA();
      const type = procedures.find((p) => p.path === path)!.type;
      const input = JSON.stringify(PROCEDURES[path]!(ids));
      const res =
        type === 'query'
          ? await b.get(`/api/trpc/${path}?input=${encodeURIComponent(input)}`)
          : await t.app.inject({
              method: 'POST',
              url: `/api/trpc/${path}`,
              headers: { origin: ORIGIN, cookie: b.cookie!, 'content-type': 'application/json' },
              payload: input,
            });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json<{ error: { data: { code: string } } }>().error.data.code).toBe('NOT_FOUND');
      await t.drain();
      expect(await dataOfA()).toBe(before);
    },
  );

  it.each(Object.keys(OWN_DATA))("tRPC %s with A's user id acts on B's own data only", async (path) => {
    const before = await dataOfA();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/trpc/${path}`,
      headers: { origin: ORIGIN, cookie: b.cookie!, 'content-type': 'application/json' },
      payload: JSON.stringify(OWN_DATA[path]!(ids)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await dataOfA()).toBe(before);
  });

  it.each(Object.keys(ROUTES))(
    "REST %s with A's ids answers 404 to B and changes nothing of A's",
    async (route) => {
      const before = await dataOfA();
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const { url, body } = ROUTES[route]!(ids);
      const send = { GET: b.get, POST: b.post, PUT: b.put, PATCH: b.patch, DELETE: b.delete }[method];
      const res = await send(url, body);
      expect(res.statusCode, res.body).toBe(404);
      expect(JSON.stringify(res.json())).not.toContain(ids.userId);
      await t.drain();
      expect(await dataOfA()).toBe(before);
    },
  );

  it('A can still use every one of those ids (the suite does not pass by naming nothing)', async () => {
    expect((await a.get(`/api/inspiration/${ids.itemId}`)).statusCode).toBe(200);
    expect((await a.get(`/api/chat/sessions/${ids.sessionId}/messages`)).statusCode).toBe(200);
    expect((await a.patch(`/api/goals/${ids.goalId}`, { progress: 20 })).statusCode).toBe(200);
    expect((await a.patch(`/api/auth/passkeys/${ids.passkeyId}`, { name: 'Renamed' })).statusCode).toBe(200);
    expect((await a.delete(`/api/auth/two-factor/devices/${ids.deviceId}`)).statusCode).toBe(204);
  });
});
