import { MESSAGES, TRPC_MAX_BATCH_SIZE } from '@mentor/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, testTargets, type Client, type TestApp } from './helpers';

// A tRPC request may batch at most TRPC_MAX_BATCH_SIZE procedures (the web app's client batches no more).

describe.each(testTargets())('tRPC batches on %s', (target) => {
  let t: TestApp;
  let c: Client;
  beforeAll(async () => {
    t = await createTestApp({ target });
    c = await t.signUp();
  });
  afterAll(async () => t?.close());

  const paths = (n: number, path: string) => Array.from({ length: n }, () => path).join(',');
  const inputs = (n: number, input: unknown) =>
    JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, input])));

  const query = (n: number) =>
    t.app.inject({
      url: `/api/trpc/${paths(n, 'mentors.list')}?batch=1&input=${encodeURIComponent(inputs(n, {}))}`,
      headers: { cookie: c.cookie! },
    });
  const mutation = (n: number, cookie: string | undefined = c.cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trpc/${paths(n, 'chat.createSession')}?batch=1`,
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: inputs(n, { mentorId: 'career', title: 'Career Coach Session' }),
    });

  it('answers a batch of up to the limit', async () => {
    expect(MESSAGES.generic.batchTooLarge).toContain(`at most ${TRPC_MAX_BATCH_SIZE} `);
    const res = await query(TRPC_MAX_BATCH_SIZE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(TRPC_MAX_BATCH_SIZE);
    expect((await mutation(TRPC_MAX_BATCH_SIZE)).statusCode).toBe(200);
  });

  it('refuses a larger batch with 400 and a clear message, running none of it', async () => {
    const before = (await c.caller().chat.listSessions()).items.length;
    for (const res of [await query(TRPC_MAX_BATCH_SIZE + 1), await query(100), await mutation(150)]) {
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(MESSAGES.generic.batchTooLarge);
      const body = res.json<unknown>();
      const first = (Array.isArray(body) ? body[0] : body) as {
        error: { message: string; data: { code: string } };
      };
      expect(first.error).toMatchObject({
        message: MESSAGES.generic.batchTooLarge,
        data: { code: 'BAD_REQUEST' },
      });
    }
    expect((await c.caller().chat.listSessions()).items).toHaveLength(before);
  });

  it('refuses an oversized batch signed out the same way (400 before any procedure runs)', async () => {
    const res = await mutation(150, undefined);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(MESSAGES.generic.batchTooLarge);
  });
});
