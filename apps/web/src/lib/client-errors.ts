import {
  CLIENT_ERROR_MAX_BYTES,
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_ROUTE_MAX,
  type ClientErrorKind,
} from '@mentor/validation/plain';

/** Reports one page load sends at most: a screen that fails over and over is reported a few times, not flooded. */
const REPORTS_PER_PAGE_LOAD = 5;
/** The stack and the component stack are clipped to this many characters each (the api keeps the first lines). */
const STACK_CLIPPED = 4000;

let sent = 0;

const clip = (text: string | null | undefined, max: number) =>
  text ? (text.length > max ? text.slice(0, max) : text) : undefined;

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
  const report = {
    kind,
    message: clip(err.message.trim() || err.name || 'Error', CLIENT_ERROR_MESSAGE_MAX),
    route: clip(window.location.pathname, CLIENT_ERROR_ROUTE_MAX),
    stack: clip(err.stack, STACK_CLIPPED),
    componentStack: clip(componentStack?.trim(), STACK_CLIPPED),
  };
  let body = JSON.stringify(report);
  // Escapes and wide characters can grow a report past the api's cap: then without the stacks.
  if (new Blob([body]).size > CLIENT_ERROR_MAX_BYTES)
    body = JSON.stringify({ ...report, stack: undefined, componentStack: undefined });
  try {
    void fetch('/api/client-errors', {
      method: 'POST',
      credentials: 'same-origin',
      // Sent even when the person reloads at once (the boundary's Reload button).
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body,
    }).catch(() => {});
  } catch {
    // No fetch (a very old browser): nothing to report with.
  }
}

/** Tests: the per-page-load count starts again. */
export function resetClientErrorReports(): void {
  sent = 0;
}
