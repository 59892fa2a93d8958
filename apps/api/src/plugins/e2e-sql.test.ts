import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testTargets, type TestApp } from '../../test/helpers';

const TOKEN = 'an-e2e-token-of-32-characters-00';

describe.each(testTargets())('POST /api/e2e/sql (the e2e suite only) on %s', (target) => {
  let t: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target, config: { e2eSqlToken: TOKEN } });
    without = await createTestApp({ target });
  });
  afterAll(async () => {
    await t?.close();
    await without?.close();
  });

  const post = (app: TestApp, body: unknown, token: string | null = TOKEN) =>
    app.app.inject({
      method: 'POST',
      url: '/api/e2e/sql',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      },
      payload: JSON.stringify(body),
    });

  it('runs the statements in order and answers their rows', async () => {
    const res = await post(t, {
      statements: [
        { sql: 'select $1::int + 1 as n', params: [41] },
        { sql: `select type from mentors where type = $1`, params: ['career'] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ results: [[{ n: 42 }], [{ type: 'career' }]] });
  });

  it('writes nothing when a statement fails, and says why', async () => {
    const res = await post(t, {
      statements: [
        { sql: `update mentors set name = 'Changed' where type = 'career'` },
        { sql: 'select * from no_such_table' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^SQL failed: .*no_such_table/);
    const check = await post(t, { statements: [{ sql: `select name from mentors where type = 'career'` }] });
    expect(check.json().results[0][0].name).not.toBe('Changed');
  });

  it('refuses a body that is not a list of statements', async () => {
    for (const body of [{}, { statements: [] }, { statements: [{ sql: '' }] }, { statements: 'select 1' }]) {
      expect((await post(t, body)).statusCode).toBe(400);
    }
  });

  it('answers 401 without the token, or with another', async () => {
    expect((await post(t, { statements: [{ sql: 'select 1' }] }, null)).statusCode).toBe(401);
    expect(
      (await post(t, { statements: [{ sql: 'select 1' }] }, 'another-token-of-32-characters-0')).statusCode,
    ).toBe(401);
  });

  it('does not exist when E2E_SQL_TOKEN is not set', async () => {
    expect((await post(without, { statements: [{ sql: 'select 1' }] })).statusCode).toBe(404);
  });
});
