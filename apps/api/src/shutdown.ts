import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Ends the process; the code is 0 after a clean close, 1 after a failure or the time limit. */
  exit: (code: number) => void;
  /** How long the in-flight requests and the background work may take before the process is ended anyway. */
  timeoutMs?: number;
  /**
   * How long a request whose body is still arriving at the signal (an upload) may take to finish sending it; after
   * that its connection is closed, so a slow or stalled upload never holds the shutdown. Default 1 s.
   */
  uploadGraceMs?: number;
  /**
   * How long the process keeps serving after the signal before it stops accepting connections (SHUTDOWN_DRAIN_MS,
   * default 0): /readyz answers 503 and every answer closes its connection, so a proxy in front stops reusing them
   * and sends new requests elsewhere; then the close below. Behind a proxy this turns a restart into no failed
   * request: connections refused after the drain are retried on another instance, and none is closed under a
   * request the proxy had just sent on it.
   */
  drainMs?: number;
  /** Called when the drain starts (the app's /readyz reads it). */
  onDrain?: () => void;
}

/**
 * Graceful shutdown, for SIGTERM and SIGINT: the server stops accepting connections, requests in flight get
 * their answers (their connections then close; an upload still arriving after a short grace is cut off), the background work after replies finishes, then the database closes (the app's onClose hooks,
 * in that order) and the process exits 0. A second signal while closing changes nothing. The answered promise
 * settles once exit has been called.
 */
export function gracefulShutdown(
  app: FastifyInstance,
  { exit, timeoutMs = 15_000, uploadGraceMs = 1_000, drainMs = 0, onDrain }: ShutdownOptions,
): (signal: string) => Promise<void> {
  // The requests on the server now, to find at shutdown the ones whose body has not fully arrived: nothing has
  // been done with them yet (no answer, no write), so closing their connection loses nothing acknowledged.
  const inFlight = new Set<IncomingMessage>();
  let draining = false;
  app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // Draining: this answer closes its connection (`Connection: close`), so no proxy keeps it for the next request.
    if (draining) res.shouldKeepAlive = false;
    inFlight.add(req);
    req.once('close', () => inFlight.delete(req));
  });
  const dropUnfinishedUploads = () => {
    for (const req of inFlight) {
      if (!req.complete) {
        app.log.warn({ url: req.url }, 'shutting down: closing a request whose body was still arriving');
        req.socket.destroy();
        inFlight.delete(req);
      }
    }
  };
  let closing: Promise<void> | undefined;
  let exited = false;
  const exitOnce = (code: number) => {
    if (exited) return;
    exited = true;
    exit(code);
  };
  return (signal) => {
    closing ??= (async () => {
      const force = setTimeout(() => {
        app.log.error('shutdown took too long; exiting');
        exitOnce(1);
      }, timeoutMs);
      force.unref();
      if (drainMs > 0) {
        app.log.info(
          { signal, drainMs },
          'shutting down: draining (readyz 503, connections closed after each answer)',
        );
        draining = true;
        onDrain?.();
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      // A keep-alive connection whose request was in flight stays open once answered (Node closes only the idle
      // ones, when the server closes), which would hold the close until the keep-alive timeout: close those too,
      // as soon as they fall idle.
      // An upload still arriving once the grace is over (a slow or stalled client) would hold the close until the
      // request time limit (120 s): its connection is closed too.
      const startedAt = Date.now();
      const reaper = setInterval(() => {
        app.server.closeIdleConnections();
        if (Date.now() - startedAt >= uploadGraceMs) dropUnfinishedUploads();
      }, 100);
      reaper.unref();
      try {
        await app.close();
        exitOnce(0);
      } catch (error) {
        app.log.error({ err: error }, 'error while shutting down');
        exitOnce(1);
      } finally {
        clearTimeout(force);
        clearInterval(reaper);
      }
    })();
    return closing;
  };
}
