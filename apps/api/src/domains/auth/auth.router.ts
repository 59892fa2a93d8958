import { passwordResetRequestSchema, passwordResetSchema, verifyEmailSchema } from '@mentor/validation';
import { publicProcedure } from '../../trpc/init';
import { toPublicUser } from '../account';
import { requestPasswordReset, resetPassword, verifyEmail } from './email-links';

export const authRouter = {
  /** The signed-in user, or null when signed out (the REST shim answers 401 for null). */
  me: publicProcedure.query(({ ctx }) => (ctx.user ? toPublicUser(ctx.user, ctx.clock.now()) : null)),
  /** "Forgot password?": mails a reset link if the address has an account; the same answer either way. */
  requestPasswordReset: publicProcedure.input(passwordResetRequestSchema).mutation(async ({ ctx, input }) => {
    const answer = await requestPasswordReset(ctx, input.email, ctx.ip);
    ctx.jobs.wake();
    return answer;
  }),
  /** The reset link's page: a new password, every session ended; each link works once, for 30 minutes. */
  resetPassword: publicProcedure
    .input(passwordResetSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),
  /** The verification link's page (signed in or out): the address it was sent to becomes verified. */
  verifyEmail: publicProcedure
    .input(verifyEmailSchema)
    .mutation(({ ctx, input }) => verifyEmail(ctx, input.token)),
};
