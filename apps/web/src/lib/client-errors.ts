import {
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_ROUTE_MAX,
  type ClientErrorKind,
} from '@mentor/validation/plain';

/** Reports one page load sends at most: a screen that fails over and over is reported a few times, not flooded. */
const REPORTS_PER_PAGE_LOAD = 5;
/**
 * The stack and the component stack are clipped to this many characters each (the api logs their first lines): a
 * report stays well under the api's CLIENT_ERROR_MAX_BYTES.
 */
const STACK_CLIPPED = 3000;

let sent = 0;

const clip = (text: string | null | undefined, max: number) => text?.slice(0, max);

/**
 * Sends an error of the web app to the api's log (`POST /api/client-errors`): its kind, the path of the screen (no
 * query string, which may hold a token), the message and the stacks, clipped to what the api accepts. Never
 * throws and never waits: a report that fails is dropped (the screen the person sees does not depend on it).
 */
export function reportClientError(
  kind: ClientErrorKind,
  error: unknown,
  componentStack?: string | null,
): void {
  if (sent >= REPORTS_PER_PAGE_LOAD) return;
  sent += 1;
  const err = error instanceof Error ? error : new Error(String(error));
  const body = JSON.stringify({
    kind,
    message: clip(err.message.trim() || err.name || 'Error', CLIENT_ERROR_MESSAGE_MAX),
    route: clip(window.location.pathname, CLIENT_ERROR_ROUTE_MAX),
    stack: clip(err.stack, STACK_CLIPPED),
    componentStack: clip(componentStack?.trim(), STACK_CLIPPED),
  });
  fetch('/api/client-errors', {
    method: 'POST',
    credentials: 'same-origin',
    // Sent even when the person reloads at once (the boundary's Reload button).
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body,
  }).catch(() => {});
}

/** Tests: the per-page-load count starts again. */
export function resetClientErrorReports(): void {
  sent = 0;
}
