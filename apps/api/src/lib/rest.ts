import { isDatabaseUnavailable } from '@mentor/db';
import { MESSAGES, type Page } from '@mentor/validation';
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { createInnerContext, type AppServices, type Context } from '../trpc/context';
import {
  createCallerFactory,
  DatabaseUnavailableError,
  inputErrorOf,
  retryAfterOf,
  router,
  validationError,
  type Meta,
} from '../trpc/init';
import type { RouteDoc } from './route-doc';

/** A REST error body: `{message}`, and for a refused input every field's messages (like the tRPC formatter). */
export interface ErrorBody {
  message: string;
  fieldErrors?: Record<string, string[]>;
}

/** The HTTP status and body for an error thrown by a procedure or a REST handler. */
export function httpErrorOf(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    const invalid = inputErrorOf(error);
    if (invalid) return { status, body: validationError(invalid) };
    // Only an unexpected failure hides its message; an upstream one (the AI provider: 502, 503, 504) keeps its
    // clear, user-facing message.
    if (error.code === 'INTERNAL_SERVER_ERROR')
      return { status, body: { message: MESSAGES.generic.internal } };
    return { status, body: { message: error.message } };
  }
  return { status: 500, body: { message: MESSAGES.generic.internal } };
}

export function sendError(req: FastifyRequest, reply: FastifyReply, thrown: unknown): FastifyReply {
  // A handler that calls a service directly (sign-up, sign-in) gets the database's own error: 503 too.
  const error =
    !(thrown instanceof TRPCError) && isDatabaseUnavailable(thrown)
      ? new DatabaseUnavailableError(thrown)
      : thrown;
  const { status, body } = httpErrorOf(error);
  if (status === 500) req.log.error({ err: error }, 'request failed');
  else if (status > 500) req.log.warn({ err: error }, 'an upstream service failed');
  // A rate limit (429) or an unreachable database (503) says when to try again.
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
  return reply.code(status).send(body);
}

/**
 * Parses a REST body that feeds no procedure (sign-in and sign-up set the session cookie) with its schema; a
 * refusal is the same 400 `{message, fieldErrors}` a procedure's input answers.
 */
export function parseBody<S extends z.ZodType>(schema: S, req: FastifyRequest): z.output<S> {
  const result = schema.safeParse(recordOf(req.body));
  if (!result.success) throw new TRPCError({ code: 'BAD_REQUEST', cause: result.error });
  return result.data;
}

/** Aborted when the client goes away before the answer is complete (closed tab, Stop, dropped connection). */
function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

// ---------------------------------------------------------------------------
// REST routes that call a procedure
// ---------------------------------------------------------------------------

/** The names of a URL's path parameters: '/api/goals/:id' -> 'id'. */
type PathParams<U extends string> = U extends `${string}:${infer P}/${infer Rest}`
  ? P | PathParams<`/${Rest}`>
  : U extends `${string}:${infer P}`
    ? P
    : never;

/** The request as a route maps it: the URL's path parameters (by name), the JSON body and the query, unchecked. */
export interface RawRequest<U extends string> {
  params: Partial<Record<PathParams<U>, string>>;
  body: Record<string, unknown>;
  query: Record<string, unknown>;
}

/** The values of a request, for any URL. */
interface RequestValues {
  /** The request's path, without its query string. */
  path: string;
  params: Record<string, string>;
  body: Record<string, unknown>;
  query: Record<string, unknown>;
}

/**
 * What a route hands its procedure: only keys of the procedure's input (a wrong key fails typecheck), with the
 * request's raw values, which the procedure's input schema checks, as it does for tRPC.
 */
export type RawInput<I> = { [K in keyof I]?: unknown };

/**
 * The procedure called with raw request values. Declared with method syntax, the one place where the unchecked
 * values meet the input type: TypeScript compares a method's parameter both ways, and the procedure's schema
 * parses the values before anything else runs.
 */
interface UncheckedCall<I, O> {
  call(input?: RawInput<I>): Promise<O>;
}

/** A REST route as the app registers it. */
export interface RestRoute {
  method: HTTPMethods;
  url: string;
  auth: Meta['auth'];
  status: number;
  doc: RouteDoc;
  handle(ctx: Context, request: RequestValues): Promise<unknown>;
}

/**
 * Whether a route's documented answer `S` describes what it answers (`A`: the procedure's output, or what `reply`
 * makes of it): a schema whose output type admits A makes a RestRoute; a mismatch makes a `responseMismatch` naming
 * A, which fails typecheck where the route is listed. A RestReply (a page with its Link header) is checked by the contract test alone.
 */
type Checked<S, A> = [A] extends [RestReply]
  ? RestRoute
  : S extends z.ZodType
    ? [A] extends [z.output<S>]
      ? RestRoute
      : { responseMismatch: A }
    : RestRoute;

/**
 * REST routes of spec section 7 for one domain's procedures: each maps the path and body onto a procedure's input
 * and answers its output (or `reply(output)`), so every rule and check lives once, in the procedure. Its `doc` feeds
 * the OpenAPI document (lib/openapi.ts).
 */
export function restRoutesOf<R extends TRPCRouterRecord>(procedures: R) {
  const createCaller = createCallerFactory(router(procedures));
  type Procedures = ReturnType<typeof createCaller>;

  return function restRoute<U extends string, I, O, S extends RouteDoc['response'], R = O>(route: {
    method: HTTPMethods;
    url: U;
    auth: Meta['auth'];
    /** The success status (200 when absent). */
    status?: number;
    /** Names the procedure: `(goals) => goals.update`. */
    procedure: (procedures: Procedures) => (input: I) => Promise<O>;
    /** Maps the request onto the procedure's input; absent for a procedure without input. */
    input?: (request: RawRequest<U>) => NoInfer<RawInput<I>>;
    /** The answer made from the procedure's output (the output itself when absent); a RestReply adds headers. */
    reply?: (output: NoInfer<O>, request: { path: string; query: Record<string, unknown> }) => R;
    /** What the OpenAPI document says of the route (lib/route-doc.ts); the status is the route's. */
    doc: Omit<RouteDoc, 'response' | 'status'> & { response: S };
  }): Checked<S, Awaited<R>> {
    const status = route.status ?? 200;
    const registered: RestRoute = {
      method: route.method,
      url: route.url,
      auth: route.auth,
      status,
      doc: { ...route.doc, status },
      async handle(ctx, request) {
        const target: UncheckedCall<I, O> = { call: route.procedure(createCaller(ctx)) };
        const output = await target.call(route.input?.(request));
        return route.reply ? route.reply(output, request) : output;
      },
    };
    // The type says whether the doc matches; the value is the route either way.
    return registered as Checked<S, Awaited<R>>;
  };
}

/** A REST answer with response headers (a list page's `Link`). */
export class RestReply {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

/**
 * A query string's `?limit=&cursor=` as a list procedure's page input: `limit` as a number when it is one
 * (anything else stays a string, which the procedure's schema refuses with its message).
 */
export function pageQueryOf(query: Record<string, unknown>): { cursor: unknown; limit: unknown } {
  const { cursor, limit } = query;
  return { cursor, limit: typeof limit === 'string' && /^\d+$/.test(limit) ? Number(limit) : limit };
}

/** The header of a list page's answer (pageReply), as its RouteDoc names it. */
export const PAGE_LINK_HEADER = {
  Link: 'The next page, when there is one: `<path?cursor=...>; rel="next"` (RFC 8288); absent on the last page.',
};

/**
 * A page answered the way the spec's list endpoints answer: the array of items as the body (the documented
 * shape), and the next page, when there is one, in a `Link: <url>; rel="next"` header (RFC 8288): the same path
 * and query with the next `cursor`.
 */
export function pageReply<T>(
  page: Page<T>,
  request: { path: string; query: Record<string, unknown> },
): RestReply {
  if (!page.nextCursor) return new RestReply(page.items, {});
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (name !== 'cursor' && typeof value === 'string') params.set(name, value);
  }
  params.set('cursor', page.nextCursor);
  return new RestReply(page.items, { link: `<${request.path}?${params.toString()}>; rel="next"` });
}

function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
}

function valuesOf(req: FastifyRequest): RequestValues {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(recordOf(req.params))) {
    if (typeof value === 'string') params[name] = value;
  }
  return {
    path: req.url.split('?')[0] ?? req.url,
    params,
    body: recordOf(req.body),
    query: recordOf(req.query),
  };
}

/**
 * Registers REST routes; each call gets the context of the request (user, log, client-gone signal, and the request
 * and reply, as over tRPC: a procedure that signs in sets its cookies through them on both transports).
 */
export function registerRestRoutes(
  app: FastifyInstance,
  services: AppServices,
  routes: readonly RestRoute[],
): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      config: { auth: route.auth, doc: route.doc },
      handler: async (req, reply) => {
        try {
          const ctx: Context = {
            ...createInnerContext(services, req.user, req.log, req.sessionId, req.ip),
            signal: clientGoneSignal(reply),
            req,
            res: reply,
          };
          const result = await route.handle(ctx, valuesOf(req));
          if (result instanceof RestReply)
            return reply
              .code(route.status)
              .headers(result.headers)
              .send(result.body ?? null);
          return reply.code(route.status).send(result ?? null);
        } catch (error) {
          return sendError(req, reply, error);
        }
      },
    });
  }
}
