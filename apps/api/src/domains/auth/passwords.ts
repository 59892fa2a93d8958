import { checkPasswordStrength, MESSAGES } from '@mentor/validation';
import { fieldError } from '../../lib/field-error';

// The password rules every path that sets one shares (sign-up, change, reset): the hash's cost and the strength.

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
export const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Refuses a new password that is too easy to guess (zxcvbn-ts, counting the person's email and names as known
 * words): a 400 on `field` with 'This password is too easy to guess...'. Sign-up, change and reset all call it.
 */
export async function assertStrongPassword(
  password: string,
  personal: readonly (string | null | undefined)[],
  field: string,
): Promise<void> {
  if (!(await checkPasswordStrength(password, personal)).acceptable) {
    throw fieldError(field, MESSAGES.auth.passwordTooWeak);
  }
}
