import { protectedProcedure } from '../../trpc/init';
import { trialStatus } from './trial.service';

export const trialRouter = {
  status: protectedProcedure.query(({ ctx }) => trialStatus(ctx.user, ctx.clock.now())),
};
