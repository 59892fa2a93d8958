import { unsubscribeSchema } from '@mentor/validation';
import { publicProcedure } from '../../trpc/init';
import { sessions } from '../auth';
import { unsubscribe, unsubscribeInfo } from './email.service';

/** The unsubscribe page: the signed link is the proof, so no sign-in is needed. */
export const emailRouter = {
  /** Which list the link leaves, for which address, and whether that is off already. */
  unsubscribeInfo: publicProcedure
    .input(unsubscribeSchema)
    .query(({ ctx, input }) => unsubscribeInfo(ctx, input.token)),
  /** Turns that one preference off. */
  unsubscribe: publicProcedure.input(unsubscribeSchema).mutation(async ({ ctx, input }) => {
    const { userId, answer } = await unsubscribe(ctx, input.token);
    sessions.invalidateUser(userId);
    return answer;
  }),
};
