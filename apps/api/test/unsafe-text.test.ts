import { MESSAGES } from '@mentor/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, testTargets, uniqueEmail, type Client, type TestApp } from './helpers';

// A NUL character or a lone surrogate in any text field answers 400 with one message, names the field, and writes
// nothing (on PostgreSQL a NUL in text, and a lone surrogate in JSON, used to answer 500).

const NUL = 'bad\u0000text';
const LONE = 'bad\ud800text';
const IN_90_DAYS = new Date(Date.now() + 90 * 86_400_000).toISOString();

describe.each(testTargets())('NUL and lone surrogates on %s', (target) => {
  let t: TestApp;
  let c: Client;
  let sessionId: string;
  let goalId: string;
  let itemId: string;
  beforeAll(async () => {
    t = await createTestApp({ target });
    c = await t.signUp();
    sessionId = (await c.post('/api/chat/sessions', { mentorId: 'founder', title: 'Mine' })).json<{
      id: string;
    }>().id;
    goalId = (
      await c.post('/api/goals', { title: 'Goal', description: 'Desc', targetDate: IN_90_DAYS })
    ).json<{ id: string }>().id;
    itemId = (await c.post('/api/inspiration', { text: 'Item', tag: 'Goal' })).json<{ id: string }>().id;
  });
  afterAll(async () => t.close());

  /** Every row of the user's data, to compare before and after. */
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all([
        t.db.selectFrom('users').selectAll().where('id', '=', c.user.id).execute(),
        t.db.selectFrom('chatSessions').selectAll().where('userId', '=', c.user.id).execute(),
        t.db.selectFrom('goals').selectAll().where('userId', '=', c.user.id).execute(),
        t.db.selectFrom('inspirationItems').selectAll().where('userId', '=', c.user.id).execute(),
        t.db.selectFrom('supportRequests').selectAll().execute(),
      ]),
    );

  const cases = (bad: string): [string, string, string, () => Record<string, unknown>, string][] => [
    [
      'PATCH',
      '/api/auth/profile',
      'first name',
      () => ({ firstName: bad, lastName: 'L', email: c.user.email }),
      'firstName',
    ],
    [
      'PATCH',
      '/api/auth/profile',
      'last name',
      () => ({ firstName: 'F', lastName: bad, email: c.user.email }),
      'lastName',
    ],
    [
      'POST',
      '/api/goals',
      'goal title',
      () => ({ title: bad, description: 'D', targetDate: IN_90_DAYS }),
      'title',
    ],
    [
      'POST',
      '/api/goals',
      'goal description',
      () => ({ title: 'T', description: bad, targetDate: IN_90_DAYS }),
      'description',
    ],
    [
      'POST',
      '/api/goals',
      'milestone',
      () => ({
        title: 'T',
        description: 'D',
        targetDate: IN_90_DAYS,
        milestones: [{ id: 'm1', title: bad, completed: false }],
      }),
      'milestones',
    ],
    ['PUT', '/api/goals/GOAL', 'goal title (edit)', () => ({ title: bad }), 'title'],
    ['POST', '/api/inspiration', 'board text', () => ({ text: bad, tag: 'Idea' }), 'text'],
    [
      'PUT',
      '/api/inspiration/ITEM',
      'board steps',
      () => ({ steps: [{ id: 's1', text: bad, done: false }] }),
      'steps',
    ],
    ['POST', '/api/chat/sessions', 'session title', () => ({ mentorId: 'founder', title: bad }), 'title'],
    ['PATCH', '/api/chat/sessions/SESSION', 'session rename', () => ({ title: bad }), 'title'],
    ['POST', '/api/chat/sessions/SESSION/messages', 'chat message', () => ({ message: bad }), 'message'],
    [
      'POST',
      '/api/support/requests',
      'support request',
      () => ({ subject: bad, message: 'long enough message here' }),
      'subject',
    ],
  ];

  for (const [label, bad] of [
    ['a NUL', NUL],
    ['a lone surrogate', LONE],
  ] as const) {
    it.each(cases(bad))(
      `%s %s: ${label} in the %s answers 400 and writes nothing`,
      async (method, url, _field, body, field) => {
        const before = await snapshot();
        const res = await c[method.toLowerCase() as 'post' | 'put' | 'patch'](
          url.replace('GOAL', goalId).replace('ITEM', itemId).replace('SESSION', sessionId),
          body(),
        );
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({
          message: MESSAGES.generic.unsafeText,
          fieldErrors: { [field]: [MESSAGES.generic.unsafeText] },
        });
        expect(await snapshot()).toBe(before);
      },
    );
  }

  it('sign-up refuses a NUL in a name (a plain route, not a procedure)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: ORIGIN },
      payload: { email: uniqueEmail(), password: 'a long password', firstName: NUL, lastName: 'L' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MESSAGES.generic.unsafeText,
      fieldErrors: { firstName: [MESSAGES.generic.unsafeText] },
    });
  });

  it('tRPC answers 400 in its own shape, for a query (search) and a mutation alike', async () => {
    const search = await c.get(
      `/api/trpc/chat.search?input=${encodeURIComponent(JSON.stringify({ query: NUL }))}`,
    );
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({
      error: {
        message: MESSAGES.generic.unsafeText,
        data: { fieldErrors: { query: [MESSAGES.generic.unsafeText] } },
      },
    });
    await expect(
      c.caller().goals.create({
        title: LONE,
        description: 'D',
        targetDate: IN_90_DAYS,
        category: 'career',
        status: 'active',
        progress: 0,
        milestones: [],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MESSAGES.generic.unsafeText });
  });

  it('still takes real emoji and accents', async () => {
    const res = await c.post('/api/inspiration', { text: 'Launch 🚀 café', tag: 'Idea' });
    expect(res.statusCode).toBe(201);
  });
});
