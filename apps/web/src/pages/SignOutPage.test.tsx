import { MESSAGES, ROUTES } from '@mentor/validation';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser';
import { AppRoutes } from '../router';
import { LocationProbe, makeUser, render, restResponse, screen, stubFetch, waitFor } from '../test-utils';

vi.mock('./DashboardPage', () => ({ default: () => <h1>Dashboard page</h1> }));

function renderSignOut(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const server = stubFetch({ 'auth.me': makeUser(), 'trial.status': { access: null }, ...handlers });
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const result = render(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route: ROUTES.signOut },
  );
  return { server, assign, ...result };
}

describe('Sign-out confirm page', () => {
  it('asks before signing out', async () => {
    renderSignOut();
    expect(await screen.findByText(MESSAGES.auth.signOutConfirm)).toBeTruthy();
    expect(screen.getByRole('button', { name: MESSAGES.auth.signOut })).toBeTruthy();
  });

  it('Sign out posts to /api/logout, then lands on the landing page', async () => {
    const { server, assign, user } = renderSignOut({ 'POST /api/logout': '' });
    await user.click(await screen.findByRole('button', { name: MESSAGES.auth.signOut }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(server.calls('POST /api/logout')).toHaveLength(1);
  });

  it('Cancel goes back to the dashboard without signing out', async () => {
    const { server, assign, user } = renderSignOut();
    await user.click(await screen.findByRole('link', { name: MESSAGES.auth.cancel }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(ROUTES.dashboard);
    expect(server.calls('POST /api/logout')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a failed sign-out stays and says so', async () => {
    const { assign, user } = renderSignOut({ 'POST /api/logout': restResponse(500, { message: 'x' }) });
    await user.click(await screen.findByRole('button', { name: MESSAGES.auth.signOut }));
    expect(await screen.findByText(MESSAGES.auth.signOutFailed)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
