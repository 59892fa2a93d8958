import {
  goalCreateSchema,
  goalIdSchema,
  goalUpdateByIdSchema,
  milestoneToggleSchema,
} from '@mentor/validation';
import { protectedProcedure } from '../../trpc/init';
import { goalStatsFor } from '../../use-cases/goal-stats';
import * as service from './goals.service';

export const goalsRouter = {
  /** The user's goals, newest first. */
  list: protectedProcedure.query(({ ctx }) => service.listGoals(ctx.db, ctx.user.id)),

  create: protectedProcedure
    .input(goalCreateSchema)
    .mutation(({ ctx, input }) => service.createGoal(ctx.db, ctx.user.id, input, ctx.clock.now())),

  /** `{ id, ...fields }`: progress, status, title, description, category, targetDate or milestones. */
  update: protectedProcedure
    .input(goalUpdateByIdSchema)
    .mutation(({ ctx, input }) => service.updateGoal(ctx.db, ctx.user.id, input, ctx.clock.now())),

  toggleMilestone: protectedProcedure
    .input(milestoneToggleSchema)
    .mutation(({ ctx, input }) => service.toggleMilestone(ctx.db, ctx.user.id, input, ctx.clock.now())),

  /** Undoes the latest progress change a session made (while nothing else changed the goal since). */
  undoAutoProgress: protectedProcedure
    .input(goalIdSchema)
    .mutation(({ ctx, input }) => service.undoAutoProgress(ctx.db, ctx.user.id, input, ctx.clock.now())),

  /** The goals view stat cards, and whether the user has any chat session (onboarding panel). */
  stats: protectedProcedure.query(({ ctx }) => goalStatsFor(ctx.db, ctx.user.id, ctx.clock.now())),
};
