import type { Database } from '@mentor/db';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32UpperCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { PRODUCT_NAME, RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@mentor/validation';
import { createCipheriv, createDecipheriv, getRandomValues, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../env';
import { keptSecret } from '../email';

// The authenticator app's key and codes (TOTP, RFC 6238, through @oslojs/otp as Lucia's guide does) and the
// recovery codes. The key is kept encrypted (AES-256-GCM, the user's id as associated data, so a ciphertext moved to
// another account does not open); recovery codes are kept as their SHA-256, like session tokens.

/** The key of the keys: TOTP_ENCRYPTION_KEY, or one the app made once and keeps in the database. */
const KEY_SECRET_NAME = 'totp-encryption-key';
const keyCache = new WeakMap<object, Promise<Buffer>>();

function encryptionKey(deps: { db: Database; config: Config }): Promise<Buffer> {
  const configured = deps.config.twoFactor.encryptionKey;
  if (configured) return Promise.resolve(configured);
  let key = keyCache.get(deps.config);
  if (!key) {
    key = keptSecret(deps.db, KEY_SECRET_NAME, () => randomBytes(32).toString('base64')).then((b64) =>
      Buffer.from(b64, 'base64'),
    );
    key.catch(() => keyCache.delete(deps.config));
    keyCache.set(deps.config, key);
  }
  return key;
}

/** A new key for an authenticator app: 20 random bytes (160 bits, RFC 4226's recommendation). */
export function newTotpKey(): Uint8Array {
  const key = new Uint8Array(20);
  getRandomValues(key);
  return key;
}

/** The key encrypted for the user: base64 of iv (12 bytes), ciphertext and tag (16 bytes). */
export async function encryptTotpKey(
  deps: { db: Database; config: Config },
  userId: string,
  key: Uint8Array,
): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await encryptionKey(deps), iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(key), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

export async function decryptTotpKey(
  deps: { db: Database; config: Config },
  userId: string,
  ciphertext: string,
): Promise<Uint8Array> {
  const raw = Buffer.from(ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', await encryptionKey(deps), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return new Uint8Array(
    Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]),
  );
}

/** The otpauth:// URI an authenticator app reads from the QR code: issuer MentorAI, the account's email. */
export function totpKeyUri(email: string, key: Uint8Array): string {
  return createTOTPKeyURI(PRODUCT_NAME, email, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
}

/** The key as an app's "enter a key" field takes it: base32 (RFC 4648), upper case, no padding. */
export function totpKeyText(key: Uint8Array): string {
  return encodeBase32UpperCaseNoPadding(key);
}

/** The 30-second step `now` falls in (the HOTP counter of RFC 6238). */
function totpStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The step a code belongs to, or null when it is none of the current step and its neighbours (one step either way:
 * a clock a little off, a code typed as it changed). The caller refuses a step at or before the last one used, so
 * a code works once.
 */
export function matchTotpStep(key: Uint8Array, code: string, now: Date): number | null {
  const current = totpStepAt(now);
  const given = Buffer.from(code);
  for (const step of [current, current - 1, current + 1]) {
    const expected = Buffer.from(generateHOTP(key, BigInt(step), TOTP_DIGITS));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

/** A new set of recovery codes: each 10 random bytes (80 bits) in base32, 16 characters. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = new Uint8Array(10);
    getRandomValues(bytes);
    return encodeBase32UpperCaseNoPadding(bytes);
  });
}

/** What is kept of a recovery code or a remembered device's token: its SHA-256, hex. */
export function hashSecret(secret: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(secret)));
}
