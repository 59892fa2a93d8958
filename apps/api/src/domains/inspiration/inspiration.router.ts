import {
  inspirationCreateSchema,
  inspirationIdSchema,
  inspirationUpdateSchema,
  reorderSchema,
} from '@mentor/validation';
import { protectedProcedure } from '../../trpc/init';
import { createItem, deleteItem, getItem, listItems, reorderItems, updateItem } from './inspiration.service';

export const inspirationRouter = {
  /** The signed-in user's items in board order. */
  list: protectedProcedure.query(({ ctx }) => listItems(ctx.db, ctx.user.id)),
  byId: protectedProcedure
    .input(inspirationIdSchema)
    .query(({ ctx, input }) => getItem(ctx.db, ctx.user.id, input.id)),
  create: protectedProcedure
    .input(inspirationCreateSchema)
    .mutation(({ ctx, input }) => createItem(ctx.db, ctx.user.id, input, ctx.clock.now())),
  update: protectedProcedure
    .input(inspirationIdSchema.extend({ patch: inspirationUpdateSchema }))
    .mutation(({ ctx, input }) => updateItem(ctx.db, ctx.user.id, input.id, input.patch, ctx.clock.now())),
  delete: protectedProcedure.input(inspirationIdSchema).mutation(async ({ ctx, input }) => {
    await deleteItem(ctx.db, ctx.user.id, input.id);
    return { ok: true as const };
  }),
  reorder: protectedProcedure
    .input(reorderSchema)
    .mutation(({ ctx, input }) => reorderItems(ctx.db, ctx.user.id, input)),
};
