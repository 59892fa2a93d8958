import { Writable } from 'node:stream';
import { CLIENT_ERROR_MAX_BYTES, CLIENT_ERRORS_PER_MINUTE, MESSAGES } from '@mentor/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, refusedInput, type TestApp } from './helpers';

// POST /api/client-errors: the web app's error boundaries report to the api's log (never to the database).

const report = {
  kind: 'render',
  message: "Cannot read properties of undefined (reading 'title')",
  route: '/dashboard/goals',
  stack: [
    "TypeError: Cannot read properties of undefined (reading 'title')",
    ...Array.from({ length: 40 }, (_, i) => `    at Frame${i} (https://example.com/assets/x.js:1:${i})`),
  ].join('\n'),
  componentStack: '\n    at GoalCard\n    at GoalsView',
};

describe('POST /api/client-errors', () => {
  let t: TestApp;
  const logged: Array<Record<string, unknown>> = [];
  // Each test reports from an address of its own, so the per-client limit of one does not reach another.
  let address = 0;
  let ip = '';
  beforeEach(() => {
    address += 1;
    ip = `10.0.0.${address}`;
    logged.length = 0;
  });

  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: 'warn' },
      deps: {
        logStream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
              logged.push(JSON.parse(line) as Record<string, unknown>);
            done();
          },
        }),
      },
    });
  });
  afterAll(async () => t.close());

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      remoteAddress: ip,
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const reports = () => logged.filter((line) => line.msg === 'client error');

  it('logs a report at warn level with its route, message and a trimmed stack, and answers 204', async () => {
    const res = await send(report);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const [line, ...more] = reports();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 40,
      clientError: { kind: 'render', route: '/dashboard/goals', message: report.message },
    });
    const { stack, componentStack } = (line as { clientError: { stack: string; componentStack: string } })
      .clientError;
    expect(stack.split('\n')).toHaveLength(12);
    expect(stack).toContain('at Frame0 ');
    expect(stack).not.toContain('at Frame20 ');
    expect(componentStack).toBe('    at GoalCard\n    at GoalsView');
    expect(typeof line!.reqId).toBe('string');
  });

  it('works signed out and signed in, naming the user when there is one, and stores nothing', async () => {
    const before = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect((await send({ ...report, kind: 'chunk' })).statusCode).toBe(204);
    expect(reports()[0]!.userId).toBeUndefined();
    const member = await t.signUp();
    expect((await send(report, { cookie: member.cookie! })).statusCode).toBe(204);
    expect(reports()[1]!.userId).toBe(member.user.id);
    const after = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    // Only the sign-up wrote.
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });

  it("refuses bad input with the field's message (400), logging nothing", async () => {
    const res = await send({ kind: 'crash', message: '', route: '/reset-password?token=secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      refusedInput(MESSAGES.clientErrors.kindInvalid, {
        kind: [MESSAGES.clientErrors.kindInvalid],
        message: [MESSAGES.clientErrors.messageRequired],
        route: [MESSAGES.clientErrors.routeInvalid],
      }),
    );
    expect((await send('{"kind":')).statusCode).toBe(400);
    expect((await send('[]')).statusCode).toBe(400);
    expect(reports()).toEqual([]);
  });

  it('refuses a body over the size cap with 413 in its own words, unread', async () => {
    const res = await send({ ...report, stack: 'x'.repeat(CLIENT_ERROR_MAX_BYTES) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MESSAGES.clientErrors.tooLarge });
    expect(reports()).toEqual([]);
  });

  it('refuses a cross-site report (403), like every other POST', async () => {
    const res = await send(report, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(reports()).toEqual([]);
  });

  it('takes CLIENT_ERRORS_PER_MINUTE reports per client a minute, then 429 with Retry-After', async () => {
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE; i += 1) expect((await send(report)).statusCode).toBe(204);
    const refused = await send(report);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.clientErrors.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(reports()).toHaveLength(CLIENT_ERRORS_PER_MINUTE);
    // Another client is not held back, and a minute later this one may report again.
    const before = ip;
    ip = '10.0.1.1';
    expect((await send(report)).statusCode).toBe(204);
    ip = before;
    t.clock.advance(61_000);
    expect((await send(report)).statusCode).toBe(204);
  });
});
