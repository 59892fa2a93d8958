/**
 * Two-factor sign-in (issue 27): an authenticator app's codes (TOTP, RFC 6238), one-time recovery codes,
 * remembered devices, and passkeys (WebAuthn). The limits, the inputs of the api and what it answers.
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { TWO_FACTOR_MESSAGES as M } from './two-factor-messages';
import { currentPasswordSchema } from './user';

export { TWO_FACTOR_MESSAGES } from './two-factor-messages';

/** The authenticator app's codes: 6 digits, a new one every 30 seconds (what every app shows by default). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many recovery codes a set holds; each signs in once. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code: 16 characters of base32 (80 random bits), shown in groups of 4. */
export const RECOVERY_CODE_LENGTH = 16;
/** "Remember this device": the browser skips the second step this long. */
export const REMEMBER_DEVICE_DAYS = 30;
/** Passkeys one account may register, and the longest name of one. */
export const PASSKEYS_MAX = 20;
export const PASSKEY_NAME_MAX = 64;
/** The Profile section's anchor (the admin area's prompt links to it). */
export const TWO_FACTOR_SECTION_ID = 'two-factor';

/** A code as typed: spaces and dashes dropped (apps show "123 456"). */
const stripSeparators = (value: string) => value.replace(/[\s-]/g, '');

/** The authenticator app's current code: 6 digits (spaces ignored). */
export const totpCodeSchema = z
  .string({ error: M.codeRequired })
  .max(64, { error: M.codeFormat })
  .transform(stripSeparators)
  .pipe(
    z
      .string()
      .min(1, { error: M.codeRequired })
      .regex(/^\d{6}$/, { error: M.codeFormat }),
  );

/** A recovery code as typed: any case, with or without its dashes and spaces. */
export const recoveryCodeSchema = z
  .string({ error: M.recoveryCodeRequired })
  .max(64, { error: M.recoveryCodeFormat })
  .transform((value) => stripSeparators(value).toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: M.recoveryCodeRequired })
      .regex(/^[A-Z2-7]{16}$/, { error: M.recoveryCodeFormat }),
  );

/** A recovery code as shown: ABCD-EFGH-IJKL-MNOP. */
export function formatRecoveryCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** The key for typing into an app by hand: the base32 in groups of 4. */
export function formatTotpKey(key: string): string {
  return key.match(/.{1,4}/g)?.join(' ') ?? key;
}

/** Turning two-factor sign-in on: a code from the app just set up. Also making new recovery codes. */
export const totpCodeInputSchema = z.object({ code: totpCodeSchema });
export type TotpCodeInput = z.infer<typeof totpCodeInputSchema>;

/** Turning it off: a current code, or the account's password (either one). */
export const disableTwoFactorSchema = z
  .object({ code: totpCodeSchema.optional(), password: currentPasswordSchema.optional() })
  .refine((input) => input.code !== undefined || input.password !== undefined, {
    error: M.disableNeedsProof,
    path: ['code'],
  });
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

/** The sign-in's second step with a code: the app's code or a recovery code, and whether to remember the browser. */
export const twoFactorTotpStepSchema = z.object({
  code: totpCodeSchema,
  rememberDevice: z.boolean().optional(),
});
export type TwoFactorTotpStepInput = z.infer<typeof twoFactorTotpStepSchema>;

export const twoFactorRecoveryStepSchema = z.object({
  code: recoveryCodeSchema,
  rememberDevice: z.boolean().optional(),
});
export type TwoFactorRecoveryStepInput = z.infer<typeof twoFactorRecoveryStepSchema>;

export const rememberedDeviceIdSchema = z.object({ id: idSchema({ notFound: M.deviceNotFound }) });

export const passkeyNameSchema = z
  .string({ error: M.passkeyNameRequired })
  .trim()
  .min(1, { error: M.passkeyNameRequired })
  .max(PASSKEY_NAME_MAX, { error: M.passkeyNameTooLong });

/** The name form of Add a passkey and Rename. */
export const passkeyNameFormSchema = z.object({ name: passkeyNameSchema });

export const passkeyIdSchema = z.object({ id: idSchema({ notFound: M.passkeyNotFound }) });
export const renamePasskeySchema = z.object({
  id: idSchema({ notFound: M.passkeyNotFound }),
  name: passkeyNameSchema,
});
export type RenamePasskeyInput = z.infer<typeof renamePasskeySchema>;

// The browser's WebAuthn answers as @simplewebauthn/browser sends them (base64url fields). Their shape is checked
// here; what they prove (the challenge, the origin, the signature) is checked by @simplewebauthn/server.
const base64url = (max: number) =>
  z
    .string({ error: M.passkeyResponseInvalid })
    .max(max, { error: M.passkeyResponseInvalid })
    .regex(/^[A-Za-z0-9_-]*$/, { error: M.passkeyResponseInvalid });

const credentialBase = {
  id: base64url(1024).min(1, { error: M.passkeyResponseInvalid }),
  rawId: base64url(1024).min(1, { error: M.passkeyResponseInvalid }),
  type: z.literal('public-key', { error: M.passkeyResponseInvalid }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

export const passkeyRegistrationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65536),
    authenticatorData: base64url(65536).optional(),
    transports: z.array(z.string().max(32)).max(16).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8192).optional(),
  }),
});
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>;

export const passkeyAuthenticationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(65536),
    signature: base64url(8192),
    userHandle: base64url(1024).optional(),
  }),
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>;

/** Adding a passkey: its name and the browser's answer to the registration options. */
export const registerPasskeySchema = z.object({
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});
export type RegisterPasskeyInput = z.infer<typeof registerPasskeySchema>;

/** Signing in with a passkey (instead of a password, or as the second step). */
export const passkeySignInSchema = z.object({
  response: passkeyAuthenticationResponseSchema,
  rememberDevice: z.boolean().optional(),
});
export type PasskeySignInInput = z.infer<typeof passkeySignInSchema>;

/** The admin's sign-in security setting. */
export const signInSettingsSchema = z.object({
  requireAdminTwoFactor: z.boolean({ error: 'requireAdminTwoFactor must be true or false' }),
});
export type SignInSettings = z.infer<typeof signInSettingsSchema>;

/** The Profile section's state of the signed-in account (never a secret). */
export const twoFactorStatusSchema = z.object({
  /** The authenticator app is set up and confirmed: sign-in asks for a second step. */
  enabled: z.boolean(),
  enabledAt: isoDateTimeSchema.nullable(),
  recoveryCodesLeft: z.number().int().min(0).max(RECOVERY_CODE_COUNT),
  /** Whether the account has a password (turning it off may then be confirmed with the password). */
  hasPassword: z.boolean(),
  /** This account is an admin and the admins' setting requires two-factor sign-in. */
  requiredForAdmin: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Setting up the authenticator app: the otpauth:// URI (for the QR code) and the key as text. */
export const totpSetupSchema = z.object({
  keyUri: z.string().startsWith('otpauth://totp/'),
  /** The key in base32, grouped in 4s, for typing it in by hand. */
  key: z.string().min(1),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** A new set of recovery codes, shown once (formatted ABCD-EFGH-IJKL-MNOP). */
export const recoveryCodesSchema = z.object({
  codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Turning two-factor sign-in off: it is off now. */
export const twoFactorDisabledSchema = z.object({ enabled: z.literal(false) });

export const rememberedDeviceSchema = z.object({
  id: z.string().min(1),
  /** 'Chrome on Linux', from the User-Agent when it was remembered. */
  device: z.string(),
  createdAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema.nullable(),
  expiresAt: isoDateTimeSchema,
});
export type RememberedDeviceInfo = z.infer<typeof rememberedDeviceSchema>;

/** "Forget all remembered devices": how many were forgotten. */
export const forgottenDevicesSchema = z.object({ forgotten: z.number().int().min(0) });

export const passkeyInfoSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  createdAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema.nullable(),
  /** Synced by its provider (iCloud Keychain, Google Password Manager, ...) rather than bound to one device. */
  backedUp: z.boolean(),
});
export type PasskeyInfo = z.infer<typeof passkeyInfoSchema>;

/** The sign-in waiting for its second step: which ways the account has. */
export const twoFactorChallengeSchema = z.object({
  methods: z.object({ totp: z.boolean(), recoveryCode: z.boolean(), passkey: z.boolean() }),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** What the app reads of the options of `navigator.credentials.create()` (WebAuthn Level 3's JSON form). */
export interface PasskeyCreationOptions {
  challenge: string;
  rp: { name: string; id?: string };
  user: { id: string; name: string; displayName: string };
  pubKeyCredParams: { alg: number; type: string }[];
}

/**
 * The options the browser hands to `navigator.credentials.create()` (a new passkey) as @simplewebauthn/server makes
 * them: the fields named here, and the others WebAuthn defines (a loose object, so its type is the interface's).
 */
export const passkeyCreationOptionsSchema: z.ZodType<PasskeyCreationOptions> = z
  .looseObject({
    challenge: z.string().min(1),
    rp: z.looseObject({ name: z.string(), id: z.string().optional() }),
    user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.string() })),
  })
  .meta({ description: 'PublicKeyCredentialCreationOptionsJSON (WebAuthn Level 3).' });

/** What the app reads of the options of `navigator.credentials.get()`. */
export interface PasskeyRequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string; type: string }[];
}

/** The options of `navigator.credentials.get()` (signing in with a passkey, or the second step with one). */
export const passkeyRequestOptionsSchema: z.ZodType<PasskeyRequestOptions> = z
  .looseObject({
    challenge: z.string().min(1),
    rpId: z.string().optional(),
    allowCredentials: z.array(z.looseObject({ id: z.string(), type: z.string() })).optional(),
  })
  .meta({ description: 'PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3).' });

/** POST /api/login's answer for an account with two-factor sign-in: the session waits for the second step. */
export const twoFactorRequiredSchema = twoFactorChallengeSchema.extend({
  twoFactorRequired: z.literal(true),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;
