import { PLANS, PRODUCT_NAME } from '@mentor/validation';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '../test-utils/render';
import LandingPage from './LandingPage';

describe('LandingPage', () => {
  it('renders the sections in the spec order with their anchors', () => {
    render(<LandingPage />);
    const main = screen.getByRole('main');
    const sections = Array.from(main.querySelectorAll(':scope > section'));
    const names = sections.map(
      (s) => s.id || s.getAttribute('aria-label') || s.getAttribute('aria-labelledby'),
    );
    expect(names).toEqual([
      'hero-title',
      'Trusted by',
      'how',
      'personas',
      'benefits-title',
      'testimonials-title',
      'pricing',
      'faq',
      'cta',
    ]);
  });

  it('shows the hero promises: private beta, free trial without card, 24/7', () => {
    render(<LandingPage />);
    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(within(hero).getByText('Private beta')).toBeTruthy();
    expect(within(hero).getByText('14-day free trial · No credit card')).toBeTruthy();
    expect(within(hero).getByText('Available 24/7')).toBeTruthy();
    expect(within(hero).getByRole('link', { name: 'See how it works' }).getAttribute('href')).toBe('#how');
  });

  it('sends every call to action and sign-in to /api/login', () => {
    render(<LandingPage />);
    const ctaLinks = ['Start your free trial', ...PLANS.map((p) => p.cta)].map((name) =>
      screen.getByRole('link', { name }),
    );
    for (const link of ctaLinks) expect(link.getAttribute('href')).toBe('/api/login');
    for (const link of screen.getAllByRole('link', { name: 'Sign in' }))
      expect(link.getAttribute('href')).toBe('/api/login');

    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('shows the three mentor types with example questions', () => {
    render(<LandingPage />);
    const personas = document.getElementById('personas')!;
    for (const name of ['Founder Advisor', 'Career Coach', 'Life Mentor']) {
      expect(within(personas).getByRole('heading', { name })).toBeTruthy();
    }
    expect(within(personas).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  it('shows static testimonials with initials avatars and no external images', () => {
    render(<LandingPage />);
    expect(screen.getByText('Maya Okafor')).toBeTruthy();
    expect(document.querySelectorAll('img[src^="http"]')).toHaveLength(0);
  });

  it('has a footer with placeholder links and the AI disclaimer', () => {
    render(<LandingPage />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(PRODUCT_NAME)).toBeTruthy();
    for (const name of ['Terms', 'Privacy', 'About', 'Contact', 'Press', 'Data']) {
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe('#');
    }
    expect(
      within(footer).getByText(/AI-generated and are not legal, medical or financial advice/),
    ).toBeTruthy();
  });
});
