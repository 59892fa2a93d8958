import { createDb, sql } from '@mentor/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, testConfig, testTargets, type TestApp } from './helpers';

describe.each(testTargets())('health endpoints on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(async () => t?.close());

  it('/healthz says the process is alive', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is ready when the database answers and is migrated, and not while a migration is pending', async () => {
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    const last = await t.db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .orderBy(sql`name`, 'desc')
      .executeTakeFirstOrThrow();
    await sql`delete from kysely_migration where name = ${last.name}`.execute(t.db);
    try {
      const pending = await t.app.inject({ url: '/readyz' });
      expect(pending.statusCode).toBe(503);
      expect(pending.headers['retry-after']).toBe('5');
      expect(pending.json()).toEqual({ status: 'migrations pending', pending: [last.name] });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${new Date().toISOString()})`.execute(
        t.db,
      );
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('/readyz with an unreachable database', () => {
  it('answers 503 with Retry-After quickly, while /healthz stays 200', async () => {
    const handle = await createDb({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', migrate: false });
    const app = await buildApp(testConfig(), { db: handle.db });
    try {
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ status: 'database unavailable' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
