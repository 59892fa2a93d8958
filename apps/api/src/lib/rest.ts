import { MESSAGES } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { ZodError } from 'zod';
import { createInnerContext, type AppServices } from '../trpc/context';
import { firstZodMessage, type Meta } from '../trpc/init';
import { createCaller } from '../trpc/router';

export type Caller = ReturnType<typeof createCaller>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a REST route; read by the route-coverage test. */
    auth?: Meta['auth'];
  }
}

/** The HTTP status and `{message}` body for an error thrown by a procedure. */
export function httpErrorOf(error: unknown): { status: number; message: string } {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    if (error.cause instanceof ZodError) return { status, message: firstZodMessage(error.cause) };
    // Only an unexpected failure hides its message; an upstream one (the AI provider: 502, 503, 504) keeps its
    // clear, user-facing message.
    if (error.code === 'INTERNAL_SERVER_ERROR') return { status, message: MESSAGES.generic.internal };
    return { status, message: error.message };
  }
  return { status: 500, message: MESSAGES.generic.internal };
}

export function sendError(req: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { status, message } = httpErrorOf(error);
  if (status === 500) req.log.error({ err: error }, 'request failed');
  else if (status > 500) req.log.warn({ err: error }, 'an upstream service failed');
  if (error instanceof TRPCError && error.code === 'TOO_MANY_REQUESTS' && 'retryAfterSeconds' in error) {
    void reply.header('retry-after', String(error.retryAfterSeconds));
  }
  return reply.code(status).send({ message });
}

/** Aborted when the client goes away before the answer is complete (closed tab, Stop, dropped connection). */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export function callerFor(services: AppServices, req: FastifyRequest, reply: FastifyReply): Caller {
  const ctx = createInnerContext(services, req.user, req.log, req.sessionId);
  return createCaller({ ...ctx, signal: clientGoneSignal(reply) });
}

/**
 * A REST endpoint of the spec that maps its path and body onto a tRPC procedure through the caller, so every
 * rule and check lives once, in the procedure.
 */
export function restRoute(
  app: FastifyInstance,
  services: AppServices,
  route: {
    method: HTTPMethods;
    url: string;
    auth: Meta['auth'];
    status?: number;
    handler: (caller: Caller, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  },
): void {
  app.route({
    method: route.method,
    url: route.url,
    config: { auth: route.auth },
    handler: async (req, reply) => {
      try {
        const result = await route.handler(callerFor(services, req, reply), req, reply);
        if (reply.sent) return reply;
        return reply.code(route.status ?? 200).send(result ?? null);
      } catch (error) {
        return sendError(req, reply, error);
      }
    },
  });
}

/** Path and body values as the procedure's input; the procedure's schema checks them. */
export function bodyOf(req: FastifyRequest): Record<string, unknown> {
  return req.body && typeof req.body === 'object' && !Array.isArray(req.body)
    ? (req.body as Record<string, unknown>)
    : {};
}

export function paramOf(req: FastifyRequest, name: string): string {
  const params = req.params as Record<string, string | undefined>;
  return params[name] ?? '';
}
