import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from './api';
import { notifyError } from './notify';
import { handleUnauthorized, type UnauthorizedVariant } from './unauthorized';

/**
 * What a query or mutation does when it fails as unauthorized: the default handling, the inspiration wording,
 * or nothing (`'ignore'`, e.g. the trial status call whose failure is silently ignored, or sign-in whose 401 is
 * a wrong password).
 */
interface AppQueryMeta extends Record<string, unknown> {
  unauthorized?: UnauthorizedVariant | 'ignore';
}

/** A red toast: title, message, and an id when a newer failure of the same kind should replace it. */
export interface ErrorToast {
  title: string;
  message: string;
  id?: string;
}

export interface AppMutationMeta extends AppQueryMeta {
  /**
   * The toast of a failed call, shown here for every mutation (never for an unauthorized error, which gets the
   * unauthorized toast and redirect instead). A function picks the toast from the error; null shows none.
   */
  errorToast?: ErrorToast | ((error: unknown) => ErrorToast | null);
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
  }
}

function onUnauthorized(meta: AppQueryMeta | undefined): void {
  const variant = meta?.unauthorized ?? 'default';
  if (variant !== 'ignore') handleUnauthorized(variant);
}

/**
 * The one mutation error policy: an unauthorized error runs the unauthorized handling (toast, then redirect to
 * /api/login); any other error shows the mutation's `meta.errorToast`. A call site only adds what is its own
 * (roll back, field messages).
 */
function onMutationError(error: unknown, meta: AppMutationMeta | undefined): void {
  if (isUnauthorizedError(error)) {
    onUnauthorized(meta);
    return;
  }
  const errorToast = meta?.errorToast;
  const toast = typeof errorToast === 'function' ? errorToast(error) : errorToast;
  if (toast) notifyError(toast.title, toast.message, { id: toast.id });
}

/**
 * Spec section 9 data fetching: cached data never stale, no refetch on window focus, no polling, no retries.
 * An unauthorized error on any call runs the unauthorized handling; a failed mutation shows its error toast.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorizedError(error)) onUnauthorized(query.meta);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => onMutationError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}
