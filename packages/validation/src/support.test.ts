import { describe, expect, it } from 'vitest';
import { issues, issuesByPath } from './test-helpers';
import {
  SUPPORT_PRIORITIES,
  supportListQuerySchema,
  supportRequestIdSchema,
  supportRequestSchema,
} from './support';

describe('supportRequestSchema', () => {
  it('accepts a request and defaults priority to normal', () => {
    expect(supportRequestSchema.parse({ subject: ' Billing ', message: 'Please help me.' })).toEqual({
      subject: 'Billing',
      message: 'Please help me.',
      priority: 'normal',
    });
    for (const priority of SUPPORT_PRIORITIES) {
      expect(supportRequestSchema.parse({ subject: 'S', message: '0123456789', priority }).priority).toBe(
        priority,
      );
    }
  });

  it('requires a subject', () => {
    expect(issues(supportRequestSchema, { subject: '', message: '0123456789' })).toEqual([
      'Subject is required',
    ]);
    expect(issues(supportRequestSchema, { subject: '  ', message: '0123456789' })).toEqual([
      'Subject is required',
    ]);
    expect(issues(supportRequestSchema, { message: '0123456789' })).toEqual(['Subject is required']);
  });

  it('requires at least 10 characters of message', () => {
    expect(issues(supportRequestSchema, { subject: 'S', message: '012345678' })).toEqual([
      'Message must be at least 10 characters',
    ]);
    expect(issues(supportRequestSchema, { subject: 'S', message: '   012345678   ' })).toEqual([
      'Message must be at least 10 characters',
    ]);
    expect(supportRequestSchema.safeParse({ subject: 'S', message: '0123456789' }).success).toBe(true);
  });

  it('refuses unknown priorities and reports every field', () => {
    expect(issues(supportRequestSchema, { subject: 'S', message: '0123456789', priority: 'urgent' })).toEqual(
      ['Priority must be low, normal or high'],
    );
    expect(issuesByPath(supportRequestSchema, {})).toEqual({
      subject: ['Subject is required'],
      message: ['Message must be at least 10 characters'],
    });
  });
});

describe('support list and id inputs', () => {
  it('takes an optional status, cursor and page size', () => {
    expect(supportListQuerySchema.parse(undefined)).toEqual({});
    expect(supportListQuerySchema.parse({ status: 'open', limit: 10 })).toEqual({
      status: 'open',
      limit: 10,
    });
    expect(issues(supportListQuerySchema, { status: 'closed' })).toEqual(['Status must be open or resolved']);
    expect(issues(supportListQuerySchema, { limit: 51 })).toEqual([
      'Page size must be a whole number from 1 to 50',
    ]);
    expect(supportRequestIdSchema.safeParse({ id: '7d0c6f8e-2a4b-4c1d-9e3f-5a6b7c8d9e0f' }).success).toBe(
      true,
    );
    // The one id rule: a malformed id is not found, like an unknown one.
    expect(issues(supportRequestIdSchema, { id: 'anything' })).toEqual(['Support request not found']);
  });
});
