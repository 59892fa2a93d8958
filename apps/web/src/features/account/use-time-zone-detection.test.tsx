import type { PublicUser } from '@mentor/validation';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import { makeUser, render, stubFetch, trpcError, waitFor } from '../../test-utils';
import { useTRPC } from '../../lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { useTimeZoneDetection } from './use-time-zone-detection';

/** As in the route table: the hook gets the user the session check has. */
function Probe() {
  const trpc = useTRPC();
  const user = useQuery(trpc.auth.me.queryOptions()).data ?? null;
  useTimeZoneDetection(user);
  return <div data-testid="zone">{user?.timeZone ?? 'none'}</div>;
}

function renderProbe(user: PublicUser | null, handlers: Parameters<typeof stubFetch>[0] = {}) {
  const server = stubFetch({
    'auth.me': user,
    'account.setEmailPreferences': (input) => ({ ...user!, ...input }),
    ...handlers,
  });
  return { server, ...render(<Probe />, { user, reactStrictMode: true }) };
}

describe('time zone detection', () => {
  it("sends the browser's zone once when the user has none, silently", async () => {
    vi.spyOn(browser, 'timeZone').mockReturnValue('America/New_York');
    const { server, getByTestId } = renderProbe(makeUser({ timeZone: null }));
    await waitFor(() => expect(getByTestId('zone').textContent).toBe('America/New_York'));
    expect(server.calls('account.setEmailPreferences').map((c) => c.input)).toEqual([
      { timeZone: 'America/New_York' },
    ]);
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });

  it('sends nothing when the user has a time zone', async () => {
    vi.spyOn(browser, 'timeZone').mockReturnValue('America/New_York');
    const { server } = renderProbe(makeUser({ timeZone: 'Europe/Berlin' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls('account.setEmailPreferences')).toHaveLength(0);
  });

  it('sends nothing signed out', async () => {
    const { server } = renderProbe(null);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls('account.setEmailPreferences')).toHaveLength(0);
  });

  it('ignores a failure (no toast, no second try)', async () => {
    vi.spyOn(browser, 'timeZone').mockReturnValue('America/New_York');
    const { server } = renderProbe(makeUser({ timeZone: null }), {
      'account.setEmailPreferences': trpcError('INTERNAL_SERVER_ERROR', 'boom'),
    });
    await waitFor(() => expect(server.calls('account.setEmailPreferences')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls('account.setEmailPreferences')).toHaveLength(1);
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });
});
