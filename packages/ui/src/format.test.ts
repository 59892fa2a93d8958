import { describe, expect, it } from 'vitest';
import { dateOrNA, planLabel, sessionsUsageLabel, sessionsUsagePercent, tierLabel } from './format';

describe('format helpers', () => {
  it('labels tiers, defaulting to Starter', () => {
    expect(tierLabel('pro')).toBe('Pro');
    expect(tierLabel('founder')).toBe('Founder+');
    expect(tierLabel(null)).toBe('Starter');
    expect(tierLabel('mystery')).toBe('Starter');
  });

  it('labels a plan state: the trial, or the tier that applies', () => {
    expect(planLabel({ tier: 'pro', fromTrial: true })).toBe('Pro trial');
    expect(planLabel({ tier: 'pro', fromTrial: false })).toBe('Pro');
    expect(planLabel({ tier: 'starter', fromTrial: false })).toBe('Starter');
    expect(planLabel({ tier: 'founder', fromTrial: false })).toBe('Founder+');
  });

  it('shows -1 as infinity', () => {
    expect(sessionsUsageLabel(2, 5)).toBe('2 / 5');
    expect(sessionsUsageLabel(undefined, -1)).toBe('0 / ∞');
    expect(sessionsUsageLabel(1, undefined)).toBe('1 / 5');
  });

  it('computes the used percentage', () => {
    expect(sessionsUsagePercent(2, 5)).toBe(40);
    expect(sessionsUsagePercent(9, 5)).toBe(100);
    expect(sessionsUsagePercent(3, -1)).toBe(0);
  });

  it('formats dates as MMM DD, YYYY or N/A', () => {
    expect(dateOrNA(new Date(2024, 0, 5))).toBe('Jan 05, 2024');
    expect(dateOrNA(null)).toBe('N/A');
    expect(dateOrNA('not a date')).toBe('N/A');
  });
});
