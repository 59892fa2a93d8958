import { createTestDb, type TestDb } from '@mentor/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, startApiProcess, waitFor, type ApiProcess } from './api-process';
import { startOpenAiStub, STUB_API_KEY, type OpenAiStub } from './openai-stub';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two api processes on one PostgreSQL database and one Redis, with no sticky sessions: a person's requests reach
 * either. Needs TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets both).
 */
describe.skipIf(!databaseUrl || !redisUrl)(
  'two api instances on one database (needs TEST_DATABASE_URL and TEST_REDIS_URL: PostgreSQL and Redis)',
  // Real processes (the compiled server): a busy machine starts them slowly.
  { timeout: 120_000 },
  () => {
    let testDb: TestDb;
    let stub: OpenAiStub;
    let a: ApiProcess;
    let b: ApiProcess;

    beforeAll(async () => {
      testDb = await createTestDb({ target: 'postgres' });
      stub = await startOpenAiStub();
      const env = {
        DATABASE_URL: testDb.url!,
        REDIS_URL: redisUrl!,
        OPENAI_API_KEY: STUB_API_KEY,
        OPENAI_BASE_URL: stub.baseUrl,
        OPENAI_TIMEOUT_MS: '600000',
        JOBS_LEASE_SECONDS: '2',
      };
      [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    }, 180_000);
    afterAll(async () => {
      await Promise.all([a?.kill(), b?.kill()]);
      await stub?.close();
      await testDb?.destroy();
    });

    let accounts = 0;
    async function signUpOn(api: ApiProcess): Promise<string> {
      accounts += 1;
      const email = `two-${accounts}-${Date.now()}@example.com`;
      const registered = await api.fetch('/api/auth/register', {
        method: 'POST',
        body: { email, password: 'correct horse battery', firstName: 'Ada', lastName: 'Lee' },
      });
      expect(registered.status).toBe(202);
      const res = await api.fetch('/api/login', {
        method: 'POST',
        body: { email, password: 'correct horse battery' },
      });
      expect(res.status).toBe(200);
      return cookieOf(res);
    }
    async function newSession(api: ApiProcess, cookie: string, mentorId = 'career'): Promise<string> {
      const res = await api.fetch('/api/chat/sessions', {
        method: 'POST',
        cookie,
        body: { mentorId, title: 'Session' },
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    }
    const send = (api: ApiProcess, cookie: string, sessionId: string, message: string) =>
      api.fetch(`/api/chat/sessions/${sessionId}/messages`, { method: 'POST', cookie, body: { message } });
    const roles = async (sessionId: string) =>
      (
        await testDb.db
          .selectFrom('messages')
          .select('role')
          .where('sessionId', '=', sessionId)
          .orderBy('seq')
          .execute()
      ).map((m) => m.role);

    it('accepts a session cookie made on A on B, and honours a sign-out on A on B', async () => {
      const cookie = await signUpOn(a);
      expect((await b.fetch('/api/auth/user', { cookie })).status).toBe(200);
      // The web app signs out through POST /api/logout (the session row is deleted).
      const out = await a.fetch('/api/logout', { method: 'POST', cookie });
      expect(out.status).toBeLessThan(400);
      // B may still hold the session in its 10 s cache for the few milliseconds the database's announcement of the
      // sign-out takes to reach it (more on a loaded machine), so a read there at this instant is not what is
      // promised. A write is: it always reads the session from the database, so B refuses it at once, and drops
      // the session from its cache, so the read after it is refused too (docs/security.md, the session cache).
      const write = await b.fetch('/api/chat/sessions', {
        method: 'POST',
        cookie,
        body: { mentorId: 'career', title: 'After sign-out' },
      });
      expect(write.status).toBe(401);
      const after = await b.fetch('/api/auth/user', { cookie });
      expect(after.status).toBe(401);
      expect(await after.text()).toContain('Unauthorized');
    });

    it('holds the per-minute cap across both: 20 sends in all, then 429 with Retry-After on either', async () => {
      const cookie = await signUpOn(a);
      const sessionId = await newSession(a, cookie);
      for (let i = 0; i < 20; i += 1) {
        const res = await send(i % 2 === 0 ? a : b, cookie, sessionId, `Message ${i}`);
        expect(res.status).toBe(201);
      }
      for (const api of [a, b]) {
        const refused = await send(api, cookie, sessionId, 'One too many');
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({
          message: 'Too many requests. Please wait a moment and try again.',
        });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(await roles(sessionId)).toHaveLength(40);
    });

    it('never lets sends to one session through A and B at once store user, user, assistant, assistant', async () => {
      const cookie = await signUpOn(a);
      const sessionId = await newSession(a, cookie);
      // Slow replies, so the two sends overlap.
      stub.setChunkDelay(40);
      for (let round = 0; round < 3; round += 1) {
        const [fromA, fromB] = await Promise.all([
          send(a, cookie, sessionId, `Through A, round ${round}`),
          send(b, cookie, sessionId, `Through B, round ${round}`),
        ]);
        const statuses = [fromA.status, fromB.status].sort();
        expect(statuses).toEqual([201, 429]);
        const refused = fromA.status === 429 ? fromA : fromB;
        expect(await refused.json()).toEqual({
          message: 'Your mentor is still answering. Please wait for the current reply to finish.',
        });
      }
      stub.setChunkDelay(0);
      const transcript = await roles(sessionId);
      expect(transcript).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
    });

    it('runs on B a job enqueued by A when A dies before finishing it', async () => {
      const cookie = await signUpOn(a);
      const sessionId = await newSession(a, cookie);
      stub.hangSchema('session_summary');
      const sent = await send(a, cookie, sessionId, 'How do I ask for a promotion?');
      expect(sent.status).toBe(201);
      const { assistantMessage } = (await sent.json()) as { assistantMessage: { id: string } };
      const key = `chat.after-reply:${assistantMessage.id}`;
      const job = () =>
        testDb.db.selectFrom('jobs').select(['state', 'attempts']).where('key', '=', key).executeTakeFirst();
      // Whichever instance claimed it, it is stuck on the summary; kill that one (or both: restart B).
      await waitFor('the job to be claimed', async () =>
        (await job())?.state === 'running' ? true : undefined,
      );
      await a.kill();
      stub.hangSchema(null);
      // B may have claimed it itself (it then waits on the hung call, which now never answers): restart B so only
      // a fresh B can run it, after the dead claim's lease runs out.
      await b.kill();
      b = await startApiProcess({
        DATABASE_URL: testDb.url!,
        REDIS_URL: redisUrl!,
        OPENAI_API_KEY: STUB_API_KEY,
        OPENAI_BASE_URL: stub.baseUrl,
        JOBS_LEASE_SECONDS: '2',
      });
      await waitFor('the job to be done on B', async () =>
        (await job())?.state === 'done' ? true : undefined,
      );
      expect(await job()).toEqual({ state: 'done', attempts: 2 });
      const summaries = await testDb.db
        .selectFrom('sessionSummaries')
        .select('id')
        .where('sessionId', '=', sessionId)
        .execute();
      expect(summaries).toHaveLength(1);
    });
  },
);
