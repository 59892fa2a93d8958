import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startApiProcess, type ApiProcess } from '../api-process';

/**
 * Several api processes on one PostgreSQL and one Redis behind a real Caddy (Debian's `caddy`), for `pnpm
 * test:scale` and `pnpm bench scale`. Caddy runs deploy/Caddyfile itself (compression, round robin, health checks,
 * retries, flushing), told the processes' addresses and a free port through the variables it reads.
 */

const CADDYFILE = join(import.meta.dirname, '../../../../deploy/Caddyfile');
const CADDY = '/usr/bin/caddy';

/**
 * deploy/Caddyfile as it is, after global options for a test (no admin endpoint, no HTTPS on loopback, errors only
 * in the log). Its site address and replicas come from CADDY_ADDRESS and API_UPSTREAMS (see startCluster).
 */
function caddyfileForTest(): string {
  const production = readFileSync(CADDYFILE, 'utf8');
  if (!production.includes('{$CADDY_ADDRESS') || !production.includes('to {$API_UPSTREAMS}')) {
    throw new Error(
      'deploy/Caddyfile no longer takes CADDY_ADDRESS and API_UPSTREAMS, which this harness sets',
    );
  }
  return `{\n\tadmin off\n\tauto_https off\n\tlog {\n\t\tlevel ERROR\n\t}\n}\n\n${production}`;
}

export function caddyAvailable(): boolean {
  return existsSync(CADDY);
}

export interface Cluster {
  /** Caddy's address: what a browser would talk to. */
  url: string;
  apis: ApiProcess[];
  /** A request through Caddy with a same-origin Origin and the given cookie (and gzip accepted, as a browser). */
  fetch(
    path: string,
    init?: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  stop(): Promise<void>;
  /** What Caddy logged (errors only). */
  log(): string;
}

/** `count` api processes (the compiled server) on `env` (DATABASE_URL, REDIS_URL, ...) behind Caddy. */
export async function startCluster(count: number, env: Record<string, string>): Promise<Cluster> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The public address is Caddy's: cookies and the Origin check are the proxy's, as in production.
  // One after another: a start (the database pool, the encoder's weights) is slow enough alone on a busy 2-core
  // machine.
  const apis: ApiProcess[] = [];
  let caddyfileText: string;
  try {
    caddyfileText = caddyfileForTest();
    for (let i = 0; i < count; i += 1) {
      apis.push(
        await startApiProcess({ SHUTDOWN_DRAIN_MS: '1500', ...env, PUBLIC_URL: url, TRUST_PROXY: 'true' }),
      );
    }
  } catch (error) {
    // No process outlives a start that failed halfway.
    await Promise.all(apis.map((a) => a.kill()));
    throw error;
  }
  const dir = mkdtempSync(join(tmpdir(), 'mentor-caddy-'));
  const caddyfile = join(dir, 'Caddyfile');
  writeFileSync(caddyfile, caddyfileText);
  const caddy: ChildProcess = spawn(CADDY, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
      CADDY_ADDRESS: `:${port}`,
      API_UPSTREAMS: apis.map((a) => a.url.replace('http://', '')).join(' '),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  caddy.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  caddy.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => caddy.once('exit', () => resolve()));

  const stop = async () => {
    if (caddy.exitCode === null && caddy.signalCode === null) caddy.kill('SIGTERM');
    await exited;
    await Promise.all(apis.map((a) => a.kill()));
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (caddy.exitCode !== null) {
      await stop();
      throw new Error(`caddy exited (${caddy.exitCode}):\n${output}`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`caddy did not answer:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    apis,
    fetch: (path, init = {}) =>
      fetch(url + path, {
        method: init.method ?? 'GET',
        redirect: 'manual',
        headers: {
          origin: url,
          'accept-encoding': 'gzip, deflate, br',
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      }),
    stop,
    log: () => output,
  };
}
