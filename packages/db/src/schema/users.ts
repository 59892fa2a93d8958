import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, GeneratedTimestamp } from './columns';

// The users table and the plan, mentor, tone and horizon values it holds.

export type SubscriptionTierValue = 'starter' | 'pro' | 'founder';

export type MentorTypeValue = 'founder' | 'career' | 'life';

/** The database's copy of PREFERRED_TONES (packages/validation), enforced by a CHECK. */
export type PreferredToneValue = 'direct' | 'supportive' | 'analytical';

/** The database's copy of TIME_HORIZONS (packages/validation), enforced by a CHECK. */
export type TimeHorizonValue = '30 days' | '90 days' | '6 months' | '1 year';

export interface UsersTable {
  id: Generated<string>;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  primaryGoal: string | null;
  preferredMentorType: MentorTypeValue | null;
  timeHorizon: TimeHorizonValue | null;
  goalDescription: string | null;
  preferredTone: PreferredToneValue | null;
  subscriptionTier: ColumnType<
    SubscriptionTierValue,
    SubscriptionTierValue | undefined,
    SubscriptionTierValue
  >;
  subscriptionStatus: Generated<string>;
  sessionsThisMonth: Generated<number>;
  /** First day (UTC, yyyy-mm-01) of the month sessionsThisMonth counts; a new month resets the counter. */
  sessionsMonth: string | null;
  /**
   * Of sessionsThisMonth, the sessions started while the account was on Starter (not in the trial, not on a paid
   * tier): the Starter allowance counts these (docs/decisions.md, "The Starter month").
   */
  starterSessionsThisMonth: Generated<number>;
  sessionsLimit: Generated<number>;
  trialStartedAt: Timestamp | null;
  trialEndsAt: Timestamp | null;
  paymentCustomerId: string | null;
  paymentSubscriptionId: string | null;
  paymentPriceId: string | null;
  isAdmin: Generated<boolean>;
  lastActiveAt: Timestamp | null;
  totalMinutesUsed: Generated<number>;
  memoryEnabled: Generated<boolean>;
  /** Set while an admin has banned the account: sign-in is refused and no session is valid. */
  bannedAt: Timestamp | null;
  /** When the address was verified (its link used, or the identity provider said so); null: not verified. */
  emailVerifiedAt: Timestamp | null;
  /** Mail each ended session's summary (on by default). */
  summaryEmails: Generated<boolean>;
  /** The weekly goal check-in (opt-in). */
  weeklyCheckin: Generated<boolean>;
  /** IANA time zone from the browser (the check-in's hour follows it). */
  timeZone: string | null;
  /** When the next weekly check-in is due; null while it is off. */
  nextCheckinAt: Timestamp | null;
}
