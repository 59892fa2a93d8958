import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isDatabaseUnavailable } from '@mentor/db';
import { MESSAGES } from '@mentor/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import fp from 'fastify-plugin';
import { DATABASE_RETRY_AFTER_SECONDS } from '../trpc/init';

/**
 * Fastify's own answers to a request line its router cannot read (a broken %-escape, a path part past
 * maxParamLength): 400 with our message, never Fastify's, which echoes the whole path back.
 */
export function frameworkErrorHandler(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(400).send({ message: MESSAGES.generic.badUrl });
    return;
  }
  reply.log.error({ err: error }, 'router error');
  void reply.code(500).send({ message: MESSAGES.generic.internal });
}

/**
 * One error handler: an unreachable database answers 503 with Retry-After and a clear message; 4xx answer `{message}`; 5xx never carry stack traces or internal messages (the log has
 * them, with the request id). Unknown /api paths and missing files (anything under /assets/, any path whose last
 * segment has a file extension) answer a JSON 404; every other GET falls back to the web app's index.html when the
 * built web app is present.
 */
export const errorsPlugin = fp(async (app: FastifyInstance, opts: { webDistDir: string }) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'database unavailable');
      void reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      const message = MESSAGES.generic.databaseUnavailable;
      // Before a procedure runs (the session lookup): a tRPC client gets a tRPC error, which it hands to every call
      // of a batch, as the procedure's own 503 (trpc/init.ts) would answer.
      if (req.url.startsWith('/api/trpc/')) {
        return reply.send({
          error: {
            message,
            code: TRPC_ERROR_CODES_BY_KEY.SERVICE_UNAVAILABLE,
            data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, path: null, fieldErrors: null },
          },
        });
      }
      return reply.send({ message });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'unhandled error');
      return reply.code(status).send({ message: MESSAGES.generic.internal });
    }
    if (error.validation) return reply.code(400).send({ message: MESSAGES.generic.validationFailed });
    if (status === 413) return reply.code(413).send({ message: 'Request body is too large' });
    if (status === 415) return reply.code(415).send({ message: 'Unsupported content type' });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({ message: 'Request body is not valid JSON' });
    }
    return reply.code(status).send({ message: error.message });
  });

  const indexHtml = join(opts.webDistDir, 'index.html');
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (vite.config.ts); a client that accepts them gets those.
      preCompressed: true,
      // Source maps hold the original TypeScript: they stay on the server (for its own stack traces), never served.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      maxAge: '1h',
      setHeaders(res, path) {
        // Hashed asset names never change; index.html must always be fresh.
        if (path.includes('/assets/'))
          void res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      !hasWeb ||
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      // A file that is not there (an old hashed bundle, a mistyped asset): a real 404, never the page with 200,
      // which a browser would try to run as a script or stylesheet.
      path.startsWith('/assets/') ||
      /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1))
    ) {
      return reply.code(404).send({ message: MESSAGES.generic.notFoundGeneric });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
});
