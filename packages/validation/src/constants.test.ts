import { describe, expect, it } from 'vitest';
import {
  MENTOR_TYPE_LABELS,
  MENTOR_TYPE_OPTIONS,
  MENTOR_TYPES,
  PLANS,
  PLAN_PRICES_USD,
  SUBSCRIPTION_TIERS,
  TIER_LABELS,
  isMentorType,
  monthlyRevenueOf,
} from './constants';

describe('mentor types', () => {
  it('has the three types with their labels', () => {
    expect(MENTOR_TYPES).toEqual(['founder', 'career', 'life']);
    expect(MENTOR_TYPE_LABELS).toEqual({
      founder: 'Founder Advisor',
      career: 'Career Coach',
      life: 'Life Mentor',
    });
  });

  it('orders the chat dropdown career, founder, life', () => {
    expect(MENTOR_TYPE_OPTIONS).toEqual([
      { value: 'career', label: 'Career Coach' },
      { value: 'founder', label: 'Founder Advisor' },
      { value: 'life', label: 'Life Mentor' },
    ]);
  });

  it('recognises mentor types', () => {
    expect(isMentorType('life')).toBe(true);
    expect(isMentorType('Life')).toBe(false);
    expect(isMentorType(3)).toBe(false);
  });
});

describe('tiers and plans', () => {
  it('labels tiers', () => {
    expect(SUBSCRIPTION_TIERS).toEqual(['starter', 'pro', 'founder']);
    expect(TIER_LABELS).toEqual({ starter: 'Starter', pro: 'Pro', founder: 'Founder+' });
  });

  it('lists the four marketing plans of section 9', () => {
    expect(PLANS.map((p) => [p.id, p.priceLabel, p.period, p.cta, p.mostPopular])).toEqual([
      ['starter', '$19', 'month', 'Start free trial', false],
      ['pro', '$39', 'month', 'Go Pro', true],
      ['founder', '$199', 'year', 'Join Founder+', false],
      ['enterprise', 'Custom', null, 'Contact sales', false],
    ]);
    expect(PLANS[0]!.features).toEqual([
      '5 sessions / month',
      'Short-term memory per session',
      'Email summaries',
    ]);
    expect(PLANS[1]!.features).toEqual([
      'Unlimited sessions',
      'Long-term memory',
      'Custom mentor persona',
      'Priority support',
    ]);
    expect(PLANS[2]!.features).toEqual([
      'Everything in Pro',
      'Quarterly strategy reviews',
      'Pitch and deck feedback channel',
    ]);
    expect(PLANS[3]!.price).toBeNull();
    expect(PLANS[2]!.name).toBe('Founder+');
  });

  it('keeps plan prices consistent with PLAN_PRICES_USD', () => {
    for (const tier of SUBSCRIPTION_TIERS) {
      const plan = PLANS.find((p) => p.id === tier)!;
      expect(plan.price).toBe(PLAN_PRICES_USD[tier].amount);
      expect(plan.period).toBe(PLAN_PRICES_USD[tier].period);
    }
  });

  it('computes monthly revenue per tier, yearly spread over 12 months in cents', () => {
    expect(monthlyRevenueOf('starter')).toBe(19);
    expect(monthlyRevenueOf('pro')).toBe(39);
    expect(monthlyRevenueOf('founder')).toBe(16.58);
  });
});
