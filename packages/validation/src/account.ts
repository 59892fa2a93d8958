/** Account security: password change, active sign-in sessions, account deletion (server side of the account area). */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { MESSAGES } from './messages';
import { currentPasswordSchema, passwordSchema } from './user';

/** Change password: the new one follows the sign-up rules. */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A sign-in session by its opaque id (an unknown or malformed id answers 404 'Sign-in session not found'). */
export const revokeSessionSchema = z.object({
  id: idSchema({ notFound: MESSAGES.account.sessionNotFound }),
});
export type RevokeSessionInput = z.infer<typeof revokeSessionSchema>;

/**
 * Delete account: `confirmation` is the account's email address (any case, surrounding spaces ignored);
 * `password` is required for accounts that have one (accounts that sign in only through the identity provider
 * confirm with the email alone).
 */
export const deleteAccountSchema = z.object({
  confirmation: z
    .string({ error: MESSAGES.account.deleteConfirmRequired })
    .trim()
    .min(1, { error: MESSAGES.account.deleteConfirmRequired })
    .max(320, { error: MESSAGES.account.deleteConfirmMismatch }),
  password: currentPasswordSchema.optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** One row of the active-sessions list. */
export const loginSessionSchema = z.object({
  /** Opaque id for revokeSession (not the session's secret nor its hash). */
  id: z.string(),
  /** 'Chrome on Linux', from the User-Agent recorded at sign-in. */
  device: z.string(),
  createdAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema,
  /** The session this request came with. */
  current: z.boolean(),
});
export type LoginSessionInfo = z.infer<typeof loginSessionSchema>;

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bMSIE \d|\bTrident\//, 'Internet Explorer'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const first = (ua: string, table: ReadonlyArray<readonly [RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(ua))?.[1];

/**
 * The device of a sign-in session in plain words, from its User-Agent: 'Chrome on Linux', 'Safari on iOS',
 * 'Firefox' (system unknown), 'Unknown browser on Windows', or 'Unknown device'.
 */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = first(ua, BROWSERS);
  const system = first(ua, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `${MESSAGES.account.unknownBrowser} on ${system}`;
  return MESSAGES.account.unknownDevice;
}
