// `pnpm bench [name filter...]` (`pnpm bench startup`: start-up time and idle memory, see ./startup.ts): latency percentiles, throughput and memory of the api's hot paths, on an embedded database
// (and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set). Speed is measured here, never by
// timed assertions inside tests.
import { createTestDb } from '@mentor/db/testing';
import type { FastifyInstance } from 'fastify';
import { createOfflineProvider } from '../src/ai/offline-provider';
import { buildApp } from '../src/app';
import { testConfig } from '../test/helpers';
import { scenarios, type Scenario } from './scenarios';

const ORIGIN = 'http://localhost:3000';

export interface BenchContext {
  app: FastifyInstance;
  cookie: string;
  /** Sends a request as the signed-in bench user (or signed out, without the session cookie). */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    options?: { signedOut?: boolean },
  ): Promise<{ status: number; body: string }>;
  /** A GET as the bench user whose answer is read as a stream and thrown away (a download), never held whole. */
  download(url: string): Promise<{ status: number; bytes: number }>;
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? 0;
}

async function runScenario(ctx: BenchContext, s: Scenario): Promise<Record<string, string | number>> {
  const state = s.setup ? await s.setup(ctx) : undefined;
  for (let i = 0; i < Math.min(20, s.iterations); i += 1) await s.run(ctx, state, i); // warm-up
  const times: number[] = [];
  const heapBefore = process.memoryUsage().heapUsed;
  // The resident set's peak while the scenario runs, sampled every 5 ms (the event loop turns between queries).
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  for (let i = 0; i < s.iterations; i += 1) {
    const t0 = performance.now();
    await s.run(ctx, state, i);
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  times.sort((a, b) => a - b);
  return {
    scenario: s.name,
    n: s.iterations,
    'p50 ms': Number(percentile(times, 50).toFixed(2)),
    'p95 ms': Number(percentile(times, 95).toFixed(2)),
    'p99 ms': Number(percentile(times, 99).toFixed(2)),
    'ops/s': Number(((s.iterations / total) * 1000).toFixed(0)),
    'heap Δ MB': Number(((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024).toFixed(1)),
    'peak rss Δ MB': Number(((rssPeak - rssBefore) / 1024 / 1024).toFixed(1)),
  };
}

async function benchOn(target: 'pglite' | 'postgres'): Promise<void> {
  const db = await createTestDb({ target });
  // The offline mentor unpaced (in the app it writes a word every 12 ms so the reply reads as it streams):
  // the chat scenario measures the server's own work.
  const app = await buildApp(testConfig(), { db: db.db, ai: createOfflineProvider({ wordDelayMs: 0 }) });
  await app.ready();
  try {
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: ORIGIN },
      payload: {
        email: 'bench@example.com',
        password: 'bench password',
        firstName: 'Bench',
        lastName: 'User',
      },
    });
    const cookie = reg.cookies.find((c) => c.name === 'mentor_session');
    if (!cookie) throw new Error(`bench sign-up failed: ${reg.body}`);
    const ctx: BenchContext = {
      app,
      cookie: `mentor_session=${cookie.value}`,
      async call(method, url, body, options = {}) {
        const res = await app.inject({
          method,
          url,
          headers: {
            origin: ORIGIN,
            ...(options.signedOut ? {} : { cookie: `mentor_session=${cookie.value}` }),
          },
          ...(body === undefined ? {} : { payload: body as object }),
        });
        return { status: res.statusCode, body: res.body };
      },
      async download(url) {
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { cookie: `mentor_session=${cookie.value}` },
          payloadAsStream: true,
        });
        let bytes = 0;
        for await (const chunk of res.stream()) bytes += (chunk as Buffer).length;
        return { status: res.statusCode, bytes };
      },
    };
    const rows = [];
    // `pnpm bench export` runs only the scenarios whose name contains "export".
    const only = process.argv.slice(2).map((a) => a.toLowerCase());
    for (const s of scenarios) {
      if (only.length > 0 && !only.some((o) => s.name.toLowerCase().includes(o))) continue;
      rows.push(await runScenario(ctx, s));
    }
    console.log(`\n${target}`);
    console.table(rows);
    const mem = process.memoryUsage();
    console.log(
      `rss ${(mem.rss / 1024 / 1024).toFixed(0)} MB, heap used ${(mem.heapUsed / 1024 / 1024).toFixed(0)} MB`,
    );
  } finally {
    await app.close();
    await db.destroy();
  }
}

// `pnpm bench startup`: start-up time and idle memory of the server process (bench/startup.ts).
if (process.argv.slice(2).includes('startup')) {
  const { benchStartup } = await import('./startup');
  await benchStartup();
  process.exit(0);
}

await benchOn('pglite');
if (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) {
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  await benchOn('postgres');
}
