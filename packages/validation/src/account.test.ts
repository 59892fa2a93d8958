import { describe, expect, it } from 'vitest';
import { changePasswordSchema, deleteAccountSchema, describeUserAgent, revokeSessionSchema } from './account';
import { issues, issuesByPath } from './test-helpers';
import { MESSAGES } from './messages';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome on iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on ChromeOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
      'Opera on Windows',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) SomethingElse/1.0', 'Unknown browser on Windows'],
    ['curl/8.5.0', 'Unknown device'],
    ['', 'Unknown device'],
    [null, 'Unknown device'],
  ])('describes %j as %j', (ua, label) => {
    expect(describeUserAgent(ua)).toBe(label);
  });
});

describe('account security inputs', () => {
  it('changePasswordSchema: the current password, and a new one by the sign-up rules', () => {
    expect(changePasswordSchema.parse({ currentPassword: 'old one', newPassword: 'long enough' })).toEqual({
      currentPassword: 'old one',
      newPassword: 'long enough',
    });
    expect(issuesByPath(changePasswordSchema, { currentPassword: '', newPassword: 'short' })).toEqual({
      currentPassword: ['Enter your current password'],
      newPassword: ['Password must be at least 8 characters'],
    });
  });

  it('deleteAccountSchema: the typed confirmation (trimmed), the password optional', () => {
    expect(deleteAccountSchema.parse({ confirmation: ' a@x.io ' })).toEqual({ confirmation: 'a@x.io' });
    expect(issues(deleteAccountSchema, { confirmation: '  ' })).toEqual([
      'Type your email address to confirm',
    ]);
    expect(issues(deleteAccountSchema, {})).toEqual(['Type your email address to confirm']);
  });

  it('revokeSessionSchema: a session id by the one id rule (a malformed one is not found)', () => {
    const id = '7d0c6f8e-2a4b-4c1d-9e3f-5a6b7c8d9e0f';
    expect(revokeSessionSchema.parse({ id })).toEqual({ id });
    expect(issues(revokeSessionSchema, { id: 'abc' })).toEqual([MESSAGES.account.sessionNotFound]);
    expect(issues(revokeSessionSchema, { id: 3 })).toEqual([MESSAGES.account.sessionNotFound]);
  });
});
