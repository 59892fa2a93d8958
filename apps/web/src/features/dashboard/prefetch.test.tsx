import type { AppRouter } from '@mentor/api';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { describe, expect, it } from 'vitest';
import { createTrpcClient } from '../../lib/trpc';
import { makeUser, render, screen, stubFetch } from '../../test-utils';
import { EMPTY_STATS } from '../goals/test-data';
import OverviewView from './OverviewView';
import { dashboardViewAt, overviewQueries, recentSummariesQuery, sessionWorkQuery } from './prefetch';

describe('dashboardViewAt', () => {
  it('maps the dashboard addresses to their view, and nothing else', () => {
    expect(dashboardViewAt('/')).toBe('overview');
    expect(dashboardViewAt('/dashboard')).toBe('overview');
    expect(dashboardViewAt('/dashboard/')).toBe('overview');
    expect(dashboardViewAt('/dashboard/goals')).toBe('goals');
    expect(dashboardViewAt('/dashboard/chat')).toBe('chat');
    expect(dashboardViewAt('/dashboard/history')).toBe('history');
    expect(dashboardViewAt('/dashboard/overview')).toBe('overview');
    expect(dashboardViewAt('/dashboard/nope')).toBeNull();
    expect(dashboardViewAt('/inspiration')).toBeNull();
    expect(dashboardViewAt('/account/profile')).toBeNull();
  });
});

describe('the overview and its prefetch', () => {
  it('the overview asks for exactly the calls its prefetch makes, and lays out its cards once they answer', async () => {
    const user = makeUser();
    const server = stubFetch({
      'trial.status': { access: null },
      'goals.list': [],
      'goals.stats': EMPTY_STATS,
      'summaries.list': () => new Promise(() => {}),
      'chat.quota': { sessionsThisMonth: 0, limit: 5, remaining: 5, trialActive: false },
      'chat.sessionWork': { pending: [], finished: [] },
    });
    render(<OverviewView />, { route: '/dashboard', user });
    // One call still out: the cards wait, a skeleton of the same grids holds their place.
    expect(await screen.findByLabelText('Loading your overview')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Current Goals' })).toBeNull();
    await screen.findByText(/Good (morning|afternoon)/);
    const trpc = createTRPCOptionsProxy<AppRouter>({
      client: createTrpcClient(),
      queryClient: new QueryClient(),
    });
    const prefetched = [...overviewQueries(trpc), recentSummariesQuery(trpc), sessionWorkQuery(trpc)].map(
      (options) => options.queryKey[0].join('.'),
    );
    expect(prefetched).toHaveLength(6);
    expect(server.calls().map((call) => call.key)).toEqual(expect.arrayContaining(prefetched));
    expect(server.calls()).toHaveLength(prefetched.length);
    expect(server.unhandled).toEqual([]);
  });

  it('shows the cards once every call has answered', async () => {
    stubFetch({
      'trial.status': { access: null },
      'goals.list': [],
      'goals.stats': EMPTY_STATS,
      'summaries.list': { items: [], nextCursor: null },
      'chat.quota': { sessionsThisMonth: 0, limit: 5, remaining: 5, trialActive: false },
    });
    render(<OverviewView />, { route: '/dashboard', user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Current Goals' })).toBeTruthy();
    expect(screen.queryByLabelText('Loading your overview')).toBeNull();
  });
});
