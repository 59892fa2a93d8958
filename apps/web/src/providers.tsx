import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastRegion } from './lib/toast-region';
import { TRPCProvider, type AppTRPCClient } from './lib/trpc';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  trpcClient: AppTRPCClient;
  /** 'test' disables Mantine transitions and portals. */
  env?: 'default' | 'test';
}

/** Every provider of the app except the router; App and the test render both use it. */
export function AppProviders({ children, queryClient, trpcClient, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      env={env}
    >
      <ToastRegion />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider queryClient={queryClient} trpcClient={trpcClient}>
          <ModalsProvider>{children}</ModalsProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
