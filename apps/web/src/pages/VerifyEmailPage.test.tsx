import { MESSAGES } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { makeUser, render, screen, stubFetch, trpcError, waitFor, within } from '../test-utils';
import VerifyEmailPage from './VerifyEmailPage';

const E = MESSAGES.email;
const TOKEN = 'verify-token-123';

function renderVerify(route = `/verify-email?token=${TOKEN}`, signedIn?: ReturnType<typeof makeUser>) {
  // StrictMode at the root, as in the app: its doubled effects must not verify twice.
  return render(<VerifyEmailPage />, { route, user: signedIn, reactStrictMode: true });
}

const main = () => within(screen.getByRole('main'));

describe('Verify email', () => {
  it('verifies once on arrival, then leads to signing in', async () => {
    const server = stubFetch({
      'auth.me': null,
      'auth.verifyEmail': { verified: true, email: 'ada@example.com' },
    });
    renderVerify();
    expect(screen.getByText(E.verifying)).toBeTruthy();
    expect(await screen.findByText(E.verifyDone)).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(server.calls('auth.verifyEmail').map((c) => c.input)).toEqual([{ token: TOKEN }]);
    expect(main().getByRole('link', { name: E.signIn }).getAttribute('href')).toBe('/sign-in');
  });

  it('signed in: reads the user again (the banner goes) and leads to the dashboard', async () => {
    const unverified = makeUser({ emailVerified: false });
    const server = stubFetch({
      'auth.me': unverified,
      'auth.verifyEmail': () => {
        server.use({ 'auth.me': { ...unverified, emailVerified: true } });
        return { verified: true, email: unverified.email };
      },
    });
    const { queryClient } = renderVerify(undefined, unverified);
    expect(await screen.findByText(E.verifyDone)).toBeTruthy();
    expect(main().getByRole('link', { name: E.goToDashboard }).getAttribute('href')).toBe('/dashboard');
    await waitFor(() =>
      expect(
        queryClient.getQueriesData<{ emailVerified: boolean }>({ queryKey: [['auth', 'me']] })[0]?.[1]
          ?.emailVerified,
      ).toBe(true),
    );
    expect(server.calls('auth.verifyEmail')).toHaveLength(1);
  });

  it('says a used, expired or unknown link is invalid', async () => {
    stubFetch({ 'auth.me': null, 'auth.verifyEmail': trpcError('BAD_REQUEST', E.verifyInvalid) });
    renderVerify();
    expect((await screen.findByRole('alert')).textContent).toBe(E.verifyInvalid);
    expect(screen.queryByText(E.verifyDone)).toBeNull();
    expect(main().getByRole('link', { name: E.signIn })).toBeTruthy();
  });

  it('says so at once without a token, and sends nothing', () => {
    const server = stubFetch({ 'auth.me': null });
    renderVerify('/verify-email');
    expect(screen.getByRole('alert').textContent).toBe(E.verifyInvalid);
    expect(server.calls('auth.verifyEmail')).toHaveLength(0);
  });
});
