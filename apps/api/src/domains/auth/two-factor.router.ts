import {
  disableTwoFactorSchema,
  passkeySignInSchema,
  rememberedDeviceIdSchema,
  totpCodeInputSchema,
  twoFactorRecoveryStepSchema,
  twoFactorTotpStepSchema,
  type PublicUser,
} from '@mentor/validation';
import type { UserRow } from '@mentor/db';
import { protectedProcedure, publicProcedure } from '../../trpc/init';
import type { Context } from '../../trpc/context';
import { toPublicUser } from '../account';
import { twoFactorPasskeyOptions, verifyPasskeyStep } from './passkeys.service';
import { forgetRememberedDevice, forgetRememberedDevices, listRememberedDevices } from './remembered-devices';
import { rememberThisDevice } from './sign-in.rest';
import {
  confirmTotpSetup,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTotpSetup,
  twoFactorChallenge,
  twoFactorStatus,
  verifyRecoveryStep,
  verifyTotpStep,
} from './two-factor.service';

/** The second step is done: over HTTP, "Remember this device" sets its cookie. Answers the signed-in user. */
async function afterSecondStep(
  ctx: Context,
  user: UserRow,
  remember: boolean | undefined,
): Promise<PublicUser> {
  if (remember && ctx.req && ctx.res) await rememberThisDevice(ctx, { req: ctx.req, res: ctx.res }, user.id);
  return toPublicUser(user, ctx.clock.now());
}

/** The client's address for the sign-in throttle ('unknown' without a request: a test's caller). */
const ipOf = (ctx: Context) => ctx.ip ?? 'unknown';

/**
 * Two-factor sign-in: the Profile section's authenticator app, recovery codes and remembered devices, and the
 * sign-in's second step (public procedures: the waiting session is the request's own, not yet a signed-in user).
 */
export const twoFactorRouter = {
  /** Whether it is on, recovery codes left, and whether the admins' setting requires it of this account. */
  status: protectedProcedure.query(({ ctx }) => twoFactorStatus(ctx, ctx.user)),
  /** A new key for the authenticator app: the otpauth:// URI (QR code) and the key as text. CONFLICT when on. */
  startSetup: protectedProcedure.mutation(({ ctx }) => startTotpSetup(ctx, ctx.user)),
  /** Turns it on with the app's first code; answers the 10 recovery codes (shown once). */
  confirmSetup: protectedProcedure
    .input(totpCodeInputSchema)
    .mutation(({ ctx, input }) => confirmTotpSetup(ctx, ctx.user, input.code, ctx.sessionId ?? null)),
  /** New recovery codes (the old ones stop working), with a current code. */
  regenerateRecoveryCodes: protectedProcedure
    .input(totpCodeInputSchema)
    .mutation(({ ctx, input }) => regenerateRecoveryCodes(ctx, ctx.user, input.code)),
  /** Turns it off with a current code or the password; the recovery codes and remembered devices go too. */
  disable: protectedProcedure
    .input(disableTwoFactorSchema)
    .mutation(({ ctx, input }) => disableTwoFactor(ctx, ctx.user, input)),
  /** The browsers that skip the second step (remembered for 30 days). */
  devices: protectedProcedure.query(({ ctx }) => listRememberedDevices(ctx, ctx.user.id)),
  /** Forgets one remembered browser (NOT_FOUND for an unknown id or another user's). */
  forgetDevice: protectedProcedure
    .input(rememberedDeviceIdSchema)
    .mutation(({ ctx, input }) => forgetRememberedDevice(ctx, ctx.user.id, input.id)),
  /** "Forget all remembered devices". */
  forgetDevices: protectedProcedure.mutation(({ ctx }) => forgetRememberedDevices(ctx, ctx.user.id)),

  /** The sign-in waiting for its second step (this request's session): the ways to do it, or null. */
  challenge: publicProcedure.query(({ ctx }) => twoFactorChallenge(ctx, ctx.sessionId)),
  /** The second step with the authenticator app's code (throttled like a password). */
  verifyTotp: publicProcedure.input(twoFactorTotpStepSchema).mutation(async ({ ctx, input }) => {
    const user = await verifyTotpStep(ctx, ctx.sessionId, ipOf(ctx), input.code);
    return afterSecondStep(ctx, user, input.rememberDevice);
  }),
  /** The second step with a recovery code (used up by it; throttled like a password). */
  verifyRecoveryCode: publicProcedure.input(twoFactorRecoveryStepSchema).mutation(async ({ ctx, input }) => {
    const user = await verifyRecoveryStep(ctx, ctx.sessionId, ipOf(ctx), input.code);
    return afterSecondStep(ctx, user, input.rememberDevice);
  }),
  /** The options of navigator.credentials.get() for the second step with one of the account's passkeys. */
  passkeyOptions: publicProcedure.mutation(({ ctx }) => twoFactorPasskeyOptions(ctx, ctx.sessionId)),
  /** The second step with a passkey. */
  verifyPasskey: publicProcedure.input(passkeySignInSchema).mutation(async ({ ctx, input }) => {
    const user = await verifyPasskeyStep(ctx, ctx.sessionId, input.response);
    return afterSecondStep(ctx, user, input.rememberDevice);
  }),
};
