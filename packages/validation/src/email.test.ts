import { describe, expect, it } from 'vitest';
import { sessionEndAfterReply } from './chat-rules';
import {
  emailPreferencesSchema,
  isTimeZone,
  outboxIdSchema,
  outboxListQuerySchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  timeZoneSchema,
  unsubscribeSchema,
  verifyEmailSchema,
} from './email';
import { MESSAGES, unsubscribedText, verifyBannerText } from './messages';
import { issues, issuesByPath } from './test-helpers';

describe('the mailed links’ inputs', () => {
  it('takes an email to reset, lowercased and trimmed; refuses anything else with the profile message', () => {
    expect(passwordResetRequestSchema.parse({ email: ' Ada@Example.COM ' })).toEqual({
      email: 'ada@example.com',
    });
    expect(issues(passwordResetRequestSchema, { email: 'ada' })).toEqual([MESSAGES.profile.invalidEmail]);
    expect(issues(passwordResetRequestSchema, {})).toEqual([MESSAGES.profile.invalidEmail]);
  });

  it('needs a token and a new password that follows the sign-up rules', () => {
    expect(passwordResetSchema.parse({ token: ' abc ', newPassword: 'long enough' })).toEqual({
      token: 'abc',
      newPassword: 'long enough',
    });
    expect(issuesByPath(passwordResetSchema, { token: '', newPassword: 'short' })).toEqual({
      token: [MESSAGES.email.tokenRequired],
      newPassword: [MESSAGES.auth.passwordTooShort],
    });
    expect(issues(passwordResetSchema, { token: 'x'.repeat(513), newPassword: 'long enough' })).toEqual([
      MESSAGES.email.tokenRequired,
    ]);
    for (const schema of [verifyEmailSchema, unsubscribeSchema]) {
      expect(issues(schema, {})).toEqual([MESSAGES.email.tokenRequired]);
      expect(schema.parse({ token: 't' })).toEqual({ token: 't' });
    }
  });
});

describe('email preferences', () => {
  it('knows IANA time zones and refuses others', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(issues(timeZoneSchema, '')).toEqual([MESSAGES.email.invalidTimeZone]);
    expect(issues(timeZoneSchema, 'A'.repeat(65))).toEqual([MESSAGES.email.invalidTimeZone]);
  });

  it('takes any of the switches and the time zone, each optional', () => {
    expect(emailPreferencesSchema.parse({})).toEqual({});
    expect(emailPreferencesSchema.parse({ summaryEmails: false, timeZone: ' Asia/Tokyo ' })).toEqual({
      summaryEmails: false,
      timeZone: 'Asia/Tokyo',
    });
    expect(issues(emailPreferencesSchema, { weeklyCheckin: 'yes' })).toEqual([
      MESSAGES.email.preferencesFailed,
    ]);
    expect(issues(emailPreferencesSchema, { timeZone: 'Nowhere/Land' })).toEqual([
      MESSAGES.email.invalidTimeZone,
    ]);
  });
});

describe('the admin outbox inputs', () => {
  it('takes an optional status, cursor and page size; an id that cannot name a row is not found', () => {
    expect(outboxListQuerySchema.parse(undefined)).toEqual({});
    expect(outboxListQuerySchema.parse({ status: 'failed', limit: 5 })).toEqual({
      status: 'failed',
      limit: 5,
    });
    expect(issues(outboxListQuerySchema, { status: 'lost' })).toEqual([MESSAGES.email.invalidOutboxStatus]);
    expect(issues(outboxListQuerySchema, { limit: 0 })).toEqual([MESSAGES.admin.pageSizeRange]);
    expect(issues(outboxIdSchema, { id: 'nope' })).toEqual([MESSAGES.email.outboxNotFound]);
  });
});

describe('when a session ends after a reply', () => {
  const started = new Date('2026-11-10T09:00:00.000Z');
  it('is 30 minutes after the reply, or the end of its hour if that comes first', () => {
    expect(sessionEndAfterReply(started, new Date('2026-11-10T09:05:00.000Z')).toISOString()).toBe(
      '2026-11-10T09:35:00.000Z',
    );
    expect(sessionEndAfterReply(started, new Date('2026-11-10T09:45:00.000Z')).toISOString()).toBe(
      '2026-11-10T10:00:00.000Z',
    );
    expect(sessionEndAfterReply(null, started).toISOString()).toBe('2026-11-10T09:30:00.000Z');
  });
});

describe('email texts', () => {
  it('names the address and the list', () => {
    expect(verifyBannerText('ada@example.com')).toBe(
      'Please verify your email address: we sent a link to ada@example.com.',
    );
    expect(unsubscribedText('session summary emails')).toBe(
      "You're unsubscribed from session summary emails. You can turn it back on in Profile Settings.",
    );
  });
});
