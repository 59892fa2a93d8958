import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the log line shows as the path of a route whose path carries a secret (the calendar feed's address). */
    logPath?: string;
  }
}

/** A request slower than this is logged even when only problems are. */
const SLOW_MS = 1_000;

/**
 * One short log line per request, at its end: method, path (no query: it can carry tokens; a route whose path is a
 * secret names its `logPath` instead), status and time, with
 * the request id pino already binds. `problems` (the default) logs only what an operator looks for: 4xx and 5xx
 * answers and slow requests; `all` logs every request; `off` none. Errors themselves are logged by the errors plugin
 * with their stack, whatever this says.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance, opts: { mode: 'all' | 'problems' | 'off' }) => {
    if (opts.mode === 'off') return;
    const all = opts.mode === 'all';
    app.addHook('onResponse', async (req, reply) => {
      const ms = reply.elapsedTime;
      const status = reply.statusCode;
      if (!all && status < 400 && ms < SLOW_MS) return;
      const path = req.routeOptions.config.logPath ?? req.url.split('?', 1)[0];
      const line = { method: req.method, path, status, ms: Math.round(ms * 10) / 10 };
      if (status >= 500) req.log.error(line, 'request');
      else if (status >= 400 || ms >= SLOW_MS) req.log.warn(line, 'request');
      else req.log.info(line, 'request');
    });
  },
);
