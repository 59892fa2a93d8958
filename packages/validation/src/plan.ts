/**
 * What a user is on, decided in one place (spec sections 3 "User" and "Trial access object", 4 "Access and trial",
 * 5 and 9): the tier that applies now, whether that access comes from the free trial, the month's sessions and
 * the features the plan allows. The server's checks and every screen read it.
 */
import { effectiveSessionsLimit, isSessionLimitReached } from './chat-rules';
import {
  DEFAULT_SUBSCRIPTION_STATUS,
  PAID_TIERS,
  UNLIMITED_SESSIONS,
  type SubscriptionTier,
} from './constants';
import { toDate } from './dates';
import { computeTrialAccess, hasProAccess, trialDaysLeft, type TrialAccess } from './user';

/** The fields of a user that decide the plan: a database row or the API's user both fit. */
export interface PlanUser {
  subscriptionTier: SubscriptionTier;
  subscriptionStatus?: string;
  /** The stored limit (-1 unlimited); an admin may set it for a Starter account. */
  sessionsLimit: number;
  sessionsThisMonth: number;
  /**
   * The month (yyyy-mm-01, UTC) the counter counts. Omit it when sessionsThisMonth is already this month's count
   * (the API's user); null (never counted) or an earlier month reads as 0.
   */
  sessionsMonth?: string | null;
  /**
   * Of sessionsThisMonth (same month), the sessions started while on Starter: the Starter allowance counts only
   * these, so sessions of the trial or of a paid month never use it up. Omit it when sessionsThisMonth is already
   * the count against the plan that applies now (the API's user).
   */
  starterSessionsThisMonth?: number;
  trialStartedAt?: Date | string | null;
  trialEndsAt: Date | string | null;
  paymentSubscriptionId?: string | null;
}

export interface PlanFeatures {
  unlimitedSessions: boolean;
  longTermMemory: boolean;
  customMentorPersona: boolean;
  prioritySupport: boolean;
  /** Founder+ only. */
  strategyReviews: boolean;
  /** Founder+ only. */
  pitchFeedback: boolean;
}

export interface PlanState {
  /** The tier that applies now: a paid tier, Pro during the trial, otherwise Starter. */
  tier: SubscriptionTier;
  /** The tier the account is on (paid for, or set by an admin), trial aside. */
  subscribedTier: SubscriptionTier;
  subscriptionStatus: string;
  /** On Pro or Founder+ (not through the trial). */
  paid: boolean;
  /** An online subscription exists (payment-provider subscription id stored). */
  hasSubscription: boolean;
  trial: {
    /** The trial period has not ended. */
    active: boolean;
    startedAt: string | null;
    endsAt: string | null;
    /** ceil(ms left / day), never below 0; 0 without a trial. */
    daysLeft: number;
  };
  /** The access the user has now comes from the trial (a Starter account in its trial). */
  fromTrial: boolean;
  /**
   * The spec's trial access object, for the trial banner: pro/trial while a Starter account is in its trial,
   * starter/expired once it ended on Starter; null when the access does not come from a trial (paying users,
   * accounts without a trial).
   */
  trialAccess: TrialAccess | null;
  sessions: {
    /** -1 means unlimited. */
    limit: number;
    /**
     * The sessions counted against this plan this month: on Starter only those started on Starter (from the
     * trial's end or the downgrade on), otherwise every session of the month.
     */
    used: number;
    /** null when unlimited. */
    remaining: number | null;
    limitReached: boolean;
  };
  features: PlanFeatures;
}

/** The first day (UTC) of the month `now` falls in, as stored in users.sessions_month. */
export function monthKey(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/**
 * Sessions counted this calendar month (UTC). A counter from an earlier month (or never counted: null) reads as
 * 0; without a month (the API's user, already counted for this month) the counter is taken as it is.
 */
export function sessionsUsedThisMonth(
  user: { sessionsThisMonth: number; sessionsMonth?: string | null },
  now: Date,
): number {
  if (user.sessionsMonth === undefined) return user.sessionsThisMonth;
  return user.sessionsMonth === monthKey(now) ? user.sessionsThisMonth : 0;
}

/**
 * The sessions of this month that count against the plan that applies now (`onStarter`: the effective tier is
 * Starter). docs/decisions.md, "The Starter month": the Starter allowance counts from when Starter began (the
 * trial's end or the downgrade), so sessions of the trial or of a paid month do not use it up.
 */
export function sessionsCountedNow(
  user: { sessionsThisMonth: number; sessionsMonth?: string | null; starterSessionsThisMonth?: number },
  onStarter: boolean,
  now: Date,
): number {
  const total = sessionsUsedThisMonth(user, now);
  if (!onStarter || user.starterSessionsThisMonth === undefined) return total;
  return sessionsUsedThisMonth({ ...user, sessionsThisMonth: user.starterSessionsThisMonth }, now);
}

/** Whether the trial period is running now (whatever the tier). */
export function isTrialRunning(user: { trialEndsAt: Date | string | null }, now: Date): boolean {
  return computeTrialAccess({ trialEndsAt: user.trialEndsAt, now })?.reason === 'trial';
}

const iso = (value: Date | string | null | undefined): string | null => toDate(value)?.toISOString() ?? null;

export function planState(user: PlanUser, now: Date): PlanState {
  const subscribedTier = user.subscriptionTier;
  const paid = PAID_TIERS.includes(subscribedTier);
  const trialActive = isTrialRunning(user, now);
  const fromTrial = !paid && trialActive;
  const tier: SubscriptionTier = paid ? subscribedTier : trialActive ? 'pro' : 'starter';

  const stored = effectiveSessionsLimit({
    tier: subscribedTier,
    sessionsLimit: user.sessionsLimit,
    trialActive,
  });
  // Any negative limit means unlimited (isSessionLimitReached reads it so); it is reported as -1.
  const limit = stored < 0 ? UNLIMITED_SESSIONS : stored;
  const used = sessionsCountedNow(user, tier === 'starter', now);
  const proFeatures = hasProAccess(user, now);

  return {
    tier,
    subscribedTier,
    subscriptionStatus: user.subscriptionStatus ?? DEFAULT_SUBSCRIPTION_STATUS,
    paid,
    hasSubscription: Boolean(user.paymentSubscriptionId),
    trial: {
      active: trialActive,
      startedAt: iso(user.trialStartedAt),
      endsAt: iso(user.trialEndsAt),
      daysLeft: trialDaysLeft(user.trialEndsAt, now),
    },
    fromTrial,
    trialAccess: paid ? null : computeTrialAccess({ trialEndsAt: user.trialEndsAt, now }),
    sessions: {
      limit,
      used,
      remaining: limit === UNLIMITED_SESSIONS ? null : Math.max(0, limit - used),
      limitReached: isSessionLimitReached({ sessionsThisMonth: used, limit }),
    },
    features: {
      unlimitedSessions: limit === UNLIMITED_SESSIONS,
      longTermMemory: proFeatures,
      customMentorPersona: proFeatures,
      prioritySupport: proFeatures,
      strategyReviews: tier === 'founder',
      pitchFeedback: tier === 'founder',
    },
  };
}
