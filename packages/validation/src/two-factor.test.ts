import { describe, expect, it } from 'vitest';
import {
  disableTwoFactorSchema,
  formatRecoveryCode,
  formatTotpKey,
  passkeyAuthenticationResponseSchema,
  recoveryCodeSchema,
  TWO_FACTOR_MESSAGES as M,
  totpCodeSchema,
} from './two-factor';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the codes as typed', () => {
  it('takes an app code with spaces or a dash, and refuses anything but 6 digits', () => {
    expect(totpCodeSchema.parse('123 456')).toBe('123456');
    expect(totpCodeSchema.parse(' 123-456 ')).toBe('123456');
    expect(messageOf(totpCodeSchema.safeParse(''))).toBe(M.codeRequired);
    expect(messageOf(totpCodeSchema.safeParse('12345'))).toBe(M.codeFormat);
    expect(messageOf(totpCodeSchema.safeParse('12345a'))).toBe(M.codeFormat);
    expect(messageOf(totpCodeSchema.safeParse(123456))).toBe(M.codeRequired);
  });

  it('takes a recovery code in any case, with or without dashes, as its 16 base32 characters', () => {
    expect(recoveryCodeSchema.parse('abcd-efgh-ijkl-mnop')).toBe('ABCDEFGHIJKLMNOP');
    expect(recoveryCodeSchema.parse('ABCD EFGH IJKL MNOP')).toBe('ABCDEFGHIJKLMNOP');
    expect(messageOf(recoveryCodeSchema.safeParse('ABCD-EFGH-IJKL-MNO1'))).toBe(M.recoveryCodeFormat);
    expect(messageOf(recoveryCodeSchema.safeParse(''))).toBe(M.recoveryCodeRequired);
  });

  it('shows codes and keys in groups of 4', () => {
    expect(formatRecoveryCode('ABCDEFGHIJKLMNOP')).toBe('ABCD-EFGH-IJKL-MNOP');
    expect(formatTotpKey('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')).toBe('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567');
  });
});

describe('turning it off', () => {
  it('needs a code or the password, saying so on the code field', () => {
    expect(disableTwoFactorSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(disableTwoFactorSchema.safeParse({ password: 'secret' }).success).toBe(true);
    const neither = disableTwoFactorSchema.safeParse({});
    expect(neither.error?.issues[0]).toMatchObject({ message: M.disableNeedsProof, path: ['code'] });
  });
});

describe("a passkey's answer", () => {
  const answer = {
    id: 'abc_-1',
    rawId: 'abc_-1',
    type: 'public-key',
    response: { clientDataJSON: 'eyJ9', authenticatorData: 'AAAA', signature: 'MEUC' },
  };

  it('takes base64url fields and leaves the extension results empty when absent', () => {
    expect(passkeyAuthenticationResponseSchema.parse(answer).clientExtensionResults).toEqual({});
  });

  it('refuses another type, a field that is not base64url, or a missing part', () => {
    for (const bad of [
      { ...answer, type: 'password' },
      { ...answer, response: { ...answer.response, signature: 'not base64!' } },
      { ...answer, response: { clientDataJSON: 'eyJ9' } },
      { ...answer, id: '' },
    ]) {
      expect(messageOf(passkeyAuthenticationResponseSchema.safeParse(bad))).toBe(M.passkeyResponseInvalid);
    }
  });
});
