import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from './api';
import { handleUnauthorized, type UnauthorizedVariant } from './unauthorized';

/**
 * What a query or mutation does when it fails as unauthorized: the default handling, the inspiration wording,
 * or nothing (`'ignore'`, e.g. the trial status call whose failure is silently ignored, or sign-in whose 401 is
 * a wrong password).
 */
export interface AppRequestMeta extends Record<string, unknown> {
  unauthorized?: UnauthorizedVariant | 'ignore';
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppRequestMeta;
    mutationMeta: AppRequestMeta;
  }
}

function onUnauthorized(error: unknown, meta: AppRequestMeta | undefined): void {
  if (!isUnauthorizedError(error)) return;
  const variant = meta?.unauthorized ?? 'default';
  if (variant === 'ignore') return;
  handleUnauthorized(variant);
}

/**
 * Spec section 9 data fetching: cached data never stale, no refetch on window focus, no polling, no retries.
 * An unauthorized error on any call runs the unauthorized handling (toast, then redirect to /api/login).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onUnauthorized(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => onUnauthorized(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}
