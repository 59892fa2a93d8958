/**
 * Admin dashboard inputs and response shapes: the users list, plan changes and bans, the settings (spec sections 2
 * "Admin Dashboard", 3, 7, 9). The statistics are in admin-stats.ts, the tabs' labels in admin-ui.ts.
 */
import { z } from 'zod';
import { idSchema } from './common';
import {
  ADMIN_PAGE_SIZE_MAX,
  ADMIN_SEARCH_MAX,
  ADMIN_SESSIONS_LIMIT_MAX,
  SUBSCRIPTION_TIERS,
  type SubscriptionTier,
  UNLIMITED_SESSIONS,
} from './constants';
import { MESSAGES } from './messages';
import { pageCursorSchema } from './paging';

// ---------------------------------------------------------------------------
// Users list and actions
// ---------------------------------------------------------------------------

const pageSizeSchema = z
  .number({ error: MESSAGES.admin.pageSizeRange })
  .int({ error: MESSAGES.admin.pageSizeRange })
  .min(1, { error: MESSAGES.admin.pageSizeRange })
  .max(ADMIN_PAGE_SIZE_MAX, { error: MESSAGES.admin.pageSizeRange });

/** admin.users / GET /api/admin/users: newest first, searched by email or name (case-insensitive). */
export const adminUsersQuerySchema = z
  .object({
    search: z
      .string({ error: MESSAGES.admin.searchTooLong })
      .trim()
      .max(ADMIN_SEARCH_MAX, { error: MESSAGES.admin.searchTooLong })
      .optional(),
    cursor: pageCursorSchema.optional(),
    limit: pageSizeSchema.optional(),
  })
  .prefault({});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** A user named by id; an id that names no user answers 404 (a malformed one too). */
export const adminUserIdSchema = z.object({ userId: idSchema({ notFound: MESSAGES.admin.userNotFound }) });
export type AdminUserIdInput = z.infer<typeof adminUserIdSchema>;

export const adminTierSchema = z.enum(SUBSCRIPTION_TIERS, { error: MESSAGES.admin.invalidTier });

/** -1 (unlimited) or 0..10000 sessions a month. */
export const adminSessionsLimitSchema = z
  .number({ error: MESSAGES.admin.sessionsLimitRange })
  .int({ error: MESSAGES.admin.sessionsLimitRange })
  .min(UNLIMITED_SESSIONS, { error: MESSAGES.admin.sessionsLimitRange })
  .max(ADMIN_SESSIONS_LIMIT_MAX, { error: MESSAGES.admin.sessionsLimitRange });

/** admin.setPlan: the plan, the monthly session limit, or both. */
export const adminSetPlanSchema = adminUserIdSchema
  .extend({ tier: adminTierSchema.optional(), sessionsLimit: adminSessionsLimitSchema.optional() })
  .refine((v) => v.tier !== undefined || v.sessionsLimit !== undefined, {
    error: MESSAGES.admin.planEditEmpty,
    path: ['tier'],
  });
export type AdminSetPlanInput = z.infer<typeof adminSetPlanSchema>;

export const ADMIN_ACTIONS = ['set_plan', 'ban', 'unban'] as const;
export type AdminActionType = (typeof ADMIN_ACTIONS)[number];
export const ADMIN_ACTION_LABELS: Record<AdminActionType, string> = {
  set_plan: 'Plan changed',
  ban: 'Banned',
  unban: 'Unbanned',
};

export interface AdminPerson {
  id: string;
  name: string;
  email: string;
}

/** The latest admin action on a user: what, when, by whom (null once that admin's account is gone). */
export interface AdminActionSummary {
  action: AdminActionType;
  details: Record<string, unknown>;
  at: string;
  by: AdminPerson | null;
}

/** The plan that applies to a user now (planState), as the admin lists show it. */
export interface AdminUserPlan {
  /** Pro during a Starter account's trial, else the tier the account is on. */
  tier: SubscriptionTier;
  /** The access comes from the 14-day trial ('Pro trial'). */
  fromTrial: boolean;
  /** When the trial ends (only while fromTrial). */
  trialEndsAt: string | null;
  /** The limit that applies now: -1 (∞) for Pro, Founder+ and the trial. */
  sessionsLimit: number;
}

/**
 * One row of the admin users list. `tier` and `sessionsLimit` are what is stored (the Edit plan dialog changes
 * them); `plan` is what applies now. sessionsThisMonth counts against that plan (0 when the stored count is from
 * an earlier month; on Starter only the sessions started on Starter).
 */
export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  tier: SubscriptionTier;
  sessionsThisMonth: number;
  /** The stored limit; -1 means unlimited (shown as ∞). */
  sessionsLimit: number;
  plan: AdminUserPlan;
  totalMinutesUsed: number;
  lastActiveAt: string | null;
  createdAt: string;
  isAdmin: boolean;
  banned: boolean;
  bannedAt: string | null;
  lastAction: AdminActionSummary | null;
}

/** A page of the users list: `nextCursor` is null on the last page. */
export interface AdminUsersPage {
  users: AdminUserRow[];
  nextCursor: string | null;
  pageSize: number;
}

/** admin.settings: the AI provider and models in use (from the server's configuration) and the usage limits. */
export interface AdminSettings {
  ai: {
    provider: 'openai' | 'offline';
    /** Whether OPENAI_BASE_URL points at an OpenAI-compatible server other than OpenAI's own. */
    customBaseUrl: boolean;
    models: { chat: string; summary: string; transcription: string; speech: string } | null;
  };
  limits: {
    starterSessionsPerMonth: number;
    sessionLengthMinutes: number;
    chatMessageMax: number;
    trialDays: number;
  };
}

/** The plan edit dialog: both fields at once (the api's admin.setPlan also takes either alone). */
export const adminPlanFormSchema = z.object({
  tier: adminTierSchema,
  sessionsLimit: adminSessionsLimitSchema,
});
export type AdminPlanForm = z.infer<typeof adminPlanFormSchema>;
