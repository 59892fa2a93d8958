// `pnpm bench startup`: how long the server takes from spawn to /readyz answering 200, and its resident memory once
// idle, for the development runtime (tsx on the TypeScript sources) against the production bundle (node on
// dist/server.js), on PostgreSQL (a fresh database migrated at start, and an already migrated one) and on the embedded
// PGlite (an empty DATA_DIR, and the same one again). PostgreSQL is used when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set (a role that may create databases); each variant runs BENCH_STARTUP_RUNS times (3).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, sql } from '@mentor/db';
import { buildServer } from '../scripts/build';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const IDLE_MS = 3_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}

/** One start: ms until /readyz answers 200, and the resident set after IDLE_MS of idling. */
async function startOnce(
  args: string[],
  env: Record<string, string>,
): Promise<{ readyMs: number; idleRssMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
      const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const readyMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { readyMs, idleRssMb: rssMb(child.pid!) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface Variant {
  database: string;
  /** Prepares one run (a fresh database or DATA_DIR); returns its env and its clean-up. */
  prepare: () => Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }>;
}

function postgresVariants(adminUrl: string): Variant[] {
  const admin = async (statement: string) => {
    const h = await createDb({ databaseUrl: adminUrl, migrate: false, maxConnections: 1 });
    try {
      await sql.raw(statement).execute(h.db);
    } finally {
      await h.close();
    }
  };
  const fresh = async () => {
    const name = `mentor_bench_${Math.random().toString(36).slice(2, 10)}`;
    await admin(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
  };
  let migrated: { url: string; drop: () => Promise<void> } | undefined;
  return [
    {
      database: 'PostgreSQL, fresh (MIGRATE_ON_START)',
      prepare: async () => {
        const db = await fresh();
        return { env: { DATABASE_URL: db.url, MIGRATE_ON_START: 'true' }, cleanup: db.drop };
      },
    },
    {
      database: 'PostgreSQL, migrated',
      prepare: async () => {
        if (!migrated) {
          migrated = await fresh();
          const h = await createDb({ databaseUrl: migrated.url });
          await h.close();
        }
        return { env: { DATABASE_URL: migrated.url }, cleanup: async () => {} };
      },
    },
  ];
}

function pgliteVariants(): Variant[] {
  let existing: string | undefined;
  return [
    {
      database: 'PGlite, empty DATA_DIR',
      prepare: async () => {
        const dir = mkdtempSync(join(tmpdir(), 'mentor-bench-'));
        existing ??= dir;
        return {
          env: { DATA_DIR: dir },
          cleanup: async () => {
            if (dir !== existing) rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    },
    {
      database: 'PGlite, existing DATA_DIR',
      prepare: async () => ({ env: { DATA_DIR: existing! }, cleanup: async () => {} }),
    },
  ];
}

export async function benchStartup(): Promise<void> {
  const bundle = await buildServer();
  const runtimes = [
    { runtime: 'tsx src/server.ts', args: ['--import', 'tsx', 'src/server.ts'] },
    { runtime: 'node dist/server.js', args: ['--enable-source-maps', bundle] },
  ];
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const variants = [...(adminUrl ? postgresVariants(adminUrl) : []), ...pgliteVariants()];
  const rows: Record<string, string | number>[] = [];
  for (const variant of variants) {
    for (const { runtime, args } of runtimes) {
      const ready: number[] = [];
      const rss: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const { env, cleanup } = await variant.prepare();
        try {
          const run = await startOnce(args, env);
          ready.push(run.readyMs);
          rss.push(run.idleRssMb);
        } finally {
          await cleanup();
        }
      }
      rows.push({
        database: variant.database,
        runtime,
        runs: RUNS,
        'ready ms (median)': Math.round(median(ready)),
        'ready ms (min)': Math.round(Math.min(...ready)),
        'idle rss MB (median)': median(rss),
      });
    }
  }
  console.table(rows);
  if (!adminUrl) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
}
