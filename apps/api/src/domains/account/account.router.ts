import { memorySettingSchema, mentorPreferenceSchema, profileUpdateSchema } from '@mentor/validation';
import { protectedProcedure } from '../../trpc/init';
import { setMemoryEnabled } from '../memory';
import { setPreferredMentor, toPublicUser, updateProfile } from './account.service';

export const accountRouter = {
  updateProfile: protectedProcedure.input(profileUpdateSchema).mutation(async ({ ctx, input }) => {
    const now = ctx.clock.now();
    return toPublicUser(await updateProfile(ctx.db, ctx.user.id, input, now), now);
  }),
  /** The mentor type for the next session (the chat view's dropdown saves it). */
  setPreferredMentor: protectedProcedure.input(mentorPreferenceSchema).mutation(async ({ ctx, input }) => {
    const now = ctx.clock.now();
    return toPublicUser(await setPreferredMentor(ctx.db, ctx.user.id, input.preferredMentorType, now), now);
  }),
  /** Long-term memory on (Pro, Founder+ or trial; otherwise FORBIDDEN) or off (stored memories are kept, unused). */
  setMemoryEnabled: protectedProcedure.input(memorySettingSchema).mutation(async ({ ctx, input }) => {
    const now = ctx.clock.now();
    return toPublicUser(await setMemoryEnabled(ctx.db, ctx.user, input.enabled, now), now);
  }),
};
