import { MESSAGES, verifyBannerText } from '@mentor/validation';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './router';
import { browser } from './lib/browser';
import { EMPTY_STATS } from './features/goals/test-data';
import { LocationProbe, makeUser, render, screen, stubFetch } from './test-utils';

// The two public pages belong to the landing issue; the router only has to pick them.
vi.mock('./pages/LandingPage', () => ({ default: () => <h1>Landing page</h1> }));
vi.mock('./pages/HowSessionsWorkPage', () => ({ default: () => <h1>How sessions work</h1> }));
// Screens of other issues: the router only has to reach them.
vi.mock('./features/chat/ChatView', () => ({ default: () => <h2>Chat view</h2> }));
vi.mock('./features/goals/GoalsView', () => ({ default: () => <h2>Goals view</h2> }));
vi.mock('./features/summaries/HistoryView', () => ({ default: () => <h2>History view</h2> }));
vi.mock('./pages/InspirationPage', () => ({ default: () => <h1>Inspiration page</h1> }));
vi.mock('./pages/AdminPage', () => ({ default: () => <h1>Admin page</h1> }));
vi.mock('./pages/UpgradePage', () => ({ default: () => <h1>Upgrade page</h1> }));
vi.mock('./pages/AccountSubscriptionPage', () => ({ default: () => <h2>Subscription page</h2> }));
vi.mock('./pages/AccountHelpPage', () => ({ default: () => <h2>Help page</h2> }));
vi.mock('./pages/AccountExportPage', () => ({ default: () => <h2>Export page</h2> }));
vi.mock('./pages/ForgotPasswordPage', () => ({ default: () => <h1>Forgot password page</h1> }));
vi.mock('./pages/ResetPasswordPage', () => ({ default: () => <h1>Reset password page</h1> }));
vi.mock('./pages/VerifyEmailPage', () => ({ default: () => <h1>Verify email page</h1> }));
vi.mock('./pages/UnsubscribePage', () => ({ default: () => <h1>Unsubscribe page</h1> }));

/** The pages the mails link to: public, the same signed in or out. */
const EMAIL_LINK_PAGES = [
  ['/forgot-password', 'Forgot password page'],
  ['/reset-password?token=t', 'Reset password page'],
  ['/verify-email?token=t', 'Verify email page'],
  ['/unsubscribe?token=t', 'Unsubscribe page'],
] as const;

function renderAt(route: string) {
  return render(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route },
  );
}

const signedIn = () => stubFetch({ 'auth.me': makeUser(), 'trial.status': { access: null } });
const signedOut = () => stubFetch({ 'auth.me': null });

describe('routes while the user call loads', () => {
  it("shows 'Loading...'", () => {
    stubFetch({ 'auth.me': () => new Promise(() => {}) });
    renderAt('/dashboard');
    expect(screen.getByText(MESSAGES.auth.loading)).toBeTruthy();
  });
});

describe('signed-out routes', () => {
  it.each(['/', '/dashboard', '/dashboard/chat', '/account/profile', '/admin', '/no-such-page'])(
    '%s shows the landing page',
    async (route) => {
      signedOut();
      renderAt(route);
      expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe(route);
      expect(screen.queryByText(MESSAGES.notFound.title)).toBeNull();
    },
  );

  it('/inspiration shows the inspiration page (its log-in prompt), not the landing page', async () => {
    signedOut();
    renderAt('/inspiration');
    expect(await screen.findByRole('heading', { name: 'Inspiration page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Landing page' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/inspiration');
  });

  it('/how-sessions-work is public', async () => {
    signedOut();
    renderAt('/how-sessions-work');
    expect(await screen.findByRole('heading', { name: 'How sessions work' })).toBeTruthy();
  });

  it('/sign-in shows the sign-in screen', async () => {
    signedOut();
    renderAt('/sign-in');
    expect(await screen.findByRole('tab', { name: 'Create account' })).toBeTruthy();
  });

  it.each(EMAIL_LINK_PAGES)('%s is public', async (route, heading) => {
    signedOut();
    renderAt(route);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(route);
  });
});

describe('signed-in routes', () => {
  it('/ and /dashboard show the overview', async () => {
    signedIn();
    renderAt('/');
    expect(await screen.findByText(/Good (morning|afternoon), Ada!/)).toBeTruthy();
  });

  it('asks for the user once, and for the overview data at once, in one batch, on the way to the overview', async () => {
    const server = stubFetch({
      'auth.me': makeUser(),
      'trial.status': { access: null },
      'goals.list': [],
      'goals.stats': EMPTY_STATS,
      'summaries.list': { items: [], nextCursor: null },
      'chat.quota': { sessionsThisMonth: 0, limit: 5, remaining: 5, trialActive: false },
      'chat.sessionWork': { pending: [], finished: [] },
    });
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'This Week' })).toBeTruthy();
    expect(server.calls('auth.me')).toHaveLength(1);
    const batches = new Set(
      server
        .calls()
        .filter((call) => call.key !== 'auth.me')
        .map((call) => call.url),
    );
    expect(batches.size).toBe(1);
    expect(
      server
        .calls()
        .map((call) => call.key)
        .sort(),
    ).toEqual([
      'auth.me',
      'chat.quota',
      'chat.sessionWork',
      'goals.list',
      'goals.stats',
      'summaries.list',
      'trial.status',
    ]);
  });

  it('/dashboard/{view} follows the path segment', async () => {
    signedIn();
    renderAt('/dashboard/goals');
    expect(await screen.findByRole('heading', { name: 'Goals view' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Goals', current: 'page' })).toBeTruthy();
  });

  it('an unknown path shows the 404 page', async () => {
    signedIn();
    renderAt('/definitely/not/here');
    expect(await screen.findByText(MESSAGES.notFound.title)).toBeTruthy();
    expect(screen.getByText(MESSAGES.notFound.hint)).toBeTruthy();
  });

  it('an unknown dashboard view shows the 404 page', async () => {
    signedIn();
    renderAt('/dashboard/nope');
    expect(await screen.findByText(MESSAGES.notFound.title)).toBeTruthy();
  });

  it('/sign-in redirects to /dashboard', async () => {
    signedIn();
    renderAt('/sign-in');
    expect(await screen.findByText(/Good (morning|afternoon)/)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });

  it('/account opens Profile Settings', async () => {
    signedIn();
    renderAt('/account');
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeTruthy();
    expect(await screen.findByLabelText('First Name')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/account/profile');
  });

  it.each([
    ['/dashboard/overview', /Good (morning|afternoon), Ada!/],
    ['/dashboard/chat', 'Chat view'],
    ['/dashboard/history', 'History view'],
    ['/inspiration', 'Inspiration page'],
    ['/admin', 'Admin page'],
    ['/account/subscription', 'Subscription page'],
    ['/account/help', 'Help page'],
    ['/account/export', 'Export page'],
  ])('%s shows its screen', async (route, heading) => {
    signedIn();
    renderAt(route);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });

  it('/upgrade (the trial banner link) opens the plans under the dashboard header', async () => {
    signedIn();
    renderAt('/upgrade');
    expect(await screen.findByRole('heading', { name: 'Upgrade page' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/upgrade');
  });

  it('/how-sessions-work stays reachable', async () => {
    signedIn();
    renderAt('/how-sessions-work');
    expect(await screen.findByRole('heading', { name: 'How sessions work' })).toBeTruthy();
  });

  it.each(EMAIL_LINK_PAGES)('%s stays reachable', async (route, heading) => {
    signedIn();
    renderAt(route);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(route);
  });

  it.each(['/dashboard/goals', '/account/help'])(
    '%s shows the verification banner above the screen until the address is verified',
    async (route) => {
      stubFetch({ 'auth.me': makeUser({ emailVerified: false }), 'trial.status': { access: null } });
      renderAt(route);
      expect(await screen.findByText(verifyBannerText('ada@example.com'))).toBeTruthy();
      expect(screen.getByRole('button', { name: MESSAGES.email.verifyResend })).toBeTruthy();
    },
  );

  it('sends the browser time zone once when the user has none', async () => {
    vi.spyOn(browser, 'timeZone').mockReturnValue('America/New_York');
    const user = makeUser({ timeZone: null });
    const server = stubFetch({
      'auth.me': user,
      'trial.status': { access: null },
      'account.setEmailPreferences': (input) => ({ ...user, ...input }),
    });
    renderAt('/dashboard/goals');
    expect(await screen.findByRole('heading', { name: 'Goals view' })).toBeTruthy();
    await vi.waitFor(() => expect(server.calls('account.setEmailPreferences')).toHaveLength(1));
    expect(server.calls('account.setEmailPreferences')[0]?.input).toEqual({ timeZone: 'America/New_York' });
  });

  it('a session that ends while the app is open gets the unauthorized handling', async () => {
    const server = signedIn();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { queryClient } = renderAt('/dashboard');
    expect(await screen.findByText(/Good (morning|afternoon)/)).toBeTruthy();
    server.use({ 'auth.me': null });
    await queryClient.refetchQueries();
    expect(await screen.findByText(MESSAGES.auth.unauthorizedBody)).toBeTruthy();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
  });
});
