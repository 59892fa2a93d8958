import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely';
import pg from 'pg';
import {
  createDb,
  kyselyFor,
  migratedPgliteDump,
  pgliteParsers,
  type CreateDbOptions,
  type Database,
} from '../create-db';

export interface TestDb {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** The PostgreSQL connection string of this database (undefined on PGlite). */
  url: string | undefined;
  /** Closes the connection and throws the database away. */
  destroy: () => Promise<void>;
}

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Changes whenever a migration or the seed changes, so a stale template is never used. */
function schemaHash(): string {
  const hash = createHash('sha256');
  const migrationsDir = join(srcDir, 'migrations');
  for (const file of readdirSync(migrationsDir).sort())
    hash.update(file).update(readFileSync(join(migrationsDir, file)));
  hash.update(readFileSync(join(srcDir, 'seed.ts')));
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `mentor-pglite-template-${schemaHash()}.tar`);
  if (!existsSync(file)) {
    const dump = await migratedPgliteDump();
    // Write then rename, so a test file running in parallel never reads half a template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function postgresTestDb(
  adminUrl: string,
  maxConnections = 5,
  timeouts?: CreateDbOptions['timeouts'],
): Promise<TestDb> {
  const template = `mentor_tpl_${schemaHash()}`;
  const name = `mentor_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    // One test file builds the template; the others wait on the lock and then find it.
    await admin.query('select pg_advisory_lock(738121)');
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (!rowCount) {
        await admin.query(`create database "${template}"`);
        const handle = await createDb({ databaseUrl: withDatabase(adminUrl, template), maxConnections: 1 });
        await handle.close();
        const stale = await admin.query<{ datname: string }>(
          `select datname from pg_database where datname like 'mentor_tpl_%' and datname <> $1`,
          [template],
        );
        for (const row of stale.rows)
          await admin.query(`drop database if exists "${row.datname}" with (force)`);
      }
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.query('select pg_advisory_unlock(738121)');
    }
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const handle = await createDb({
    databaseUrl: url,
    maxConnections,
    migrate: false,
    // Generous limits by default: on a loaded CI machine a slow query must fail a test as slow, never trip the
    // circuit breaker for the rest of the file. The app's own limits are tested where a test passes them.
    timeouts: timeouts ?? { statementMs: 15_000, queryMs: 20_000 },
  });
  return {
    db: handle.db,
    kind: 'postgres',
    url,
    destroy: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * A migrated, seeded database of its own for one test file: real PostgreSQL when TEST_DATABASE_URL is set
 * (a database created from a migrated template, dropped by destroy()), otherwise an in-memory PGlite loaded
 * from a migrated template.
 */
export async function createTestDb(
  options: {
    target?: 'postgres' | 'pglite';
    /** pg pool size (default 5) */
    maxConnections?: number;
    /** pg timeouts (15 s statements and 20 s queries otherwise, so that load never trips the circuit breaker). */
    timeouts?: CreateDbOptions['timeouts'];
  } = {},
): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  const target = options.target ?? (url ? 'postgres' : 'pglite');
  if (target === 'postgres') {
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    return postgresTestDb(url, options.maxConnections, options.timeouts);
  }
  const client = new PGlite({ loadDataDir: await pgliteTemplate(), parsers: pgliteParsers });
  await client.waitReady;
  const db = kyselyFor(new PGliteDialect({ pglite: client }));
  return {
    db,
    kind: 'pglite',
    url: undefined,
    destroy: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}

/** The database targets a suite should run against: always PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export function testTargets(): Array<'postgres' | 'pglite'> {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}
