import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './layouts/ErrorBoundary';
import { DeferredToastRegion } from './lib/deferred-toast-region';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient } from './lib/trpc';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <AppProviders queryClient={queryClient} trpcClient={trpcClient} toasts={<DeferredToastRegion />}>
      {/* The root boundary: whatever throws outside a lazy route's own boundary (the landing page, the route table). */}
      <ErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </AppProviders>
  );
}
