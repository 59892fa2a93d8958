import { beforeAll, describe, expect, it } from 'vitest';
import { checkPasswordStrength, PASSWORD_MIN_SCORE } from './password-strength';

describe('password strength', () => {
  // The first check loads the dictionaries (about 1.5 MB of modules).
  beforeAll(() => checkPasswordStrength('warm up'), 60_000);

  it.each(['password', '12345678', 'password123', 'qwertyuiop', 'Password1!', 'iloveyou2', 'abcd1234'])(
    'refuses the common or guessable %s',
    async (password) => {
      const strength = await checkPasswordStrength(password);
      expect(strength.acceptable).toBe(false);
      expect(strength.score).toBeLessThan(PASSWORD_MIN_SCORE);
    },
  );

  it.each(['correct horse battery', 'a long enough password', 'river violet 1987 kettle'])(
    'accepts the passphrase %s',
    async (password) => {
      expect(await checkPasswordStrength(password)).toMatchObject({ acceptable: true });
    },
  );

  it("counts the person's own email and names as known words", async () => {
    expect((await checkPasswordStrength('zebulonquartermain')).acceptable).toBe(true);
    const own = ['zebulon.quartermain@example.com', 'Zebulon', 'Quartermain'];
    expect((await checkPasswordStrength('zebulonquartermain', own)).acceptable).toBe(false);
    expect((await checkPasswordStrength('mentorai2024')).acceptable).toBe(false);
  });
});
