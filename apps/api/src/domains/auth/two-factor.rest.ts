import { TWO_FACTOR_MESSAGES } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { restRoutesOf, type RestRoute } from '../../lib/rest';
import { passkeysRouter } from './passkeys.router';
import { twoFactorRouter } from './two-factor.router';

const twoFactor = restRoutesOf(twoFactorRouter);
const passkeys = restRoutesOf(passkeysRouter);

/**
 * Two-factor sign-in and passkeys over REST (docs/api.md, "Two-factor sign-in"): each route calls its procedure,
 * and the sign-in routes set their cookies through it as over tRPC.
 */
export const twoFactorRoutes: RestRoute[] = [
  // The Profile section
  twoFactor({ method: 'GET', url: '/api/auth/two-factor', auth: 'user', procedure: (p) => p.status }),
  twoFactor({
    method: 'POST',
    url: '/api/auth/two-factor/totp/setup',
    auth: 'user',
    procedure: (p) => p.startSetup,
  }),
  twoFactor({
    method: 'POST',
    url: '/api/auth/two-factor/totp/confirm',
    auth: 'user',
    procedure: (p) => p.confirmSetup,
    input: ({ body }) => ({ code: body.code }),
  }),
  twoFactor({
    method: 'POST',
    url: '/api/auth/two-factor/recovery-codes',
    auth: 'user',
    procedure: (p) => p.regenerateRecoveryCodes,
    input: ({ body }) => ({ code: body.code }),
  }),
  twoFactor({
    method: 'POST',
    url: '/api/auth/two-factor/disable',
    auth: 'user',
    procedure: (p) => p.disable,
    input: ({ body }) => ({ code: body.code, password: body.password }),
  }),
  twoFactor({
    method: 'GET',
    url: '/api/auth/two-factor/devices',
    auth: 'user',
    procedure: (p) => p.devices,
  }),
  twoFactor({
    method: 'DELETE',
    url: '/api/auth/two-factor/devices/:id',
    auth: 'user',
    status: 204,
    procedure: (p) => p.forgetDevice,
    input: ({ params }) => ({ id: params.id }),
    reply: () => null,
  }),
  twoFactor({
    method: 'DELETE',
    url: '/api/auth/two-factor/devices',
    auth: 'user',
    procedure: (p) => p.forgetDevices,
  }),
  passkeys({ method: 'GET', url: '/api/auth/passkeys', auth: 'user', procedure: (p) => p.list }),
  passkeys({
    method: 'POST',
    url: '/api/auth/passkeys/options',
    auth: 'user',
    procedure: (p) => p.registrationOptions,
  }),
  passkeys({
    method: 'POST',
    url: '/api/auth/passkeys',
    auth: 'user',
    status: 201,
    procedure: (p) => p.register,
    input: ({ body }) => ({ name: body.name, response: body.response }),
  }),
  passkeys({
    method: 'PATCH',
    url: '/api/auth/passkeys/:id',
    auth: 'user',
    procedure: (p) => p.rename,
    input: ({ params, body }) => ({ id: params.id, name: body.name }),
  }),
  passkeys({
    method: 'DELETE',
    url: '/api/auth/passkeys/:id',
    auth: 'user',
    status: 204,
    procedure: (p) => p.remove,
    input: ({ params }) => ({ id: params.id }),
    reply: () => null,
  }),

  // Signing in: the second step, and a passkey instead of a password
  twoFactor({
    method: 'GET',
    url: '/api/auth/two-factor/challenge',
    auth: 'public',
    procedure: (p) => p.challenge,
    // The procedure answers null when no sign-in waits (the web app asks); REST says so with 400.
    reply: (challenge) => {
      if (!challenge) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: TWO_FACTOR_MESSAGES.noPendingSignIn });
      }
      return challenge;
    },
  }),
  twoFactor({
    method: 'POST',
    url: '/api/auth/two-factor/totp',
    auth: 'public',
    procedure: (p) => p.verifyTotp,
    input: ({ body }) => ({ code: body.code, rememberDevice: body.rememberDevice }),
  }),
  twoFactor({
    method: 'POST',
    url: '/api/auth/two-factor/recovery',
    auth: 'public',
    procedure: (p) => p.verifyRecoveryCode,
    input: ({ body }) => ({ code: body.code, rememberDevice: body.rememberDevice }),
  }),
  twoFactor({
    method: 'POST',
    url: '/api/auth/two-factor/passkey/options',
    auth: 'public',
    procedure: (p) => p.passkeyOptions,
  }),
  twoFactor({
    method: 'POST',
    url: '/api/auth/two-factor/passkey',
    auth: 'public',
    procedure: (p) => p.verifyPasskey,
    input: ({ body }) => ({ response: body.response, rememberDevice: body.rememberDevice }),
  }),
  passkeys({
    method: 'POST',
    url: '/api/auth/passkey/options',
    auth: 'public',
    procedure: (p) => p.signInOptions,
  }),
  passkeys({
    method: 'POST',
    url: '/api/auth/passkey',
    auth: 'public',
    procedure: (p) => p.signIn,
    input: ({ body }) => ({ response: body.response }),
  }),
];
