import { SESSIONS_FAQ } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../router';
import { stubFetch } from '../test-utils/fetch-stub';
import { makeUser } from '../test-utils/fixtures';
import { fireEvent, render, screen } from '../test-utils/render';
import HowSessionsWorkPage from './HowSessionsWorkPage';

describe('HowSessionsWorkPage', () => {
  it('explains sessions with three info cards and the default plan', () => {
    render(<HowSessionsWorkPage />, { route: '/how-sessions-work' });
    expect(screen.getByRole('heading', { level: 1, name: 'How sessions work' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '60-minute sessions' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '5 sessions a month on Starter' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Summaries with 1-3 next steps' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Free Starter Pack' })).toBeTruthy();
    expect(screen.getByTestId('plan-hours').textContent).toBe('5 hours');
    expect(screen.getByRole('timer').textContent).toBe('60:00');
  });

  it('shows an example week', () => {
    render(<HowSessionsWorkPage />, { route: '/how-sessions-work' });
    for (const day of ['Mon', 'Wed', 'Fri'])
      expect(screen.getByText(`${day}:`, { exact: false })).toBeTruthy();
  });

  it('has an accordion of the five session questions, one open at a time', () => {
    render(<HowSessionsWorkPage />, { route: '/how-sessions-work' });
    const controls = SESSIONS_FAQ.map((item) => screen.getByRole('button', { name: item.question }));
    expect(controls).toHaveLength(5);
    fireEvent.click(controls[0]!);
    fireEvent.click(controls[1]!);
    expect(controls.map((c) => c.getAttribute('aria-expanded'))).toEqual([
      'false',
      'true',
      'false',
      'false',
      'false',
    ]);
  });

  it('links the call to action to /api/login and back home to /', () => {
    render(<HowSessionsWorkPage />, { route: '/how-sessions-work' });
    expect(screen.getByRole('link', { name: 'Start your free trial' }).getAttribute('href')).toBe(
      '/api/login',
    );
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('offers Sign in to a signed-out visitor', () => {
    render(<HowSessionsWorkPage />, { route: '/how-sessions-work' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/api/login');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('reached through the app while signed in, leads to the dashboard instead of offering Sign in', async () => {
    const server = stubFetch({ 'auth.me': makeUser(), 'trial.status': { access: null } });
    render(<AppRoutes />, { route: '/how-sessions-work' });
    const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(server.calls('auth.me')).toHaveLength(1);
  });

  it('offers a Dashboard link instead of Sign in to a signed-in user', () => {
    render(<HowSessionsWorkPage />, { route: '/how-sessions-work', user: makeUser() });
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
