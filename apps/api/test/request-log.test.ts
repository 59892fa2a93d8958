import { Writable } from 'node:stream';
import { createTestDb, type TestDb } from '@mentor/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './helpers';

/** The app logging at info into memory, with request lines as LOG_REQUESTS says. */
async function appLogging(db: TestDb, logRequests: 'all' | 'problems' | 'off') {
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = await buildApp(testConfig({ logLevel: 'info', logRequests }), { db: db.db, logStream });
  await app.ready();
  return { app, lines: () => lines.filter((l) => l.msg === 'request') };
}

describe('request logs', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db.destroy());

  it('by default log only problems: a 404 gets one short line (no query string), a 200 none', async () => {
    const { app, lines } = await appLogging(db, 'problems');
    try {
      expect((await app.inject({ url: '/api/mentors' })).statusCode).toBe(401);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/nothing?token=secret' })).statusCode).toBe(404);
      const logged = lines();
      expect(logged.map((l) => [l.path, l.status])).toEqual([
        ['/api/mentors', 401],
        ['/api/nothing', 404],
      ]);
      expect(JSON.stringify(logged)).not.toContain('secret');
      expect(logged[1]).toMatchObject({ method: 'GET', level: 40 });
      expect(typeof logged[1]!.reqId).toBe('string');
    } finally {
      await app.close();
    }
  });

  it("logs a calendar feed's address without its secret (the path is the credential)", async () => {
    const { app, lines } = await appLogging(db, 'all');
    try {
      const secret = 'abcdefghijklmnopqrstuvwxyz234567';
      expect((await app.inject({ url: `/api/calendar/${secret}.ics` })).statusCode).toBe(404);
      expect(lines().map((l) => [l.path, l.status])).toEqual([['/api/calendar/<token>.ics', 404]]);
      expect(JSON.stringify(lines())).not.toContain(secret);
    } finally {
      await app.close();
    }
  });

  it('LOG_REQUESTS=all logs every request in one line of under 200 bytes; off logs none', async () => {
    const all = await appLogging(db, 'all');
    try {
      await all.app.inject({ url: '/healthz' });
      const logged = all.lines();
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ method: 'GET', path: '/healthz', status: 200, level: 30 });
      expect(JSON.stringify(logged[0]).length).toBeLessThan(200);
    } finally {
      await all.app.close();
    }
    const off = await appLogging(db, 'off');
    try {
      await off.app.inject({ url: '/api/nothing' });
      expect(off.lines()).toHaveLength(0);
    } finally {
      await off.app.close();
    }
  });
});
