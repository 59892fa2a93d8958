import { ADMIN_RECENT_USERS, ADMIN_UI, estimatedAiCost, TWO_FACTOR_MESSAGES } from '@mentor/validation';
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
import { LocationProbe } from '../../test-utils/LocationProbe';
import { AdminDashboard } from './AdminDashboard';
import { PHONE_QUERY } from './format';
import {
  ADMIN_ID,
  DAILY,
  FEEDBACK_STATS,
  NO_SAFETY_FLAGS,
  REVENUE_STATS,
  SAFETY_STATS,
  SETTINGS,
  USAGE_STATS,
  USER_STATS,
  makeAdminUser,
  makeSupportRequest,
} from './test-data';

vi.setConfig({ testTimeout: 30_000 });

const admin = makeUser({ id: ADMIN_ID, isAdmin: true, firstName: 'Ada', lastName: 'Admin' });

function renderAdmin(handlers: StubHandlers = {}, route = '/admin') {
  const server = stubFetch({
    'auth.me': admin,
    'admin.userStats': USER_STATS,
    'admin.revenueStats': REVENUE_STATS,
    'admin.usageStats': USAGE_STATS,
    'admin.safetyStats': SAFETY_STATS,
    'admin.feedbackStats': FEEDBACK_STATS,
    'admin.daily': DAILY,
    'admin.settings': SETTINGS,
    'admin.users': { users: [makeAdminUser()], nextCursor: null, pageSize: 50 },
    'admin.supportRequests': { requests: [], nextCursor: null, pageSize: 50 },
    'mentors.list': [],
    ...handlers,
  });
  const result = render(
    <>
      <AdminDashboard />
      <LocationProbe />
    </>,
    { route, user: admin },
  );
  return { ...result, server };
}

/** The value (or hint) text of a stat card, once it has loaded. */
async function statText(key: string, part: 'stat-value' | 'stat-hint' = 'stat-value') {
  const card = await screen.findByTestId(`stat-${key}`);
  return (await within(card).findByTestId(part)).textContent;
}

describe('AdminDashboard', () => {
  it('shows the heading, the seven tabs and the overview figures', async () => {
    const { server } = renderAdmin({
      'admin.supportRequests': { requests: [makeSupportRequest()], nextCursor: null, pageSize: 50 },
    });
    expect(
      screen.getByRole('heading', {
        name: 'Admin Dashboard: Manage users, billing, AI oversight, and platform analytics',
      }),
    ).toBeTruthy();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Overview',
      'Users',
      'Billing',
      'AI Oversight',
      'Analytics',
      'Outbox',
      'Settings',
    ]);
    expect(await statText('totalUsers')).toBe('1,234');
    expect(await statText('totalUsers', 'stat-hint')).toBe('210 active this month');
    expect(await statText('monthlyRevenue')).toBe('$4,729.17');
    expect(await statText('monthlyRevenue', 'stat-hint')).toContain('$56,750.00');
    expect(await statText('totalSessions')).toBe('500');
    expect(await statText('totalSessions', 'stat-hint')).toBe('24.7 min average per session');
    expect(await statText('paidUsers')).toBe('100');
    expect(await statText('paidUsers', 'stat-hint')).toBe('8.1% conversion rate');
    // Recent Activity asks for the first 5 users and shows name, email, tier badge and joined date.
    expect(await screen.findByText('Joined Nov 01, 2026')).toBeTruthy();
    expect(screen.getAllByText('mia@example.com').length).toBeGreaterThan(0);
    expect(server.calls('admin.users')[0]?.input).toEqual({ limit: ADMIN_RECENT_USERS });
    // Usage Overview: AI minutes and the two fixed bars.
    expect((await screen.findByTestId('ai-minutes')).textContent).toBe('12,345');
    expect(
      screen.getByRole('progressbar', { name: 'Session completion' }).getAttribute('aria-valuenow'),
    ).toBe('87');
    expect(screen.getByRole('progressbar', { name: 'User satisfaction' }).getAttribute('aria-valuenow')).toBe(
      '94',
    );
    // The support inbox sits in the overview.
    expect(screen.getByRole('heading', { name: 'Support inbox' })).toBeTruthy();
    expect(await screen.findByText('Cannot export')).toBeTruthy();
  });

  it('tells a member they have no access when the server answers 403', async () => {
    renderAdmin({ 'admin.userStats': trpcError('FORBIDDEN') });
    expect(await screen.findByText("You don't have access to this page")).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it("leads an admin without two-factor sign-in to set it up when the admins' setting requires it", async () => {
    renderAdmin({ 'admin.userStats': trpcError('FORBIDDEN', TWO_FACTOR_MESSAGES.adminRequired) });
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.adminRequired)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('link', { name: TWO_FACTOR_MESSAGES.adminSetUp }).getAttribute('href')).toBe(
      '/account/profile#two-factor',
    );
  });

  it('turns "Require two-factor sign-in for admin accounts" on in Settings; a refusal is a toast', async () => {
    let required = false;
    const { server, user } = renderAdmin(
      {
        'admin.signInSettings': () => ({ requireAdminTwoFactor: required }),
        'admin.updateSignInSettings': ({ requireAdminTwoFactor }) => {
          if (server.calls('admin.updateSignInSettings').length === 1) {
            return trpcError('BAD_REQUEST', TWO_FACTOR_MESSAGES.adminSettingOwnFirst);
          }
          required = requireAdminTwoFactor;
          return { requireAdminTwoFactor };
        },
      },
      '/admin?tab=settings',
    );
    const toggle = await screen.findByRole('switch', { name: TWO_FACTOR_MESSAGES.adminSettingLabel });
    expect(toggle).toHaveProperty('checked', false);
    await user.click(toggle);
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.adminSettingOwnFirst)).toBeTruthy();
    expect(screen.getByRole('switch', { name: TWO_FACTOR_MESSAGES.adminSettingLabel })).toHaveProperty(
      'checked',
      false,
    );
    await user.click(screen.getByRole('switch', { name: TWO_FACTOR_MESSAGES.adminSettingLabel }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: TWO_FACTOR_MESSAGES.adminSettingLabel })).toHaveProperty(
        'checked',
        true,
      ),
    );
    expect(server.calls('admin.updateSignInSettings').at(-1)?.input).toEqual({ requireAdminTwoFactor: true });
  });

  it('keeps the open tab in the URL', async () => {
    const { user } = renderAdmin({}, '/admin?tab=billing');
    expect((await screen.findByRole('tab', { name: 'Billing' })).getAttribute('aria-selected')).toBe('true');
    expect(await statText('paidSubscribers')).toBe('100');
    expect(await statText('paidSubscribers', 'stat-hint')).toBe('Starter 1,134 · Pro 90 · Founder+ 10');
    expect(await statText('conversionRate')).toBe('8.1%');
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin?tab=users');
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin');
  });

  it('reads the figures of every tab again after a plan change, and the admin’s own plan after changing it', async () => {
    let paid = 100;
    const mia = makeAdminUser();
    const self = makeAdminUser({ id: ADMIN_ID, name: 'Ada Admin', email: 'ada@example.com', isAdmin: true });
    const { user, server } = renderAdmin({
      'admin.userStats': () => ({ ...USER_STATS, paidUsers: paid }),
      'admin.revenueStats': () => ({ ...REVENUE_STATS, paidSubscribers: paid }),
      'admin.users': { users: [self, mia], nextCursor: null, pageSize: 50 },
      'admin.setPlan': (input) => {
        paid += 1;
        return { ...(input.userId === ADMIN_ID ? self : mia), tier: input.tier ?? 'starter' };
      },
    });
    expect(await statText('paidUsers')).toBe('100');
    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(await statText('paidSubscribers')).toBe('100');

    const changePlan = async (name: string) => {
      await user.click(screen.getByRole('tab', { name: 'Users' }));
      await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('combobox', { name: 'Plan tier' }));
      await user.click(await within(dialog).findByRole('option', { name: 'Pro' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await changePlan('Mia Member');
    // A member's plan: the admin's own account is not read again.
    expect(server.calls('auth.me')).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(await statText('paidUsers')).toBe('101');
    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(await statText('paidSubscribers')).toBe('101');

    // The admin's own plan: their account (plan, quota) is read again too.
    await changePlan('Ada Admin');
    await waitFor(() => expect(server.calls('auth.me')).toHaveLength(1));
    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(await statText('paidSubscribers')).toBe('102');
  });

  it('AI Oversight shows the estimated cost (minutes × $0.02) beside the recorded cost', async () => {
    renderAdmin({}, '/admin?tab=ai');
    expect(await statText('totalMinutes')).toBe('12,345');
    expect(estimatedAiCost(USAGE_STATS.totalMinutes)).toBe(USAGE_STATS.estimatedAiCost);
    expect(await statText('estimatedAiCost')).toBe('$246.90');
    expect(await statText('estimatedAiCost', 'stat-hint')).toBe('12345 min × $0.02');
    expect(await statText('recordedAiCost')).toBe('$3.12');
    expect(await statText('recordedAiCost', 'stat-hint')).toBe('from 321 metered calls');
  });

  it('AI Oversight shows reply feedback per mentor and per provider/model, and the latest reasons', async () => {
    renderAdmin({}, '/admin?tab=ai');
    const card = await screen.findByTestId('feedback-card');
    const mentors = await within(card).findByRole('table', { name: 'Per mentor' });
    const career = within(mentors).getByRole('row', { name: /Career Coach/ });
    expect([...career.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['3', '1', '75%']);
    const models = within(card).getByRole('table', { name: 'Per provider / model' });
    expect(within(models).getByRole('row', { name: /openai \/ gpt-4o-mini/ }).textContent).toContain('60%');
    expect(within(models).getByText('none (crisis reply)')).toBeTruthy();
    expect(within(card).getByTestId('feedback-reasons').textContent).toContain('Ignored my deadline');
  });

  it('AI Oversight says so when no reply was rated', async () => {
    renderAdmin({ 'admin.feedbackStats': { byMentor: [], byModel: [], latestReasons: [] } }, '/admin?tab=ai');
    expect(await screen.findByText('No reply has been rated yet.')).toBeTruthy();
  });

  it('AI Oversight counts the safety flags per category and lists the days with any, newest first', async () => {
    renderAdmin({}, '/admin?tab=ai');
    const card = await screen.findByRole('region', { name: 'Safety flags (last 30 days)' });
    expect(within(card).getByText(ADMIN_UI.stats.safetyHint)).toBeTruthy();
    const total = (category: string) =>
      within(within(card).getByTestId(`safety-total-${category}`)).findByTestId('stat-value');
    expect((await total('self_harm')).textContent).toBe('1');
    expect((await total('medical')).textContent).toBe('1');
    expect((await total('abuse')).textContent).toBe('1');
    expect((await total('harm_to_others')).textContent).toBe('0');
    expect(
      within(within(card).getByTestId('safety-total-self_harm')).getByText('Suicide or self-harm'),
    ).toBeTruthy();

    const table = within(card).getByRole('table', { name: 'Safety flags (last 30 days)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Suicide or self-harm', 'Medical emergency', 'Abuse', 'Threat to others']);
    // Only the days with a flag: Nov 21 had none.
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Nov 23, 2026', '0', '1', '0', '0'],
      ['Nov 22, 2026', '1', '0', '1', '0'],
    ]);
    expect(within(card).queryByText(ADMIN_UI.stats.safetyNone)).toBeNull();
  });

  it('AI Oversight lists the flagged days without a table below 768 px', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...real(query),
      matches: query === PHONE_QUERY,
    }));
    renderAdmin({}, '/admin?tab=ai');
    const card = await screen.findByRole('region', { name: 'Safety flags (last 30 days)' });
    const days = await within(card).findAllByRole('listitem');
    expect(within(card).queryByRole('table')).toBeNull();
    // Per day, the categories flagged that day and their counts.
    expect(days.map((day) => day.textContent)).toEqual([
      'Nov 23, 2026Medical emergency1',
      'Nov 22, 2026Suicide or self-harm1Abuse1',
    ]);
  });

  it('AI Oversight says so when no message was flagged', async () => {
    renderAdmin({ 'admin.safetyStats': NO_SAFETY_FLAGS }, '/admin?tab=ai');
    const card = await screen.findByRole('region', { name: 'Safety flags (last 30 days)' });
    expect(await within(card).findByText('No message was flagged in the last 30 days.')).toBeTruthy();
    expect(within(card).queryByRole('table')).toBeNull();
    const selfHarm = within(card).getByTestId('safety-total-self_harm');
    expect((await within(selfHarm).findByTestId('stat-value')).textContent).toBe('0');
  });

  it('Analytics shows the user and session figures and the two daily charts', async () => {
    renderAdmin({}, '/admin?tab=analytics');
    expect(await statText('activeUsers')).toBe('300');
    expect(await statText('paidConversion')).toBe('8.1%');
    expect(await statText('avgSessionLength')).toBe('24.7 min');
    expect(await statText('sessionsPerUser')).toBe('0.4');
    const figures = [
      await screen.findByRole('figure', { name: 'Sessions per day (last 30 days)' }),
      screen.getByRole('figure', { name: 'Sign-ups per day (last 30 days)' }),
    ];
    // The charts' own chunk (loaded when the tab opens) replaces each skeleton with a chart.
    for (const figure of figures) {
      await waitFor(() => expect(figure.querySelector('.recharts-responsive-container')).toBeTruthy());
    }
  });

  it('Settings states the provider and models, and each button goes somewhere real', async () => {
    const { user } = renderAdmin(
      {
        'mentors.list': [
          {
            id: 'm1',
            name: 'Alex',
            type: 'founder',
            description: 'Startup mentor',
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
      '/admin?tab=settings',
    );
    expect(await screen.findByText('OpenAI API')).toBeTruthy();
    expect(screen.getAllByText('gpt-4o-mini')).toHaveLength(2);
    expect(await screen.findByText('Startup mentor')).toBeTruthy();
    expect(screen.getByText('14 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try the mentors' }).getAttribute('href')).toBe(
      '/dashboard/chat',
    );
    await user.click(screen.getByRole('link', { name: 'Adjust a user’s limit' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin?tab=users');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true'),
    );
  });

  it('names the offline mentor when no AI key is set', async () => {
    renderAdmin(
      { 'admin.settings': { ...SETTINGS, ai: { provider: 'offline', customBaseUrl: false, models: null } } },
      '/admin?tab=settings',
    );
    expect(await screen.findByText('Built-in offline mentor (no OPENAI_API_KEY set)')).toBeTruthy();
  });
});
