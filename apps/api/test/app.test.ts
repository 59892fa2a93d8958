import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { sql } from '@mentor/db';
import { createTestDb, type TestDb } from '@mentor/db/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { ENV_KEYS, loadConfig } from '../src/env';
import { enqueueJob } from '../src/lib/jobs';
import { gracefulShutdown } from '../src/shutdown';
import { testConfig } from './helpers';

describe('serving the web app', () => {
  let dir: string;
  let db: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mentor-web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'app-123.js'), 'console.log(1)\n//# sourceMappingURL=app-123.js.map');
    writeFileSync(join(dir, 'assets', 'app-123.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
    db = await createTestDb();
    app = await buildApp(testConfig({ webDistDir: dir }), { db: db.db });
    app.get('/api/boom', { config: { auth: 'public' } }, async () => {
      throw new Error('secret internal detail at /srv/db');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('never serves a source map (the original TypeScript)', async () => {
    const res = await app.inject({ url: '/assets/app-123.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret.ts');
    expect((await app.inject({ url: '/assets/app-123.js' })).statusCode).toBe(200);
  });

  it.each(['/', '/dashboard', '/dashboard/goals', '/account/profile', '/some/unknown/page'])(
    'falls back to index.html for %s',
    async (url) => {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long cache life', async () => {
    const res = await app.inject({ url: '/assets/app-123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each([
    '/assets/app-old.js',
    '/assets/missing.css',
    '/assets/deep/x',
    '/favicon.ico',
    '/dashboard/logo.png',
  ])('answers a missing file %s with 404, never the page', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
    expect(res.body).not.toContain('<div id="root">');
  });

  it('answers an unknown /api path with a JSON 404, never the page', async () => {
    for (const url of ['/api/nope', '/api/goals/extra/deep', '/api']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found' });
    }
  });

  it('hides internal errors behind a generic 500 with a request id', async () => {
    const res = await app.inject({ url: '/api/boom', headers: { 'x-request-id': 'trace-me-123' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(res.body).not.toContain('secret');
    expect(res.headers['x-request-id']).toBe('trace-me-123');
  });

  it('sends security headers', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // Scripts only from our origin; WebAssembly (the voice conversation's VAD) may compile, JavaScript eval may not.
    expect(res.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses bodies over the limit with 413 and a message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: resolve(process.cwd(), '.data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.openai.apiKey).toBeUndefined();
    expect(config.oidc).toBeUndefined();
    expect(config.cookieSecure).toBe(false);
  });

  it('keeps a relative DATA_DIR where the command was run (INIT_CWD: the repo root for `pnpm start`)', () => {
    expect(loadConfig({ INIT_CWD: '/srv/mentor' }).dataDir).toBe('/srv/mentor/.data');
    expect(loadConfig({ INIT_CWD: '/srv/mentor', DATA_DIR: 'state/db' }).dataDir).toBe(
      '/srv/mentor/state/db',
    );
    expect(loadConfig({ INIT_CWD: '/srv/mentor', DATA_DIR: '/var/lib/mentor' }).dataDir).toBe(
      '/var/lib/mentor',
    );
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('reads every documented setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/mentor',
      DATABASE_URL: 'postgres://u@h/db',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      PUBLIC_URL: 'https://mentor.example/',
      ADMIN_EMAILS: 'A@example.com, b@example.com',
      OIDC_ISSUER_URL: 'https://id.example',
      OIDC_CLIENT_ID: 'mentor',
      OIDC_CLIENT_SECRET: 's3cret',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/mentor',
      databaseUrl: 'postgres://u@h/db',
      publicUrl: 'https://mentor.example',
      adminEmails: ['a@example.com', 'b@example.com'],
      cookieSecure: true,
    });
    expect(config.openai).toMatchObject({ apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:11434/v1' });
    expect(config.oidc).toMatchObject({
      issuerUrl: 'https://id.example',
      clientId: 'mentor',
      clientSecret: 's3cret',
    });
  });

  it('treats empty values as unset and refuses invalid ones with a clear message', () => {
    expect(loadConfig({ DATABASE_URL: '', OPENAI_API_KEY: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: '', PORT: ' ', WEB_DIST_DIR: '' })).toEqual(loadConfig({}));
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration:\n {2}PORT/);
  });

  it('defaults NODE_ENV to development (pnpm start sets production for the compiled server)', () => {
    expect(loadConfig({}).env).toBe('development');
    expect(loadConfig({ NODE_ENV: 'production' }).env).toBe('production');
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toMatch(/ && NODE_ENV=production node --enable-source-maps dist\/server\.js$/);
  });

  it('is documented by .env.example: every setting, each with its real default', () => {
    const example = Object.fromEntries(
      readFileSync(join(import.meta.dirname, '../../../.env.example'), 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(example).sort()).toEqual([...ENV_KEYS].sort());
    expect(loadConfig(example)).toEqual(loadConfig({}));
  });

  it('migrates on start on the embedded database always, on PostgreSQL only with MIGRATE_ON_START', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).migrateOnStart).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(
      true,
    );
    expect(() => loadConfig({ MIGRATE_ON_START: 'yes' })).toThrow(/MIGRATE_ON_START/);
  });

  it('reads the database and slow-client limits, with their defaults', () => {
    expect(loadConfig({}).database).toEqual({
      connectTimeoutMs: 2000,
      statementTimeoutMs: 2000,
      queryTimeoutMs: 2500,
    });
    expect(loadConfig({}).http).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 120_000 });
    const config = loadConfig({
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '3000',
      DB_QUERY_TIMEOUT_MS: '4000',
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '60000',
    });
    expect(config.database).toEqual({
      connectTimeoutMs: 1000,
      statementTimeoutMs: 3000,
      queryTimeoutMs: 4000,
    });
    expect(config.http).toEqual({ headersTimeoutMs: 5000, requestTimeoutMs: 60_000 });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '20000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ DB_QUERY_TIMEOUT_MS: '0' })).toThrow(/DB_QUERY_TIMEOUT_MS/);
  });

  it('turns OpenID Connect on only with issuer, client id and client secret together', () => {
    const all = {
      OIDC_ISSUER_URL: 'https://id.example',
      OIDC_CLIENT_ID: 'mentor',
      OIDC_CLIENT_SECRET: 's3cret',
    };
    expect(loadConfig(all).oidc).toMatchObject({ clientId: 'mentor', clientSecret: 's3cret' });
    expect(loadConfig({ ...all, OIDC_ISSUER_URL: '', OIDC_CLIENT_ID: '', OIDC_CLIENT_SECRET: '' }).oidc).toBe(
      undefined,
    );
    expect(() => loadConfig({ ...all, OIDC_CLIENT_SECRET: '' })).toThrow(
      /Invalid configuration:\n {2}OIDC_CLIENT_SECRET: OpenID Connect needs OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET together/,
    );
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'https://id.example' })).toThrow(
      /OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: OpenID Connect needs/,
    );
  });
});

describe('graceful shutdown', () => {
  it('lets a request in flight at SIGTERM finish with 200, refuses new ones, then closes the database and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mentor-drain-'));
    // No db in the deps: the app opens its own (embedded, in dataDir) and closes it on close, as in production.
    const app = await buildApp(testConfig({ dataDir, databaseUrl: undefined }));
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get('/api/slow', { config: { auth: 'public' } }, async () => {
      entered();
      await released;
      // The database is still open while a request drains.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(app.services.db);
      return { done: true, one: rows[0]?.one };
    });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const inFlight = fetch(`http://127.0.0.1:${port}/api/slow`);
      await inHandler;

      const exits: number[] = [];
      let finished = false;
      const shutdown = gracefulShutdown(app, { exit: (code) => exits.push(code) });
      const closing = shutdown('SIGTERM').then(() => (finished = true));
      void shutdown('SIGINT'); // a second signal changes nothing
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(finished).toBe(false);
      expect(exits).toEqual([]);
      await expect(fetch(`http://127.0.0.1:${port}/api/auth/user`)).rejects.toThrow();

      release();
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ done: true, one: 1 });
      await closing;
      expect(exits).toEqual([0]);
      await expect(sql`select 1`.execute(app.services.db)).rejects.toThrow();
    } finally {
      release();
      await app.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('drains first when SHUTDOWN_DRAIN_MS asks: still serving, /readyz 503, each answer closing its connection', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mentor-drain-'));
    let draining = false;
    const app = await buildApp(testConfig({ dataDir, databaseUrl: undefined }), { draining: () => draining });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const before = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(before.status).toBe(200);
      expect(before.headers.get('connection')).toBe('keep-alive');
      const exits: number[] = [];
      const closing = gracefulShutdown(app, {
        exit: (code) => exits.push(code),
        // Long enough for the requests below on a busy machine; the drain ends on its own after it.
        drainMs: 3_000,
        onDrain: () => (draining = true),
      })('SIGTERM');
      expect(draining).toBe(true);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'shutting down' });
      expect(ready.headers.get('connection')).toBe('close');
      const served = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(served.status).toBe(200);
      expect(served.headers.get('connection')).toBe('close');
      expect(exits).toEqual([]);
      await closing;
      expect(exits).toEqual([0]);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      await app.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('lets a running job finish before the database closes, and leaves the jobs not started queued', async () => {
    const db = await createTestDb();
    const config = testConfig();
    const app = await buildApp({ ...config, jobs: { ...config.jobs, concurrency: 1 } }, { db: db.db });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ran: string[] = [];
    app.services.jobs.register('test.slow', async (_payload, info) => {
      started();
      await gate;
      // The database is still open while the job finishes.
      await sql`select 1`.execute(app.services.db);
      ran.push(info.key);
    });
    try {
      await app.ready();
      await enqueueJob(db.db, { name: 'test.slow', key: 'slow:1', payload: null });
      await enqueueJob(db.db, { name: 'test.slow', key: 'slow:2', payload: null });
      app.services.jobs.wake();
      await running;
      let closed = false;
      const closing = app.close().then(() => (closed = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(closed).toBe(false);
      release();
      await closing;
      expect(ran).toEqual(['slow:1']);
      const states = await db.db.selectFrom('jobs').select(['key', 'state']).orderBy('key').execute();
      expect(states).toEqual([
        { key: 'slow:1', state: 'done' },
        { key: 'slow:2', state: 'pending' },
      ]);
    } finally {
      release();
      await app.close().catch(() => {});
      await db.destroy();
    }
  });

  it('exits 1 when closing takes longer than the time limit', async () => {
    const db = await createTestDb();
    const app = await buildApp(testConfig(), { db: db.db });
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    app.addHook('onClose', async () => stuck);
    await app.ready();
    try {
      const exits: number[] = [];
      void gracefulShutdown(app, { exit: (code) => exits.push(code), timeoutMs: 50 })('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(exits).toEqual([1]);
    } finally {
      release();
      await db.destroy();
    }
  });
});

describe('server process', () => {
  it('starts on PORT with DATA_DIR, answers the request sent with SIGTERM and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mentor-server-'));
    const port = 40000 + Math.floor(Math.random() * 20000);
    // The compiled server, as `pnpm start` runs it (built for the run by test/global-bundle.ts).
    const child = spawn(process.execPath, ['--enable-source-maps', inject('apiBundle')], {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        WEB_DIST_DIR: '/nonexistent',
        // It keeps serving for 2 s after the signal, so the request sent with the signal is answered whichever
        // of the two reaches it first. Without a drain, a request that lands after the signal is answered 503.
        SHUTDOWN_DRAIN_MS: '2000',
      },
      stdio: 'pipe',
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      let up = false;
      for (let i = 0; i < 240 && !up; i += 1) {
        await new Promise((r) => setTimeout(r, 250));
        up = await fetch(`http://127.0.0.1:${port}/api/auth/user`).then(
          (r) => r.status === 401,
          () => false,
        );
      }
      expect(up, output).toBe(true);
      const inFlight = fetch(`http://127.0.0.1:${port}/api/mentors`);
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill('SIGTERM');
      expect((await inFlight).status).toBe(401);
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('slow clients', () => {
  let db: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    db = await createTestDb();
    app = await buildApp(testConfig(), { db: db.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  it('closes a connection that never finishes its headers', async () => {
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    // A request line and one header, then nothing more (a slowloris client).
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    const opened = Date.now();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await Promise.race([once(socket, 'close'), new Promise((r) => setTimeout(r, 20_000))]);
    // Node answers 408 and closes about 10 s in (checked every second); it used to stay open for 75 s and more.
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(socket.destroyed).toBe(true);
    expect(Date.now() - opened).toBeLessThan(19_000);
  }, 30_000);
});
