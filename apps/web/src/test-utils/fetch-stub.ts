/**
 * A fake server for component tests: stubs the global `fetch` with handlers keyed by tRPC procedure path
 * ('auth.me') or REST 'METHOD /path' ('POST /api/login'). tRPC calls get batch answers
 * (`[{"result":{"data":...}}]`), so the real tRPC client, TanStack Query and the app code all run.
 *
 *   const server = stubFetch({
 *     'auth.me': user,                                   // a value: the procedure's data
 *     'trial.status': () => ({ access: null }),          // a function of the input
 *     'account.updateProfile': (input) => ({ ...user, ...input }),
 *     'mentors.list': trpcError('UNAUTHORIZED'),         // an error answer
 *     'POST /api/login': restResponse(401, { message: 'Invalid email or password' }),
 *     'GET /api/file': () => new Response(blob, { headers }),   // a Response as it is (headers, streams)
 *   });
 *   ...
 *   expect(server.calls('account.updateProfile')[0]?.input).toEqual({...});
 *
 * A tRPC handler is typed from the api's router: its input is the procedure's input and its answer must be the
 * procedure's output (or a trpcError), so a fixture that drifts from the api's types fails typecheck.
 * A call with no handler answers 404 and is listed in `server.unhandled`.
 */
import type { AppRouter } from '@mentor/api';
import type { AnyTRPCProcedure, TRPCRouterRecord, inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { vi } from 'vitest';

// ---------------------------------------------------------------------------
// Types from the api's router
// ---------------------------------------------------------------------------

/** 'auth.me', 'goals.create', ...: every procedure path of a router record. */
type PathsOf<TRecord> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCProcedure
    ? K
    : TRecord[K] extends TRPCRouterRecord
      ? `${K}.${PathsOf<TRecord[K]>}`
      : never;
}[keyof TRecord & string];

/** The value at a dotted path ('goals.create') of a nested object type. */
type AtPath<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? AtPath<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** Every tRPC procedure of the api, by path. */
export type ProcedurePath = PathsOf<AppRouter['_def']['record']>;
/** What the client sends to a procedure. */
export type ProcedureInput<P extends ProcedurePath> = AtPath<inferRouterInputs<AppRouter>, P>;
/** What a procedure answers (as JSON). */
export type ProcedureOutput<P extends ProcedurePath> = AtPath<inferRouterOutputs<AppRouter>, P>;

const TRPC_PREFIX = '/api/trpc/';

const HTTP_STATUS: Record<string, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

const JSON_RPC_CODE: Record<string, number> = {
  BAD_REQUEST: -32600,
  UNAUTHORIZED: -32001,
  FORBIDDEN: -32003,
  NOT_FOUND: -32004,
  CONFLICT: -32009,
  PRECONDITION_FAILED: -32012,
  TOO_MANY_REQUESTS: -32029,
  INTERNAL_SERVER_ERROR: -32603,
};

const DEFAULT_ERROR_MESSAGES: Record<string, string> = {
  UNAUTHORIZED: 'Unauthorized',
  FORBIDDEN: 'Forbidden',
};

/** A tRPC error answer, shaped like the api's error formatter output. */
export interface TrpcErrorAnswer {
  kind: 'trpc-error';
  code: string;
  message: string;
  fieldErrors: Record<string, string[]> | null;
}

export function trpcError(
  code: keyof typeof HTTP_STATUS | (string & {}),
  message?: string,
  fieldErrors: Record<string, string[]> | null = null,
): TrpcErrorAnswer {
  return { kind: 'trpc-error', code, message: message ?? DEFAULT_ERROR_MESSAGES[code] ?? code, fieldErrors };
}

/** A REST answer with a status and a JSON (or text) body. */
export interface RestAnswer {
  kind: 'rest';
  status: number;
  body: unknown;
  statusText: string;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** A REST answer; a string body is sent as text (use '' for an empty body). */
export function restResponse(status: number, body: unknown = null, statusText?: string): RestAnswer {
  return { kind: 'rest', status, body, statusText: statusText ?? STATUS_TEXT[status] ?? '' };
}

/** A call as the stub saw it. `input` is the tRPC input or the parsed REST JSON body. */
interface StubCall<TInput = unknown> {
  key: string;
  method: string;
  url: string;
  input: TInput;
}

/** A procedure's answer: its data or an error. */
type TrpcAnswer<P extends ProcedurePath> = ProcedureOutput<P> | TrpcErrorAnswer;

/** A tRPC handler: a fixed answer, or one computed from the call's input (may be async). */
type TrpcHandler<P extends ProcedurePath> =
  | TrpcAnswer<P>
  | ((input: ProcedureInput<P>, call: StubCall<ProcedureInput<P>>) => TrpcAnswer<P> | Promise<TrpcAnswer<P>>);

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A REST route: 'POST /api/login'. */
type RestRoute = `${HttpMethod} /${string}`;
/** Computes a REST answer from the parsed JSON body; may be async. */
type RestHandlerFn = (input: unknown, call: StubCall) => unknown;
/** A REST handler: a fixed answer (JSON data or restResponse(...)) or a function of the body. */
type RestHandler = RestHandlerFn | string | number | boolean | null | object;

/** Handlers by procedure path (typed from the api's router) or REST route (loosely typed). */
export type StubHandlers = { [P in ProcedurePath]?: TrpcHandler<P> } & { [route: RestRoute]: RestHandler };

type AnyHandlerFn = (input: unknown, call: StubCall) => unknown;

export interface FetchStub {
  /** The stubbed fetch (a vi.fn). */
  fetch: ReturnType<typeof vi.fn>;
  /** Every call, or those of one procedure (with its input type) or REST route. */
  calls: {
    <P extends ProcedurePath>(key: P): StubCall<ProcedureInput<P>>[];
    (key?: RestRoute): StubCall[];
  };
  /** Calls that had no handler. */
  unhandled: StubCall[];
  /** Adds or replaces handlers (e.g. make 'auth.me' answer null after sign-out). */
  use: (handlers: StubHandlers) => void;
}

function isTrpcError(value: unknown): value is TrpcErrorAnswer {
  return !!value && typeof value === 'object' && (value as { kind?: unknown }).kind === 'trpc-error';
}

function isHandlerFn(value: unknown): value is AnyHandlerFn {
  return typeof value === 'function';
}

function isRestAnswer(value: unknown): value is RestAnswer {
  return !!value && typeof value === 'object' && (value as { kind?: unknown }).kind === 'rest';
}

function jsonResponse(status: number, body: unknown, statusText = STATUS_TEXT[status] ?? ''): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
  });
}

function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function bodyText(init: RequestInit | undefined): Promise<string | null> {
  const body = init?.body;
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return body;
  return new Response(body).text();
}

/** Installs the stub as the global fetch (undone by vi.unstubAllGlobals() in the setup file). */
export function stubFetch(initial: StubHandlers = {}): FetchStub {
  // Looked up by the key a request names: the handlers' types were checked where they were written.
  const handlers = new Map<string, unknown>(Object.entries(initial));
  const calls: StubCall[] = [];
  const unhandled: StubCall[] = [];

  async function answer(call: StubCall): Promise<{ found: boolean; value: unknown }> {
    if (!handlers.has(call.key)) {
      unhandled.push(call);
      return { found: false, value: undefined };
    }
    const handler = handlers.get(call.key);
    const value: unknown = isHandlerFn(handler) ? await handler(call.input, call) : handler;
    return { found: true, value };
  }

  const fetchFn = vi.fn(async (resource: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const rawUrl =
      typeof resource === 'string' ? resource : resource instanceof URL ? resource.href : resource.url;
    const url = new URL(rawUrl, 'http://localhost');
    const method = (init?.method ?? (resource instanceof Request ? resource.method : 'GET')).toUpperCase();

    if (url.pathname.startsWith(TRPC_PREFIX)) {
      const paths = decodeURIComponent(url.pathname.slice(TRPC_PREFIX.length)).split(',');
      const rawInputs =
        method === 'GET' ? parseJson(url.searchParams.get('input')) : parseJson(await bodyText(init));
      const inputs = (rawInputs && typeof rawInputs === 'object' ? rawInputs : {}) as Record<string, unknown>;
      const items = await Promise.all(
        paths.map(async (path, index) => {
          const call: StubCall = {
            key: path,
            method,
            url: url.pathname + url.search,
            input: inputs[String(index)],
          };
          calls.push(call);
          const { found, value } = await answer(call);
          const error = !found
            ? trpcError('NOT_FOUND', `No stub for ${path}`)
            : isTrpcError(value)
              ? value
              : null;
          if (error) {
            const httpStatus = HTTP_STATUS[error.code] ?? 500;
            return {
              status: httpStatus,
              body: {
                error: {
                  message: error.message,
                  code: JSON_RPC_CODE[error.code] ?? -32603,
                  data: { code: error.code, httpStatus, path, fieldErrors: error.fieldErrors },
                },
              },
            };
          }
          return { status: 200, body: { result: { data: value ?? null } } };
        }),
      );
      const statuses = new Set(items.map((i) => i.status));
      const status = statuses.size === 1 ? (items[0]?.status ?? 200) : 207;
      return jsonResponse(
        status,
        items.map((i) => i.body),
      );
    }

    const call: StubCall = {
      key: `${method} ${url.pathname}`,
      method,
      url: url.pathname + url.search,
      input: parseJson(await bodyText(init)),
    };
    calls.push(call);
    const { found, value } = await answer(call);
    if (!found) return jsonResponse(404, { message: 'Not found' });
    if (value instanceof Response) return value;
    if (isRestAnswer(value)) return jsonResponse(value.status, value.body, value.statusText);
    return jsonResponse(200, value ?? null);
  });

  vi.stubGlobal('fetch', fetchFn);

  return {
    fetch: fetchFn,
    // A procedure's calls carry what the tRPC client sent for it, which the client's types check.
    calls: (key?: string) => (key ? calls.filter((c) => c.key === key) : [...calls]),
    unhandled,
    use: (more: StubHandlers) => {
      for (const [key, handler] of Object.entries(more)) handlers.set(key, handler);
    },
  };
}
