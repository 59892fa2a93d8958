import {
  apiErrorSchema,
  chatMessageSchema,
  chatSessionOutSchema,
  goalSchema,
  inspirationItemSchema,
  mentorSchema,
  PRODUCT_NAME,
  publicUserSchema,
  summaryListItemSchema,
} from '@mentor/validation';
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import type { Meta } from '../trpc/init';
import { API_TAGS, type ErrorStatus, type OtherAnswer, type RouteDoc } from './route-doc';

/** A registered route as the document reads it (the app's route table). */
export interface DocumentedRoute {
  method: string;
  url: string;
  auth: Meta['auth'] | undefined;
  doc: RouteDoc | undefined;
}

export interface DocumentOptions {
  /** The session cookie's name (`__Host-mentor_session` behind https). */
  cookieName: string;
  /** Paths the Origin check skips (plugins/security.ts): they never answer 403 for it. */
  originCheckExempt: ReadonlySet<string>;
}

/** The name of the session cookie's security scheme. */
export const SESSION_SCHEME = 'sessionCookie';

/** Who may call an operation, as the document says it (`x-audience`): 'public', 'user' or 'admin'. */
export const AUDIENCE_EXTENSION = 'x-audience';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: "The input was refused: `message` says why, and a refused field adds `fieldErrors` (each field's messages).",
  401: 'Not signed in: no session cookie, or one that names no live session (`{"message":"Unauthorized"}`).',
  403: 'Refused.',
  404: "Not found: nothing of the signed-in person's has this id (another person's id, or a malformed one, answers the same).",
  409: 'The request conflicts with the current state.',
  412: 'The server is not set up for this.',
  413: 'The body is larger than the route accepts.',
  415: 'The body is of a type the route does not read, or is compressed.',
  429: 'Too many requests: `Retry-After` says in how many seconds to try again.',
  500: 'An unexpected failure: the message hides the cause (the log has it, under the `x-request-id` answered).',
  502: 'The AI provider failed.',
  503: 'The database is not answering: `Retry-After` says in how many seconds to try again.',
  504: 'The AI provider did not answer in time.',
};

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' as const } },
};

/** Shared schemas, listed under components and referenced by name wherever an operation uses them. */
const COMPONENTS = {
  Error: apiErrorSchema,
  User: publicUserSchema,
  Mentor: mentorSchema,
  ChatSession: chatSessionOutSchema,
  ChatMessage: chatMessageSchema,
  Goal: goalSchema,
  Summary: summaryListItemSchema,
  InspirationItem: inspirationItemSchema,
};

const DESCRIPTION = `The REST API of ${PRODUCT_NAME}: each route calls the same procedure as the web app (which talks tRPC at \`/api/trpc\`, not described here), so the rules and messages are the same.

- **Signing in**: \`POST /api/login\` sets the session cookie (HttpOnly, SameSite=Lax); send it back on every call. Routes marked with the cookie scheme answer 401 without it; admin routes answer 403 to a member.
- **Origin**: a POST, PUT, PATCH or DELETE must carry an \`Origin\` header naming this app (else 403), except the two server-to-server routes that say so.
- **Errors** answer \`{ "message": "..." }\` in the product's wording; a refused input adds \`fieldErrors\`, each field's messages. 429 and 503 say when to try again in \`Retry-After\`.
- **Lists** that grow answer one page as an array and the next page's address in \`Link: <...>; rel="next"\`.`;

function isOtherAnswer(response: RouteDoc['response']): response is OtherAnswer {
  return response !== null && !(response instanceof z.ZodType);
}

/** '/api/goals/:id' -> '/api/goals/{id}'. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, '{$1}');
}

function pathParamsOf(url: string): z.ZodObject | undefined {
  const names = [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  if (names.length === 0) return undefined;
  const id = z.string().meta({ description: 'An id (a UUID). One that names nothing of yours answers 404.' });
  return z.object(Object.fromEntries(names.map((name) => [name, id])));
}

/** The errors a route answers: those every route of its kind does, and its own. */
function errorsOf(route: DocumentedRoute, doc: RouteDoc, options: DocumentOptions) {
  const errors: Partial<Record<ErrorStatus, string>> = {};
  const forbidden: string[] = [];
  if (doc.query || doc.body || doc.otherBody) errors[400] = ERROR_DESCRIPTIONS[400];
  if (route.auth !== 'public') errors[401] = ERROR_DESCRIPTIONS[401];
  if (route.auth === 'admin') forbidden.push('the signed-in person is not an admin');
  if (STATE_CHANGING.has(route.method) && !options.originCheckExempt.has(route.url))
    forbidden.push('the `Origin` header is missing or names another site');
  if (forbidden.length > 0) errors[403] = `Refused: ${forbidden.join('; or ')}.`;
  if (route.url.includes(':')) errors[404] = ERROR_DESCRIPTIONS[404];
  if (doc.body || doc.otherBody) {
    errors[413] = ERROR_DESCRIPTIONS[413];
    errors[415] = ERROR_DESCRIPTIONS[415];
  }
  errors[500] = ERROR_DESCRIPTIONS[500];
  errors[503] = ERROR_DESCRIPTIONS[503];
  return { ...errors, ...doc.errors };
}

function successOf(doc: RouteDoc): ZodOpenApiResponseObject {
  const description = doc.responseDescription ?? doc.summary;
  const headers: Record<string, { description: string; schema: { type: 'string' } }> = {};
  for (const [name, text] of Object.entries(doc.responseHeaders ?? {}))
    headers[name] = { description: text, schema: { type: 'string' } };
  const { response } = doc;
  if (isOtherAnswer(response) && response.location)
    headers.Location = { description: response.location, schema: { type: 'string' } };
  const withHeaders = Object.keys(headers).length > 0 ? { headers } : {};
  if (response === null) return { description, ...withHeaders };
  if (!isOtherAnswer(response))
    return { description, ...withHeaders, content: { 'application/json': { schema: response } } };
  return {
    description: response.description,
    ...withHeaders,
    ...(response.contentType
      ? {
          content: Object.fromEntries(
            [response.contentType].flat().map((type) => [type, { schema: response.schema ?? z.string() }]),
          ),
        }
      : {}),
  };
}

function operationOf(
  route: DocumentedRoute,
  doc: RouteDoc,
  options: DocumentOptions,
): ZodOpenApiOperationObject {
  const responses: ZodOpenApiResponsesObject = { [String(doc.status ?? 200)]: successOf(doc) };
  for (const [status, description] of Object.entries(errorsOf(route, doc, options))) {
    const retry = status === '429' || status === '503';
    responses[status as `${ErrorStatus}`] = {
      description,
      ...(retry ? { headers: RETRY_AFTER } : {}),
      content: { 'application/json': { schema: apiErrorSchema } },
    };
  }
  const path = pathParamsOf(route.url);
  const requestParams = {
    ...(path ? { path } : {}),
    ...(doc.query ? { query: doc.query } : {}),
  };
  const body = doc.body
    ? {
        required: true,
        content: {
          'application/json': {
            schema: doc.body,
            ...(doc.example?.body === undefined ? {} : { example: doc.example.body }),
          },
        },
      }
    : doc.otherBody
      ? {
          required: true,
          description: doc.otherBody.description,
          content: { [doc.otherBody.contentType]: { schema: doc.otherBody.schema } },
        }
      : undefined;
  return {
    operationId: operationIdOf(route.method, route.url),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [doc.tag],
    security: route.auth === 'public' ? [] : [{ [SESSION_SCHEME]: [] }],
    [AUDIENCE_EXTENSION]: route.auth,
    ...(Object.keys(requestParams).length > 0 ? { requestParams } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** 'PATCH', '/api/goals/:id' -> 'patchGoalsById'. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${capitalize(part.slice(1))}` : capitalize(part)));
  return method.toLowerCase() + words.join('');
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Puts each documented query example on its parameter (zod-openapi makes the parameters from the schema). */
function addQueryExamples(document: ReturnType<typeof createDocument>, routes: DocumentedRoute[]): void {
  for (const route of routes) {
    const example = route.doc?.example?.query;
    if (!example) continue;
    const operation = document.paths?.[openApiPath(route.url)]?.[route.method.toLowerCase() as 'get'] as
      { parameters?: { in: string; name: string; example?: unknown }[] } | undefined;
    for (const parameter of operation?.parameters ?? []) {
      if (parameter.in === 'query' && parameter.name in example) parameter.example = example[parameter.name];
    }
  }
}

/**
 * The OpenAPI 3.1 document of the REST routes: every route that carries a RouteDoc, as registered (method, path,
 * audience), with its schemas from @mentor/validation. Routes without one are left out (openapi.test.ts fails
 * for any REST route left out).
 */
export function buildOpenApiDocument(
  routes: readonly DocumentedRoute[],
  options: DocumentOptions,
): ReturnType<typeof createDocument> {
  const documented = routes.filter((route) => route.doc);
  const paths: ZodOpenApiPathsObject = {};
  for (const route of documented) {
    const path = openApiPath(route.url);
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: operationOf(route, route.doc!, options),
    };
  }
  const document = createDocument({
    openapi: '3.1.0',
    info: { title: `${PRODUCT_NAME} API`, version: '1.0.0', description: DESCRIPTION },
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: COMPONENTS,
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: options.cookieName,
          description:
            'The session cookie that `POST /api/login` sets (HttpOnly; 30 days, renewed while used).',
        },
      },
    },
  });
  addQueryExamples(document, documented);
  return document;
}
