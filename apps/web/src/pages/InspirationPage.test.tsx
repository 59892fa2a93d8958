import { describe, expect, it } from 'vitest';
import { HERO } from '../features/landing/content';
import { AppRoutes } from '../router';
import { makeUser, render, screen, stubFetch, within } from '../test-utils';
import InspirationPage from './InspirationPage';

describe('InspirationPage signed out', () => {
  it('shows the log-in prompt under the landing header, with Log In to /api/login', async () => {
    stubFetch({ 'auth.me': null });
    render(<AppRoutes />, { route: '/inspiration' });
    expect(await screen.findByText('Please log in to access your inspiration board')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your Inspiration Board' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/api/login');
    // The landing header, whose section links lead back to the landing page.
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/api/login');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/#pricing');
    // Not the landing page itself.
    expect(screen.queryByRole('heading', { level: 1, name: HERO.headline })).toBeNull();
  });
});

describe('InspirationPage signed in', () => {
  it('shows the board without the landing header', async () => {
    const user = makeUser();
    stubFetch({ 'auth.me': user, 'inspiration.list': [] });
    render(<InspirationPage />, { route: '/inspiration', user });
    expect(await screen.findByText('No items yet')).toBeTruthy();
    expect(screen.queryByText('Please log in to access your inspiration board')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
