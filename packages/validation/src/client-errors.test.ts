import { describe, expect, it } from 'vitest';
import { issuesByPath } from './test-helpers';
import { clientErrorSchema } from './client-errors';
import { CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERROR_STACK_MAX } from './constants';
import { MESSAGES } from './messages';

const report = { kind: 'render', message: 'x is undefined', route: '/dashboard/goals' };

describe('clientErrorSchema', () => {
  it('accepts a report, trimming the message and dropping unknown keys', () => {
    expect(
      clientErrorSchema.parse({ ...report, message: ' boom ', stack: 'at X', userAgent: 'kept out' }),
    ).toEqual({ kind: 'render', message: 'boom', route: '/dashboard/goals', stack: 'at X' });
    expect(clientErrorSchema.parse({ ...report, kind: 'chunk', componentStack: 'in Page' }).kind).toBe(
      'chunk',
    );
  });

  it('refuses a missing or blank message, an unknown kind, and a route that is not a bare path', () => {
    expect(issuesByPath(clientErrorSchema, { route: '/x', kind: 'crash', message: '  ' })).toEqual({
      kind: [MESSAGES.clientErrors.kindInvalid],
      message: [MESSAGES.clientErrors.messageRequired],
    });
    for (const route of ['dashboard', '/reset-password?token=secret', '/a#b', 'https://evil.example/', 7]) {
      expect(issuesByPath(clientErrorSchema, { ...report, route })).toEqual({
        route: [MESSAGES.clientErrors.routeInvalid],
      });
    }
  });

  it('refuses a message or a stack over its limit', () => {
    expect(
      issuesByPath(clientErrorSchema, {
        ...report,
        message: 'm'.repeat(CLIENT_ERROR_MESSAGE_MAX + 1),
        stack: 's'.repeat(CLIENT_ERROR_STACK_MAX + 1),
        componentStack: 'c'.repeat(CLIENT_ERROR_STACK_MAX + 1),
      }),
    ).toEqual({
      message: [MESSAGES.clientErrors.messageTooLong],
      stack: [MESSAGES.clientErrors.stackTooLong],
      componentStack: [MESSAGES.clientErrors.stackTooLong],
    });
  });
});
