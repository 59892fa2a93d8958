import { publicProcedure } from '../../trpc/init';
import { toPublicUser } from '../account';

export const authRouter = {
  /** The signed-in user, or null when signed out (the REST shim answers 401 for null). */
  me: publicProcedure.query(({ ctx }) => (ctx.user ? toPublicUser(ctx.user, ctx.clock.now()) : null)),
};
