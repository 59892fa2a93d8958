import { describe, expect, it, vi } from 'vitest';
import {
  makeUser,
  render,
  screen,
  stubFetch,
  trpcError,
  waitFor,
  within,
  type StubHandlers,
} from '../../test-utils';
import { PHONE_QUERY } from './format';
import { UsersTab } from './UsersTab';
import { ADMIN_ID, makeAdminUser } from './test-data';

vi.setConfig({ testTimeout: 30_000 });

const admin = makeUser({ id: ADMIN_ID, isAdmin: true });
const mia = makeAdminUser();

function renderUsers(handlers: StubHandlers = {}) {
  const server = stubFetch({
    'auth.me': admin,
    'admin.users': { users: [mia], nextCursor: null, pageSize: 50 },
    'admin.userStats': trpcError('NOT_FOUND'),
    'admin.revenueStats': trpcError('NOT_FOUND'),
    ...handlers,
  });
  return { ...render(<UsersTab />, { route: '/admin?tab=users', user: admin }), server };
}

const row = async (name: string) =>
  (await screen.findAllByTestId('user-row')).find((r) => within(r).queryByText(name)) ??
  Promise.reject(new Error(`no row for ${name}`));

describe('UsersTab', () => {
  it('lists users with plan, sessions over limit (∞ for -1), minutes, last active and the latest admin action', async () => {
    renderUsers({
      'admin.users': {
        users: [
          mia,
          makeAdminUser({
            id: '00000000-0000-4000-8000-000000000003',
            name: 'Pat Pro',
            email: 'pat@example.com',
            tier: 'pro',
            sessionsThisMonth: 7,
            sessionsLimit: -1,
            plan: { tier: 'pro', fromTrial: false, trialEndsAt: null, sessionsLimit: -1 },
            totalMinutesUsed: 1500,
            lastActiveAt: null,
            lastAction: {
              action: 'set_plan',
              details: {},
              at: '2026-11-21T08:00:00.000Z',
              by: { id: ADMIN_ID, name: 'Ada Lovelace', email: 'ada@example.com' },
            },
          }),
        ],
        nextCursor: null,
        pageSize: 50,
      },
    });
    const pat = within(await row('Pat Pro'));
    expect(pat.getByTestId('sessions-usage').textContent).toBe('7 / ∞');
    expect(pat.getByText('Pro')).toBeTruthy();
    expect(pat.getByText('1,500')).toBeTruthy();
    expect(pat.getByText('Never')).toBeTruthy();
    expect(pat.getByTestId('last-action').textContent).toBe('Plan changed by Ada Lovelace · Nov 21, 2026');
    const miaRow = within(await row('Mia Member'));
    expect(miaRow.getByTestId('sessions-usage').textContent).toBe('2 / 5');
    expect(miaRow.getByText('Nov 20, 2026')).toBeTruthy();
  });

  it('shows the plan that applies now: a trial as Pro trial with its end date, Pro and the trial as ∞ (issue 24)', async () => {
    renderUsers({
      'admin.users': {
        users: [
          // Stored as Starter with the default limit 5, in the trial: the trial's Pro and unlimited sessions.
          makeAdminUser({
            id: '00000000-0000-4000-8000-000000000004',
            name: 'Tia Trial',
            tier: 'starter',
            sessionsThisMonth: 8,
            sessionsLimit: 5,
            plan: {
              tier: 'pro',
              fromTrial: true,
              trialEndsAt: '2026-12-10T12:00:00.000Z',
              sessionsLimit: -1,
            },
            isAdmin: true,
          }),
          // Set to Pro by an admin, the stored limit still 5: Pro is unlimited.
          makeAdminUser({
            id: '00000000-0000-4000-8000-000000000005',
            name: 'Pia Pro',
            tier: 'pro',
            sessionsThisMonth: 5,
            sessionsLimit: 5,
            plan: { tier: 'pro', fromTrial: false, trialEndsAt: null, sessionsLimit: -1 },
          }),
        ],
        nextCursor: null,
        pageSize: 50,
      },
    });
    const tia = within(await row('Tia Trial'));
    expect(tia.getByTestId('plan-badge').textContent).toBe('Pro trial');
    expect(tia.getByTestId('trial-ends').textContent).toBe('until Dec 10, 2026');
    expect(tia.getByTestId('sessions-usage').textContent).toBe('8 / ∞');
    const pia = within(await row('Pia Pro'));
    expect(pia.getByTestId('plan-badge').textContent).toBe('Pro');
    expect(pia.getByTestId('sessions-usage').textContent).toBe('5 / ∞');
    expect(pia.queryByTestId('trial-ends')).toBeNull();
  });

  it('searches by name or email and loads more with Show more', async () => {
    const { user, server } = renderUsers({
      'admin.users': (input) =>
        input?.cursor
          ? {
              users: [makeAdminUser({ id: '00000000-0000-4000-8000-000000000009', name: 'Olly Older' })],
              nextCursor: null,
              pageSize: 1,
            }
          : { users: [mia], nextCursor: 'next-page', pageSize: 1 },
    });
    await row('Mia Member');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await row('Olly Older')).toBeTruthy();
    expect(server.calls('admin.users').at(-1)?.input).toMatchObject({ cursor: 'next-page' });
    await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'mia');
    await waitFor(() => expect(server.calls('admin.users').at(-1)?.input).toMatchObject({ search: 'mia' }));
  });

  it('edits a plan: tier and session limit (-1 for unlimited)', async () => {
    const { user, server } = renderUsers({
      'admin.setPlan': (input) => ({
        ...mia,
        tier: input.tier ?? mia.tier,
        sessionsLimit: input.sessionsLimit ?? 5,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Mia Member' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Plan tier' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Pro' }));
    const limit = within(dialog).getByRole('textbox', { name: /Sessions per month/ });
    await user.clear(limit);
    await user.type(limit, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls('admin.setPlan')[0]?.input).toEqual({
        userId: mia.id,
        tier: 'pro',
        sessionsLimit: -1,
      }),
    );
    expect(await screen.findByText('Plan updated')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a session limit above the maximum in the dialog', async () => {
    const { user, server } = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Edit Mia Member' }));
    const dialog = await screen.findByRole('dialog');
    const limit = within(dialog).getByRole('textbox', { name: /Sessions per month/ });
    await user.clear(limit);
    await user.type(limit, '20000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Session limit must be -1 \(unlimited\)/)).toBeTruthy();
    expect(server.calls('admin.setPlan')).toHaveLength(0);
  });

  it('bans after a confirmation, and offers unban for a banned user', async () => {
    let banned = false;
    const { user, server } = renderUsers({
      'admin.users': () => ({
        users: [{ ...mia, banned, bannedAt: banned ? '2026-11-23T00:00:00.000Z' : null }],
        nextCursor: null,
        pageSize: 50,
      }),
      'admin.ban': (input) => {
        banned = true;
        return { ...mia, id: input.userId, banned: true, bannedAt: '2026-11-23T00:00:00.000Z' };
      },
      'admin.unban': (input) => {
        banned = false;
        return { ...mia, id: input.userId };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Ban Mia Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban this user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ban user' }));
    await waitFor(() => expect(server.calls('admin.ban')[0]?.input).toEqual({ userId: mia.id }));
    expect(await screen.findByText('User banned')).toBeTruthy();
    // The list is fetched again and the row now offers Unban.
    await user.click(await screen.findByRole('button', { name: 'Unban Mia Member' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unban this user?' });
    await user.click(within(confirm).getByRole('button', { name: 'Unban user' }));
    await waitFor(() => expect(server.calls('admin.unban')[0]?.input).toEqual({ userId: mia.id }));
  });

  it('cancelling the ban dialog sends nothing; the admin has no ban button on their own row', async () => {
    const { user, server } = renderUsers({
      'admin.users': {
        users: [
          mia,
          makeAdminUser({ id: ADMIN_ID, name: 'Ada Lovelace', email: 'ada@example.com', isAdmin: true }),
        ],
        nextCursor: null,
        pageSize: 50,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Ban Mia Member' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('admin.ban')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Edit Ada Lovelace' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ban Ada Lovelace' })).toBeNull();
  });

  it('turns the table into cards below 768 px', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...real(query),
      matches: query === PHONE_QUERY,
    }));
    renderUsers({
      'admin.users': {
        users: [
          makeAdminUser({
            sessionsLimit: -1,
            sessionsThisMonth: 3,
            plan: { tier: 'starter', fromTrial: false, trialEndsAt: null, sessionsLimit: -1 },
          }),
        ],
        nextCursor: null,
        pageSize: 50,
      },
    });
    const card = within(await row('Mia Member'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.getByTestId('sessions-usage').textContent).toBe('3 / ∞');
    expect(card.getByRole('button', { name: 'Edit Mia Member' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Ban Mia Member' })).toBeTruthy();
  });
});
