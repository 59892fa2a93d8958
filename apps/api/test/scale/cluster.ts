import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiProcess, type ApiProcess } from '../api-process';

/**
 * Several api processes on one PostgreSQL and one Redis behind a real Caddy (Debian's `caddy`), for `pnpm
 * test:scale` and `pnpm bench scale`. Caddy runs the Caddyfile of deploy/ with its replica lookup (`dynamic a`,
 * which asks Docker's DNS) swapped for the processes' fixed addresses, and its port for a free one: everything
 * else (compression, round robin, passive health checks, retries, flushing) is the production file's.
 */

const CADDYFILE = join(import.meta.dirname, '../../../../deploy/Caddyfile');
const CADDY = '/usr/bin/caddy';

async function freePort(): Promise<number> {
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

/** deploy/Caddyfile for fixed upstreams on loopback, listening on `port`, with no admin endpoint. */
export function caddyfileFor(port: number, upstreams: readonly string[]): string {
  const production = readFileSync(CADDYFILE, 'utf8');
  const dynamic = /\n(\s*)dynamic a \{[^}]*\}\n/;
  if (!dynamic.test(production) || !/^:80 \{$/m.test(production)) {
    throw new Error(
      'deploy/Caddyfile no longer has the `:80` site and `dynamic a` block this harness replaces',
    );
  }
  const local = production
    .replace(/^:80 \{$/m, `:${port} {`)
    .replace(dynamic, (_, indent: string) => `\n${indent}to ${upstreams.join(' ')}\n`);
  // Global options first: no admin API, no HTTPS (loopback), no log noise.
  return `{\n\tadmin off\n\tauto_https off\n\tlog {\n\t\tlevel ERROR\n\t}\n}\n\n${local}`;
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

/** `count` api processes (compiled at start by tsx) on `env` (DATABASE_URL, REDIS_URL, ...) behind Caddy. */
export async function startCluster(count: number, env: Record<string, string>): Promise<Cluster> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The public address is Caddy's: cookies and the Origin check are the proxy's, as in production.
  const apis = await Promise.all(
    Array.from({ length: count }, () =>
      startApiProcess({ SHUTDOWN_DRAIN_MS: '1500', ...env, PUBLIC_URL: url, TRUST_PROXY: 'true' }),
    ),
  );
  const dir = mkdtempSync(join(tmpdir(), 'mentor-caddy-'));
  const caddyfile = join(dir, 'Caddyfile');
  writeFileSync(
    caddyfile,
    caddyfileFor(
      port,
      apis.map((a) => a.url.replace('http://', '')),
    ),
  );
  const caddy: ChildProcess = spawn(CADDY, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
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
