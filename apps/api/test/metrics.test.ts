import { createTestDb, type TestDb } from '@mentor/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, openAiConfig, testConfig, type TestApp } from './helpers';
import { startOpenAiStub, type OpenAiStub } from './openai-stub';

// GET /metrics (plugins/metrics.ts, lib/metrics.ts): Prometheus' text format behind a bearer token, never public.

const TOKEN = 'a-scrape-token-of-32-characters!';

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

/** The value of one sample line (`name{labels} value`), or undefined when the scrape has no such line. */
function sample(body: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of body.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.entries(labels).every(([k, v]) => (match[2] ?? '').split(',').includes(`${k}="${v}"`));
    if (has) return Number(match[3]);
  }
  return undefined;
}

const scrape = async (app: FastifyInstance) => {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('does not exist: no figures, with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
    expect(t.app.routeTable.some((r) => r.url === '/metrics')).toBe(false);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let stub: OpenAiStub;
  beforeAll(async () => {
    stub = await startOpenAiStub();
    t = await createTestApp({ config: { ...openAiConfig(stub, 10_000), metricsToken: TOKEN } });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('answers 401 Unauthorized without the token, with another one, or with it outside a bearer header', async () => {
    for (const authorization of [
      undefined,
      'Bearer not-the-token',
      `Basic ${TOKEN}`,
      TOKEN,
      `Bearer ${TOKEN}x`,
    ]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it("answers Prometheus' text format, never cached, with Node's figures (the event-loop lag among them)", async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(sample(res.body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('times requests by route template and tRPC procedure, never by a URL a caller made up', async () => {
    const c = await t.signUp();
    const created = await c.post('/api/goals', {
      title: 'Run a 10k',
      description: 'Three runs a week.',
      category: 'life',
      status: 'active',
      progress: 0,
      targetDate: '2027-02-08T09:00:00.000Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    const goal = created.json<{ id: string }>();
    expect((await c.patch(`/api/goals/${goal.id}`, { progress: 10 })).statusCode).toBe(200);
    await c.get('/api/trpc/goals.list');
    await c.get('/api/trpc/goals.list,mentors.list?batch=1&input={}');
    await c.get('/api/trpc/made.up.procedure');
    await t.app.inject({ url: '/api/no/such/path/abc123' });
    const body = await scrape(t.app);
    const count = (route: string, status: string, method = 'GET') =>
      sample(body, 'http_request_duration_seconds_count', { route, method, status });
    expect(count('/api/goals', '201', 'POST')).toBe(1);
    expect(count('/api/goals/:id', '200', 'PATCH')).toBe(1);
    expect(count('trpc:goals.list', '200')).toBe(1);
    expect(count('trpc:batch', '200')).toBe(1);
    expect(count('trpc:unknown', '404')).toBe(1);
    expect(body).not.toContain(goal.id);
    expect(body).not.toContain('made.up');
    expect(body).not.toContain('abc123');
  });

  it('counts mentor replies, tokens and cost per provider and model, and safety flags per category', async () => {
    const c = await t.signUp();
    const before = await scrape(t.app);
    const labels = { kind: 'chat', provider: 'openai', model: t.config.openai.chatModel };
    const session = await c.caller().chat.createSession({ mentorId: 'career', title: 'New session' });
    await collect(
      await c.caller().chat.send({ sessionId: session.id, message: 'How do I ask for a raise?' }),
    );
    await collect(await c.caller().chat.send({ sessionId: session.id, message: 'i want to die' }));
    await t.drain();
    const after = await scrape(t.app);
    const grew = (name: string, l: Record<string, string>) =>
      (sample(after, name, l) ?? 0) - (sample(before, name, l) ?? 0);
    expect(grew('mentor_ai_calls_total', labels)).toBe(1);
    expect(grew('mentor_ai_tokens_total', { ...labels, direction: 'input' })).toBeGreaterThan(0);
    expect(grew('mentor_ai_tokens_total', { ...labels, direction: 'output' })).toBeGreaterThan(0);
    expect(grew('mentor_ai_cost_usd_total', labels)).toBeGreaterThan(0);
    expect(grew('mentor_safety_flags_total', { category: 'self_harm' })).toBe(1);
    expect(after).not.toContain('die');
  });

  it('reports the job queue: jobs per state and the age of the oldest due one', async () => {
    const body = await scrape(t.app);
    for (const state of ['pending', 'running', 'done', 'failed'])
      expect(sample(body, 'mentor_jobs', { state }), state).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'mentor_jobs', { state: 'done' })).toBeGreaterThan(0);
    expect(sample(body, 'mentor_jobs_oldest_due_age_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'GET /metrics on PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    let testDb: TestDb;
    let app: FastifyInstance;
    beforeAll(async () => {
      testDb = await createTestDb({ target: 'postgres' });
      app = await buildApp(
        testConfig({ databaseUrl: testDb.url, migrateOnStart: true, metricsToken: TOKEN }),
      );
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await testDb?.destroy();
    });

    it("reports both pg pools: connections in use, idle, waiting, and each pool's limit", async () => {
      await app.inject({ url: '/readyz' });
      const body = await scrape(app);
      for (const pool of ['requests', 'jobs']) {
        expect(sample(body, 'mentor_db_pool_in_use', { pool }), pool).toBeGreaterThanOrEqual(0);
        expect(sample(body, 'mentor_db_pool_idle', { pool }), pool).toBeGreaterThanOrEqual(0);
        expect(sample(body, 'mentor_db_pool_waiting', { pool }), pool).toBe(0);
        expect(sample(body, 'mentor_db_pool_max', { pool }), pool).toBeGreaterThan(0);
      }
      expect(sample(body, 'mentor_db_pool_max', { pool: 'jobs' })).toBe(testConfig().jobs.concurrency + 1);
    });
  },
);
