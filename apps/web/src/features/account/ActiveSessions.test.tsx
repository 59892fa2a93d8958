import { MESSAGES } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { makeUser, render, screen, stubFetch, trpcError, waitFor, within } from '../../test-utils';
import { ActiveSessions } from './ActiveSessions';

const SESSIONS = [
  {
    id: 's-this',
    device: 'Chrome on Linux',
    createdAt: '2026-11-01T09:00:00.000Z',
    lastUsedAt: '2026-11-23T09:00:00.000Z',
    current: true,
  },
  {
    id: 's-phone',
    device: 'Safari on iOS',
    createdAt: '2026-11-02T09:00:00.000Z',
    lastUsedAt: '2026-11-20T09:00:00.000Z',
    current: false,
  },
  {
    id: 's-work',
    device: 'Firefox on Windows',
    createdAt: '2026-11-03T09:00:00.000Z',
    lastUsedAt: '2026-11-21T09:00:00.000Z',
    current: false,
  },
];

function renderSessions(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const server = stubFetch({ 'auth.me': makeUser(), 'account.sessions': SESSIONS, ...handlers });
  return { server, ...render(<ActiveSessions />, { user: makeUser() }) };
}

describe('Active sessions', () => {
  it('lists the devices with their last use, this device marked and not revocable', async () => {
    renderSessions();
    const rows = await screen.findAllByTestId('login-session');
    expect(rows).toHaveLength(3);
    const mine = rows[0]!;
    expect(within(mine).getByText('Chrome on Linux')).toBeTruthy();
    expect(within(mine).getByText(MESSAGES.account.thisDevice)).toBeTruthy();
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByText(/Last used Nov 20, 2026/)).toBeTruthy();
  });

  it('signs one session out and refetches the list', async () => {
    const { server, user } = renderSessions({ 'account.revokeSession': (input) => ({ id: input.id }) });
    await user.click(
      await screen.findByRole('button', { name: `${MESSAGES.account.signOutSession}: Safari on iOS` }),
    );
    expect(await screen.findByText(MESSAGES.account.sessionSignedOut)).toBeTruthy();
    expect(server.calls('account.revokeSession')[0]?.input).toEqual({ id: 's-phone' });
    await waitFor(() => expect(server.calls('account.sessions').length).toBeGreaterThan(1));
  });

  it('signs every other session out', async () => {
    const { server, user } = renderSessions({ 'account.revokeOtherSessions': { signedOut: 2 } });
    const button = await screen.findByRole('button', { name: MESSAGES.account.signOutOthers });
    server.use({ 'account.sessions': SESSIONS.slice(0, 1) });
    await user.click(button);
    expect(await screen.findByText(MESSAGES.account.othersSignedOut)).toBeTruthy();
    expect(await screen.findByText(MESSAGES.account.noOtherSessions)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MESSAGES.account.signOutOthers })).toBeNull();
  });

  it('toasts a failed sign-out', async () => {
    const { user } = renderSessions({
      'account.revokeSession': trpcError('NOT_FOUND', MESSAGES.account.sessionNotFound),
    });
    await user.click(
      await screen.findByRole('button', { name: `${MESSAGES.account.signOutSession}: Firefox on Windows` }),
    );
    expect(await screen.findByText(MESSAGES.account.revokeFailed)).toBeTruthy();
  });
});
