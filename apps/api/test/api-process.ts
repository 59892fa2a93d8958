import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Database } from '@mentor/db';
import { createTestDb } from '@mentor/db/testing';
import { inject } from 'vitest';

const API_DIR = join(import.meta.dirname, '..');

/** A port free on loopback right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr and stdout (for a failure's message). */
  output(): string;
  /** A request with a same-origin Origin (state-changing calls need one) and the given cookie. */
  fetch(path: string, init?: { method?: string; body?: unknown; cookie?: string }): Promise<Response>;
  /** kill -9: no shutdown hooks run. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<void>;
}

/**
 * The api as production runs it, in a process of its own (node on the compiled bundle that test/global-bundle.ts
 * built for the run: one process, so a kill -9 kills the server itself), on `env` (DATA_DIR or DATABASE_URL,
 * OPENAI_BASE_URL, REDIS_URL ...). Resolves once /readyz answers 200.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', inject('apiBundle')], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      REGISTER_LIMIT_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const api: ApiProcess = {
    url,
    child,
    output: () => output,
    fetch: (path, init = {}) =>
      fetch(url + path, {
        method: init.method ?? 'GET',
        redirect: 'manual',
        headers: {
          origin: url,
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      }),
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api process exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return api;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await api.kill();
      throw new Error(`the api process did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `mentor_session=...` from a response's Set-Cookie. */
export function cookieOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mentor_session='));
  if (!cookie) throw new Error(`no session cookie (${res.status})`);
  return cookie.split(';')[0]!;
}

/** Polls `check` until it answers something other than undefined (a wait, not a timed assertion). */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  limitMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The database of api processes a test kills and restarts, and the test's own way into it. */
export interface ProcessDatabase {
  /**
   * For startApiProcess: DATABASE_URL with a 2-second job lease (a killed process's claim lapses soon), or DATA_DIR.
   */
  env: Record<string, string>;
  /** The database as the test sees it: PostgreSQL alongside the process, or the embedded one while it is stopped. */
  inspect<T>(use: (db: Database) => Promise<T>): Promise<T>;
  destroy(): Promise<void>;
}

/** A fresh PostgreSQL test database, or an embedded one in a temp folder named after `prefix`. */
export async function processDatabase(
  target: 'postgres' | 'pglite',
  prefix: string,
): Promise<ProcessDatabase> {
  if (target === 'postgres') {
    const testDb = await createTestDb({ target: 'postgres' });
    return {
      // PostgreSQL may be shared by live instances, so running jobs are taken over only once their lease runs out.
      env: { DATABASE_URL: testDb.url!, JOBS_LEASE_SECONDS: '2' },
      inspect: (use) => use(testDb.db),
      destroy: () => testDb.destroy(),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return {
    env: { DATA_DIR: dataDir },
    async inspect(use) {
      const handle = await createDb({ dataDir, migrate: false });
      try {
        return await use(handle.db);
      } finally {
        await handle.close();
      }
    },
    destroy: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
