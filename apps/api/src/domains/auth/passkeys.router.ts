import {
  passkeyIdSchema,
  passkeySignInSchema,
  registerPasskeySchema,
  renamePasskeySchema,
} from '@mentor/validation';
import { protectedProcedure, publicProcedure } from '../../trpc/init';
import { toPublicUser } from '../account';
import { promoteConfiguredAdmin, refuseBanned } from './auth.service';
import {
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
} from './passkeys.service';
import { startSession } from './sign-in.rest';

/**
 * Passkeys: the Profile section's list (add, rename, remove) and signing in with one instead of a password (public
 * procedures; over HTTP the sign-in sets the session cookie, as POST /api/login does).
 */
export const passkeysRouter = {
  /** The account's passkeys: name, when added and last used (never a key). */
  list: protectedProcedure.query(({ ctx }) => listPasskeys(ctx, ctx.user.id)),
  /** The options of navigator.credentials.create() for a new passkey (its challenge works once, 5 minutes). */
  registrationOptions: protectedProcedure.mutation(({ ctx }) => passkeyRegistrationOptions(ctx, ctx.user)),
  /** Keeps the new passkey under its name once the browser's answer checks out. */
  register: protectedProcedure
    .input(registerPasskeySchema)
    .mutation(({ ctx, input }) => registerPasskey(ctx, ctx.user, input)),
  rename: protectedProcedure
    .input(renamePasskeySchema)
    .mutation(({ ctx, input }) => renamePasskey(ctx, ctx.user.id, input.id, input.name)),
  remove: protectedProcedure
    .input(passkeyIdSchema)
    .mutation(({ ctx, input }) => removePasskey(ctx, ctx.user.id, input.id)),

  /** The options of navigator.credentials.get() for signing in with a passkey (limited per address). */
  signInOptions: publicProcedure.mutation(({ ctx }) => passkeySignInOptions(ctx, ctx.ip ?? 'unknown')),
  /** Signs in with a passkey: a session that needs no second step (the passkey is both). */
  signIn: publicProcedure.input(passkeySignInSchema).mutation(async ({ ctx, input }) => {
    const found = await signInWithPasskey(ctx, input.response);
    refuseBanned(found);
    const user = await promoteConfiguredAdmin(ctx, found);
    if (ctx.req && ctx.res) {
      await startSession(ctx, { req: ctx.req, res: ctx.res }, user.id, { twoFactorVerified: true });
    }
    return toPublicUser(user, ctx.clock.now());
  }),
};
