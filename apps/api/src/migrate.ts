// `pnpm migrate`: runs the database migrations (and the mentor seed) to the latest schema, then exits. On
// PostgreSQL the server refuses to start while a migration is pending unless MIGRATE_ON_START is set; the embedded
// database migrates itself on start.
import { fileURLToPath } from 'node:url';
import { createDb, migrateToLatest, pendingMigrations, seedMentors } from '@mentor/db';
import { loadConfig } from './env';

const config = loadConfig();
const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
let failed = false;
// No statement or query limit here: a migration may rewrite a large table.
const handle = await createDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  // Beside the bundle (dist/migrate.js), as for the server: a new embedded database starts from it.
  pgliteTemplate: fileURLToPath(new URL('./pglite-template.tar', import.meta.url)),
  migrate: false,
  timeouts: { connectMs: config.database.connectTimeoutMs, statementMs: 0, queryMs: 0 },
}).catch((error: unknown) => {
  console.error(
    `Migration failed: cannot open ${where}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
try {
  const pending = await pendingMigrations(handle.db);
  await migrateToLatest(handle.db);
  await seedMentors(handle.db);
  console.log(
    pending.length > 0
      ? `Migrated ${where}: ${pending.join(', ')}.`
      : `Nothing to migrate: ${where} is up to date.`,
  );
} catch (error) {
  failed = true;
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await handle.close();
}
process.exit(failed ? 1 : 0);
