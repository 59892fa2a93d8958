import { actionItemToggleSchema } from '@mentor/validation';
import { protectedProcedure } from '../../trpc/init';
import { listSummaries, toggleActionItem } from './summaries.service';

export const summariesRouter = {
  /** The user's session summaries, newest first, with their session's title, mentor and linked goal. */
  list: protectedProcedure.query(async ({ ctx }) => listSummaries(ctx.db, ctx.user.id)),
  /** Marks one action item done or not done; persisted on the summary and mirrored on the chat session. */
  toggleActionItem: protectedProcedure
    .input(actionItemToggleSchema)
    .mutation(async ({ ctx, input }) => toggleActionItem(ctx.db, ctx.user.id, input, ctx.clock.now())),
};
