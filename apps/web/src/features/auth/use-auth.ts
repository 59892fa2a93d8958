import type { PublicUser } from '@mentor/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { useTRPC } from '../../lib/trpc';

export interface AuthState {
  /** The signed-in user, or null when signed out (or while loading). */
  user: PublicUser | null;
  /** True until the first answer of the user call. */
  isLoading: boolean;
  /** Authenticated means the user call returned data (spec section 4). */
  isAuthenticated: boolean;
}

function authState(query: { data: PublicUser | null | undefined; isPending: boolean }): AuthState {
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAuthenticated: user !== null };
}

/**
 * The session check of the route table (`auth.me`). Spec section 7: the user call is refetched on mount with
 * zero staleness: it is asked for once each time the app mounts, then kept fresh by the calls that change it
 * (sign-in, profile, sending a message invalidate it). Only AppRoutes mounts it.
 */
export function useSessionCheck(): AuthState {
  const trpc = useTRPC();
  return authState(useQuery(trpc.auth.me.queryOptions(undefined, { staleTime: 0 })));
}

/**
 * The current user (`auth.me`) for any screen: the answer the route table's session check already has. Mounting
 * a screen does not ask the server again (that made the dashboard ask three times before its data, one lazy chunk
 * after the other); on its own (a test, a screen outside the route table) it fetches the user once.
 */
export function useAuth(): AuthState {
  const trpc = useTRPC();
  return authState(useQuery(trpc.auth.me.queryOptions()));
}

/**
 * The user the route table rendered the signed-in screens for. Screens read it from here first, so they never
 * see a newer answer than the route table (a screen re-rendering for its own data right after the session ended
 * would otherwise find no user before the route table has switched to the signed-out routes).
 */
const SignedInUserContext = createContext<PublicUser | null>(null);
export const SignedInUserProvider = SignedInUserContext.Provider;

/** The signed-in user inside signed-in screens (the router renders them only with a user). */
export function useCurrentUser(): PublicUser {
  const fromRoutes = useContext(SignedInUserContext);
  const { user } = useAuth();
  const current = fromRoutes ?? user;
  if (!current) throw new Error('useCurrentUser() used outside a signed-in screen');
  return current;
}

/** Puts a fresh user into the cache (after sign-in or a profile update) and refetches it. */
export function useSetCurrentUser(): (user: PublicUser) => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    async (user: PublicUser) => {
      queryClient.setQueryData(trpc.auth.me.queryKey(), user);
      await queryClient.invalidateQueries(trpc.auth.me.queryFilter());
    },
    [queryClient, trpc],
  );
}
