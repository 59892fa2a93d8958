// `pnpm bench [name filter...]` (`pnpm bench startup`: start-up time and idle memory, see ./startup.ts; `pnpm bench
// voice`: the voice conversation's latency, see ./voice-latency.ts): latency percentiles, throughput and memory of the api's hot paths, on an embedded database
// (and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set). Speed is measured here, never by
// timed assertions inside tests.
import { createTestDb } from '@mentor/db/testing';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { createOfflineProvider } from '../src/ai/offline-provider';
import { buildApp } from '../src/app';
import { registerAndSignIn, testConfig } from '../test/helpers';
import { scenarios, type Scenario } from './scenarios';
import { countChatStatements } from './sql-count';
import { ttftUnderLoad } from './ttft';

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

/**
 * The yardstick every row is divided by: a bare Fastify 5 hello-world answering through the same `inject` in the
 * same run, so a figure reads as a ratio ("0.12x bare") that the machine's speed and load cancel out of.
 */
async function bareFastifyOpsPerSecond(): Promise<number> {
  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ hello: 'world' }));
  await bare.ready();
  const n = 5000;
  for (let i = 0; i < 500; i += 1) await bare.inject({ method: 'GET', url: '/hello' });
  const started = performance.now();
  for (let i = 0; i < n; i += 1) await bare.inject({ method: 'GET', url: '/hello' });
  const total = performance.now() - started;
  await bare.close();
  return (n / total) * 1000;
}

/**
 * What request logging costs on a cheap route (GET /healthz, 200), at info level into a stream that throws the
 * lines away: ops/s with each LOG_REQUESTS mode as a ratio to logging off, and the bytes written per request.
 */
async function loggingCost(): Promise<void> {
  const db = await createTestDb({ target: 'pglite' });
  const modes = ['off', 'problems', 'all'] as const;
  const runs = await Promise.all(
    modes.map(async (mode) => {
      const run = { mode, bytes: 0, ms: 0, n: 0 };
      const logStream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          run.bytes += chunk.length;
          done();
        },
      });
      const app = await buildApp(testConfig({ logLevel: 'info', logRequests: mode }), {
        db: db.db,
        logStream,
      });
      await app.ready();
      return { run, app };
    }),
  );
  // Rounds alternate between the modes, so warm-up and the machine's other load fall on each alike.
  for (let round = 0; round < 9; round += 1) {
    // Each round starts with another mode, so no mode always follows the same one.
    for (const { run, app } of [...runs.slice(round % 3), ...runs.slice(0, round % 3)]) {
      const bytesBefore = run.bytes;
      const started = performance.now();
      for (let i = 0; i < 500; i += 1) await app.inject({ url: '/healthz' });
      if (round < 3) {
        run.bytes = bytesBefore; // warm-up
        continue;
      }
      run.ms += performance.now() - started;
      run.n += 500;
    }
  }
  const off = runs[0]!.run;
  const offOps = (off.n / off.ms) * 1000;
  console.log('\nrequest logging on GET /healthz (info level)');
  console.table(
    runs.map(({ run }) => {
      const ops = (run.n / run.ms) * 1000;
      return {
        LOG_REQUESTS: run.mode,
        'ops/s': Number(ops.toFixed(0)),
        'cost (off ÷ mode)': Number((offOps / ops).toFixed(2)),
        'bytes/request': Number((run.bytes / run.n).toFixed(0)),
      };
    }),
  );
  for (const { app } of runs) await app.close();
  await db.destroy();
}

/**
 * The query builder's own cost: building and compiling the session lookup (a join with the user's columns) and the
 * goals list, in microseconds per query, without running them.
 */
async function queryBuilderCost(): Promise<void> {
  const db = await createTestDb({ target: 'pglite' });
  const goals = () =>
    db.db
      .selectFrom('goals')
      .selectAll()
      .where('userId', '=', '00000000-0000-4000-8000-000000000000')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc');
  const session = () =>
    db.db
      .selectFrom('loginSessions')
      .innerJoin('users', 'users.id', 'loginSessions.userId')
      .selectAll('users')
      .select(['loginSessions.sid', 'loginSessions.sess', 'loginSessions.expire', 'loginSessions.lastUsedAt'])
      .where('loginSessions.sid', '=', 'x');
  const rows = [];
  for (const [name, build] of [
    ['goals list', goals],
    ['session lookup', session],
  ] as const) {
    for (let i = 0; i < 2000; i += 1) build().compile();
    const n = 20_000;
    const started = performance.now();
    for (let i = 0; i < n; i += 1) build().compile();
    rows.push({
      query: name,
      'µs to build and compile': Number((((performance.now() - started) / n) * 1000).toFixed(1)),
    });
  }
  await db.destroy();
  console.log('\nthe query builder (Kysely with CamelCasePlugin), per query');
  console.table(rows);
}

/** Named ratios between rows (the targets are stated this way). */
const RATIOS: { name: string; of: string; to: string }[] = [
  { name: 'authenticated REST list ÷ bare Fastify', of: 'GET /api/goals (20 goals', to: 'bare Fastify' },
  { name: 'tRPC ÷ REST (goals list)', of: 'tRPC goals.list', to: 'GET /api/goals (20 goals' },
  {
    name: 'signed-in 404 ÷ signed-out 404',
    of: 'GET /api/nothing-here (signed in',
    to: 'GET /api/nothing-here (signed out',
  },
];

async function benchOn(target: 'pglite' | 'postgres'): Promise<void> {
  // Long seeds (the heavy user, the export's 100,000 messages) need more than the app's query timeouts.
  const db = await createTestDb({ target, timeouts: { statementMs: 600_000, queryMs: 600_000 } });
  // The offline mentor unpaced (in the app it writes a word every 12 ms so the reply reads as it streams):
  // the chat scenario measures the server's own work.
  const app = await buildApp(testConfig(), { db: db.db, ai: createOfflineProvider({ wordDelayMs: 0 }) });
  await app.ready();
  try {
    const reg = await registerAndSignIn(
      app,
      { email: 'bench@example.com', password: 'bench password', firstName: 'Bench', lastName: 'User' },
      { origin: ORIGIN },
    );
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
    const bare = await bareFastifyOpsPerSecond();
    const rows: Record<string, string | number>[] = [
      { scenario: 'bare Fastify 5 hello-world (inject)', 'ops/s': Number(bare.toFixed(0)), 'x bare': 1 },
    ];
    // `pnpm bench export` runs only the scenarios whose name contains "export".
    const only = process.argv.slice(2).map((a) => a.toLowerCase());
    for (const s of scenarios) {
      if (only.length > 0 && !only.some((o) => s.name.toLowerCase().includes(o))) continue;
      const row = await runScenario(ctx, s);
      rows.push({ ...row, 'x bare': Number((Number(row['ops/s']) / bare).toFixed(3)) });
    }
    console.log(`\n${target}`);
    console.table(rows);
    const opsOf = (prefix: string) => rows.find((r) => String(r.scenario).startsWith(prefix))?.['ops/s'];
    for (const ratio of RATIOS) {
      const of = opsOf(ratio.of);
      const to = opsOf(ratio.to);
      if (typeof of === 'number' && typeof to === 'number' && to > 0)
        console.log(`${ratio.name}: ${(of / to).toFixed(3)}x`);
    }
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

// `pnpm bench voice`: the voice conversation's time from the end of speech to the first audio (bench/voice-latency.ts).
if (process.argv.slice(2).includes('voice')) {
  const { voiceLatency } = await import('./voice-latency');
  await voiceLatency();
  process.exit(0);
}

// `pnpm bench scale`: throughput of 1 against 3 processes behind Caddy (bench/scale.ts).
if (process.argv.slice(2).includes('scale')) {
  const { benchScale } = await import('./scale');
  await benchScale();
  process.exit(0);
}

const filters = process.argv.slice(2).map((a) => a.toLowerCase());
if (filters.length === 0 || filters.some((f) => 'logging'.includes(f))) await loggingCost();
if (filters.length === 0 || filters.some((f) => 'query builder'.includes(f))) await queryBuilderCost();
const wants = (name: string) => filters.length === 0 || filters.some((f) => name.includes(f));
const onPostgres = Boolean(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
if (onPostgres)
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (wants('sql statements')) {
  await countChatStatements('pglite');
  if (onPostgres) await countChatStatements('postgres');
}
if (wants('ttft time to first token')) {
  await ttftUnderLoad('pglite');
  if (onPostgres) await ttftUnderLoad('postgres');
}
await benchOn('pglite');
if (onPostgres) await benchOn('postgres');
