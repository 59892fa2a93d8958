import { describe, expect, it } from 'vitest';
import { conversionRate, estimatedAiCost, formatUsd, usageStatsSchema, userStatsSchema } from './admin';

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
    expect(userStatsSchema.safeParse({ totalUsers: 3, activeUsers: 2, paidUsers: 1 }).success).toBe(true);
    expect(userStatsSchema.safeParse({ totalUsers: '3', activeUsers: 2, paidUsers: 1 }).success).toBe(false);
    expect(
      usageStatsSchema.safeParse({ totalSessions: 2, totalMinutes: 90, avgSessionLength: 45 }).success,
    ).toBe(true);
  });
});
