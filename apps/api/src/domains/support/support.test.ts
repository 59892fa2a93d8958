import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  SUPPORT_REQUESTS_PER_HOUR,
  type AdminSupportRequest,
  type AdminSupportRequestsPage,
  type SupportRequestOut,
} from '@mentor/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, refusedInput, testTargets, type Client, type TestApp } from '../../../test/helpers';

const HOUR = 60 * 60 * 1000;

describe.each(testTargets())('support on %s', (target) => {
  let t: TestApp;
  let admin: Client;
  let member: Client;
  beforeAll(async () => {
    t = await createTestApp({ target });
    admin = await t.signUp({ firstName: 'Ada', lastName: 'Admin' }); // the first account is admin
    member = await t.signUp({ firstName: 'Max', lastName: 'Member' });
  });
  afterAll(async () => t?.close());

  const request = { subject: ' Billing question ', message: 'How do I change my plan?', priority: 'high' };

  describe('POST /api/support/requests', () => {
    it('stores the request and answers it (201), priority normal by default', async () => {
      const c = await t.signUp();
      const res = await c.post('/api/support/requests', request);
      expect(res.statusCode, res.body).toBe(201);
      const out = res.json<SupportRequestOut>();
      expect(out).toEqual({
        id: expect.any(String),
        subject: 'Billing question',
        message: 'How do I change my plan?',
        priority: 'high',
        status: 'open',
        createdAt: t.clock.now().toISOString(),
        resolvedAt: null,
      });
      const row = await t.db
        .selectFrom('supportRequests')
        .select(['userId', 'subject', 'status', 'resolvedBy'])
        .where('id', '=', out.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        userId: c.user.id,
        subject: 'Billing question',
        status: 'open',
        resolvedBy: null,
      });

      const plain = await c.caller().support.create({ subject: 'Other', message: 'Ten chars!' });
      expect(plain.priority).toBe('normal');
    });

    it.each([
      [{ subject: '', message: 'Long enough message' }, 'Subject is required'],
      [{ message: 'Long enough message' }, 'Subject is required'],
      [{ subject: 'Hi', message: 'too short' }, 'Message must be at least 10 characters'],
      [
        { subject: 'Hi', message: 'Long enough message', priority: 'urgent' },
        MESSAGES.support.invalidPriority,
      ],
      [{ subject: 'x'.repeat(201), message: 'Long enough message' }, MESSAGES.support.subjectTooLong],
    ])('refuses %j with 400 and the message, storing nothing', async (body, message) => {
      const c = await t.signUp();
      const res = await c.post('/api/support/requests', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedInput(message));
      const stored = await t.db
        .selectFrom('supportRequests')
        .select('id')
        .where('userId', '=', c.user.id)
        .execute();
      expect(stored).toEqual([]);
    });

    it('answers 401 signed out', async () => {
      const res = await t.anonymous().post('/api/support/requests', request);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.generic.unauthorized });
      await expect(
        t.caller(null).support.create({ subject: 'S', message: 'Long enough message' }),
      ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('takes 5 requests an hour per user, then answers 429 with the message and Retry-After', async () => {
      const c = await t.signUp();
      const other = await t.signUp();
      for (let i = 0; i < SUPPORT_REQUESTS_PER_HOUR; i += 1) {
        expect((await c.post('/api/support/requests', request)).statusCode).toBe(201);
        t.clock.advance(60_000);
      }
      const refused = await c.post('/api/support/requests', request);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: MESSAGES.support.tooManyRequests });
      // The oldest of the five leaves the hour 55 minutes from now.
      expect(refused.headers['retry-after']).toBe(String(55 * 60));
      await expect(
        c.caller().support.create({ subject: 'S', message: 'Long enough message' }),
      ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.support.tooManyRequests });
      // Another user is not limited by it.
      expect((await other.post('/api/support/requests', request)).statusCode).toBe(201);
      // Once the oldest has left the rolling hour, one more fits.
      t.clock.advance(55 * 60_000);
      expect((await c.post('/api/support/requests', request)).statusCode).toBe(201);
      expect((await c.post('/api/support/requests', request)).statusCode).toBe(429);
      t.clock.advance(HOUR);
    });

    // On PGlite requests run one at a time, so only PostgreSQL shows the lock at work (without it, more pass).
    it.skipIf(target !== 'postgres')(
      'holds the limit under parallel requests (PostgreSQL only: PGlite runs one statement at a time)',
      async () => {
        const c = await t.signUp();
        const answers = await Promise.all(
          Array.from({ length: 12 }, () => c.post('/api/support/requests', request)),
        );
        const codes = answers.map((r) => r.statusCode).sort();
        expect(codes.filter((s) => s === 201)).toHaveLength(SUPPORT_REQUESTS_PER_HOUR);
        expect(codes.filter((s) => s === 429)).toHaveLength(12 - SUPPORT_REQUESTS_PER_HOUR);
      },
    );
  });

  describe('admin: support requests', () => {
    let open: SupportRequestOut;
    beforeAll(async () => {
      t.clock.advance(HOUR);
      open = (await member.post('/api/support/requests', { ...request, subject: 'Member asks' })).json();
    });

    const list = async (query = '') => {
      const res = await admin.get(`/api/admin/support-requests${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AdminSupportRequestsPage>();
    };

    it('lists requests newest first with the sender, and filters by status', async () => {
      const page = await list();
      expect(page.pageSize).toBe(50);
      expect(page.requests[0]).toEqual<AdminSupportRequest>({
        ...open,
        user: { id: member.user.id, name: 'Max Member', email: member.user.email },
        resolvedBy: null,
      });
      const created = page.requests.map((r) => r.createdAt);
      expect(created).toEqual([...created].sort().reverse());
      expect((await list('?status=resolved')).requests).toEqual([]);
      expect((await list('?status=open')).requests.length).toBe(page.requests.length);
      const bad = await admin.get('/api/admin/support-requests?status=closed');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual(refusedInput(MESSAGES.support.invalidStatus));
    });

    it('pages with the cursor, each request once', async () => {
      const all = (await list()).requests.map((r) => r.id);
      expect(all.length).toBeGreaterThan(3);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: AdminSupportRequestsPage = await list(
          `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        seen.push(...page.requests.map((r) => r.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all);
      const viaTrpc = await admin.caller().admin.supportRequests({ limit: 1 });
      expect(viaTrpc.requests.map((r) => r.id)).toEqual([all[0]]);
      expect(viaTrpc.nextCursor).toEqual(expect.any(String));
    });

    it('resolves a request: status, time and the admin who did it; a second resolve changes nothing', async () => {
      t.clock.advance(60_000);
      const res = await admin.post(`/api/admin/support-requests/${open.id}/resolve`);
      expect(res.statusCode, res.body).toBe(200);
      const resolvedAt = t.clock.now().toISOString();
      expect(res.json<AdminSupportRequest>()).toMatchObject({
        id: open.id,
        status: 'resolved',
        resolvedAt,
        resolvedBy: { id: admin.user.id, name: 'Ada Admin', email: admin.user.email },
      });
      t.clock.advance(60_000);
      const again = await admin.caller().admin.resolveSupportRequest({ id: open.id });
      expect(again.resolvedAt).toBe(resolvedAt);
      expect((await list('?status=resolved')).requests.map((r) => r.id)).toEqual([open.id]);
      expect((await list('?status=open')).requests.map((r) => r.id)).not.toContain(open.id);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [randomUUID(), 'nope']) {
        const res = await admin.post(`/api/admin/support-requests/${id}/resolve`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ message: MESSAGES.support.notFound });
      }
      await expect(admin.caller().admin.resolveSupportRequest({ id: randomUUID() })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('answers 403 to a member and 401 signed out', async () => {
      expect((await member.get('/api/admin/support-requests')).statusCode).toBe(403);
      expect((await member.post(`/api/admin/support-requests/${open.id}/resolve`)).statusCode).toBe(403);
      expect((await t.anonymous().get('/api/admin/support-requests')).statusCode).toBe(401);
      await expect(member.caller().admin.supportRequests()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    });
  });
});
