import './styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ROUTES } from '@mentor/validation/plain';
import { App } from './App';
import { prefetchDashboardChunks } from './features/dashboard/prefetch';

// A dashboard address is almost always a signed-in user's: its code starts loading while the session is checked.
// (The landing page's visitors, at '/', load nothing more.)
if (window.location.pathname.startsWith(ROUTES.dashboard)) prefetchDashboardChunks(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
