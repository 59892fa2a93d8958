import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testTargets, type TestApp } from '../../../test/helpers';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testTargets())('trial on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(async () => t?.close());

  it('answers pro (trial) for 14 days, then starter (expired)', async () => {
    const c = await t.signUp();
    const during = await c.get('/api/trial/status');
    expect(during.statusCode).toBe(200);
    expect(during.json()).toEqual({
      access: { status: 'pro', reason: 'trial', trialEndsAt: '2026-11-24T09:00:00.000Z' },
    });
    expect(await c.caller().trial.status()).toEqual(during.json());
    t.clock.advance(14 * DAY);
    const after = await c.get('/api/trial/status');
    expect(after.json()).toEqual({
      access: { status: 'starter', reason: 'expired', trialEndsAt: '2026-11-24T09:00:00.000Z' },
    });
    t.clock.advance(-14 * DAY);
  });

  it('answers no access info for an account without a trial', async () => {
    const c = await t.signUp();
    await t.db
      .updateTable('users')
      .set({ trialEndsAt: null, trialStartedAt: null })
      .where('id', '=', c.user.id)
      .execute();
    expect((await c.get('/api/trial/status')).json()).toEqual({ access: null });
  });

  it('answers no access info to a paying Pro user whose trial ended (no "expired" banner)', async () => {
    const c = await t.signUp();
    await t.db
      .updateTable('users')
      .set({ subscriptionTier: 'pro', sessionsLimit: -1, paymentSubscriptionId: 'sub_paid' })
      .where('id', '=', c.user.id)
      .execute();
    t.clock.advance(16 * DAY);
    try {
      expect((await c.get('/api/trial/status')).json()).toEqual({ access: null });
      expect(await t.caller(await c.reload()).trial.status()).toEqual({ access: null });
    } finally {
      t.clock.advance(-16 * DAY);
    }
  });

  it('answers no trial access to a user who pays during the trial (the access comes from the plan)', async () => {
    const c = await t.signUp();
    await t.db
      .updateTable('users')
      .set({ subscriptionTier: 'founder', sessionsLimit: -1 })
      .where('id', '=', c.user.id)
      .execute();
    expect((await c.get('/api/trial/status')).json()).toEqual({ access: null });
  });

  it('answers 401 signed out', async () => {
    const res = await t.anonymous().get('/api/trial/status');
    expect(res.statusCode).toBe(401);
    await expect(t.caller(null).trial.status()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
