import { describe, expect, it } from 'vitest';
import { render, screen, setViewport, stubFetch, within } from '../test-utils';
import { LandingHeader } from './LandingHeader';

const LINKS = [
  ['How it works', '#how'],
  ['Sessions', '/how-sessions-work'],
  ['Mentor types', '#personas'],
  ['Pricing', '#pricing'],
  ['FAQ', '#faq'],
];

describe('LandingHeader', () => {
  it('links the landing sections, the explainer, and Sign in to /api/login', () => {
    stubFetch({});
    render(<LandingHeader />, { route: '/' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(LINKS);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/api/login');
  });

  it('section links lead back to the landing page from the explainer', () => {
    stubFetch({});
    render(<LandingHeader />, { route: '/how-sessions-work' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/#pricing');
  });

  it('the mobile menu toggles the same links', async () => {
    setViewport(390);
    stubFetch({});
    const { user } = render(<LandingHeader />, { route: '/' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    const mobile = await screen.findByRole('navigation', { name: 'Mobile' });
    const links = within(mobile).getAllByRole('link');
    expect(links.slice(0, 5).map((a) => [a.textContent, a.getAttribute('href')])).toEqual(LINKS);
    expect(links[5]?.getAttribute('href')).toBe('/api/login');
  });
});
