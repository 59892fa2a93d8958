import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../router';
import {
  LocationProbe,
  makeUser,
  render,
  screen,
  setViewport,
  stubFetch,
  waitFor,
  within,
} from '../test-utils';

vi.mock('../pages/AccountHelpPage', () => ({ default: () => <h2>Help page</h2> }));

function renderAccount(route = '/account/profile') {
  stubFetch({ 'auth.me': makeUser() });
  return render(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route },
  );
}

describe('AccountLayout', () => {
  it("has 'Back to Dashboard', the 'Account Settings' heading and the side navigation", async () => {
    renderAccount();
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Profile Settings', '/account/profile'],
      ['Subscription', '/account/subscription'],
      ['Help & Support', '/account/help'],
      ['Export Data', '/account/export'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Profile Settings' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'MentorAI dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('becomes a select on a phone', async () => {
    setViewport(390);
    const { user } = renderAccount();
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Account section' });
    await user.selectOptions(select, '/account/help');
    expect(await screen.findByRole('heading', { name: 'Help page' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/help'));
  });
});
