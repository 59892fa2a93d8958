import {
  adminSetPlanSchema,
  adminUserIdSchema,
  adminUsersQuerySchema,
  outboxIdSchema,
  signInSettingsSchema,
  outboxListQuerySchema,
  supportListQuerySchema,
  supportRequestIdSchema,
} from '@mentor/validation';
import { adminProcedure } from '../../trpc/init';
import { feedbackStats } from '../chat';
import { listOutbox, outboxMessage } from '../email';
import { signInSettings, updateSignInSettings } from '../auth';
import { safetyStats } from '../safety';
import { listRequests, resolveRequest } from '../support';
import * as service from './admin.service';

/** The admin dashboard: every procedure is admin-only (401 signed out, 403 for a member). */
export const adminRouter = {
  /** Users, newest first, keyset-paged (`cursor` from the previous page's `nextCursor`), searchable. */
  users: adminProcedure
    .input(adminUsersQuerySchema)
    .query(({ ctx, input }) => service.listUsers(ctx.db, input, ctx.clock.now())),
  userStats: adminProcedure.query(({ ctx }) => service.userStats(ctx.db, ctx.clock.now())),
  revenueStats: adminProcedure.query(({ ctx }) => service.revenueStats(ctx, ctx.clock.now())),
  usageStats: adminProcedure.query(({ ctx }) => service.usageStats(ctx.db, ctx.clock.now())),
  /** Messages the safety screen flagged, per day and category over the last 30 days: counts only (AI Oversight). */
  safetyStats: adminProcedure.query(({ ctx }) => safetyStats(ctx.db, ctx.clock.now())),
  /** Thumbs up and down on the mentor's replies per mentor and per provider/model, and the latest reasons. */
  feedbackStats: adminProcedure.query(({ ctx }) => feedbackStats(ctx.db)),
  /** Sessions started and sign-ups per day over the last 30 days (charts). */
  daily: adminProcedure.query(({ ctx }) => service.dailyStats(ctx.db, ctx.clock.now())),
  /** The AI provider and models in use, and the usage limits (Settings tab). */
  settings: adminProcedure.query(({ ctx }) => service.settings(ctx.config)),
  /** "Require two-factor sign-in for admin accounts" (Settings tab). */
  signInSettings: adminProcedure.query(({ ctx }) => signInSettings(ctx)),
  /** Turning the requirement on needs two-factor sign-in on the acting admin's account first (400). */
  updateSignInSettings: adminProcedure
    .input(signInSettingsSchema)
    .mutation(({ ctx, input }) => updateSignInSettings(ctx, ctx.user, input)),

  setPlan: adminProcedure
    .input(adminSetPlanSchema)
    .mutation(({ ctx, input }) => service.changePlan(ctx.db, ctx.user, input, ctx.clock.now())),
  ban: adminProcedure
    .input(adminUserIdSchema)
    .mutation(({ ctx, input }) => service.banUser(ctx.db, ctx.user, input.userId, ctx.clock.now())),
  unban: adminProcedure
    .input(adminUserIdSchema)
    .mutation(({ ctx, input }) => service.unbanUser(ctx.db, ctx.user, input.userId, ctx.clock.now())),

  /** Contact Support requests, newest first, keyset-paged, optionally only open or resolved ones. */
  supportRequests: adminProcedure
    .input(supportListQuerySchema)
    .query(({ ctx, input }) => listRequests(ctx.db, input)),
  /** Every message the app sent or kept (without SMTP), newest first, keyset-paged, optionally of one status. */
  outbox: adminProcedure.input(outboxListQuerySchema).query(({ ctx, input }) => listOutbox(ctx, input)),
  /** One message whole: headers, HTML and text parts. */
  outboxMessage: adminProcedure.input(outboxIdSchema).query(({ ctx, input }) => outboxMessage(ctx, input.id)),
  resolveSupportRequest: adminProcedure
    .input(supportRequestIdSchema)
    .mutation(({ ctx, input }) => resolveRequest(ctx.db, ctx.user.id, input.id, ctx.clock.now())),
};
