import { describe, expect, it } from 'vitest';
import { adminSetPlanSchema, adminUsersQuerySchema } from './admin';
import {
  conversionRate,
  estimatedAiCost,
  formatUsd,
  monthlyRevenueFor,
  usageStatsSchema,
  userStatsSchema,
  yearlyRevenueFor,
} from './admin-stats';
import { MESSAGES } from './messages';
import { issues } from './test-helpers';

describe('admin figures', () => {
  it('estimates AI cost at $0.02 a minute', () => {
    expect(estimatedAiCost(0)).toBe(0);
    expect(estimatedAiCost(150)).toBe(3);
    expect(estimatedAiCost(1234)).toBe(24.68);
  });

  it('computes the conversion rate', () => {
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(5, 5)).toBe(100);
  });

  it('formats US dollars', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(16.58)).toBe('$16.58');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
    expect(formatUsd(-5)).toBe('-$5.00');
  });

  it('validates stats shapes', () => {
    const extra = { activeThisMonth: 1, bannedUsers: 0, conversionRate: 33.3 };
    expect(userStatsSchema.safeParse({ totalUsers: 3, activeUsers: 2, paidUsers: 1, ...extra }).success).toBe(
      true,
    );
    expect(
      userStatsSchema.safeParse({ totalUsers: '3', activeUsers: 2, paidUsers: 1, ...extra }).success,
    ).toBe(false);
    const ai = { calls: 0, inputTokens: 0, outputTokens: 0, audioSeconds: 0, recordedCost: 0 };
    expect(
      usageStatsSchema.safeParse({
        totalSessions: 2,
        totalMinutes: 90,
        avgSessionLength: 45,
        sessionsThisMonth: 1,
        sessionsPerUser: 2,
        estimatedAiCost: 1.8,
        ai,
      }).success,
    ).toBe(true);
  });
});

describe('list-price revenue', () => {
  it('counts Pro at $39 a month and Founder+ at $199 a year; Starter is free', () => {
    expect(monthlyRevenueFor({})).toBe(0);
    expect(monthlyRevenueFor({ starter: 10 })).toBe(0);
    expect(monthlyRevenueFor({ pro: 2 })).toBe(78);
    expect(monthlyRevenueFor({ pro: 1, founder: 1 })).toBe(55.58);
    expect(yearlyRevenueFor({ pro: 1, founder: 1 })).toBe(667);
    expect(yearlyRevenueFor({ founder: 12 })).toBe(2388);
    expect(monthlyRevenueFor({ founder: 12 })).toBe(199);
  });
});

describe('admin inputs', () => {
  it('bounds the users page and the search', () => {
    expect(adminUsersQuerySchema.parse(undefined)).toEqual({});
    expect(adminUsersQuerySchema.parse({ search: '  Ada ', limit: 50 })).toEqual({
      search: 'Ada',
      limit: 50,
    });
    expect(issues(adminUsersQuerySchema, { limit: 0 })).toEqual([MESSAGES.admin.pageSizeRange]);
    expect(issues(adminUsersQuerySchema, { limit: 51 })).toEqual([MESSAGES.admin.pageSizeRange]);
    expect(issues(adminUsersQuerySchema, { limit: 2.5 })).toEqual([MESSAGES.admin.pageSizeRange]);
    expect(issues(adminUsersQuerySchema, { search: 'x'.repeat(201) })).toEqual([
      MESSAGES.admin.searchTooLong,
    ]);
  });

  it('takes a plan, a session limit of -1 or 0..10000, or both, and refuses neither', () => {
    const userId = 'b3c1f0e2-8a4d-4c6e-9f1a-2b3c4d5e6f70';
    expect(adminSetPlanSchema.parse({ userId, tier: 'pro' })).toEqual({ userId, tier: 'pro' });
    expect(adminSetPlanSchema.parse({ userId, sessionsLimit: -1 }).sessionsLimit).toBe(-1);
    expect(adminSetPlanSchema.parse({ userId, tier: 'founder', sessionsLimit: 10000 })).toMatchObject({
      tier: 'founder',
      sessionsLimit: 10000,
    });
    expect(issues(adminSetPlanSchema, { userId, sessionsLimit: -2 })).toEqual([
      MESSAGES.admin.sessionsLimitRange,
    ]);
    expect(issues(adminSetPlanSchema, { userId, sessionsLimit: 10001 })).toEqual([
      'Session limit must be -1 (unlimited) or a whole number from 0 to 10000',
    ]);
    expect(issues(adminSetPlanSchema, { userId, sessionsLimit: 1.5 })).toEqual([
      MESSAGES.admin.sessionsLimitRange,
    ]);
    expect(issues(adminSetPlanSchema, { userId, tier: 'gold' })).toEqual([MESSAGES.admin.invalidTier]);
    expect(issues(adminSetPlanSchema, { userId })).toEqual([MESSAGES.admin.planEditEmpty]);
  });
});
