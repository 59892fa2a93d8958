import { OVERVIEW_SUMMARIES, ROUTES } from '@mentor/validation/plain';
import type { QueryClient } from '@tanstack/react-query';
import { isDashboardView, type DashboardView } from '../../layouts/nav';
import { pageParams } from '../../lib/pages';
import type { useTRPC } from '../../lib/trpc';

type Trpc = ReturnType<typeof useTRPC>;

/**
 * The calls the overview makes as it arrives (Current Goals, Recent Session Summaries, This Week, the
 * Subscription card, the trial banner). The route table prefetches them with the overview's chunks, and the
 * overview waits for them before it lays out its cards (no layout shift).
 */
export function overviewQueries(trpc: Trpc) {
  return [
    trpc.goals.list.queryOptions(),
    trpc.goals.stats.queryOptions(),
    trpc.chat.quota.queryOptions(),
    // The trial banner ignores a failed status call (spec section 4), so does its prefetch.
    { ...trpc.trial.status.queryOptions(), meta: { unauthorized: 'ignore' as const } },
  ] as const;
}

/** The overview's Recent Session Summaries: the first page of OVERVIEW_SUMMARIES (the same query useRecentSummaries asks). */
export function recentSummariesQuery(trpc: Trpc) {
  return trpc.summaries.list.infiniteQueryOptions({ limit: OVERVIEW_SUMMARIES }, pageParams);
}

/**
 * The work after the user's replies (useSessionWork): the overview, Goals and History show what it writes, and ask
 * for it with their data.
 */
export function sessionWorkQuery(trpc: Trpc) {
  return trpc.chat.sessionWork.queryOptions();
}

/** The dashboard view a signed-in user sees at `pathname` ('/' is the overview), or null for other screens. */
export function dashboardViewAt(pathname: string): DashboardView | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === ROUTES.dashboard) return 'overview';
  const view = path.startsWith(`${ROUTES.dashboard}/`) ? path.slice(ROUTES.dashboard.length + 1) : undefined;
  return isDashboardView(view) ? view : null;
}

const VIEW_CHUNKS: Record<DashboardView, () => Promise<unknown>> = {
  overview: () => import('./OverviewView'),
  chat: () => import('../chat/ChatView'),
  goals: () => import('../goals/GoalsView'),
  history: () => import('../summaries/HistoryView'),
};

/**
 * Starts loading the code of the dashboard view at `pathname` (layout, page, view), all at once instead of one
 * lazy chunk after the other. The router's own lazy imports then find them loaded or on the way.
 */
export function prefetchDashboardChunks(pathname: string): void {
  const view = dashboardViewAt(pathname);
  if (!view) return;
  void import('../../layouts/DashboardLayout');
  void import('../../pages/DashboardPage');
  void VIEW_CHUNKS[view]();
}

/**
 * For a signed-in user at `pathname`: the view's code and its data together, the data in one batch, while the
 * chunks load. Called by the route table as soon as the session check answers with a user.
 */
export function prefetchDashboard(pathname: string, queryClient: QueryClient, trpc: Trpc): void {
  const view = dashboardViewAt(pathname);
  if (!view) return;
  prefetchDashboardChunks(pathname);
  if (view === 'overview') {
    const [goals, stats, quota, trial] = overviewQueries(trpc);
    void queryClient.prefetchQuery(goals);
    void queryClient.prefetchInfiniteQuery(recentSummariesQuery(trpc));
    void queryClient.prefetchQuery(stats);
    void queryClient.prefetchQuery(quota);
    void queryClient.prefetchQuery(trial);
    void queryClient.prefetchQuery(sessionWorkQuery(trpc));
  } else if (view === 'goals') {
    void queryClient.prefetchQuery(trpc.goals.list.queryOptions());
    void queryClient.prefetchQuery(trpc.goals.stats.queryOptions());
    void queryClient.prefetchQuery(sessionWorkQuery(trpc));
  } else if (view === 'history') {
    void queryClient.prefetchInfiniteQuery(trpc.summaries.list.infiniteQueryOptions({}, pageParams));
    void queryClient.prefetchQuery(sessionWorkQuery(trpc));
  }
}
