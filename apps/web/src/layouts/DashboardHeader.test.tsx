import { MESSAGES } from '@mentor/validation';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser';
import { makeUser, render, screen, setViewport, stubFetch, waitFor, within } from '../test-utils';
import { DashboardHeader } from './DashboardHeader';

function renderHeader(isAdmin: boolean, route = '/dashboard') {
  stubFetch({});
  return render(<DashboardHeader user={makeUser({ isAdmin })} />, { route });
}

async function openMenu(user: ReturnType<typeof renderHeader>['user']) {
  await user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
  return screen.findByRole('menu');
}

describe('DashboardHeader navigation', () => {
  it('shows Dashboard, Chat, Goals, Inspiration, History, and no Admin for a regular user', () => {
    renderHeader(false);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Chat', '/dashboard/chat'],
      ['Goals', '/dashboard/goals'],
      ['Inspiration', '/inspiration'],
      ['History', '/dashboard/history'],
    ]);
    expect(screen.getByRole('link', { name: 'MentorAI dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('adds Admin for admins', () => {
    renderHeader(true);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('marks the current view', () => {
    renderHeader(false, '/dashboard/history');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('collapses into a Burger drawer with the same links on a phone', async () => {
    setViewport(390);
    const { user } = renderHeader(false);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    const mobile = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(
      within(mobile)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Chat', 'Goals', 'Inspiration', 'History']);
  });
});

describe('UserMenu', () => {
  it('lists the account pages and Sign Out, without Admin Dashboard for a regular user', async () => {
    const { user } = renderHeader(false);
    const menu = await openMenu(user);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Profile',
      'Subscription',
      'Help & Support',
      'Export Data',
      'Sign Out',
    ]);
    expect(items.slice(0, 4).map((i) => i.getAttribute('href'))).toEqual([
      '/account/profile',
      '/account/subscription',
      '/account/help',
      '/account/export',
    ]);
  });

  it('adds Admin Dashboard for admins', async () => {
    const { user } = renderHeader(true);
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' }).getAttribute('href')).toBe(
      '/admin',
    );
  });

  it('asks before signing out, then goes to /api/logout', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = renderHeader(false);
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Sign Out' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.auth.signOutConfirm)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    expect(assign).toHaveBeenCalledWith('/api/logout');
  });

  it('cancelling the confirmation keeps the user signed in', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = renderHeader(false);
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Sign Out' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(assign).not.toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    const { user } = renderHeader(false);
    await openMenu(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('closes on an outside click', async () => {
    const { user } = renderHeader(false);
    await openMenu(user);
    await user.click(screen.getByRole('link', { name: 'Inspiration' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
