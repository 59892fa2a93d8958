import { describe, expect, it } from 'vitest';
import { HELP_FAQ, LANDING_FAQ, SESSIONS_FAQ, faqSlug, filterFaq } from './faq';

describe('faqSlug', () => {
  it('lowercases, strips non-alphanumerics and hyphenates spaces', () => {
    expect(faqSlug('How does the free trial work?')).toBe('how-does-the-free-trial-work');
    expect(faqSlug('Is this professional advice?')).toBe('is-this-professional-advice');
    expect(faqSlug('What’s a 14-day trial?')).toBe('whats-a-14day-trial');
    expect(faqSlug('  Two   spaces  ')).toBe('two-spaces');
  });

  it('gives unique slugs within each FAQ', () => {
    for (const list of [LANDING_FAQ, HELP_FAQ, SESSIONS_FAQ]) {
      const slugs = list.map((f) => faqSlug(f.question));
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });
});

describe('filterFaq', () => {
  const items = [
    { question: 'How does the trial work?', answer: 'Fourteen days, no card.' },
    { question: 'Can I cancel?', answer: 'Yes, any time from the Subscription page.' },
  ];

  it('keeps everything for an empty query', () => {
    expect(filterFaq(items, '')).toEqual(items);
    expect(filterFaq(items, '   ')).toEqual(items);
    expect(filterFaq(items, null)).toEqual(items);
  });

  it('matches question or answer case-insensitively', () => {
    expect(filterFaq(items, 'TRIAL')).toEqual([items[0]]);
    expect(filterFaq(items, 'subscription')).toEqual([items[1]]);
    expect(filterFaq(items, 'zebra')).toEqual([]);
  });
});

describe('FAQ content', () => {
  it('has the expected sizes', () => {
    expect(LANDING_FAQ.length).toBeGreaterThanOrEqual(6);
    expect(LANDING_FAQ.length).toBeLessThanOrEqual(8);
    expect(HELP_FAQ).toHaveLength(6);
    expect(SESSIONS_FAQ).toHaveLength(5);
  });

  it('mentions the trial and the AI disclaimer on the landing page', () => {
    expect(filterFaq(LANDING_FAQ, '14-day').length).toBeGreaterThan(0);
    expect(filterFaq(LANDING_FAQ, 'not legal, medical or financial advice').length).toBe(1);
  });
});
