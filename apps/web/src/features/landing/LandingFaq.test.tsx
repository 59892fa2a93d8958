import { LANDING_FAQ, MESSAGES, faqSlug } from '@mentor/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '../../test-utils/render';
import { LandingFaq } from './LandingFaq';

function questionButtons(): HTMLElement[] {
  return LANDING_FAQ.map((item) => item.question)
    .map((q) => screen.queryByRole('button', { name: q }))
    .filter((el): el is HTMLElement => el !== null);
}

function control(question: string): HTMLElement {
  return screen.getByRole('button', { name: question });
}

function expanded(question: string): boolean {
  return control(question).getAttribute('aria-expanded') === 'true';
}

function search(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search questions' }), { target: { value: text } });
}

const trialQ = 'How does the free trial work?';
const cancelQ = 'Can I cancel at any time?';
const privacyQ = 'Is my data private?';

afterEach(() => {
  window.location.hash = '';
});

describe('LandingFaq search', () => {
  it('lists every landing question before any search', () => {
    render(<LandingFaq />);
    expect(questionButtons()).toHaveLength(LANDING_FAQ.length);
    expect(screen.queryByText(MESSAGES.faq.noResults)).toBeNull();
  });

  it('filters by question text, case-insensitively', () => {
    render(<LandingFaq />);
    search('CANCEL');
    expect(questionButtons().map((b) => b.textContent)).toEqual([cancelQ]);
  });

  it('filters by answer text too', () => {
    render(<LandingFaq />);
    // 'credit card' appears only in the trial answer, never in a question.
    search('Credit Card');
    expect(questionButtons().map((b) => b.textContent)).toEqual([trialQ]);
  });

  it("shows 'No results. Try a different search term.' when nothing matches, and recovers when cleared", () => {
    render(<LandingFaq />);
    search('quantum blockchain');
    expect(questionButtons()).toHaveLength(0);
    expect(screen.getByText('No results. Try a different search term.')).toBeTruthy();
    search('');
    expect(questionButtons()).toHaveLength(LANDING_FAQ.length);
    expect(screen.queryByText(MESSAGES.faq.noResults)).toBeNull();
  });
});

describe('LandingFaq accordion', () => {
  it('starts with every question closed', () => {
    render(<LandingFaq />);
    expect(LANDING_FAQ.some((item) => expanded(item.question))).toBe(false);
  });

  it('keeps only one question open at a time and closes the open one when clicked again', () => {
    render(<LandingFaq />);
    fireEvent.click(control(trialQ));
    expect(expanded(trialQ)).toBe(true);

    fireEvent.click(control(privacyQ));
    expect(expanded(privacyQ)).toBe(true);
    expect(expanded(trialQ)).toBe(false);
    expect(LANDING_FAQ.filter((item) => expanded(item.question))).toHaveLength(1);

    fireEvent.click(control(privacyQ));
    expect(expanded(privacyQ)).toBe(false);
    expect(LANDING_FAQ.some((item) => expanded(item.question))).toBe(false);
  });

  it('opens the question whose slug matches the URL hash on arrival', () => {
    window.location.hash = `#${faqSlug(privacyQ)}`;
    render(<LandingFaq />);
    expect(expanded(privacyQ)).toBe(true);
    expect(LANDING_FAQ.filter((item) => expanded(item.question))).toHaveLength(1);
  });

  it('ignores a hash that matches no question', () => {
    window.location.hash = '#pricing';
    render(<LandingFaq />);
    expect(LANDING_FAQ.some((item) => expanded(item.question))).toBe(false);
  });

  it('opens the matching question when the hash changes later', () => {
    render(<LandingFaq />);
    window.location.hash = `#${faqSlug(cancelQ)}`;
    fireEvent(window, new HashChangeEvent('hashchange'));
    expect(expanded(cancelQ)).toBe(true);
  });
});
