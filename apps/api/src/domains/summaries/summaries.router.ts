import { actionItemToggleSchema, pageQuerySchema } from '@mentor/validation';
import { protectedProcedure } from '../../trpc/init';
import { listSummaries, toggleActionItem } from './summaries.service';

export const summariesRouter = {
  /**
   * The user's session summaries, newest first, with their session's title, mentor and linked goal, a page at a
   * time (`cursor` from the previous page's `nextCursor`; `limit: 2` for the dashboard's latest two).
   */
  list: protectedProcedure
    .input(pageQuerySchema)
    .query(async ({ ctx, input }) => listSummaries(ctx.db, ctx.user.id, input)),
  /** Marks one action item done or not done; persisted on the summary and mirrored on the chat session. */
  toggleActionItem: protectedProcedure
    .input(actionItemToggleSchema)
    .mutation(async ({ ctx, input }) => toggleActionItem(ctx.db, ctx.user.id, input, ctx.clock.now())),
};
