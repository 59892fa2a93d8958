// Runs SQL against a stopped e2e server's embedded database: JSON [{sql, params}] on stdin, JSON rows on stdout.
// Used by apps/web/e2e/fixtures.ts to put a user into a state the UI cannot reach quickly (an expired trial).
import { createDb } from '@mentor/db';
import { CompiledQuery } from 'kysely';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: e2e-sql <dataDir>');
let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const statements = JSON.parse(input) as Array<{ sql: string; params?: unknown[] }>;
const handle = await createDb({ dataDir, migrate: false });
const results: unknown[][] = [];
try {
  for (const s of statements) {
    const res = await handle.db.executeQuery(CompiledQuery.raw(s.sql, s.params ?? []));
    results.push([...res.rows]);
  }
} finally {
  await handle.close();
}
process.stdout.write(JSON.stringify(results));
