import { createServer, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { VERIFY_RESENDS_PER_HOUR, VOICE_REQUESTS_PER_MINUTE } from '@mentor/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from './helpers';

// REDIS_URL pointing at a closed loopback port: every request that counts against a rate limit still answers (the
// limits counted in memory), none with a 500, and /readyz names Redis as degraded.

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('the api with an unreachable Redis', () => {
  let t: TestApp;
  let c: Client;
  const log: Array<{ level: number; msg: string }> = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          log.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    t = await createTestApp({
      config: { redisUrl: `redis://127.0.0.1:${await closedPort()}`, logLevel: 'warn' },
      deps: { logStream },
    });
    c = await t.signUp();
  });
  afterAll(async () => t?.close());

  it('sends a chat message', async () => {
    const session = await c
      .caller()
      .chat.createSession({ mentorId: 'career', title: 'Career Coach Session' });
    const res = await c.post(`/api/chat/sessions/${session.id}/messages`, {
      message: 'How do I ask for a raise?',
    });
    expect(res.statusCode, res.body).toBe(201);
    const events = await collect(await c.caller().chat.send({ sessionId: session.id, message: 'And then?' }));
    expect(events.at(-1)).toMatchObject({ type: 'done' });
  });

  it('takes a password reset request, and resends the verification link up to its limit, then 429', async () => {
    const reset = await t.anonymous().post('/api/auth/password-reset', { email: c.user.email });
    expect(reset.statusCode).toBe(200);
    for (let i = 0; i < VERIFY_RESENDS_PER_HOUR; i += 1) {
      const res = await c.post('/api/trpc/account.resendVerification', {});
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await c.post('/api/trpc/account.resendVerification', {})).statusCode).toBe(429);
  });

  it('counts voice requests against their limit (400 for a missing file until it is reached, then 429)', async () => {
    for (let i = 0; i < VOICE_REQUESTS_PER_MINUTE; i += 1) {
      const res = await c.post('/api/voice/transcribe', { audio: 'none' });
      expect(res.statusCode, res.body).toBe(400);
    }
    const refused = await c.post('/api/voice/transcribe', { audio: 'none' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('/readyz stays 200 and names Redis as degraded; the log says so once, with nothing unhandled', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'degraded', degraded: ['redis'] });
    expect(log.filter((l) => l.level >= 50)).toEqual([]);
    expect(log.filter((l) => /Redis is unreachable/.test(l.msg))).toHaveLength(1);
  });
});
