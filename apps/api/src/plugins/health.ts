import { pendingMigrations, sql, type Database } from '@mentor/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long /readyz waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 2_000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Health endpoints for a load balancer or an orchestrator:
 * - `GET /healthz`: the process is alive and serving (200, no database call);
 * - `GET /readyz`: the database answers within 2 s and every migration has run (200), else 503 with `Retry-After`
 *   and the reason, so traffic goes elsewhere until it is ready. An outside service the instance works without,
 *   for now, is named while it is unreachable: `{ status: 'degraded', degraded: ['redis'] }`, still 200, since every
 *   request is still answered (see docs/decisions.md, "Redis outage"). While the process drains before it stops
 *   (shutdown.ts), 503 `{ status: 'shutting down' }`.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance, opts: { db: Database; degraded: () => string[]; draining: () => boolean }) => {
    app.get('/healthz', { config: { auth: 'public' } }, async (_req, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok' }),
    );
    app.get('/readyz', { config: { auth: 'public' } }, async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      // Stopping (SHUTDOWN_DRAIN_MS): still serving, but a load balancer should send new work elsewhere.
      if (opts.draining())
        return reply.code(503).header('retry-after', '5').send({ status: 'shutting down' });
      try {
        const pending = await within(
          READY_TIMEOUT_MS,
          (async () => {
            await sql`select 1`.execute(opts.db);
            return pendingMigrations(opts.db);
          })(),
        );
        if (pending.length > 0) {
          return reply.code(503).header('retry-after', '5').send({ status: 'migrations pending', pending });
        }
        const degraded = opts.degraded();
        if (degraded.length > 0) return reply.send({ status: 'degraded', degraded });
        return reply.send({ status: 'ready' });
      } catch (error) {
        req.log.warn({ err: error }, 'readiness check failed');
        return reply.code(503).header('retry-after', '5').send({ status: 'database unavailable' });
      }
    });
  },
);
