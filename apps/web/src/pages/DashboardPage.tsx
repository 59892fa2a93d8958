import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { isDashboardView, type DashboardView } from '../layouts/nav';
import { lazyPage } from '../lib/lazy-page';
const NotFoundPage = lazyPage(() => import('./NotFoundPage'));

/**
 * Each dashboard view loads on its own (lazyPage: a view whose code failed to load loads again on Try again); a
 * view's issue replaces its module.
 */
const VIEWS: Record<DashboardView, ComponentType> = {
  overview: lazyPage(() => import('../features/dashboard/OverviewView')),
  chat: lazyPage(() => import('../features/chat/ChatView')),
  goals: lazyPage(() => import('../features/goals/GoalsView')),
  history: lazyPage(() => import('../features/summaries/HistoryView')),
};

/**
 * '/', '/dashboard' and '/dashboard/{view}': the view follows the path segment after /dashboard (overview by
 * default); the header's navigation is the view switcher. An unknown view is a 404.
 */
export default function DashboardPage() {
  const { view = 'overview' } = useParams<{ view: string }>();
  if (!isDashboardView(view)) return <NotFoundPage />;
  const View = VIEWS[view];
  return <View />;
}
