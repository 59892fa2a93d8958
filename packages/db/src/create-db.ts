import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect, type Dialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrationProvider } from './migrations/index';
import type { DB } from './schema';
import { seedMentors } from './seed';

export type Database = Kysely<DB>;

export interface CreateDbOptions {
  /** PostgreSQL connection string; when unset an embedded PGlite under dataDir is used. */
  databaseUrl?: string | undefined;
  /** Directory for the embedded database (default ./.data). Use 'memory://' for an in-memory one. */
  dataDir?: string | undefined;
  /** Pool size for pg (default 10). */
  maxConnections?: number;
  /** Run migrations and the mentor seed (default true). */
  migrate?: boolean;
  /**
   * Told when an idle pg connection fails (the server restarted, an admin ended it). The pool drops that
   * connection and opens a new one when needed; without a listener the error would end the process.
   */
  onConnectionError?: (error: Error) => void;
}

export interface DbHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
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

export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  let location: string | undefined;
  if (dataDir === 'memory://') location = undefined;
  else {
    const dir = resolve(dataDir ?? './.data', 'pglite');
    mkdirSync(dir, { recursive: true });
    location = dir;
  }
  const client = new PGlite(location, { parsers: pgliteParsers });
  await client.waitReady;
  return client;
}

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  let handle: DbHandle;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      types: pgTypes,
    });
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = kyselyFor(new PostgresDialect({ pool }));
    handle = { db, kind: 'postgres', close: () => db.destroy() };
  } else {
    const client = await openPglite(options.dataDir);
    const db = kyselyFor(new PGliteDialect({ pglite: client }));
    handle = {
      db,
      kind: 'pglite',
      close: async () => {
        await db.destroy();
        if (!client.closed) await client.close();
      },
    };
  }
  if (options.migrate !== false) {
    try {
      await migrateToLatest(handle.db);
      await seedMentors(handle.db);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
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
