import { RetryAlert } from '@mentor/ui';
import { ADMIN_UI } from '@mentor/validation';

/** A failed admin query: the one-line failure with a Retry button. */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <RetryAlert
      message={ADMIN_UI.loadFailed}
      retryLabel={ADMIN_UI.retry}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
