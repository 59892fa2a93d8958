import { planState, type BillingStatus, type PublicUser } from '@mentor/validation';

/** A signed-in user as `auth.me` answers it; override any field. */
export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    createdAt: '2024-01-05T10:00:00.000Z',
    updatedAt: '2024-01-05T10:00:00.000Z',
    primaryGoal: null,
    preferredMentorType: null,
    timeHorizon: null,
    goalDescription: null,
    preferredTone: null,
    memoryEnabled: false,
    subscriptionTier: 'starter',
    subscriptionStatus: 'active',
    sessionsThisMonth: 2,
    sessionsLimit: 5,
    trialStartedAt: null,
    trialEndsAt: null,
    isAdmin: false,
    lastActiveAt: null,
    totalMinutesUsed: 0,
    // Verified by default, so screens under test do not show the verification banner.
    emailVerified: true,
    summaryEmails: true,
    weeklyCheckin: true,
    timeZone: 'Europe/Berlin',
    ...overrides,
  };
}

const DAY_MS = 86_400_000;

/** The plan-state cases every plan-dependent screen is tested with. */
export type PlanCase = 'trial active' | 'trial ended on starter' | 'paying Pro' | 'Founder+';

/**
 * One user per plan-state case, with trial dates around the real clock (screens read `new Date()`):
 * a Starter account in its trial, one whose trial ended (3 of 5 sessions used), a paying Pro user whose trial
 * period still runs, and a Founder+ user whose trial ended long ago.
 */
export function planCaseUsers(now: Date = new Date()): Record<PlanCase, PublicUser> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  return {
    'trial active': makeUser({ trialStartedAt: at(-4), trialEndsAt: at(10), sessionsThisMonth: 3 }),
    'trial ended on starter': makeUser({
      trialStartedAt: at(-20),
      trialEndsAt: at(-6),
      sessionsThisMonth: 3,
    }),
    'paying Pro': makeUser({
      subscriptionTier: 'pro',
      sessionsLimit: -1,
      trialStartedAt: at(-2),
      trialEndsAt: at(12),
      sessionsThisMonth: 3,
    }),
    'Founder+': makeUser({
      subscriptionTier: 'founder',
      sessionsLimit: -1,
      trialStartedAt: at(-90),
      trialEndsAt: at(-76),
      sessionsThisMonth: 3,
    }),
  };
}

/** What the api's chat.quota answers for a user (from planState, as the server computes it). */
export function quotaOf(user: PublicUser, now: Date = new Date()) {
  const { sessions, fromTrial } = planState(user, now);
  return {
    sessionsThisMonth: sessions.used,
    limit: sessions.limit,
    remaining: sessions.remaining,
    trialActive: fromTrial,
  };
}

/** What the api's trial.status answers for a user (planState's trial access). */
export function trialStatusOf(user: PublicUser, now: Date = new Date()) {
  return { access: planState(user, now).trialAccess };
}

/** What the api's billing.status answers for a user; `subscription` marks an online subscription. */
export function billingStatusOf(
  user: PublicUser,
  options: { enabled?: boolean; subscription?: BillingStatus['subscription']; now?: Date } = {},
): BillingStatus {
  const { enabled = true, subscription = null, now = new Date() } = options;
  const plan = planState(user, now);
  return {
    enabled,
    plan: { ...plan, hasSubscription: subscription !== null },
    subscription,
    subscriptionUnavailable: false,
  };
}
