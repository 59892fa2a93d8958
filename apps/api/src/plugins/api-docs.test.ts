import { createHash } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { AUDIENCE_EXTENSION, openApiPath, SESSION_SCHEME, type DocumentedRoute } from '../lib/openapi';
import { API_DOCS_PREFIX, isApiDocsPath, OPENAPI_PATH } from './api-docs';
import { isApiPath } from './security';

interface Operation {
  security: Record<string, string[]>[];
  [AUDIENCE_EXTENSION]: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<
    string,
    { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }
  >;
  tags: string[];
  summary: string;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { type: string; required?: string[]; properties: Record<string, unknown> }>;
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
  };
}

/** The REST routes of the app: every /api route but tRPC's and this plugin's own (the document and the page). */
function restRoutesOf(routes: readonly DocumentedRoute[]): DocumentedRoute[] {
  return routes.filter((r) => isApiPath(r.url) && !r.url.startsWith('/api/trpc') && !isApiDocsPath(r.url));
}

/** The routes the document leaves out, as `METHOD /path`. */
function undocumented(routes: readonly DocumentedRoute[], document: Document): string[] {
  return routes
    .filter((r) => !document.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
    .map((r) => `${r.method} ${r.url}`);
}

const successStatus = (operation: Operation) => Object.keys(operation.responses).find((s) => /^[23]/.test(s));

describe('the OpenAPI document (GET /api/openapi.json)', () => {
  let t: TestApp;
  let document: Document;
  let routes: DocumentedRoute[];
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    document = res.json<Document>();
    routes = restRoutesOf(t.app.routeTable);
  });
  afterAll(async () => t?.close());

  const operationOf = (r: DocumentedRoute) => document.paths[openApiPath(r.url)]![r.method.toLowerCase()]!;

  it('finds the REST routes it checks', () => {
    expect(routes.length).toBeGreaterThanOrEqual(45);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/login', 'PATCH /api/goals/:id', 'POST /api/voice/transcribe']),
    );
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.openapi).toBe('3.1.0');
  });

  it('documents every registered REST route with its method and path, and nothing else', () => {
    expect(undocumented(routes, document)).toEqual([]);
    const registered = new Set(routes.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`));
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((op) => !registered.has(op))).toEqual([]);
  });

  it('fails a route added without documentation', () => {
    const added: DocumentedRoute = {
      method: 'POST',
      url: '/api/goals/:id/archive',
      auth: 'user',
      doc: undefined,
    };
    expect(undocumented([...routes, added], document)).toEqual(['POST /api/goals/:id/archive']);
  });

  it('says who may call each route: the session cookie for user and admin routes, 401 and 403 as they answer', () => {
    for (const r of routes) {
      const operation = operationOf(r);
      const name = `${r.method} ${r.url}`;
      expect(operation[AUDIENCE_EXTENSION], name).toBe(r.auth);
      expect(operation.security, name).toEqual(r.auth === 'public' ? [] : [{ [SESSION_SCHEME]: [] }]);
      // A public route answers 401 only where it says why (a sign-in with a wrong password).
      const says401 = r.auth !== 'public' || r.doc?.errors?.[401] !== undefined;
      expect(Boolean(operation.responses['401']), name).toBe(says401);
      if (r.auth === 'admin') expect(operation.responses['403'], name).toBeDefined();
    }
  });

  it('names the session cookie of the auth domain in its security scheme', () => {
    expect(document.components.securitySchemes[SESSION_SCHEME]).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'mentor_session',
    });
  });

  it("describes each route's request: every path parameter, its query and its body", () => {
    for (const r of routes) {
      const operation = operationOf(r);
      const name = `${r.method} ${r.url}`;
      const pathParams = [...r.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      const documented = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(documented.map((p) => p.name).sort(), name).toEqual(pathParams.sort());
      for (const p of documented) expect(p.required, `${name} ${p.name}`).toBe(true);
      const query = Object.keys(r.doc?.query?.shape ?? {});
      const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      expect(queryParams.sort(), name).toEqual(query.sort());
      if (r.doc?.body) expect(operation.requestBody?.content['application/json']?.schema, name).toBeDefined();
      if (r.doc?.otherBody)
        expect(Object.values(operation.requestBody?.content ?? {})[0]?.schema).toBeDefined();
      // A state-changing route that reads no input at all is only one that says so by having neither.
      if (!r.doc?.body && !r.doc?.otherBody) expect(operation.requestBody, name).toBeUndefined();
    }
  });

  it("describes each route's success answer: the status it answers, with a schema for any body", () => {
    for (const r of routes) {
      const operation = operationOf(r);
      const name = `${r.method} ${r.url}`;
      const status = successStatus(operation);
      expect(status, name).toBe(String(r.doc?.status ?? 200));
      const answer = operation.responses[status!]!;
      if (status === '204' || /^3/.test(status!)) expect(answer.content, name).toBeUndefined();
      else expect(Object.values(answer.content ?? {})[0]?.schema, name).toBeDefined();
      if (/^3/.test(status!)) expect(answer.headers?.Location, name).toBeDefined();
    }
  });

  it('gives every error the `{ message, fieldErrors? }` body, and 429 and 503 their Retry-After', () => {
    expect(document.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string' }, fieldErrors: { type: 'object' } },
    });
    for (const r of routes) {
      const operation = operationOf(r);
      const errors = Object.entries(operation.responses).filter(([status]) => /^[45]/.test(status));
      expect(
        errors.map(([status]) => status),
        `${r.method} ${r.url}`,
      ).toEqual(expect.arrayContaining(['500', '503']));
      for (const [status, answer] of errors) {
        const name = `${r.method} ${r.url} ${status}`;
        expect(answer.content?.['application/json']?.schema, name).toEqual({
          $ref: '#/components/schemas/Error',
        });
        if (status === '429' || status === '503') expect(answer.headers?.['Retry-After'], name).toBeDefined();
      }
      const name = `${r.method} ${r.url}`;
      if (r.doc?.body || r.doc?.query) expect(operation.responses['400'], name).toBeDefined();
      if (r.url.includes(':')) expect(operation.responses['404'], name).toBeDefined();
    }
  });

  it('groups every operation under a tag with a summary', () => {
    for (const r of routes) {
      expect(operationOf(r).tags, `${r.method} ${r.url}`).toHaveLength(1);
      expect(operationOf(r).summary.length, `${r.method} ${r.url}`).toBeGreaterThan(5);
    }
  });
});

describe('the API reference page (GET /api/docs)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('redirects /api/docs to the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: API_DOCS_PREFIX });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${API_DOCS_PREFIX}/`);
  });

  it('loads its script and the document from this origin, under the CSP with only its own inline script added', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const sources = [...html.matchAll(/<(?:script|link)[^>]*\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual(['js/scalar.js']);
    expect(html).toContain(`"url": "${OPENAPI_PATH}"`);
    expect(html).not.toMatch(/https?:\/\//);

    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src '))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(scriptSrc.trim().split(/\s+/)).toEqual([
      'script-src',
      "'self'",
      "'wasm-unsafe-eval'",
      `'sha256-${hash}'`,
    ]);
    // The rest of the policy is the app's (plugins/security.ts), as every other page gets it.
    const other = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(policy.replace(` 'sha256-${hash}'`, '')).toBe(other.headers['content-security-policy']);
  });

  it('serves the script itself, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/js/scalar.js` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.length).toBeGreaterThan(100_000);
  });

  it('is public: the route table gives each of its routes an audience', () => {
    const docsRoutes = t.app.routeTable.filter((r) => isApiDocsPath(r.url));
    expect(docsRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      `GET ${API_DOCS_PREFIX}`,
      `GET ${API_DOCS_PREFIX}/`,
      `GET ${API_DOCS_PREFIX}/js/scalar.js`,
      `GET ${OPENAPI_PATH}`,
    ]);
    for (const r of docsRoutes) expect(r.auth).toBe('public');
  });
});
