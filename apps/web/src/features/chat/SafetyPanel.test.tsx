import { SAFETY_CATEGORIES, SAFETY_UI, type SessionSafety } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '../../test-utils';
import { SafetyPanel } from './SafetyPanel';

function flag(overrides: Partial<SessionSafety> = {}): SessionSafety {
  return { category: 'self_harm', level: 'concern', minor: false, region: 'GB', ...overrides };
}

/** The panel's links as a person reads them: accessible name and where each goes, in order. */
function links() {
  const panel = screen.getByRole('region', { name: 'Get help now' });
  return within(panel)
    .getAllByRole('link')
    .map((a) => ({ name: a.textContent, href: a.getAttribute('href') }));
}

describe('SafetyPanel', () => {
  it('is a region named "Get help now" with the help lines as links, most important first', () => {
    render(<SafetyPanel safety={flag()} />);
    const panel = screen.getByRole('region', { name: 'Get help now' });
    expect(within(panel).getByRole('heading', { name: 'Get help now' })).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: 'Samaritans — Call 116 123, free, day or night' })
        .getAttribute('href'),
    ).toBe('tel:116123');
    expect(links()).toEqual([
      { name: 'Samaritans — Call 116 123, free, day or night', href: 'tel:116123' },
      { name: 'Emergency services — Call 999', href: 'tel:999' },
    ]);
    expect(within(panel).getByText(SAFETY_UI.panelIntro.self_harm)).toBeTruthy();
    expect(
      within(panel).getByText('Numbers for the UK. If you are elsewhere, call your local emergency number.'),
    ).toBeTruthy();
    // Nothing to dismiss: the panel stays for the whole session.
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it.each(SAFETY_CATEGORIES)('opens with the words for %s', (category) => {
    render(<SafetyPanel safety={flag({ category })} />);
    expect(screen.getByTestId('safety-intro').textContent).toBe(SAFETY_UI.panelIntro[category]);
  });

  it('puts emergency services first when the danger is now, and for a medical emergency', () => {
    const { unmount } = render(<SafetyPanel safety={flag({ level: 'urgent', region: 'US' })} />);
    expect(links()).toEqual([
      { name: 'Emergency services — Call 911', href: 'tel:911' },
      { name: '988 Suicide & Crisis Lifeline — Call or text 988', href: 'tel:988' },
    ]);
    unmount();
    render(<SafetyPanel safety={flag({ category: 'medical', region: 'AU' })} />);
    expect(links()[0]).toEqual({ name: 'Emergency services — Call 000', href: 'tel:000' });
  });

  it('puts the child-abuse line first for a minor, the domestic-abuse line for an adult', () => {
    const { unmount } = render(<SafetyPanel safety={flag({ category: 'abuse', minor: true })} />);
    expect(links().map((l) => l.href)).toEqual(['tel:08001111', 'tel:116123', 'tel:999']);
    expect(links()[0]?.name).toBe('Childline — Call 0800 1111, free, day or night');
    unmount();
    render(<SafetyPanel safety={flag({ category: 'abuse', region: 'US' })} />);
    expect(links()[0]).toEqual({
      name: 'National Domestic Violence Hotline — Call 1-800-799-7233 or text START to 88788',
      href: 'tel:18007997233',
    });
  });

  it('outside the known regions: the local emergency number, a helpline directory in a new tab, the general note', () => {
    render(<SafetyPanel safety={flag({ region: 'INTL' })} />);
    expect(links().map((l) => l.href)).toEqual(['https://findahelpline.com', 'tel:112']);
    const directory = screen.getByRole('link', { name: /^Find A Helpline — / });
    expect(directory.getAttribute('target')).toBe('_blank');
    expect(directory.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByTestId('safety-note').textContent).toBe(SAFETY_UI.intlNote);
  });
});
