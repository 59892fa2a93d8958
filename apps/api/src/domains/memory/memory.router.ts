import { memoryIdSchema } from '@mentor/validation';
import { protectedProcedure } from '../../trpc/init';
import { clearMemories, deleteMemory, listMemories } from './memory.service';

export const memoryRouter = {
  /** The user's long-term memories, newest first, with their source session. */
  list: protectedProcedure.query(({ ctx }) => listMemories(ctx.db, ctx.user.id)),
  delete: protectedProcedure
    .input(memoryIdSchema)
    .mutation(({ ctx, input }) => deleteMemory(ctx.db, ctx.user.id, input.id)),
  clear: protectedProcedure.mutation(({ ctx }) => clearMemories(ctx.db, ctx.user.id)),
};
