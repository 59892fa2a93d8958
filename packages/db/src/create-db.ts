import {
  chmodSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect, type Dialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { CircuitBreakerPool, DatabaseCircuitOpenError, type CircuitOptions } from './circuit-breaker';
import { migrationProvider } from './migrations/index';
import type { DB } from './schema';
import { seedMentors } from './seed';

export type Database = Kysely<DB>;

export interface CreateDbOptions {
  /** PostgreSQL connection string; when unset an embedded PGlite under dataDir is used. */
  databaseUrl?: string | undefined;
  /** Directory for the embedded database (default ./.data). Use 'memory://' for an in-memory one. */
  dataDir?: string | undefined;
  /**
   * A migrated embedded database as a tarball (`migratedPgliteDump()`, written by the api's build). When DATA_DIR
   * holds no database yet it is loaded instead of initialising an empty one: a first start takes about 1.5 s instead
   * of 5 to 10, and the initialisation's memory never enters the server. The migrations then run as usual, so an
   * older tarball is still right. Ignored when the file is missing.
   */
  pgliteTemplate?: string | undefined;
  /** Pool size for pg (default 10). */
  maxConnections?: number;
  /** Run migrations and the mentor seed (default true). */
  migrate?: boolean;
  /**
   * Limits on PostgreSQL, so that a database that stops answering fails requests quickly instead of holding them:
   * opening a connection (default 2 s), a statement on the server (`statement_timeout`, default 2 s) and the
   * client's wait for a query's answer (default 2.5 s; it also covers a network that silently drops packets, and
   * opens the circuit breaker).
   */
  timeouts?: { connectMs?: number; statementMs?: number; queryMs?: number };
  /**
   * PostgreSQL only: the circuit breaker's probe interval and who is told when it opens (the database stopped
   * answering: queries fail at once until a probe gets through) and closes (see CircuitBreakerPool).
   */
  circuit?: CircuitOptions;
  /**
   * Told when an idle pg connection fails (the server restarted, an admin ended it). The pool drops that
   * connection and opens a new one when needed; without a listener the error would end the process.
   */
  onConnectionError?: (error: Error) => void;
}

export interface DbHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** The pg pool's connections now (open, idle, waiting for one, its limit); absent on PGlite, which has none. */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  close: () => Promise<void>;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const parseNumber = (value: string) => Number(value);

/**
 * The one place where the two drivers are made to agree: counts (int8) and numerics come back as JS numbers
 * from both pg (which gives strings by default) and PGlite.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return parseNumber;
    return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
  },
};
export const pgliteParsers = { [INT8_OID]: parseNumber, [NUMERIC_OID]: parseNumber };

export function kyselyFor(dialect: Dialect): Database {
  return new Kysely<DB>({ dialect, plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })] });
}

/** Whether a process with this pid is running (on this machine). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database's folder for this process: a lock file holding its pid, created exclusively. PGlite
 * has one writer; a second process on the same files would silently lose one side's writes, so it is refused with a
 * clear message. A lock left by a process that is gone (a crash, kill -9) is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const lockPath = join(dir, 'mentorai.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new Error(
          `The embedded database in ${dir} is in use by another MentorAI process (pid ${owner}). ` +
            'Stop that process first, or give this one another DATA_DIR, or use PostgreSQL through DATABASE_URL ' +
            'to run several processes on one database.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}`);
}

/**
 * The embedded database's folder under DATA_DIR, or undefined for an in-memory one ('memory://'). DATA_DIR, when
 * this creates it, and the folder are made 0700: only the server's own user may enter them (an existing DATA_DIR
 * keeps its mode, as it may be shared with other things; the database folder inside it is the app's alone and is
 * always made 0700).
 */
function pgliteDir(dataDir: string | undefined): string | undefined {
  if (dataDir === 'memory://') return undefined;
  const dir = resolve(dataDir ?? './.data', 'pglite');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}

/**
 * Makes every folder under `dir` 0700 and every file 0600. PGlite's file system layer sets 0666 on the files it
 * creates whatever the process's umask, so they are tightened when the database opens (the files an older version
 * or the initialisation left) and again when it closes (those created while it ran, which the 0700 folder kept from
 * other users meanwhile). Symbolic links are left as they are.
 */
function restrictDataDirModes(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      chmodSync(path, 0o700);
      restrictDataDirModes(path);
    } else if (entry.isFile() && (lstatSync(path).mode & 0o777) !== 0o600) {
      chmodSync(path, 0o600);
    }
  }
}

/** Runs `work` with the process's umask at 077, so what it creates (folders above all) is the owner's alone. */
async function withPrivateUmask<T>(work: () => Promise<T>): Promise<T> {
  let previous: number;
  try {
    previous = process.umask(0o077);
  } catch {
    return work(); // a worker thread may not change it; the files are tightened afterwards all the same
  }
  try {
    return await work();
  } finally {
    process.umask(previous);
  }
}

/**
 * PGlite's start parameters with a smaller shared buffer cache than PostgreSQL's 128 MB default: the embedded
 * database is for one small instance, and its cache lives inside the api process (its resident memory falls from
 * about 415 MB to about 300 MB; see docs/decisions.md, "Production runtime").
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** A new database, migrated and seeded, as a tarball (the `pgliteTemplate` of createDb). */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite({ parsers: pgliteParsers });
  await client.waitReady;
  const db = kyselyFor(new PGliteDialect({ pglite: client }));
  try {
    await migrateToLatest(db);
    await seedMentors(db);
    return await client.dumpDataDir('none');
  } finally {
    await db.destroy();
    if (!client.closed) await client.close();
  }
}

export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  const dir = pgliteDir(dataDir);
  const client = new PGlite(dir, { parsers: pgliteParsers, startParams: PGLITE_START_PARAMS });
  await withPrivateUmask(() => client.waitReady);
  if (dir) restrictDataDirModes(dir);
  return client;
}

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  let handle: DbHandle;
  if (options.databaseUrl) {
    const timeouts = {
      connectMs: options.timeouts?.connectMs ?? 2_000,
      statementMs: options.timeouts?.statementMs ?? 2_000,
      queryMs: options.timeouts?.queryMs ?? 2_500,
    };
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.queryMs,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      types: pgTypes,
    });
    pool.on('error', (error) => options.onConnectionError?.(error));
    // A connection that fails while checked out (its query in flight, the network gone) emits an error the pool does
    // not listen for then; the query itself fails with it (and the request answers 503), so it is dropped here
    // rather than ending the process as an uncaught error.
    pool.on('connect', (client) => client.on('error', () => {}));
    // A database that stops answering (a partition) fails the first query after the query timeout, then every
    // query at once until a probe, on a connection of its own with the same limits, gets an answer.
    const breaker = new CircuitBreakerPool(
      pool,
      {
        connectionString: options.databaseUrl,
        connectionTimeoutMillis: timeouts.connectMs,
        query_timeout: timeouts.queryMs,
        statement_timeout: timeouts.statementMs,
      },
      options.circuit,
    );
    const db = kyselyFor(new PostgresDialect({ pool: breaker as unknown as pg.Pool }));
    handle = {
      db,
      kind: 'postgres',
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
      close: () => db.destroy(),
    };
  } else {
    const dir = pgliteDir(options.dataDir);
    const release = dir ? lockDataDir(dir) : () => {};
    let client: PGlite;
    try {
      const template =
        dir &&
        options.pgliteTemplate &&
        !existsSync(join(dir, 'PG_VERSION')) &&
        existsSync(options.pgliteTemplate)
          ? new Blob([readFileSync(options.pgliteTemplate)])
          : undefined;
      const opened = new PGlite(dir, {
        parsers: pgliteParsers,
        startParams: PGLITE_START_PARAMS,
        ...(template ? { loadDataDir: template } : {}),
      });
      client = opened;
      if (dir) {
        await withPrivateUmask(() => opened.waitReady);
        restrictDataDirModes(dir);
      } else {
        await opened.waitReady;
      }
    } catch (error) {
      release();
      throw error;
    }
    const db = kyselyFor(new PGliteDialect({ pglite: client }));
    handle = {
      db,
      kind: 'pglite',
      close: async () => {
        try {
          await db.destroy();
          if (!client.closed) await client.close();
          if (dir) restrictDataDirModes(dir);
        } finally {
          release();
        }
      },
    };
  }
  if (options.migrate !== false) {
    try {
      await migrateToLatest(handle.db);
      await seedMentors(handle.db);
      const dir = handle.kind === 'pglite' ? pgliteDir(options.dataDir) : undefined;
      if (dir) restrictDataDirModes(dir);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}

/** PostgreSQL error classes that mean the server cannot take the work now, whatever the statement. */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P)/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// What pg and pg-pool throw without a code: a connect that timed out, a connection that died, a query whose answer
// did not come in time.
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|Connection ended/i;

/**
 * Whether an error (or one of its causes) says the database is unreachable or not answering: a refused, reset or
 * timed-out connection, the circuit breaker open (the last query found it not answering), a statement cancelled by
 * `statement_timeout` (57014), a server shutting down or out of
 * connections. Such a failure is temporary: the api answers 503 with Retry-After rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (e instanceof DatabaseCircuitOpenError) return true;
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_ERRNO.has(code) || code === '57014' || UNAVAILABLE_SQLSTATE.test(code))
    )
      return true;
    if (UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/** The migrations this code has that the database has not run yet (empty when it is current). */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const all = await migrator.getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
