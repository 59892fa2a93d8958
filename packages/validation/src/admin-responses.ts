/**
 * The admin dashboard's REST answers as schemas, for the OpenAPI document: each describes the interface beside it
 * in admin.ts, admin-stats.ts or support.ts (the api's route table checks the procedure's output against it).
 */
import { z } from 'zod';
import { supportRequestOutSchema } from './api-responses';
import { isoDateTimeSchema } from './common';
import { SUBSCRIPTION_TIERS } from './constants';
import { ADMIN_ACTIONS } from './admin';

const countSchema = z.number().int().min(0);
const tierSchema = z.enum(SUBSCRIPTION_TIERS);

const adminPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** One row of GET /api/admin/users (AdminUserRow). */
export const adminUserRowSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.string(),
  tier: tierSchema,
  sessionsThisMonth: countSchema,
  /** The stored limit; -1 means unlimited. */
  sessionsLimit: z.number().int().min(-1),
  plan: z.object({
    tier: tierSchema,
    fromTrial: z.boolean(),
    trialEndsAt: isoDateTimeSchema.nullable(),
    sessionsLimit: z.number().int().min(-1),
  }),
  totalMinutesUsed: countSchema,
  lastActiveAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  isAdmin: z.boolean(),
  banned: z.boolean(),
  bannedAt: isoDateTimeSchema.nullable(),
  lastAction: z
    .object({
      action: z.enum(ADMIN_ACTIONS),
      details: z.record(z.string(), z.unknown()),
      at: isoDateTimeSchema,
      by: adminPersonSchema.nullable(),
    })
    .nullable(),
});

/** GET /api/admin/users (AdminUsersPage): `nextCursor` is null on the last page. */
export const adminUsersPageSchema = z.object({
  users: z.array(adminUserRowSchema),
  nextCursor: z.string().nullable(),
  pageSize: z.number().int().min(1),
});

/** GET /api/admin/settings (AdminSettings). */
export const adminSettingsSchema = z.object({
  ai: z.object({
    provider: z.enum(['openai', 'offline']),
    customBaseUrl: z.boolean(),
    models: z
      .object({ chat: z.string(), summary: z.string(), transcription: z.string(), speech: z.string() })
      .nullable(),
  }),
  limits: z.object({
    starterSessionsPerMonth: z.number().int(),
    sessionLengthMinutes: z.number().int(),
    chatMessageMax: z.number().int(),
    trialDays: z.number().int(),
  }),
});

const safetyCountsSchema = z.object({
  self_harm: countSchema,
  medical: countSchema,
  abuse: countSchema,
  harm_to_others: countSchema,
});

/** GET /api/admin/stats/safety (SafetyStats): flagged messages per UTC day and category, counts only. */
export const safetyStatsSchema = z.object({
  days: z.array(safetyCountsSchema.extend({ date: z.iso.date() })),
  totals: safetyCountsSchema,
});

const feedbackGroupShape = {
  up: countSchema,
  down: countSchema,
  satisfaction: z.number().min(0).max(100).nullable(),
};

/** GET /api/admin/stats/feedback (FeedbackStats). */
export const feedbackStatsSchema = z.object({
  byMentor: z.array(z.object({ ...feedbackGroupShape, mentorName: z.string(), mentorType: z.string() })),
  byModel: z.array(
    z.object({ ...feedbackGroupShape, provider: z.string().nullable(), model: z.string().nullable() }),
  ),
  latestReasons: z.array(
    z.object({
      rating: z.enum(['up', 'down']),
      reason: z.string(),
      mentorName: z.string(),
      provider: z.string().nullable(),
      model: z.string().nullable(),
      at: isoDateTimeSchema,
    }),
  ),
});

/** GET /api/admin/stats/daily (DailyStat[]): one entry per UTC day. */
export const dailyStatsSchema = z.array(
  z.object({ date: z.iso.date(), sessions: countSchema, signUps: countSchema }),
);

/** One request of GET /api/admin/support-requests (AdminSupportRequest). */
export const adminSupportRequestSchema = supportRequestOutSchema.extend({
  user: adminPersonSchema,
  resolvedBy: adminPersonSchema.nullable(),
});

/** GET /api/admin/support-requests (AdminSupportRequestsPage). */
export const adminSupportRequestsPageSchema = z.object({
  requests: z.array(adminSupportRequestSchema),
  nextCursor: z.string().nullable(),
  pageSize: z.number().int().min(1),
});
