import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, refusedInput, testTargets, type TestApp } from '../../../test/helpers';

describe.each(testTargets())('account on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(async () => t?.close());

  describe('PATCH /api/auth/profile', () => {
    it('updates the profile and answers the updated user', async () => {
      const c = await t.signUp();
      t.clock.advance(60_000);
      const res = await c.patch('/api/auth/profile', {
        firstName: ' Grace ',
        lastName: 'Hopper',
        email: 'Grace@Example.com',
        currentPassword: 'correct horse battery',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
      });
      const row = await c.reload();
      expect(row.firstName).toBe('Grace');
      expect(row.updatedAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
    });

    it.each([
      [{ firstName: '', lastName: 'B', email: 'a@example.com' }, 'First name is required'],
      [{ firstName: 'A', lastName: '', email: 'a@example.com' }, 'Last name is required'],
      [{ firstName: 'A', lastName: 'B', email: 'nope' }, 'Invalid email address'],
    ])('answers 400 with the spec message and changes nothing for %j', async (body, message) => {
      const c = await t.signUp();
      const res = await c.patch('/api/auth/profile', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedInput(message));
      expect((await c.reload()).firstName).toBe('Test');
    });

    it("answers 400 with every refused field's message at once", async () => {
      const c = await t.signUp();
      const res = await c.patch('/api/auth/profile', { firstName: '', lastName: '', email: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'First name is required',
        fieldErrors: {
          firstName: ['First name is required'],
          lastName: ['Last name is required'],
          email: ['Invalid email address'],
        },
      });
      expect((await c.reload()).firstName).toBe('Test');
    });

    it("refuses another account's email (409) and keeps the profile", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const res = await b.patch('/api/auth/profile', {
        firstName: 'B',
        lastName: 'B',
        email: a.user.email,
        currentPassword: 'correct horse battery',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'An account with this email already exists' });
      expect((await b.reload()).email).toBe(b.user.email);
    });

    it('answers 401 signed out', async () => {
      const res = await t
        .anonymous()
        .patch('/api/auth/profile', { firstName: 'A', lastName: 'B', email: 'a@example.com' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    });

    it("only ever changes the signed-in user's own row", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      await b.patch('/api/auth/profile', {
        firstName: 'Bee',
        lastName: 'B',
        email: b.user.email,
        id: a.user.id,
      });
      expect((await a.reload()).firstName).toBe('Test');
      expect((await b.reload()).firstName).toBe('Bee');
    });
  });

  describe('tRPC account.updateProfile', () => {
    it('updates through the procedure and refuses bad input with the spec message', async () => {
      const c = await t.signUp();
      const user = await c
        .caller()
        .account.updateProfile({ firstName: 'Lin', lastName: 'Q', email: c.user.email });
      expect(user.firstName).toBe('Lin');
      await expect(
        c.caller().account.updateProfile({ firstName: 'Lin', lastName: 'Q', email: 'x' }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
      await expect(
        t.caller(null).account.updateProfile({ firstName: 'Lin', lastName: 'Q', email: c.user.email }),
      ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });
  });

  describe('GET /api/auth/user', () => {
    it('answers the user without payment-provider ids, and 401 {"message":"Unauthorized"} signed out', async () => {
      const c = await t.signUp();
      const res = await c.get('/api/auth/user');
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json())).not.toContain('paymentSubscriptionId');
      const out = await t.anonymous().get('/api/auth/user');
      expect(out.statusCode).toBe(401);
      expect(out.body).toBe('{"message":"Unauthorized"}');
    });

    it('reads sessionsThisMonth as 0 once a new month has begun', async () => {
      const c = await t.signUp();
      await t.db
        .updateTable('users')
        .set({ sessionsThisMonth: 3, sessionsMonth: '2026-11-01' })
        .where('id', '=', c.user.id)
        .execute();
      expect((await c.get('/api/auth/user')).json()).toMatchObject({ sessionsThisMonth: 3 });
      t.clock.set('2026-12-01T00:00:01.000Z');
      expect((await c.get('/api/auth/user')).json()).toMatchObject({ sessionsThisMonth: 0 });
      t.clock.set('2026-11-10T09:00:00.000Z');
    });
  });
});
