/**
 * Password strength (issue 24): zxcvbn-ts with its common and English dictionaries estimates how many guesses a
 * password would take. The server refuses a new password below PASSWORD_MIN_SCORE (sign-up, change, reset; it is
 * the source of truth), and the web forms show the same estimate as a meter. The dictionaries (about 1.5 MB) are
 * loaded on the first check only: the browser fetches them when a person starts typing a new password, so no other
 * page carries them.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's scale: 0 (under 10^3 guesses) to 4 (10^10 and more). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** The lowest score a new password may have: 3, "safely unguessable" for a throttled online attack and more. */
export const PASSWORD_MIN_SCORE: PasswordScore = 3;

/** Words any password of this product should not lean on, beside the person's own email and names. */
const PRODUCT_WORDS = ['mentorai', 'mentor', 'mentor ai'];

export interface PasswordStrength {
  score: PasswordScore;
  /** Whether the score is high enough for a new password. */
  acceptable: boolean;
}

/** How many characters of a password are estimated (see loadChecker). */
const PASSWORD_ESTIMATE_LENGTH = 40;
const L33T_MAX_SUBSTITUTIONS = 8;

let checker: Promise<ZxcvbnFactory> | undefined;

/** Loads the estimator and its dictionaries once (a separate chunk in the browser). */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
        // The estimate's cost grows fast with length and with l33t look-alikes (a 32-character '1qaz2wsx...' took
        // seconds with the defaults of 256 and 100): both are capped, so no input can make a check slow. A password
        // is estimated on its first PASSWORD_ESTIMATE_LENGTH characters; longer ones are strong by length anyway.
        maxLength: PASSWORD_ESTIMATE_LENGTH,
        l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
      }),
  );
  // A failed load (the browser went offline) is tried again next time.
  checker.catch(() => {
    checker = undefined;
  });
  return checker;
}

/** The words of the person's email (its local part and domain words) and names, which a password must not lean on. */
function personalWords(inputs: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>(PRODUCT_WORDS);
  for (const input of inputs) {
    const value = input?.trim().toLowerCase();
    if (!value) continue;
    words.add(value);
    for (const part of value.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * How guessable `password` is, counting the person's own email and names (`userInputs`) as known words.
 */
export async function checkPasswordStrength(
  password: string,
  userInputs: readonly (string | null | undefined)[] = [],
): Promise<PasswordStrength> {
  const zxcvbn = await loadChecker();
  const { score } = zxcvbn.check(password, personalWords(userInputs));
  return { score, acceptable: score >= PASSWORD_MIN_SCORE };
}
