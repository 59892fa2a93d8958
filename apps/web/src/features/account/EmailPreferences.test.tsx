import { MESSAGES, type PublicUser } from '@mentor/validation';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import { makeUser, render, screen, stubFetch, trpcError, waitFor } from '../../test-utils';
import { useCurrentUser } from '../auth/use-auth';
import { EmailPreferences } from './EmailPreferences';

const E = MESSAGES.email;
const ada = makeUser({ summaryEmails: true, weeklyCheckin: false, timeZone: 'Europe/Berlin' });

/** As on the page: the card follows the signed-in user, which a saved preference refreshes. */
function Section() {
  return <EmailPreferences user={useCurrentUser()} />;
}

/** The fake server keeps the user: a saved preference changes what `auth.me` answers next. */
function renderPreferences(signedIn: PublicUser = ada, handlers: Parameters<typeof stubFetch>[0] = {}) {
  let current = signedIn;
  const server = stubFetch({
    'auth.me': () => current,
    'account.setEmailPreferences': (input) => {
      current = { ...current, ...input };
      return current;
    },
    ...handlers,
  });
  return { server, ...render(<Section />, { route: '/account/profile', user: signedIn }) };
}

const toggle = (name: string) => screen.getByRole<HTMLInputElement>('switch', { name });

describe('Email preferences', () => {
  it('shows each switch as the user has it', () => {
    vi.spyOn(browser, 'timeZone').mockReturnValue('Europe/Berlin');
    renderPreferences();
    expect(screen.getByRole('heading', { name: E.preferencesTitle })).toBeTruthy();
    expect(toggle(E.summaryEmailsLabel).checked).toBe(true);
    expect(toggle(E.weeklyCheckinLabel).checked).toBe(false);
    expect(screen.getByText(E.summaryEmailsHint)).toBeTruthy();
    expect(screen.getByText(E.weeklyCheckinHint)).toBeTruthy();
    expect(screen.getByTestId('email-time-zone').textContent).toBe('Time zone: Europe/Berlin');
    // The browser is in the same zone: nothing to offer.
    expect(screen.queryByRole('button', { name: new RegExp(E.useBrowserTimeZone) })).toBeNull();
    expect(screen.queryByText(E.unverifiedHint)).toBeNull();
  });

  it('saves a switch at once, with only that preference', async () => {
    const { server, user } = renderPreferences();
    await user.click(toggle(E.summaryEmailsLabel));
    expect(await screen.findByText(E.preferencesSaved)).toBeTruthy();
    expect(screen.getByText(`${E.summaryEmailsLabel}: off`)).toBeTruthy();
    expect(server.calls('account.setEmailPreferences').map((c) => c.input)).toEqual([
      { summaryEmails: false },
    ]);
    await waitFor(() => expect(toggle(E.summaryEmailsLabel).checked).toBe(false));

    await user.click(toggle(E.weeklyCheckinLabel));
    await waitFor(() => expect(server.calls('account.setEmailPreferences')).toHaveLength(2));
    expect(server.calls('account.setEmailPreferences')[1]?.input).toEqual({ weeklyCheckin: true });
    await waitFor(() => expect(toggle(E.weeklyCheckinLabel).checked).toBe(true));
  });

  it('toasts a failure and puts the switch back', async () => {
    const { user } = renderPreferences(ada, {
      'account.setEmailPreferences': trpcError('INTERNAL_SERVER_ERROR', MESSAGES.generic.internal),
    });
    await user.click(toggle(E.summaryEmailsLabel));
    expect(await screen.findByText(E.preferencesFailed)).toBeTruthy();
    await waitFor(() => expect(toggle(E.summaryEmailsLabel).checked).toBe(true));
  });

  it("offers this browser's time zone when it differs", async () => {
    vi.spyOn(browser, 'timeZone').mockReturnValue('America/New_York');
    const { server, user } = renderPreferences();
    await user.click(screen.getByRole('button', { name: `${E.useBrowserTimeZone} (America/New_York)` }));
    await waitFor(() =>
      expect(screen.getByTestId('email-time-zone').textContent).toBe('Time zone: America/New_York'),
    );
    expect(server.calls('account.setEmailPreferences').map((c) => c.input)).toEqual([
      { timeZone: 'America/New_York' },
    ]);
    expect(screen.queryByRole('button', { name: new RegExp(E.useBrowserTimeZone) })).toBeNull();
  });

  it('says nothing is sent until the address is verified', () => {
    renderPreferences(makeUser({ emailVerified: false, timeZone: null }));
    expect(screen.getByText(E.unverifiedHint)).toBeTruthy();
    expect(screen.getByTestId('email-time-zone').textContent).toBe(`Time zone: ${E.timeZoneUnset}`);
  });
});
