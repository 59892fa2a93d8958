import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TRPCProvider, type AppTRPCClient } from './lib/trpc';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  trpcClient: AppTRPCClient;
  /**
   * The toast region: the app loads it lazily (DeferredToastRegion), the test render mounts it at once. The
   * modals provider is not here either: it lives in the signed-in layouts, which are lazy, so the landing page's
   * bundle has no modal code.
   */
  toasts: ReactNode;
  /** 'test' disables Mantine transitions and portals. */
  env?: 'default' | 'test';
}

/** Every provider of the app except the router and the modals; App and the test render both use it. */
export function AppProviders({
  children,
  queryClient,
  trpcClient,
  toasts,
  env = 'default',
}: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      env={env}
    >
      {toasts}
      <QueryClientProvider client={queryClient}>
        <TRPCProvider queryClient={queryClient} trpcClient={trpcClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
