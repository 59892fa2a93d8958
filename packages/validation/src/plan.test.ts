import { describe, expect, it } from 'vitest';
import { effectiveSessionsLimit, isSessionLimitReached } from './chat-rules';
import { SUBSCRIPTION_TIERS } from './constants';
import {
  isTrialRunning,
  monthKey,
  planState,
  sessionsUsedThisMonth,
  type PlanState,
  type PlanUser,
} from './plan';
import { computeTrialAccess, hasProAccess } from './user';

const DAY = 86_400_000;
const now = new Date('2026-11-10T09:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);

/** A Starter account that signed up 14 days before its trial ends, with 2 sessions this month. */
function user(overrides: Partial<PlanUser> = {}): PlanUser {
  return {
    subscriptionTier: 'starter',
    subscriptionStatus: 'active',
    sessionsLimit: 5,
    sessionsThisMonth: 2,
    sessionsMonth: '2026-11-01',
    trialStartedAt: at(-4 * DAY),
    trialEndsAt: at(10 * DAY),
    paymentSubscriptionId: null,
    ...overrides,
  };
}

const starterFeatures: PlanState['features'] = {
  unlimitedSessions: false,
  longTermMemory: false,
  customMentorPersona: false,
  prioritySupport: false,
  strategyReviews: false,
  pitchFeedback: false,
};
const proFeatures: PlanState['features'] = {
  unlimitedSessions: true,
  longTermMemory: true,
  customMentorPersona: true,
  prioritySupport: true,
  strategyReviews: false,
  pitchFeedback: false,
};

describe('planState', () => {
  it('gives a Starter account in its trial Pro, unlimited, from the trial', () => {
    expect(planState(user(), now)).toEqual({
      tier: 'pro',
      subscribedTier: 'starter',
      subscriptionStatus: 'active',
      paid: false,
      hasSubscription: false,
      trial: {
        active: true,
        startedAt: '2026-11-06T09:00:00.000Z',
        endsAt: '2026-11-20T09:00:00.000Z',
        daysLeft: 10,
      },
      fromTrial: true,
      trialAccess: { status: 'pro', reason: 'trial', trialEndsAt: '2026-11-20T09:00:00.000Z' },
      sessions: { limit: -1, used: 2, remaining: null, limitReached: false },
      features: proFeatures,
    } satisfies PlanState);
  });

  it('puts a Starter account whose trial ended on Starter (expired), 5 sessions a month', () => {
    const state = planState(user({ trialEndsAt: at(-1) }), now);
    expect(state).toMatchObject({
      tier: 'starter',
      paid: false,
      fromTrial: false,
      trial: { active: false, daysLeft: 0 },
      trialAccess: { status: 'starter', reason: 'expired', trialEndsAt: at(-1).toISOString() },
      sessions: { limit: 5, used: 2, remaining: 3, limitReached: false },
    });
    expect(state.features).toEqual(starterFeatures);
  });

  it('ends the trial at its end instant exactly', () => {
    const state = planState(user({ trialEndsAt: now }), now);
    expect(state.trial.active).toBe(false);
    expect(state.trialAccess?.reason).toBe('expired');
    expect(state.tier).toBe('starter');
  });

  it('gives a paying Pro user whose trial ended Pro without any trial access (no "expired")', () => {
    const state = planState(
      user({ subscriptionTier: 'pro', trialEndsAt: at(-30 * DAY), paymentSubscriptionId: 'sub_1' }),
      now,
    );
    expect(state).toMatchObject({
      tier: 'pro',
      subscribedTier: 'pro',
      paid: true,
      hasSubscription: true,
      fromTrial: false,
      trialAccess: null,
      trial: { active: false, daysLeft: 0 },
      sessions: { limit: -1, used: 2, remaining: null, limitReached: false },
    });
    expect(state.features).toEqual(proFeatures);
  });

  it('does not call the access of a Pro user who paid during the trial a trial', () => {
    const state = planState(user({ subscriptionTier: 'pro' }), now);
    expect(state).toMatchObject({
      tier: 'pro',
      fromTrial: false,
      trialAccess: null,
      trial: { active: true },
    });
  });

  it('gives Founder+ everything in Pro plus its extras', () => {
    const state = planState(user({ subscriptionTier: 'founder', trialEndsAt: null }), now);
    expect(state).toMatchObject({ tier: 'founder', paid: true, trialAccess: null });
    expect(state.features).toEqual({ ...proFeatures, strategyReviews: true, pitchFeedback: true });
    expect(state.sessions.limit).toBe(-1);
  });

  it('answers no trial access for an account without a trial', () => {
    const state = planState(user({ trialEndsAt: null, trialStartedAt: null }), now);
    expect(state).toMatchObject({
      tier: 'starter',
      trialAccess: null,
      fromTrial: false,
      trial: { active: false, startedAt: null, endsAt: null, daysLeft: 0 },
    });
  });

  it('uses a limit an admin set on a Starter account, but not during the trial or on a paid tier', () => {
    const expired = at(-DAY);
    expect(planState(user({ sessionsLimit: 8, trialEndsAt: expired }), now).sessions).toEqual({
      limit: 8,
      used: 2,
      remaining: 6,
      limitReached: false,
    });
    expect(planState(user({ sessionsLimit: 1, trialEndsAt: expired }), now).sessions).toEqual({
      limit: 1,
      used: 2,
      remaining: 0,
      limitReached: true,
    });
    expect(planState(user({ sessionsLimit: 8 }), now).sessions.limit).toBe(-1);
    expect(planState(user({ sessionsLimit: 8, subscriptionTier: 'pro' }), now).sessions.limit).toBe(-1);
  });

  it('reads a -1 limit (or any negative one) as unlimited, never reached', () => {
    const state = planState(user({ sessionsLimit: -1, sessionsThisMonth: 500, trialEndsAt: at(-DAY) }), now);
    expect(state.tier).toBe('starter');
    expect(state.sessions).toEqual({ limit: -1, used: 500, remaining: null, limitReached: false });
    expect(state.features.unlimitedSessions).toBe(true);
    expect(state.features.longTermMemory).toBe(false);
    expect(planState(user({ sessionsLimit: -7, trialEndsAt: null }), now).sessions.limit).toBe(-1);
  });

  it('reaches the limit at the limit, and never counts below 0 remaining', () => {
    const ended = { trialEndsAt: at(-DAY) };
    expect(planState(user({ ...ended, sessionsThisMonth: 4 }), now).sessions).toMatchObject({
      remaining: 1,
      limitReached: false,
    });
    expect(planState(user({ ...ended, sessionsThisMonth: 5 }), now).sessions).toMatchObject({
      remaining: 0,
      limitReached: true,
    });
    expect(planState(user({ ...ended, sessionsThisMonth: 9 }), now).sessions).toMatchObject({
      remaining: 0,
      limitReached: true,
    });
  });

  it('reads a counter from an earlier month (or never counted) as 0 sessions used', () => {
    const ended = { trialEndsAt: at(-DAY), sessionsThisMonth: 5 };
    expect(planState(user({ ...ended, sessionsMonth: '2026-10-01' }), now).sessions).toEqual({
      limit: 5,
      used: 0,
      remaining: 5,
      limitReached: false,
    });
    expect(planState(user({ ...ended, sessionsMonth: null }), now).sessions.used).toBe(0);
    expect(planState(user({ ...ended, sessionsMonth: '2026-11-01' }), now).sessions.used).toBe(5);
  });

  it("takes the API user's counter as this month's when no month is given", () => {
    const { sessionsMonth: _omitted, ...apiUser } = user({ sessionsThisMonth: 3 });
    expect(planState(apiUser, now).sessions.used).toBe(3);
  });

  it('rolls the month over at midnight UTC', () => {
    const november = user({ sessionsThisMonth: 5, sessionsMonth: '2026-11-01', trialEndsAt: null });
    expect(planState(november, new Date('2026-11-30T23:59:59.999Z')).sessions.used).toBe(5);
    expect(planState(november, new Date('2026-12-01T00:00:00.000Z')).sessions).toMatchObject({
      used: 0,
      remaining: 5,
      limitReached: false,
    });
  });

  it('rounds the days left up, never below 0', () => {
    const daysLeft = (ends: Date | null) => planState(user({ trialEndsAt: ends }), now).trial.daysLeft;
    expect(daysLeft(at(14 * DAY))).toBe(14);
    expect(daysLeft(at(3 * DAY))).toBe(3);
    expect(daysLeft(at(3 * DAY + 1))).toBe(4);
    expect(daysLeft(at(3 * DAY - 1))).toBe(3);
    expect(daysLeft(at(1))).toBe(1);
    expect(daysLeft(at(0))).toBe(0);
    expect(daysLeft(at(-1))).toBe(0);
    expect(daysLeft(at(-40 * DAY))).toBe(0);
    expect(daysLeft(null)).toBe(0);
  });

  it('reads ISO strings (the API user) like dates', () => {
    const fromDates = planState(user(), now);
    const fromStrings = planState(
      user({ trialEndsAt: at(10 * DAY).toISOString(), trialStartedAt: at(-4 * DAY).toISOString() }),
      now,
    );
    expect(fromStrings).toEqual(fromDates);
  });

  it('defaults the subscription status to active and reports a stored one as it is', () => {
    const { subscriptionStatus: _omitted, ...noStatus } = user();
    expect(planState(noStatus, now).subscriptionStatus).toBe('active');
    expect(planState(user({ subscriptionTier: 'pro', subscriptionStatus: 'past_due' }), now)).toMatchObject({
      tier: 'pro',
      subscriptionStatus: 'past_due',
    });
  });

  it('agrees with effectiveSessionsLimit, hasProAccess and isSessionLimitReached for every tier and trial', () => {
    const trials = [null, at(-DAY), now, at(1), at(5 * DAY)];
    for (const subscriptionTier of SUBSCRIPTION_TIERS) {
      for (const trialEndsAt of trials) {
        for (const sessionsLimit of [-1, 0, 5, 8]) {
          for (const sessionsThisMonth of [0, 4, 5, 9]) {
            const u = user({ subscriptionTier, trialEndsAt, sessionsLimit, sessionsThisMonth });
            const state = planState(u, now);
            const trialActive = computeTrialAccess({ trialEndsAt, now })?.reason === 'trial';
            const limit = effectiveSessionsLimit({ tier: subscriptionTier, sessionsLimit, trialActive });
            const label = JSON.stringify({ subscriptionTier, trialEndsAt, sessionsLimit, sessionsThisMonth });
            expect(state.sessions.limit, label).toBe(limit);
            expect(state.sessions.limitReached, label).toBe(
              isSessionLimitReached({ sessionsThisMonth, limit }),
            );
            expect(state.features.longTermMemory, label).toBe(hasProAccess(u, now));
            expect(state.trial.active, label).toBe(trialActive);
            expect(state.trial.active, label).toBe(isTrialRunning(u, now));
            // The banner's object only for access that comes, or came, from the trial on Starter.
            expect(state.trialAccess !== null, label).toBe(
              subscriptionTier === 'starter' && trialEndsAt !== null,
            );
          }
        }
      }
    }
  });
});

describe('monthKey and sessionsUsedThisMonth', () => {
  it('names the UTC month', () => {
    expect(monthKey(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11-01');
    expect(monthKey(new Date('2026-12-01T00:00:00.000Z'))).toBe('2026-12-01');
    expect(monthKey(new Date('2027-01-05T12:00:00.000Z'))).toBe('2027-01-01');
  });

  it('counts only the current month', () => {
    expect(sessionsUsedThisMonth({ sessionsThisMonth: 3, sessionsMonth: '2026-11-01' }, now)).toBe(3);
    expect(sessionsUsedThisMonth({ sessionsThisMonth: 3, sessionsMonth: '2026-10-01' }, now)).toBe(0);
    expect(sessionsUsedThisMonth({ sessionsThisMonth: 3, sessionsMonth: null }, now)).toBe(0);
    expect(sessionsUsedThisMonth({ sessionsThisMonth: 3 }, now)).toBe(3);
  });
});

describe('the Starter month (issue 24)', () => {
  it('counts on Starter only the sessions started on Starter, from the trial end or the downgrade', () => {
    // 10 sessions this month, 1 of them after the trial ended: '1 / 5', not '10 / 5'.
    const ended = user({ trialEndsAt: at(-DAY), sessionsThisMonth: 10, starterSessionsThisMonth: 1 });
    expect(planState(ended, now).sessions).toEqual({ limit: 5, used: 1, remaining: 4, limitReached: false });
    // In the trial (or on Pro) every session of the month shows against ∞.
    const trial = user({ sessionsThisMonth: 10, starterSessionsThisMonth: 0 });
    expect(planState(trial, now).sessions).toMatchObject({ limit: -1, used: 10 });
    const pro = user({ subscriptionTier: 'pro', trialEndsAt: at(-DAY), sessionsThisMonth: 6 });
    expect(planState(pro, now).sessions).toMatchObject({ limit: -1, used: 6 });
    // A counter from an earlier month reads as 0 for both counts.
    const old = user({ trialEndsAt: at(-DAY), sessionsMonth: '2026-10-01', starterSessionsThisMonth: 5 });
    expect(planState(old, now).sessions.used).toBe(0);
    // The API's user (no month, no Starter count) is taken as it is.
    expect(
      planState({ ...user({ trialEndsAt: at(-DAY), sessionsThisMonth: 3 }), sessionsMonth: undefined }, now)
        .sessions.used,
    ).toBe(3);
  });
});
