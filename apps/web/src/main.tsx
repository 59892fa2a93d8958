import './styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ROUTES } from '@mentor/validation/plain';
import { App } from './App';
import { prefetchDashboardChunks } from './features/dashboard/prefetch';
import { installChunkReload } from './lib/chunk-reload';

// A screen's code missing after a deploy reloads the page once, onto the new build (lib/chunk-reload.ts).
installChunkReload();

// A lazy screen's code starts loading while the session is checked, not after: a dashboard address is almost
// always a signed-in user's; the explainer and /sign-in are the same screens for everyone. (The landing page's
// visitors, at '/', load nothing more.)
const { pathname } = window.location;
if (pathname.startsWith(ROUTES.dashboard)) prefetchDashboardChunks(pathname);
else if (pathname === ROUTES.howSessionsWork) void import('./pages/HowSessionsWorkPage');
else if (pathname === '/sign-in') void import('./pages/SignInPage');

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A transition: React renders the first screen in slices of a few milliseconds instead of one long task, so the
// page answers input while the app starts (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
