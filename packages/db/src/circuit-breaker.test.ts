import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DatabaseCircuitOpenError, isDatabaseNotAnswering } from './circuit-breaker';
import { createDb, isDatabaseUnavailable } from './index';

const adminUrl = process.env.TEST_DATABASE_URL;

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the circuit breaker in front of PostgreSQL', () => {
  it('opens on a refused connection: the next queries fail at once as unavailable, without connecting', async () => {
    const changes: string[] = [];
    const handle = await createDb({
      databaseUrl: `postgres://nobody@127.0.0.1:${await closedPort()}/none`,
      migrate: false,
      circuit: { probeIntervalMs: 60_000, onChange: (state) => changes.push(state) },
    });
    try {
      const first = await sql`select 1`.execute(handle.db).catch((error: unknown) => error);
      expect(first).not.toBeInstanceOf(DatabaseCircuitOpenError);
      expect(isDatabaseNotAnswering(first)).toBe(true);
      expect(changes).toEqual(['open']);
      for (let i = 0; i < 3; i += 1) {
        const next = await sql`select 1`.execute(handle.db).catch((error: unknown) => error);
        expect(next).toBeInstanceOf(DatabaseCircuitOpenError);
        expect(isDatabaseUnavailable(next)).toBe(true);
      }
      expect(changes).toEqual(['open']);
    } finally {
      await handle.close();
    }
  });

  it.skipIf(!adminUrl)(
    'stays closed on a statement cancelled by statement_timeout: the database answered (needs TEST_DATABASE_URL)',
    async () => {
      const changes: string[] = [];
      const handle = await createDb({
        databaseUrl: adminUrl,
        migrate: false,
        timeouts: { statementMs: 100, queryMs: 2_000 },
        circuit: { onChange: (state) => changes.push(state) },
      });
      try {
        const slow = await sql`select pg_sleep(1)`.execute(handle.db).catch((error: unknown) => error);
        expect(slow).toMatchObject({ code: '57014' });
        expect(isDatabaseNotAnswering(slow)).toBe(false);
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
        expect(rows).toEqual([{ one: 1 }]);
        expect(changes).toEqual([]);
      } finally {
        await handle.close();
      }
    },
  );
});
