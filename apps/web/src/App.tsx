import { useState } from 'react';
import { BrowserRouter } from 'react-router';
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
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
