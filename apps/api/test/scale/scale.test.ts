import { createTestDb, type TestDb } from '@mentor/db/testing';
import { CHAT_SENDS_PER_MINUTE } from '@mentor/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, waitFor } from '../api-process';
import { startOpenAiStub, STUB_API_KEY, type OpenAiStub } from '../openai-stub';
import { caddyAvailable, startCluster, type Cluster } from './cluster';

// `pnpm test:scale`: three api processes on one PostgreSQL and one Redis behind a real Caddy with the production
// Caddyfile's rules. Needs TEST_DATABASE_URL, TEST_REDIS_URL and /usr/bin/caddy (.ci/run provides all three).

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const METRICS_TOKEN = 'scale-test-metrics-token-0123456789';
const PASSWORD = 'correct horse battery';

describe.skipIf(!databaseUrl || !redisUrl || !caddyAvailable())(
  'three api processes behind Caddy (needs TEST_DATABASE_URL, TEST_REDIS_URL and caddy)',
  { timeout: 180_000 },
  () => {
    let testDb: TestDb;
    let stub: OpenAiStub;
    let cluster: Cluster;

    beforeAll(async () => {
      testDb = await createTestDb({ target: 'postgres' });
      stub = await startOpenAiStub();
      cluster = await startCluster(3, {
        DATABASE_URL: testDb.url!,
        REDIS_URL: redisUrl!,
        OPENAI_API_KEY: STUB_API_KEY,
        OPENAI_BASE_URL: stub.baseUrl,
        OPENAI_TIMEOUT_MS: '600000',
        JOBS_LEASE_SECONDS: '2',
        METRICS_TOKEN,
        // A busy CI machine runs this: the database's limits of a loaded test run (as the other suites' databases).
        DB_STATEMENT_TIMEOUT_MS: '15000',
        DB_QUERY_TIMEOUT_MS: '20000',
      });
    }, 240_000);
    afterAll(async () => {
      await cluster?.stop();
      await stub?.close();
      await testDb?.destroy();
    });

    let accounts = 0;
    async function signUp(): Promise<string> {
      accounts += 1;
      const email = `scale-${accounts}-${Date.now()}@example.com`;
      const registered = await cluster.fetch('/api/auth/register', {
        method: 'POST',
        body: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lee' },
      });
      expect(registered.status, await registered.clone().text()).toBe(202);
      const res = await cluster.fetch('/api/login', { method: 'POST', body: { email, password: PASSWORD } });
      expect(res.status).toBe(200);
      return cookieOf(res);
    }
    async function newSession(cookie: string): Promise<string> {
      const res = await cluster.fetch('/api/chat/sessions', {
        method: 'POST',
        cookie,
        body: { mentorId: 'career', title: 'New session' },
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    }
    /** How many requests of `route` (and method) the process at `url` has answered, from its own /metrics. */
    async function answered(url: string, route: string, method = 'GET'): Promise<number> {
      const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const text = await res.text();
      const line = text
        .split('\n')
        .find(
          (l) =>
            l.startsWith('http_request_duration_seconds_count{') &&
            l.includes(`route="${route}"`) &&
            l.includes(`method="${method}"`) &&
            l.includes('status="200"'),
        );
      return line ? Number(line.split(' ').at(-1)) : 0;
    }

    it('signs in through Caddy, and every process serves that session (no sticky sessions)', async () => {
      const cookie = await signUp();
      for (let i = 0; i < 9; i += 1) {
        const res = await cluster.fetch('/api/goals', { cookie });
        expect(res.status).toBe(200);
      }
      // Round robin: each of the three processes answered some of the nine.
      const counts = await Promise.all(cluster.apis.map((a) => answered(a.url, '/api/goals')));
      expect(
        counts.every((n) => n > 0),
        String(counts),
      ).toBe(true);
    });

    it('streams a reply through Caddy as it is written, chunk by chunk (compressed, as a browser asks)', async () => {
      const cookie = await signUp();
      const sessionId = await newSession(cookie);
      stub.queue({
        reply:
          'First, list three results. Then, find one market number. Finally, book the meeting this week.',
        chunkDelayMs: 120,
      });
      const res = await cluster.fetch('/api/trpc/chat.send?batch=1', {
        method: 'POST',
        cookie,
        headers: { 'trpc-accept': 'application/jsonl' },
        body: { 0: { sessionId, message: 'How do I ask for a raise?' } },
      });
      expect(res.status).toBe(200);
      // Each network read that brings reply text: a proxy that buffered would deliver the reply in one.
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let readsWithText = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const chunk = decoder.decode(value, { stream: true });
        if (chunk.includes('"delta"')) readsWithText += 1;
        text += chunk;
      }
      expect(text).toContain('book the meeting');
      expect(readsWithText).toBeGreaterThanOrEqual(5);
    });

    it(`shares the per-minute send cap across processes (${CHAT_SENDS_PER_MINUTE} a minute)`, async () => {
      const cookie = await signUp();
      const sessionId = await newSession(cookie);
      const statuses: number[] = [];
      for (let i = 0; i <= CHAT_SENDS_PER_MINUTE; i += 1) {
        const res = await cluster.fetch(`/api/chat/sessions/${sessionId}/messages`, {
          method: 'POST',
          cookie,
          body: { message: `Question ${i + 1}: how do I prepare for a review?` },
        });
        statuses.push(res.status);
        await res.arrayBuffer();
      }
      // Spread over three processes, yet counted once: the cap's Redis counter is shared.
      expect(
        statuses.slice(0, CHAT_SENDS_PER_MINUTE).every((s) => s === 201),
        String(statuses),
      ).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });

    it('runs the work after a reply on whichever process claims it (its title and summary)', async () => {
      const cookie = await signUp();
      const sessionId = await newSession(cookie);
      const sent = await cluster.fetch(`/api/chat/sessions/${sessionId}/messages`, {
        method: 'POST',
        cookie,
        body: { message: 'I want to move from teaching into UX design. Where do I start?' },
      });
      expect(sent.status).toBe(201);
      const title = await waitFor('the session title', async () => {
        const res = await cluster.fetch('/api/chat/sessions', { cookie });
        const sessions = (await res.json()) as { id: string; title: string }[];
        const session = sessions.find((x) => x.id === sessionId);
        return session && session.title !== 'New session' ? session.title : undefined;
      });
      expect(title.length).toBeGreaterThan(0);
      await waitFor('the session summary', async () => {
        const res = await cluster.fetch('/api/summaries', { cookie });
        const summaries = (await res.json()) as { sessionId: string }[];
        return summaries.some((x) => x.sessionId === sessionId) ? true : undefined;
      });
    });

    it('loses no request and no write when one process is stopped mid-load', async () => {
      const clients: string[] = [];
      for (let i = 0; i < 6; i += 1) clients.push(await signUp());
      const created = new Map<string, string[]>();
      // The last progress each client was told it saved on its last goal.
      const progress = new Map<string, number>();
      const failures: string[] = [];
      let stopAt = 0;
      let requests = 0;
      const until = Date.now() + 8_000;
      const victim = cluster.apis[0]!;
      const load = clients.map(async (cookie, c) => {
        const ids: string[] = [];
        created.set(cookie, ids);
        for (let i = 0; Date.now() < until; i += 1) {
          try {
            requests += 2;
            // New goals while under the limit of 100 a person, then changes to the last one: writes either way.
            const last = ids.at(-1);
            const res =
              ids.length < 60 || !last
                ? await cluster.fetch('/api/goals', {
                    method: 'POST',
                    cookie,
                    body: {
                      title: `Goal ${c}-${i}`,
                      description: 'Written under load.',
                      category: 'career',
                      status: 'active',
                      progress: 0,
                      targetDate: '2027-03-01T09:00:00.000Z',
                    },
                  })
                : await cluster.fetch(`/api/goals/${last}`, {
                    method: 'PATCH',
                    cookie,
                    body: { progress: i % 100 },
                  });
            if (res.status === 201) ids.push(((await res.json()) as { id: string }).id);
            else if (res.status === 200)
              progress.set(cookie, ((await res.json()) as { progress: number }).progress);
            else failures.push(`${res.status} ${await res.text()}`);
            const list = await cluster.fetch('/api/goals', { cookie });
            if (list.status !== 200) failures.push(`GET ${list.status}`);
            else await list.arrayBuffer();
          } catch (error) {
            failures.push(`network: ${String(error)}`);
          }
        }
      });
      // A third of the way in, one process is told to stop (SIGTERM, as a deploy or a scale-in does).
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      stopAt = requests;
      await victim.stop();
      await Promise.all(load);
      expect(stopAt).toBeGreaterThan(0);
      expect(requests).toBeGreaterThan(stopAt);
      expect(failures, cluster.log()).toEqual([]);
      // Every goal a client was told was created is there, and nothing else; the last change it was told of stuck.
      for (const [cookie, ids] of created) {
        const res = await cluster.fetch('/api/goals', { cookie });
        const goals = (await res.json()) as { id: string; progress: number }[];
        expect(goals.map((g) => g.id).sort()).toEqual([...ids].sort());
        const saved = progress.get(cookie);
        if (saved !== undefined) expect(goals.find((g) => g.id === ids.at(-1))?.progress).toBe(saved);
      }
    });
  },
);
