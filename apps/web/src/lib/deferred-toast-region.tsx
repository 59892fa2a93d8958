import { notificationsStore } from '@mantine/notifications';
import { TOAST_LIMIT } from '@mentor/validation/plain';
import { lazy, Suspense, useEffect, useState } from 'react';

const ToastRegion = lazy(() => import('./toast-region').then((m) => ({ default: m.ToastRegion })));

/** How long after the first render the toast region loads when no toast has asked for it sooner. */
const IDLE_LOAD_MS = 3000;

/**
 * The app's toast region, loaded off the critical path: the landing page shows no toast on arrival, so the
 * notifications code (and its transitions and portal) comes in a chunk of its own, fetched when the first toast
 * is shown or once the page has settled. A toast shown before then waits in Mantine's store and appears as soon
 * as the region mounts.
 */
export function DeferredToastRegion() {
  const [wanted, setWanted] = useState(() => notificationsStore.getState().notifications.length > 0);
  useEffect(() => {
    // The region sets the store's limit when it mounts; until then toasts already queue one at a time.
    notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT }));
  }, []);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const unsubscribe = notificationsStore.subscribe(want);
    const timer = window.setTimeout(want, IDLE_LOAD_MS);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
