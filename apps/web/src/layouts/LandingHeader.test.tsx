import { describe, expect, it } from 'vitest';
import { makeUser, render, screen, setViewport, stubFetch, within } from '../test-utils';
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

  it('shows a signed-in user a Dashboard link instead of Sign in, in the bar and in the mobile menu', async () => {
    setViewport(390);
    const server = stubFetch({});
    const { user } = render(<LandingHeader />, { route: '/how-sessions-work', user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    const mobile = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getAllByRole('link', { name: 'Dashboard' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    // The header reads the user the route table already loaded; it never calls the server itself.
    expect(server.calls()).toEqual([]);
  });
});
