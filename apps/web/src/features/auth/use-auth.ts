import type { PublicUser } from '@mentor/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc';

export interface AuthState {
  /** The signed-in user, or null when signed out (or while loading). */
  user: PublicUser | null;
  /** True until the first answer of the user call. */
  isLoading: boolean;
  /** Authenticated means the user call returned data (spec section 4). */
  isAuthenticated: boolean;
}

/**
 * The current user (`auth.me`). Spec section 7: the user call is refetched on mount with zero staleness, so
 * every screen that mounts re-checks the session in the background.
 */
export function useAuth(): AuthState {
  const trpc = useTRPC();
  const query = useQuery(trpc.auth.me.queryOptions(undefined, { staleTime: 0 }));
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAuthenticated: user !== null };
}

/** The signed-in user inside signed-in screens (the router renders them only with a user). */
export function useCurrentUser(): PublicUser {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser() used outside a signed-in screen');
  return user;
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
