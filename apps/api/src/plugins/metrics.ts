import { MESSAGES } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppMetrics } from '../lib/metrics';
import { bearerCheck } from '../lib/bearer';
import { sendError } from '../lib/rest';

/**
 * Request durations for every answered request, and `GET /metrics` in Prometheus' text format.
 *
 * /metrics is never public: it exists only when METRICS_TOKEN is set, and then answers only a request that carries
 * it as `Authorization: Bearer <token>` (401 otherwise, compared in constant time). Without a token the path is
 * not an api route at all.
 *
 * A request is labelled by its route template (`/api/goals/:id`), never its URL; a tRPC call by its procedure when
 * the path names one procedure the router has (`trpc:chat.send`), `trpc:batch` for several, and `trpc:unknown`
 * otherwise, so a caller cannot make up label values. A request no route matched is `unmatched`.
 */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { metrics: AppMetrics; token: string | undefined; procedures: ReadonlySet<string> },
  ) => {
    const routeOf = (url: string | undefined, params: unknown): string => {
      if (!url) return 'unmatched';
      if (url !== '/api/trpc/:path') return url;
      const path = (params as { path?: unknown } | undefined)?.path;
      if (typeof path !== 'string') return 'trpc:unknown';
      const names = path.split(',');
      if (names.length > 1) return 'trpc:batch';
      return opts.procedures.has(path) ? `trpc:${path}` : 'trpc:unknown';
    };
    app.addHook('onResponse', async (req, reply) => {
      opts.metrics.observeRequest(
        routeOf(req.routeOptions.url, req.params),
        req.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });

    const token = opts.token;
    if (!token) return;
    const authorized = bearerCheck(token);
    app.get('/metrics', { config: { auth: 'public' } }, async (req, reply) => {
      if (!authorized(req)) {
        return sendError(
          req,
          reply,
          new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.generic.unauthorized }),
        );
      }
      const body = await opts.metrics.registry.metrics();
      return reply
        .header('content-type', opts.metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    });
  },
  { name: 'metrics' },
);
