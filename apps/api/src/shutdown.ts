import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Ends the process; the code is 0 after a clean close, 1 after a failure or the time limit. */
  exit: (code: number) => void;
  /** How long the in-flight requests and the background work may take before the process is ended anyway. */
  timeoutMs?: number;
}

/**
 * Graceful shutdown, for SIGTERM and SIGINT: the server stops accepting connections, requests in flight get
 * their answers (their connections then close), the background work after replies finishes, then the database closes (the app's onClose hooks,
 * in that order) and the process exits 0. A second signal while closing changes nothing. The answered promise
 * settles once exit has been called.
 */
export function gracefulShutdown(
  app: FastifyInstance,
  { exit, timeoutMs = 15_000 }: ShutdownOptions,
): (signal: string) => Promise<void> {
  let closing: Promise<void> | undefined;
  let exited = false;
  const exitOnce = (code: number) => {
    if (exited) return;
    exited = true;
    exit(code);
  };
  return (signal) => {
    closing ??= (async () => {
      app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      const force = setTimeout(() => {
        app.log.error('shutdown took too long; exiting');
        exitOnce(1);
      }, timeoutMs);
      force.unref();
      // A keep-alive connection whose request was in flight stays open once answered (Node closes only the idle
      // ones, when the server closes), which would hold the close until the keep-alive timeout: close those too,
      // as soon as they fall idle.
      const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
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
