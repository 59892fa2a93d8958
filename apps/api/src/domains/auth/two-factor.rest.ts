import {
  disableTwoFactorSchema,
  forgottenDevicesSchema,
  passkeyCreationOptionsSchema,
  passkeyInfoSchema,
  passkeyNameFormSchema,
  passkeyRequestOptionsSchema,
  passkeySignInSchema,
  publicUserSchema,
  recoveryCodesSchema,
  registerPasskeySchema,
  rememberedDeviceSchema,
  totpCodeInputSchema,
  totpSetupSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorChallengeSchema,
  twoFactorDisabledSchema,
  twoFactorRecoveryStepSchema,
  twoFactorStatusSchema,
  twoFactorTotpStepSchema,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { restRoutesOf, type RestRoute } from '../../lib/rest';
import { passkeysRouter } from './passkeys.router';
import { twoFactorRouter } from './two-factor.router';

// The API reference's examples. A code is the app's current one (the contract test computes it); a passkey's
// answer is what @simplewebauthn/browser hands over (shortened here: a real one is signed over its challenge).
const CODE_EXAMPLE = '<a code from the authenticator app>';
const ATTESTATION_EXAMPLE = {
  id: 'uJ4kJ1Wn0kC3pQ',
  rawId: 'uJ4kJ1Wn0kC3pQ',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ' },
  clientExtensionResults: {},
};
const ASSERTION_EXAMPLE = {
  id: 'uJ4kJ1Wn0kC3pQ',
  rawId: 'uJ4kJ1Wn0kC3pQ',
  type: 'public-key',
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
    signature: 'MEUCIQDa',
  },
  clientExtensionResults: {},
};
const SIGNED_IN_COOKIES = {
  'Set-Cookie': 'The session cookie; with `rememberDevice`, the remembered device too (both HttpOnly).',
};

const twoFactor = restRoutesOf(twoFactorRouter);
const passkeys = restRoutesOf(passkeysRouter);

/**
 * Two-factor sign-in and passkeys over REST (docs/api.md, "Two-factor sign-in"): each route calls its procedure,
 * and the sign-in routes set their cookies through it as over tRPC.
 */
export const twoFactorRoutes: RestRoute[] = [
  // The Profile section
  twoFactor({
    method: 'GET',
    url: '/api/auth/two-factor',
    auth: 'user',
    procedure: (p) => p.status,
    doc: {
      tag: 'Two-factor',
      summary: 'Whether two-factor sign-in is on, and what it has',
      response: twoFactorStatusSchema,
    },
  }),
  twoFactor({
    method: 'POST',
    url: '/api/auth/two-factor/totp/setup',
    auth: 'user',
    procedure: (p) => p.startSetup,
    doc: {
      tag: 'Two-factor',
      summary: 'Start setting up the authenticator app',
      description:
        'A new key, shown as an `otpauth://` URI (for the QR code) and as text. Nothing changes until `totp/confirm` gets its first code; a new setup replaces an unconfirmed one.',
      response: totpSetupSchema,
      errors: { 409: 'Two-factor sign-in is already on.' },
    },
  }),
  twoFactor({
    method: 'POST',
    url: '/api/auth/two-factor/totp/confirm',
    auth: 'user',
    procedure: (p) => p.confirmSetup,
    input: ({ body }) => ({ code: body.code }),
    doc: {
      tag: 'Two-factor',
      summary: "Turn two-factor sign-in on with the app's first code",
      description: 'Answers 10 recovery codes, shown once.',
      body: totpCodeInputSchema,
      example: { body: { code: CODE_EXAMPLE } },
      response: recoveryCodesSchema,
      errors: {
        400: 'The code is not 6 digits, is not right, or no setup was started.',
        409: 'Two-factor sign-in is already on.',
        429: 'Too many wrong codes: `Retry-After` says when to try again.',
      },
    },
  }),
  twoFactor({
    method: 'POST',
    url: '/api/auth/two-factor/recovery-codes',
    auth: 'user',
    procedure: (p) => p.regenerateRecoveryCodes,
    input: ({ body }) => ({ code: body.code }),
    doc: {
      tag: 'Two-factor',
      summary: 'New recovery codes (the old ones stop working)',
      body: totpCodeInputSchema,
      example: { body: { code: CODE_EXAMPLE } },
      response: recoveryCodesSchema,
      errors: {
        400: 'The code is not right, or two-factor sign-in is off.',
        429: 'Too many wrong codes: `Retry-After` says when to try again.',
      },
    },
  }),
  twoFactor({
    method: 'POST',
    url: '/api/auth/two-factor/disable',
    auth: 'user',
    procedure: (p) => p.disable,
    input: ({ body }) => ({ code: body.code, password: body.password }),
    doc: {
      tag: 'Two-factor',
      summary: 'Turn two-factor sign-in off',
      description:
        "Confirmed with a current code or the account's password. Its recovery codes and remembered devices go too; passkeys stay.",
      body: disableTwoFactorSchema,
      example: { body: { code: CODE_EXAMPLE } },
      response: twoFactorDisabledSchema,
      errors: {
        400: 'The code or password is not right, or neither was given.',
        429: 'Too many wrong guesses: `Retry-After` says when to try again.',
      },
    },
  }),
  twoFactor({
    method: 'GET',
    url: '/api/auth/two-factor/devices',
    auth: 'user',
    procedure: (p) => p.devices,
    doc: {
      tag: 'Two-factor',
      summary: 'The remembered browsers (each skips the second step for 30 days)',
      response: z.array(rememberedDeviceSchema),
    },
  }),
  twoFactor({
    method: 'DELETE',
    url: '/api/auth/two-factor/devices/:id',
    auth: 'user',
    status: 204,
    procedure: (p) => p.forgetDevice,
    input: ({ params }) => ({ id: params.id }),
    reply: () => null,
    doc: { tag: 'Two-factor', summary: 'Forget a remembered browser', response: null },
  }),
  twoFactor({
    method: 'DELETE',
    url: '/api/auth/two-factor/devices',
    auth: 'user',
    procedure: (p) => p.forgetDevices,
    doc: { tag: 'Two-factor', summary: 'Forget every remembered browser', response: forgottenDevicesSchema },
  }),
  passkeys({
    method: 'GET',
    url: '/api/auth/passkeys',
    auth: 'user',
    procedure: (p) => p.list,
    doc: { tag: 'Two-factor', summary: "The account's passkeys", response: z.array(passkeyInfoSchema) },
  }),
  passkeys({
    method: 'POST',
    url: '/api/auth/passkeys/options',
    auth: 'user',
    procedure: (p) => p.registrationOptions,
    doc: {
      tag: 'Two-factor',
      summary: 'Start adding a passkey',
      description:
        "The options for `navigator.credentials.create()`, with a single-use challenge good for 5 minutes; the browser's answer goes to `POST /api/auth/passkeys`.",
      response: passkeyCreationOptionsSchema,
      errors: { 400: 'The account has 20 passkeys, the most it can have.' },
    },
  }),
  passkeys({
    method: 'POST',
    url: '/api/auth/passkeys',
    auth: 'user',
    status: 201,
    procedure: (p) => p.register,
    input: ({ body }) => ({ name: body.name, response: body.response }),
    doc: {
      tag: 'Two-factor',
      summary: "Add a passkey (the browser's answer to the options)",
      body: registerPasskeySchema,
      example: { body: { name: 'Laptop', response: ATTESTATION_EXAMPLE } },
      response: passkeyInfoSchema,
      errors: {
        400: 'The answer failed its checks, or its challenge expired or was used.',
        409: 'That passkey is registered already.',
      },
    },
  }),
  passkeys({
    method: 'PATCH',
    url: '/api/auth/passkeys/:id',
    auth: 'user',
    procedure: (p) => p.rename,
    input: ({ params, body }) => ({ id: params.id, name: body.name }),
    doc: {
      tag: 'Two-factor',
      summary: 'Rename a passkey',
      body: passkeyNameFormSchema,
      example: { body: { name: 'Work laptop' } },
      response: passkeyInfoSchema,
    },
  }),
  passkeys({
    method: 'DELETE',
    url: '/api/auth/passkeys/:id',
    auth: 'user',
    status: 204,
    procedure: (p) => p.remove,
    input: ({ params }) => ({ id: params.id }),
    reply: () => null,
    doc: { tag: 'Two-factor', summary: 'Remove a passkey', response: null },
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
    doc: {
      tag: 'Two-factor',
      summary: "The ways this browser's waiting sign-in can do its second step",
      response: twoFactorChallengeSchema,
      errors: { 400: 'No sign-in waits for its second step in this browser.' },
    },
  }),
  twoFactor({
    method: 'POST',
    url: '/api/auth/two-factor/totp',
    auth: 'public',
    procedure: (p) => p.verifyTotp,
    input: ({ body }) => ({ code: body.code, rememberDevice: body.rememberDevice }),
    doc: {
      tag: 'Two-factor',
      summary: "The second step with the authenticator app's code",
      description:
        'Ends the sign-in that `POST /api/login` (or the identity provider) started. `rememberDevice` skips the step in this browser for 30 days.',
      body: twoFactorTotpStepSchema,
      example: { body: { code: CODE_EXAMPLE, rememberDevice: true } },
      response: publicUserSchema,
      responseDescription: 'The signed-in person.',
      responseHeaders: SIGNED_IN_COOKIES,
      errors: {
        400: 'The code is not right, or no sign-in waits for its second step.',
        429: 'Too many wrong codes: `Retry-After` says when to try again.',
      },
    },
  }),
  twoFactor({
    method: 'POST',
    url: '/api/auth/two-factor/recovery',
    auth: 'public',
    procedure: (p) => p.verifyRecoveryCode,
    input: ({ body }) => ({ code: body.code, rememberDevice: body.rememberDevice }),
    doc: {
      tag: 'Two-factor',
      summary: 'The second step with a recovery code (each works once)',
      body: twoFactorRecoveryStepSchema,
      example: { body: { code: '<a recovery code>', rememberDevice: false } },
      response: publicUserSchema,
      responseDescription: 'The signed-in person.',
      responseHeaders: SIGNED_IN_COOKIES,
      errors: {
        400: 'The recovery code is not right or was used, or no sign-in waits for its second step.',
        429: 'Too many wrong codes: `Retry-After` says when to try again.',
      },
    },
  }),
  twoFactor({
    method: 'POST',
    url: '/api/auth/two-factor/passkey/options',
    auth: 'public',
    procedure: (p) => p.passkeyOptions,
    doc: {
      tag: 'Two-factor',
      summary: 'Start the second step with a passkey',
      description: "The options for `navigator.credentials.get()`, naming the account's passkeys.",
      response: passkeyRequestOptionsSchema,
      errors: { 400: 'No sign-in waits for its second step, or the account has no passkey.' },
    },
  }),
  twoFactor({
    method: 'POST',
    url: '/api/auth/two-factor/passkey',
    auth: 'public',
    procedure: (p) => p.verifyPasskey,
    input: ({ body }) => ({ response: body.response, rememberDevice: body.rememberDevice }),
    doc: {
      tag: 'Two-factor',
      summary: "The second step with a passkey (the browser's answer to the options)",
      body: passkeySignInSchema,
      example: { body: { response: ASSERTION_EXAMPLE, rememberDevice: false } },
      response: publicUserSchema,
      responseDescription: 'The signed-in person.',
      responseHeaders: SIGNED_IN_COOKIES,
      errors: { 400: 'The passkey failed its checks, or no sign-in waits for its second step.' },
    },
  }),
  passkeys({
    method: 'POST',
    url: '/api/auth/passkey/options',
    auth: 'public',
    procedure: (p) => p.signInOptions,
    doc: {
      tag: 'Two-factor',
      summary: 'Start signing in with a passkey instead of a password',
      description:
        'The options for `navigator.credentials.get()`; no account is named (a discoverable passkey).',
      response: passkeyRequestOptionsSchema,
      errors: { 429: 'Too many sign-in attempts from this address: `Retry-After` says when to try again.' },
    },
  }),
  passkeys({
    method: 'POST',
    url: '/api/auth/passkey',
    auth: 'public',
    procedure: (p) => p.signIn,
    input: ({ body }) => ({ response: body.response }),
    doc: {
      tag: 'Two-factor',
      summary: 'Sign in with a passkey (no password, no second step)',
      body: passkeySignInSchema,
      example: { body: { response: ASSERTION_EXAMPLE } },
      response: publicUserSchema,
      responseDescription: 'The signed-in person.',
      responseHeaders: { 'Set-Cookie': 'The session cookie (HttpOnly, SameSite=Lax).' },
      errors: {
        400: 'The passkey failed its checks, or its challenge expired or was used.',
        403: 'The account is banned.',
        429: 'Too many sign-in attempts from this address: `Retry-After` says when to try again.',
      },
    },
  }),
];
