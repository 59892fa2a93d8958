import { supportRequestSchema } from '@mentor/validation';
import { protectedProcedure } from '../../trpc/init';
import * as service from './support.service';

export const supportRouter = {
  /** The Contact Support form: stored for the admins, at most 5 an hour per user (429 beyond). */
  create: protectedProcedure
    .input(supportRequestSchema)
    .mutation(({ ctx, input }) => service.createRequest(ctx.db, ctx.user.id, input, ctx.clock.now())),
};
