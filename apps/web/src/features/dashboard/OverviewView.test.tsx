import { describe, expect, it, vi } from 'vitest';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from '../../lib/poll';
import {
  fakePollingTimers,
  makeUser,
  poll,
  render,
  screen,
  sessionWorkOf,
  stubFetch,
  trpcError,
  waitFor,
  within,
  type StubHandlers,
} from '../../test-utils';
import { EMPTY_STATS, makeGoal } from '../goals/test-data';
import { makeSummary } from '../summaries/test-data';
import OverviewView from './OverviewView';
import { ThisWeekCard, weekMessage } from './ThisWeekCard';

function quota(sessionsThisMonth: number, limit: number, trialActive = false) {
  return {
    sessionsThisMonth,
    limit,
    remaining: limit < 0 ? null : Math.max(0, limit - sessionsThisMonth),
    trialActive,
  };
}

const ANSWERS = {
  'trial.status': { access: null },
  'goals.list': [],
  'goals.stats': EMPTY_STATS,
  'summaries.list': { items: [], nextCursor: null },
  'chat.quota': quota(0, 5),
  'chat.sessionWork': { pending: [], finished: [] },
};

function renderOverview(overrides: Parameters<typeof makeUser>[0] = {}, answers: StubHandlers = {}) {
  const user = makeUser(overrides);
  stubFetch({ 'auth.me': user, ...ANSWERS, ...answers });
  return render(<OverviewView />, { route: '/dashboard', user });
}

describe('OverviewView', () => {
  it("greets with 'Good morning' before noon and the first name", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 10, 9, 30));
    renderOverview();
    expect(await screen.findByRole('heading', { name: 'Good morning, Ada!' })).toBeTruthy();
  });

  it("greets with 'Good afternoon' from noon", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 10, 12, 0));
    renderOverview();
    expect(await screen.findByRole('heading', { name: 'Good afternoon, Ada!' })).toBeTruthy();
  });

  it('shows the plan and sessions used over the limit', async () => {
    renderOverview(
      { subscriptionTier: 'starter', sessionsThisMonth: 3, sessionsLimit: 5 },
      { 'chat.quota': quota(3, 5) },
    );
    await waitFor(() => expect(screen.getByTestId('sessions-usage').textContent).toBe('3 / 5'));
    expect(screen.getByText('Starter')).toBeTruthy();
  });

  it("shows '∞' for an unlimited plan", async () => {
    renderOverview(
      { subscriptionTier: 'pro', sessionsThisMonth: 12, sessionsLimit: -1 },
      { 'chat.quota': quota(12, -1) },
    );
    await waitFor(() => expect(screen.getByTestId('sessions-usage').textContent).toBe('12 / ∞'));
    expect(screen.getByText('Pro')).toBeTruthy();
  });

  it("shows a Starter account in its trial as 'Pro trial', unlimited, as the server counts it", async () => {
    renderOverview(
      {
        subscriptionTier: 'starter',
        sessionsThisMonth: 9,
        sessionsLimit: 5,
        trialEndsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      },
      { 'chat.quota': quota(2, -1, true) },
    );
    await waitFor(() => expect(screen.getByTestId('sessions-usage').textContent).toBe('2 / ∞'));
    expect(screen.getByText('Pro trial')).toBeTruthy();
  });

  it('offers the quick actions', async () => {
    renderOverview();
    const card = (await screen.findByRole('heading', { name: 'Quick Actions' })).closest(
      '.mantine-Card-root',
    ) as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Start new session' }).getAttribute('href')).toBe(
      '/dashboard/chat?new',
    );
    expect(within(card).getByRole('link', { name: 'Create new goal' }).getAttribute('href')).toBe(
      '/dashboard/goals?new=1',
    );
  });

  it('shows the trial banner while the trial runs', async () => {
    stubFetch({
      ...ANSWERS,
      'auth.me': makeUser(),
      'trial.status': {
        access: {
          status: 'pro',
          reason: 'trial',
          trialEndsAt: new Date(Date.now() + 5 * 86_400_000 - 1000).toISOString(),
        },
      },
    });
    render(<OverviewView />, { route: '/dashboard', user: makeUser() });
    expect(await screen.findByText('5 days left in your Pro trial')).toBeTruthy();
  });

  it('shows the onboarding panel to a user with no sessions and no goals', async () => {
    renderOverview();
    expect(await screen.findByRole('region', { name: 'Welcome! Let’s get you started' })).toBeTruthy();
  });

  it('shows the first two goals, no onboarding, and the week in numbers', async () => {
    renderOverview(
      { primaryGoal: 'Land a product role' },
      {
        'goals.list': ['First', 'Second', 'Third'].map((title, i) =>
          makeGoal({ id: `11111111-1111-4111-8111-11111111111${i}`, title: `${title} goal` }),
        ),
        'goals.stats': {
          ...EMPTY_STATS,
          weeklySessions: 3,
          streak: 3,
          averageProgress: 42,
          hasSessions: true,
        },
      },
    );
    expect(await screen.findByText('First goal')).toBeTruthy();
    expect(screen.getByText('Second goal')).toBeTruthy();
    expect(screen.queryByText('Third goal')).toBeNull();
    expect((await screen.findByTestId('week-weeklySessions')).textContent).toBe('3');
    expect(screen.getByTestId('week-averageProgress').textContent).toBe('42%');
    expect(screen.getByTestId('week-message').textContent).toBe(weekMessage(3));
    expect(screen.queryByRole('region', { name: 'Welcome! Let’s get you started' })).toBeNull();
  });

  it('shows a session’s summary and the progress it gave a goal once its work is done, then stops looking', async () => {
    fakePollingTimers();
    const summary = makeSummary();
    const work = sessionWorkOf(summary.sessionId!);
    const server = stubFetch({
      'auth.me': makeUser(),
      ...ANSWERS,
      'chat.sessionWork': work.answer,
      'summaries.list': () => ({ items: work.done ? [summary] : [], nextCursor: null }),
      'goals.list': () => [makeGoal({ progress: work.done ? 30 : 10 })],
      'goals.stats': () => ({ ...EMPTY_STATS, hasSessions: true, averageProgress: work.done ? 30 : 10 }),
    });
    const { queryClient } = render(<OverviewView />, { route: '/dashboard', user: makeUser() });
    expect(await screen.findByText('Land a product manager role')).toBeTruthy();
    expect(screen.getByTestId('goal-progress').textContent).toBe('10%');
    expect(screen.queryByRole('article', { name: summary.sessionTitle })).toBeNull();
    await poll(queryClient, POLL_INTERVAL_MS);
    expect(server.calls('summaries.list')).toHaveLength(1);

    work.finish();
    await poll(queryClient, POLL_INTERVAL_MS);
    expect(await screen.findByRole('article', { name: summary.sessionTitle })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('goal-progress').textContent).toBe('30%'));
    expect(screen.getByTestId('goal-progress').textContent).toBe('30%');
    expect(screen.getByTestId('week-averageProgress').textContent).toBe('30%');

    const calls = server.calls().length;
    await poll(queryClient, POLL_LIMIT_MS);
    expect(server.calls()).toHaveLength(calls);
  });
});

describe('ThisWeekCard', () => {
  it("shows '—', 'Could not load your stats' and Retry when goals.stats fails, then the numbers", async () => {
    let fail = true;
    const server = stubFetch({
      'goals.stats': () =>
        fail ? trpcError('INTERNAL_SERVER_ERROR') : { ...EMPTY_STATS, weeklySessions: 2, streak: 2 },
    });
    const { user } = render(<ThisWeekCard />);
    expect(await screen.findByText('Could not load your stats')).toBeTruthy();
    expect(screen.getByTestId('week-weeklySessions').textContent).toBe('—');
    expect(screen.getByTestId('week-streak').textContent).toBe('—');
    expect(screen.queryByTestId('week-message')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('week-streak').textContent).toBe('2 days'));
    expect(screen.getByTestId('week-message').textContent).toBe(weekMessage(2));
    expect(screen.queryByText('Could not load your stats')).toBeNull();
    expect(server.calls('goals.stats')).toHaveLength(2);
  });
});

describe('weekMessage', () => {
  it('encourages by the number of sessions in the last 7 days', () => {
    expect(weekMessage(0)).toMatch(/^No sessions yet this week/);
    expect(weekMessage(1)).toBe('One session this week. One more makes it a habit.');
    expect(weekMessage(4)).toBe('4 sessions this week. Keep it up!');
  });
});
