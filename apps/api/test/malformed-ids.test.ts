import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type Client, type TestApp } from './helpers';

// One rule for ids (idSchema in @mentor/validation): an id that cannot be an id of the domain answers 404 with the
// domain's "not found" message, on REST and on tRPC alike, whatever else is wrong with the input; a missing or
// empty id is a bad request (400).

const SESSION = 'Session not found';
const GOAL = 'Goal not found';
const SUMMARY = 'Summary not found';
const MEMORY = 'Memory not found';
const ITEM = 'Inspiration item not found';

describe('malformed ids', () => {
  let t: TestApp;
  let c: Client;
  beforeAll(async () => {
    t = await createTestApp();
    c = await t.signUp();
  });
  afterAll(async () => t?.close());

  const trpc = (type: 'query' | 'mutation', path: string, input: unknown) =>
    type === 'query'
      ? t.app.inject({
          method: 'GET',
          url: `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
          headers: { cookie: c.cookie! },
        })
      : t.app.inject({
          method: 'POST',
          url: `/api/trpc/${path}`,
          headers: { origin: ORIGIN, cookie: c.cookie!, 'content-type': 'application/json' },
          payload: JSON.stringify(input),
        });

  it.each([
    ['GET', '/api/chat/sessions/not-a-uuid/messages', undefined, SESSION],
    // The id decides before the body: an empty message to a session that cannot exist is not found.
    ['POST', '/api/chat/sessions/not-a-uuid/messages', { message: '' }, SESSION],
    ['POST', '/api/chat/sessions', { mentorId: 'career', title: 'T', goalId: 'nope' }, GOAL],
    ['PATCH', '/api/goals/123', { progress: 500 }, GOAL],
    ['GET', '/api/inspiration/nope', undefined, ITEM],
    ['PUT', '/api/inspiration/nope', { text: 'x' }, ITEM],
    ['DELETE', '/api/inspiration/nope', undefined, ITEM],
    ['PATCH', '/api/inspiration/reorder', { items: [{ id: 'nope', position: 0 }] }, ITEM],
  ] as const)('REST %s %s answers 404 with the domain message', async (method, url, body, message) => {
    const send = { GET: c.get, POST: c.post, PUT: c.put, PATCH: c.patch, DELETE: c.delete }[method];
    const res = await send(url, body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message });
  });

  it.each([
    ['a broken %-escape', `/api/goals/${'%C3%A9'.repeat(10)}%C`],
    ['a path part past the router limit', `/api/goals/${'x'.repeat(6000)}`],
  ])('REST answers a path with %s with 400 and our message, never echoing the path', async (_, url) => {
    const res = await c.patch(`${url}?cursor=pg_x`, { progress: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The address of this request is not valid' });
  });

  it.each([
    ['query', 'chat.listMessages', { sessionId: 'not-a-uuid' }, SESSION],
    ['mutation', 'chat.send', { sessionId: 'not-a-uuid', message: '' }, SESSION],
    ['mutation', 'chat.createSession', { mentorId: 'career', title: 'T', goalId: 'nope' }, GOAL],
    ['mutation', 'goals.update', { id: '123', progress: 10 }, GOAL],
    ['mutation', 'goals.toggleMilestone', { goalId: '123', milestoneId: 'm1', completed: true }, GOAL],
    ['mutation', 'summaries.toggleActionItem', { summaryId: 'nope', index: 0, completed: true }, SUMMARY],
    ['mutation', 'memory.delete', { id: 'nope' }, MEMORY],
    ['query', 'inspiration.byId', { id: 'nope' }, ITEM],
    ['mutation', 'inspiration.update', { id: 'nope', patch: { text: 'x' } }, ITEM],
    ['mutation', 'inspiration.delete', { id: 'nope' }, ITEM],
    ['mutation', 'inspiration.reorder', { items: [{ id: 'nope', position: 0 }] }, ITEM],
  ] as const)(
    'tRPC %s %s answers NOT_FOUND (404) with the domain message',
    async (type, path, input, message) => {
      const res = await trpc(type, path, input);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        error: { message, data: { code: 'NOT_FOUND', httpStatus: 404, fieldErrors: null } },
      });
    },
  );

  it('answers a missing or empty id 400 on both transports', async () => {
    const rest = await c.patch('/api/inspiration/reorder', { items: [{ id: '', position: 0 }] });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ message: 'Item ID is required' });
    const rpc = await trpc('mutation', 'goals.update', { id: '', progress: 10 });
    expect(rpc.statusCode).toBe(400);
    expect(rpc.json()).toMatchObject({ error: { message: GOAL, data: { code: 'BAD_REQUEST' } } });
  });

  it('still answers 401 signed out before looking at the id', async () => {
    const res = await t.anonymous().get('/api/chat/sessions/not-a-uuid/messages');
    expect(res.statusCode).toBe(401);
  });
});
