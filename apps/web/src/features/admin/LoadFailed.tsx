import { RetryAlert } from '@mentor/ui';
import { ADMIN_UI } from '@mentor/validation';

interface RetryableQuery {
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** The one-line failure with a Retry button, shown while any of the admin queries given has failed. */
export function LoadFailed({ queries }: { queries: readonly RetryableQuery[] }) {
  const failed = queries.filter((q) => q.isError);
  if (failed.length === 0) return null;
  return (
    <RetryAlert
      message={ADMIN_UI.loadFailed}
      retryLabel={ADMIN_UI.retry}
      onRetry={() => failed.forEach((q) => void q.refetch())}
      retrying={failed.some((q) => q.isFetching)}
    />
  );
}
