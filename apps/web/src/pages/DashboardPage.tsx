import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router';
import { isDashboardView, type DashboardView } from '../layouts/nav';
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/** Each dashboard view loads on its own; a view's issue replaces its module. */
const VIEWS: Record<DashboardView, LazyExoticComponent<ComponentType>> = {
  overview: lazy(() => import('../features/dashboard/OverviewView')),
  chat: lazy(() => import('../features/chat/ChatView')),
  goals: lazy(() => import('../features/goals/GoalsView')),
  history: lazy(() => import('../features/summaries/HistoryView')),
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
