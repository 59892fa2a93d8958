import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createDb, DatabaseCircuitOpenError, migrations, sql, type Database } from '@mentor/db';
import { createTestDb, type TestDb } from '@mentor/db/testing';
import { MESSAGES } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { findUserById } from '../src/domains/account';
import { createInnerContext } from '../src/trpc/context';
import { createCaller } from '../src/trpc/router';
import { ORIGIN, testConfig } from './helpers';
import { tcpProxy } from './tcp-proxy';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = adminUrl ? describe : describe.skip;

/** Runs `pnpm migrate`'s script (src/migrate.ts) with these settings; its exit code and output. */
function runMigrate(env: Record<string, string>): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/migrate.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Runs one statement as the test role (create or drop a database). */
async function asAdmin(statement: string): Promise<void> {
  const admin = await createDb({ databaseUrl: adminUrl, migrate: false, maxConnections: 1 });
  try {
    await sql.raw(statement).execute(admin.db);
  } finally {
    await admin.close();
  }
}

/** A fresh, empty PostgreSQL database (no migration run), and its removal. */
async function emptyPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mentor_rt_${Math.random().toString(36).slice(2, 10)}`;
  await asAdmin(`create database "${name}"`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`drop database if exists "${name}" with (force)`) };
}

describe('migrations as a step', () => {
  it('the embedded database: `pnpm migrate` migrates and exits; a second run has nothing to do', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mentor-migrate-'));
    try {
      const first = runMigrate({ DATA_DIR: dataDir });
      expect(first.status, first.output).toBe(0);
      expect(first.output).toMatch(/^Migrated the embedded database in .*: 20261122T000000-initial, /);
      const second = runMigrate({ DATA_DIR: dataDir });
      expect(second.status, second.output).toBe(0);
      expect(second.output).toContain('Nothing to migrate');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('without migrating on start, a pending migration stops the start and says to run `pnpm migrate`', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mentor-pending-'));
    try {
      await expect(
        buildApp(testConfig({ dataDir, databaseUrl: undefined, migrateOnStart: false })),
      ).rejects.toThrow(
        new RegExp(
          `${Object.keys(migrations).length} migration\\(s\\) pending \\(20261122T000000-initial, .*Run \`pnpm migrate\` first`,
        ),
      );
      // The refused start let go of the embedded database: the step can take it.
      expect(runMigrate({ DATA_DIR: dataDir }).status).toBe(0);
      const app = await buildApp(testConfig({ dataDir, databaseUrl: undefined, migrateOnStart: false }));
      try {
        expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  onPostgres('on PostgreSQL', () => {
    it('refuses to start while migrations are pending, starts after `pnpm migrate`, and migrates itself with MIGRATE_ON_START', async () => {
      const a = await emptyPostgres();
      const b = await emptyPostgres();
      try {
        const refused = buildApp(testConfig({ databaseUrl: a.url, migrateOnStart: false }));
        await expect(refused).rejects.toThrow(/migration\(s\) pending .*Run `pnpm migrate` first/);
        const migrated = runMigrate({ DATABASE_URL: a.url });
        expect(migrated.status, migrated.output).toBe(0);
        expect(migrated.output).toMatch(/^Migrated PostgreSQL: 20261122T000000-initial, /);
        const app = await buildApp(testConfig({ databaseUrl: a.url, migrateOnStart: false }));
        try {
          expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
        } finally {
          await app.close();
        }
        const selfMigrated = await buildApp(testConfig({ databaseUrl: b.url, migrateOnStart: true }));
        try {
          expect((await selfMigrated.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
        } finally {
          await selfMigrated.close();
        }
      } finally {
        await a.drop();
        await b.drop();
      }
    });
  });
});

/** The promise, or a failure when it has not settled within ms (the brief's bound for an unreachable database). */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

onPostgres('an unreachable database (a paused TCP proxy to PostgreSQL)', () => {
  let testDb: TestDb;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let db: Database;
  let closeDb: () => Promise<void>;
  let app: FastifyInstance;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    testDb = await createTestDb({ target: 'postgres' });
    proxy = await tcpProxy(new URL(testDb.url!), 5432);
    // The default limits of the app (connect 2 s, statement 5 s, query 6 s).
    const config = testConfig({ databaseUrl: proxy.url });
    const handle = await createDb({
      databaseUrl: proxy.url,
      migrate: false,
      timeouts: {
        connectMs: config.database.connectTimeoutMs,
        statementMs: config.database.statementTimeoutMs,
        queryMs: config.database.queryTimeoutMs,
      },
    });
    db = handle.db;
    closeDb = handle.close;
    app = await buildApp(config, { db });
    await app.ready();
    expect((await register('partition@example.com')).statusCode).toBe(202);
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'partition@example.com', password: 'a-long-passphrase-1' }),
    });
    expect(res.statusCode).toBe(200);
    cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    userId = res.json<{ id: string }>().id;
  });

  afterAll(async () => {
    proxy?.resume();
    await app?.close();
    await closeDb?.();
    await proxy?.close();
    await testDb?.destroy();
  });

  const register = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: 'a-long-passphrase-1', firstName: 'Pat', lastName: 'Lee' }),
    });

  it('answers 503 with Retry-After and a clear message within 3 s on REST and tRPC, then recovers by itself', async () => {
    expect((await app.inject({ url: '/api/mentors', headers: { cookie } })).statusCode).toBe(200);
    const user = (await findUserById(db, userId))!;

    proxy.pause();
    // REST, signed in: the session lookup meets the unreachable database.
    const rest = await within(3_000, app.inject({ url: '/api/goals', headers: { cookie } }));
    expect(rest.statusCode).toBe(503);
    expect(rest.headers['retry-after']).toBe('5');
    expect(rest.json()).toEqual({ message: MESSAGES.generic.databaseUnavailable });

    // REST, a handler that calls a service directly (sign-up).
    const signUp = await within(3_000, register('while-down@example.com'));
    expect(signUp.statusCode).toBe(503);
    expect(signUp.headers['retry-after']).toBe('5');
    expect(signUp.json()).toEqual({ message: MESSAGES.generic.databaseUnavailable });

    // tRPC over HTTP: a tRPC error the client hands to its call, with the same status and header.
    const trpc = await within(3_000, app.inject({ url: '/api/trpc/mentors.list', headers: { cookie } }));
    expect(trpc.statusCode).toBe(503);
    expect(trpc.headers['retry-after']).toBe('5');
    expect(trpc.json()).toMatchObject({
      error: {
        message: MESSAGES.generic.databaseUnavailable,
        data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 },
      },
    });

    // A procedure whose own query fails (the signed-in user already known): the same 503, mapped in one place.
    const caller = createCaller(createInnerContext(app.services, user, app.log));
    const failure = await within(
      3_000,
      caller.goals.list().catch((error: unknown) => error),
    );
    expect(failure).toBeInstanceOf(TRPCError);
    expect(failure).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: MESSAGES.generic.databaseUnavailable,
    });

    // /readyz says not ready; /healthz: the process itself is fine.
    expect((await within(3_000, app.inject({ url: '/readyz' }))).statusCode).toBe(503);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

    proxy.resume();
    // No restart: once the circuit breaker's probe (every second) gets through, the next requests open new
    // connections.
    await waitUntil(
      async () => (await app.inject({ url: '/api/goals', headers: { cookie } })).statusCode === 200,
    );
    expect((await app.inject({ url: '/api/trpc/mentors.list', headers: { cookie } })).statusCode).toBe(200);
    expect((await register('after@example.com')).statusCode).toBe(202);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

onPostgres('a database that stops answering (a stalled TCP proxy to PostgreSQL): the circuit breaker', () => {
  let testDb: TestDb;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let closeDb: () => Promise<void>;
  let app: FastifyInstance;
  let cookie: string;
  const circuit: string[] = [];
  const logged: Array<{ msg: string; err?: { type?: string; message: string } }> = [];

  beforeAll(async () => {
    testDb = await createTestDb({ target: 'postgres' });
    proxy = await tcpProxy(new URL(testDb.url!), 5432);
    // Short limits, so the test is quick; the defaults are 2 s to connect and 2.5 s for an answer.
    const timeouts = { connectMs: 1_000, statementMs: 800, queryMs: 1_000 };
    const config = testConfig({
      databaseUrl: proxy.url,
      logLevel: 'warn',
      database: { connectTimeoutMs: 1_000, statementTimeoutMs: 800, queryTimeoutMs: 1_000 },
    });
    const handle = await createDb({
      databaseUrl: proxy.url,
      migrate: false,
      timeouts,
      circuit: { probeIntervalMs: 200, onChange: (state) => circuit.push(state) },
    });
    closeDb = handle.close;
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          logged.push(JSON.parse(line) as (typeof logged)[number]);
        done();
      },
    });
    app = await buildApp(config, { db: handle.db, logStream });
    await app.ready();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'stall@example.com',
        password: 'a-long-passphrase-1',
        firstName: 'Pat',
        lastName: 'Lee',
      }),
    });
    // Sign-up answers 202 without a session (it never tells whether the address had an account): then sign in.
    expect(res.statusCode).toBe(202);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'stall@example.com', password: 'a-long-passphrase-1' }),
    });
    expect(signedIn.statusCode).toBe(200);
    cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  });

  afterAll(async () => {
    proxy?.flow();
    await app?.close();
    await closeDb?.();
    await proxy?.close();
    await testDb?.destroy();
  });

  const goals = () => app.inject({ url: '/api/goals', headers: { cookie } });

  it('answers the first request 503 after the query timeout, the next ones at once without asking PostgreSQL, and recovers after a probe', async () => {
    expect((await goals()).statusCode).toBe(200);
    proxy.stall();

    // The first request waits for its answer until the query timeout, then 503; the circuit opens.
    const first = await goals();
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe('5');

    // The next ones fail at once, refused by the open circuit rather than waiting on PostgreSQL.
    const mark = logged.length;
    for (let i = 0; i < 5; i += 1) {
      const res = await goals();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MESSAGES.generic.databaseUnavailable });
    }
    const trpc = await app.inject({ url: '/api/trpc/mentors.list', headers: { cookie } });
    expect(trpc.statusCode).toBe(503);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    const refusals = logged.slice(mark).filter((line) => line.err);
    expect(refusals).toHaveLength(7);
    for (const line of refusals) expect(line.err!.message).toContain(new DatabaseCircuitOpenError().message);
    expect(circuit).toEqual(['open']);

    // The partition heals: a probe gets through, the circuit closes, requests work again on fresh connections.
    proxy.flow();
    await waitUntil(async () => (await goals()).statusCode === 200);
    expect(circuit).toEqual(['open', 'closed']);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  }, 60_000);
});

/** Polls until `check` holds (a wait, not a timed assertion). */
async function waitUntil(check: () => Promise<boolean>, limitMs = 20_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('slow clients', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    testDb = await createTestDb({ target: 'pglite' });
    app = await buildApp(testConfig({ http: { headersTimeoutMs: 300, requestTimeoutMs: 600 } }), {
      db: testDb.db,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  /** Opens a connection, sends `data` and never more; what the server sent before it closed the connection. */
  function sendAndWait(data: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(data));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
  }

  it('closes a connection whose headers never finish (HEADERS_TIMEOUT_MS), with 408', async () => {
    const answer = await sendAndWait('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose body never finishes (REQUEST_TIMEOUT_MS), with 408', async () => {
    const answer = await sendAndWait(
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:3000\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":"slow@example.com",',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers a request that arrives in time', async () => {
    const answer = await sendAndWait('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
