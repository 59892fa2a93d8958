import {
  changePasswordSchema,
  emailPreferencesSchema,
  deleteAccountSchema,
  memorySettingSchema,
  mentoringProfileUpdateSchema,
  mentorPreferenceSchema,
  onboardingSchema,
  profileUpdateRequestSchema,
  revokeSessionSchema,
} from '@mentor/validation';
import { clearSessionCookie } from '../../plugins/session';
import { protectedProcedure } from '../../trpc/init';
import {
  changePassword,
  listUserSessions,
  resendVerification,
  revokeOtherSessions,
  revokeUserSession,
  sessions,
} from '../auth';
import { setMemoryEnabled } from '../memory';
import { deleteAccount } from '../../use-cases/delete-account';
import { updateProfile } from '../../use-cases/update-profile';
import {
  saveOnboarding,
  setEmailPreferences,
  setPreferredMentor,
  toPublicUser,
  updateMentoringProfile,
} from './account.service';

export const accountRouter = {
  /** Names and email; a new email needs `currentPassword` (password accounts) and signs the other sessions out. */
  updateProfile: protectedProcedure.input(profileUpdateRequestSchema).mutation(async ({ ctx, input }) => {
    const user = await updateProfile(ctx, ctx.user, input, ctx.sessionId ?? null);
    return toPublicUser(user, ctx.clock.now());
  }),
  /** The mentor type for the next session (the chat view's dropdown saves it). */
  setPreferredMentor: protectedProcedure.input(mentorPreferenceSchema).mutation(async ({ ctx, input }) => {
    const now = ctx.clock.now();
    const user = await setPreferredMentor(ctx.db, ctx.user.id, input.preferredMentorType, now);
    sessions.invalidateUser(user.id);
    return toPublicUser(user, now);
  }),
  /** Long-term memory on (Pro, Founder+ or trial; otherwise FORBIDDEN) or off (stored memories are kept, unused). */
  setMemoryEnabled: protectedProcedure.input(memorySettingSchema).mutation(async ({ ctx, input }) => {
    const now = ctx.clock.now();
    return toPublicUser(await setMemoryEnabled(ctx.db, ctx.user, input.enabled, now), now);
  }),
  /** The onboarding answers: primary goal, time horizon, preferred tone, mentor type (and a goal description). */
  saveOnboarding: protectedProcedure.input(onboardingSchema).mutation(async ({ ctx, input }) => {
    const now = ctx.clock.now();
    const user = await saveOnboarding(ctx.db, ctx.user.id, input, now);
    sessions.invalidateUser(user.id);
    return toPublicUser(user, now);
  }),
  /** Changes some of the onboarding answers later. */
  updateMentoringProfile: protectedProcedure
    .input(mentoringProfileUpdateSchema)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.clock.now();
      const user = await updateMentoringProfile(ctx.db, ctx.user.id, input, now);
      sessions.invalidateUser(user.id);
      return toPublicUser(user, now);
    }),
  /** Email switches (session summaries, weekly check-in) and the time zone the check-in follows. */
  setEmailPreferences: protectedProcedure.input(emailPreferencesSchema).mutation(async ({ ctx, input }) => {
    const now = ctx.clock.now();
    const user = await setEmailPreferences(ctx.db, ctx.user, input, now);
    sessions.invalidateUser(user.id);
    return toPublicUser(user, now);
  }),
  /** The verification link again (the banner's button): at most 3 an hour; 400 once verified. */
  resendVerification: protectedProcedure.mutation(async ({ ctx }) => {
    const answer = await resendVerification(ctx, ctx.user);
    ctx.jobs.wake();
    return answer;
  }),
  /** A new password; every other session of the user ends. */
  changePassword: protectedProcedure
    .input(changePasswordSchema)
    .mutation(({ ctx, input }) => changePassword(ctx, ctx.user, input, ctx.sessionId ?? null)),
  /** The user's active sign-in sessions (device, created, last used, which one is this one). */
  sessions: protectedProcedure.query(({ ctx }) =>
    listUserSessions(ctx.db, ctx.user.id, ctx.sessionId ?? null, ctx.clock.now()),
  ),
  /** Signs one session out (NOT_FOUND for an unknown id or another user's). */
  revokeSession: protectedProcedure.input(revokeSessionSchema).mutation(async ({ ctx, input }) => {
    await revokeUserSession(ctx.db, ctx.user.id, input.id);
    return { id: input.id };
  }),
  /** Signs every session out but this one. */
  revokeOtherSessions: protectedProcedure.mutation(async ({ ctx }) => ({
    signedOut: await revokeOtherSessions(ctx.db, ctx.user.id, ctx.sessionId ?? null),
  })),
  /**
   * Deletes the account and all its data. Over HTTP the answer also clears the session cookie, so the web app
   * can go straight to the landing page.
   */
  deleteAccount: protectedProcedure.input(deleteAccountSchema).mutation(async ({ ctx, input }) => {
    const { confirmationEmailed } = await deleteAccount(ctx, ctx.user, input);
    if (ctx.res) clearSessionCookie(ctx.res, ctx.config.cookieSecure);
    return { deleted: true as const, confirmationEmailed };
  }),
};
