/** Users, auth, profile, onboarding and trial access (spec sections 3, 4 "Access and trial", 5). */
import { z } from 'zod';
import { mentorTypeSchema } from './chat';
import { isoDateTimeSchema } from './common';
import {
  EMAIL_MAX,
  GOAL_DESCRIPTION_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PAID_TIERS,
  PASSWORD_MIN,
  PRIMARY_GOAL_MAX,
  SUBSCRIPTION_TIERS,
  type SubscriptionTier,
} from './constants';
import { DAY_MS, toDate } from './dates';
import { MESSAGES } from './messages';

// ---------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------

/** Trimmed, lowercased, valid email ('Invalid email address'). */
export const emailSchema = z
  .string({ error: MESSAGES.profile.invalidEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: MESSAGES.profile.invalidEmail })
  .pipe(z.email({ error: MESSAGES.profile.invalidEmail }));

/**
 * An email handed to the sign-in page or the identity provider as a hint (the landing page's call to action:
 * `/api/login?email=`): the valid, lowercased address, or null for anything else (never echoed unchecked).
 */
export function loginHintEmail(value: unknown): string | null {
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const passwordSchema = z
  .string({ error: MESSAGES.auth.passwordRequired })
  .min(PASSWORD_MIN, { error: MESSAGES.auth.passwordTooShort })
  .max(PASSWORD_MAX, { error: MESSAGES.auth.passwordTooLong });

function nameSchema(required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, { error: required }).max(NAME_MAX, { error: tooLong });
}

export const firstNameSchema = nameSchema(
  MESSAGES.profile.firstNameRequired,
  MESSAGES.profile.firstNameTooLong,
);
export const lastNameSchema = nameSchema(MESSAGES.profile.lastNameRequired, MESSAGES.profile.lastNameTooLong);

// ---------------------------------------------------------------------------
// Auth and profile inputs
// ---------------------------------------------------------------------------

export const registerInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: MESSAGES.auth.passwordRequired })
    .min(1, { error: MESSAGES.auth.passwordRequired })
    .max(PASSWORD_MAX, { error: MESSAGES.auth.passwordTooLong }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The current password, when an action needs it (sign-in rules: required, at most 256 characters). */
export const currentPasswordSchema = z
  .string({ error: MESSAGES.account.currentPasswordRequired })
  .min(1, { error: MESSAGES.account.currentPasswordRequired })
  .max(PASSWORD_MAX, { error: MESSAGES.auth.passwordTooLong });

/** Profile Settings form: names and email. */
export const profileUpdateSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/**
 * What `account.updateProfile` (and PATCH /api/auth/profile) takes: the form, plus `currentPassword`, needed only
 * when the email of an account with a password changes (the server says so with a field error on it).
 */
export const profileUpdateRequestSchema = profileUpdateSchema.extend({
  currentPassword: currentPasswordSchema.optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/**
 * The Profile Settings form of a user whose email is `currentEmail`: the current password field is checked only
 * when the email changes (then it is required, 'Enter your current password to change your email address').
 */
export function profileFormSchema(currentEmail: string) {
  return profileUpdateSchema
    .extend({ currentPassword: z.string().max(PASSWORD_MAX, { error: MESSAGES.auth.passwordTooLong }) })
    .superRefine((values, ctx) => {
      if (values.email !== currentEmail.toLowerCase() && values.currentPassword.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['currentPassword'],
          message: MESSAGES.account.currentPasswordForEmail,
        });
      }
    });
}

// ---------------------------------------------------------------------------
// Onboarding and preferences
// ---------------------------------------------------------------------------

export const TIME_HORIZONS = ['30 days', '90 days', '6 months', '1 year'] as const;
export type TimeHorizon = (typeof TIME_HORIZONS)[number];
export const TIME_HORIZON_OPTIONS: { value: TimeHorizon; label: string }[] = TIME_HORIZONS.map((h) => ({
  value: h,
  label: h,
}));

export const PREFERRED_TONES = ['direct', 'supportive', 'analytical'] as const;
export type PreferredTone = (typeof PREFERRED_TONES)[number];
export const PREFERRED_TONE_LABELS: Record<PreferredTone, string> = {
  direct: 'Direct',
  supportive: 'Supportive',
  analytical: 'Analytical',
};
export const PREFERRED_TONE_OPTIONS: { value: PreferredTone; label: string }[] = PREFERRED_TONES.map((t) => ({
  value: t,
  label: PREFERRED_TONE_LABELS[t],
}));

export const timeHorizonSchema = z.enum(TIME_HORIZONS, { error: MESSAGES.onboarding.invalidTimeHorizon });
export const preferredToneSchema = z.enum(PREFERRED_TONES, { error: MESSAGES.onboarding.invalidTone });

const primaryGoalSchema = z
  .string({ error: MESSAGES.onboarding.primaryGoalRequired })
  .trim()
  .min(1, { error: MESSAGES.onboarding.primaryGoalRequired })
  .max(PRIMARY_GOAL_MAX, { error: MESSAGES.onboarding.primaryGoalTooLong });

/** Free text about the goal; blank means none (null). */
const goalDescriptionSchema = z
  .string({ error: MESSAGES.onboarding.goalDescriptionTooLong })
  .trim()
  .max(GOAL_DESCRIPTION_MAX, { error: MESSAGES.onboarding.goalDescriptionTooLong })
  .nullable()
  .transform((v) => (v && v.length > 0 ? v : null));

/** The three quick questions (goal, time horizon, preferred tone) plus the mentor type, and an optional description. */
export const onboardingSchema = z.object({
  primaryGoal: primaryGoalSchema,
  timeHorizon: timeHorizonSchema,
  preferredTone: preferredToneSchema,
  mentorType: mentorTypeSchema,
  goalDescription: goalDescriptionSchema.optional(),
});
export type OnboardingInput = z.infer<typeof onboardingSchema>;

/** Changes some of the mentoring profile later (Profile Settings); at least one field. */
export const mentoringProfileUpdateSchema = z
  .object({
    primaryGoal: primaryGoalSchema.optional(),
    timeHorizon: timeHorizonSchema.optional(),
    preferredTone: preferredToneSchema.optional(),
    mentorType: mentorTypeSchema.optional(),
    goalDescription: goalDescriptionSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: MESSAGES.onboarding.updateEmpty,
  });
export type MentoringProfileUpdateInput = z.infer<typeof mentoringProfileUpdateSchema>;

export const mentorPreferenceSchema = z.object({ preferredMentorType: mentorTypeSchema });
export type MentorPreferenceInput = z.infer<typeof mentorPreferenceSchema>;

export const memorySettingSchema = z.object({ enabled: z.boolean() });
export type MemorySettingInput = z.infer<typeof memorySettingSchema>;

// ---------------------------------------------------------------------------
// The user object returned by the API
// ---------------------------------------------------------------------------

export const subscriptionTierSchema = z.enum(SUBSCRIPTION_TIERS);

/**
 * Spec section 3 User without payment-provider ids, plus preferredTone and memoryEnabled.
 * Timestamps are ISO strings or null.
 */
export const publicUserSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: isoDateTimeSchema.nullable(),
  updatedAt: isoDateTimeSchema.nullable(),
  primaryGoal: z.string().nullable(),
  preferredMentorType: mentorTypeSchema.nullable(),
  timeHorizon: z.string().nullable(),
  goalDescription: z.string().nullable(),
  preferredTone: preferredToneSchema.nullable(),
  memoryEnabled: z.boolean(),
  subscriptionTier: subscriptionTierSchema,
  subscriptionStatus: z.string(),
  sessionsThisMonth: z.number().int(),
  /** -1 means unlimited. */
  sessionsLimit: z.number().int(),
  trialStartedAt: isoDateTimeSchema.nullable(),
  trialEndsAt: isoDateTimeSchema.nullable(),
  isAdmin: z.boolean(),
  lastActiveAt: isoDateTimeSchema.nullable(),
  totalMinutesUsed: z.number().int(),
  /** The address has been verified (a link from the verification mail, or the identity provider said so). */
  emailVerified: z.boolean(),
  /** Email preferences: a summary of each ended session, the weekly goal check-in; the time zone it follows. */
  summaryEmails: z.boolean(),
  weeklyCheckin: z.boolean(),
  timeZone: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** 'First Last', falling back to the email when no name is set. */
export function displayName(user: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  const name = [user.firstName, user.lastName]
    .filter((p): p is string => !!p && p.trim().length > 0)
    .join(' ');
  return name.length > 0 ? name : user.email;
}

// ---------------------------------------------------------------------------
// Trial access
// ---------------------------------------------------------------------------

export const trialAccessSchema = z.object({
  status: z.enum(['pro', 'starter']),
  reason: z.enum(['trial', 'expired']),
  trialEndsAt: isoDateTimeSchema,
});
export type TrialAccess = z.infer<typeof trialAccessSchema>;

/** GET /api/trial/status response: `{ access }`, access null when the user has no trial. */
export const trialStatusSchema = z.object({ access: trialAccessSchema.nullable() });
export type TrialStatus = z.infer<typeof trialStatusSchema>;

/**
 * Trial access of a user: pro (reason trial) until trialEndsAt, starter (reason expired) from then on.
 * Null when there is no (valid) trial end date.
 */
export function computeTrialAccess(input: {
  trialEndsAt: Date | string | null;
  now: Date;
}): TrialAccess | null {
  const ends = toDate(input.trialEndsAt);
  if (!ends) return null;
  const active = ends.getTime() > input.now.getTime();
  return {
    status: active ? 'pro' : 'starter',
    reason: active ? 'trial' : 'expired',
    trialEndsAt: ends.toISOString(),
  };
}

/**
 * Whether the user has the Pro features (long-term memory): a paid tier (Pro, Founder+) or an active trial.
 * The server enforces it; the screens use it to show a Pro feature as such.
 */
export function hasProAccess(
  user: { subscriptionTier: SubscriptionTier; trialEndsAt: Date | string | null },
  now: Date,
): boolean {
  return (
    PAID_TIERS.includes(user.subscriptionTier) ||
    computeTrialAccess({ trialEndsAt: user.trialEndsAt, now })?.reason === 'trial'
  );
}

/** Days left in the trial: ceil(ms / 86 400 000), never below 0 (0 without a date). */
export function trialDaysLeft(trialEndsAt: Date | string | null, now: Date): number {
  const ends = toDate(trialEndsAt);
  if (!ends) return 0;
  return Math.max(0, Math.ceil((ends.getTime() - now.getTime()) / DAY_MS));
}
