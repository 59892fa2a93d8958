// `pnpm bench scale`: throughput of 1 against 3 api processes behind Caddy (test/scale/cluster.ts), on PostgreSQL
// and Redis (TEST_DATABASE_URL and TEST_REDIS_URL). A closed loop of 16 clients, each a
// signed-in person reading and writing their goals and sessions, for 15 s per setup. docs/performance.md has the
// figures and what they mean on a 2-core machine.
import { cpus } from 'node:os';
import { createTestDb } from '@mentor/db/testing';
import { cookieOf } from '../test/api-process';
import { caddyAvailable, startCluster, type Cluster } from '../test/scale/cluster';

const CLIENTS = 16;
const SECONDS = 15;
const PASSWORD = 'correct horse battery';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

async function signUp(cluster: Cluster, n: number): Promise<string> {
  const email = `bench-scale-${n}-${Date.now()}@example.com`;
  const registered = await cluster.fetch('/api/auth/register', {
    method: 'POST',
    body: { email, password: PASSWORD, firstName: 'Bench', lastName: 'User' },
  });
  if (registered.status !== 202) throw new Error(`sign-up: ${registered.status}`);
  return cookieOf(await cluster.fetch('/api/login', { method: 'POST', body: { email, password: PASSWORD } }));
}

/** One client's loop: list goals, list sessions, add a goal (while under the limit), read the plan's usage. */
async function client(
  cluster: Cluster,
  cookie: string,
  until: number,
  latencies: number[],
  errors: string[],
) {
  for (let i = 0; Date.now() < until; i += 1) {
    const step =
      i % 4 === 0
        ? () =>
            cluster.fetch('/api/goals', {
              method: 'POST',
              cookie,
              body: {
                title: `Goal ${i}`,
                description: 'A benchmark goal.',
                category: 'career',
                status: 'active',
                progress: 0,
                targetDate: '2027-03-01T09:00:00.000Z',
              },
            })
        : i % 4 === 1
          ? () => cluster.fetch('/api/chat/sessions', { cookie })
          : () => cluster.fetch('/api/goals', { cookie });
    const started = performance.now();
    const res = await step();
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    if (res.status >= 400 && !(res.status === 409 || res.status === 400)) errors.push(String(res.status));
  }
}

async function measure(processes: number, redisUrl: string) {
  const testDb = await createTestDb({ target: 'postgres' });
  const cluster = await startCluster(processes, {
    DATABASE_URL: testDb.url!,
    REDIS_URL: redisUrl,
    LOG_LEVEL: 'error',
    LOG_REQUESTS: 'off',
  });
  try {
    const cookies: string[] = [];
    for (let i = 0; i < CLIENTS; i += 1) cookies.push(await signUp(cluster, i));
    // Warm-up: each process compiles its hot paths.
    await Promise.all(cookies.map((c) => client(cluster, c, Date.now() + 2_000, [], [])));
    const latencies: number[] = [];
    const errors: string[] = [];
    const started = performance.now();
    await Promise.all(cookies.map((c) => client(cluster, c, Date.now() + SECONDS * 1000, latencies, errors)));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      processes,
      'requests/s': Math.round(latencies.length / seconds),
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p95 ms': Math.round(percentile(latencies, 95)),
      errors: errors.length,
    };
  } finally {
    await cluster.stop();
    await testDb.destroy();
  }
}

export async function benchScale(): Promise<void> {
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!process.env.TEST_DATABASE_URL || !redisUrl || !caddyAvailable()) {
    console.log('bench scale needs TEST_DATABASE_URL, TEST_REDIS_URL and /usr/bin/caddy');
    return;
  }
  console.log(`## Throughput behind Caddy: ${CLIENTS} clients, ${SECONDS} s, ${cpus().length} cores`);
  const rows = [];
  for (const processes of [1, 3]) rows.push(await measure(processes, redisUrl));
  console.table(rows);
}
