/**
 * The one custom render of the web app's tests: Mantine (the app theme, env="test": no transitions, no portals),
 * Notifications and modals, a fresh QueryClient with the app's defaults, the tRPC provider (real client; fake
 * the server with stubFetch) and a MemoryRouter at `route`.
 *
 *   stubFetch({ 'auth.me': makeUser() });
 *   const { user, queryClient } = render(<AppRoutes />, { route: '/dashboard' });
 *   // a signed-in screen on its own: seed the user
 *   render(<OverviewView />, { route: '/dashboard', user: makeUser() });
 *   await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
 */
import { ModalsProvider } from '@mantine/modals';
import { render as rtlRender, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { PublicUser } from '@mentor/validation';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { createTrpcClient } from '../lib/trpc';
import { ToastRegion } from '../lib/toast-region';
import { AppProviders } from '../providers';

export interface AppRenderOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial path of the MemoryRouter (default '/'). */
  route?: string;
  /** Use this QueryClient instead of a fresh one (e.g. to prefill data). */
  queryClient?: QueryClient;
  /**
   * Seeds the `auth.me` cache, for rendering a signed-in screen on its own (the router only renders those once
   * the user is known). Still stub 'auth.me' in stubFetch: the user call refetches on mount.
   */
  user?: PublicUser | null;
  /** Options for userEvent.setup(); with fake timers pass { advanceTimers: vi.advanceTimersByTime }. */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface AppRenderResult extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

const disposers = new Set<() => Promise<void>>();

/**
 * Called by the setup file after each test: stops the test's queries, and makes its tRPC client refuse late
 * calls, so nothing from one test reaches the next test's fetch stub.
 */
export async function disposeQueryClients(): Promise<void> {
  const pending = [...disposers];
  disposers.clear();
  await Promise.all(pending.map((dispose) => dispose()));
}

export function render(ui: ReactElement, options: AppRenderOptions = {}): AppRenderResult {
  const {
    route = '/',
    queryClient = createQueryClient(),
    userEventOptions,
    user: signedInUser,
    ...rest
  } = options;
  let alive = true;
  const trpcClient = createTrpcClient({
    fetch: (input, init) =>
      alive
        ? globalThis.fetch(input, init)
        : Promise.reject(new DOMException('The test has finished', 'AbortError')),
  });
  disposers.add(async () => {
    alive = false;
    await queryClient.cancelQueries();
    queryClient.clear();
  });
  if (signedInUser !== undefined) {
    const trpc = createTRPCOptionsProxy({ client: trpcClient, queryClient });
    queryClient.setQueryData(trpc.auth.me.queryKey(), signedInUser);
  }
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders queryClient={queryClient} trpcClient={trpcClient} toasts={<ToastRegion />} env="test">
        {/* In the app the signed-in layouts provide the modals; a screen rendered on its own gets them here. */}
        <ModalsProvider>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </ModalsProvider>
      </AppProviders>
    );
  }
  const user = userEvent.setup(
    userEventOptions ?? (vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {}),
  );
  const result: RenderResult = rtlRender(ui, { ...rest, wrapper: Wrapper });
  return { ...result, user, queryClient };
}

/** The current path of the MemoryRouter, for assertions: render <LocationProbe /> next to the screen. */
export { LocationProbe } from './LocationProbe';

export * from '@testing-library/react';
