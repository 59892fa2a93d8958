import { createHash } from 'node:crypto';
import scalarApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import {
  buildOpenApiDocument,
  SESSION_SCHEME,
  type DocumentedRoute,
  type DocumentOptions,
} from '../lib/openapi';

/** Where the OpenAPI document is served. */
export const OPENAPI_PATH = '/api/openapi.json';
/** The API reference page (Scalar): `/api/docs` redirects to `/api/docs/`, whose script is `/api/docs/js/scalar.js`. */
export const API_DOCS_PREFIX = '/api/docs';

/** Whether a path is one of this plugin's (the document and the reference page), not a REST route of the API. */
export function isApiDocsPath(url: string): boolean {
  return url === OPENAPI_PATH || url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);
}

/** `'sha256-...'` of each inline script of a page (a `<script>` without `src`), as a CSP source. */
function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi);
  return [...scripts].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** The CSP with `sources` added to its script-src (helmet's policy of plugins/security.ts otherwise as it is). */
function allowScripts(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(/(^|;)(\s*script-src\s[^;]*)/, `$1$2 ${sources.join(' ')}`);
}

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of the REST routes, made from the routes the app registered (their
 * RouteDoc) and the schemas of @mentor/validation (lib/openapi.ts), once, on the first request.
 *
 * GET /api/docs: the API reference (Scalar's Fastify plugin, pinned). Its script is served from here
 * (`/api/docs/js/scalar.js`), never a CDN; the default fonts (Scalar's CDN) are off, so the page's own fonts stand.
 * The page starts Scalar with one inline script: its SHA-256 is added to the page's script-src, and nothing else
 * of the app's Content Security Policy changes (no 'unsafe-inline').
 */
export async function apiDocsPlugin(
  app: FastifyInstance,
  opts: { routes: () => readonly DocumentedRoute[] } & DocumentOptions,
): Promise<void> {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get(OPENAPI_PATH, { config: { auth: 'public' } }, async (_req, reply) => {
    document ??= buildOpenApiDocument(opts.routes(), opts);
    return reply.header('cache-control', 'no-cache').send(document);
  });

  await app.register(async (scope) => {
    // The reference's routes are public (read after this hook by the app's route table).
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, auth: 'public' };
    });
    scope.addHook('onRequest', async (req, reply) => {
      // The script is the same for every visitor until the pinned plugin changes.
      if (req.url.endsWith('.js')) void reply.header('cache-control', 'public, max-age=3600');
    });
    // Before compression (a route's own onSend hook, which runs after these): the page is still a string here.
    scope.addHook('onSend', async (_req, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      const policy = reply.getHeader('content-security-policy');
      if (type.startsWith('text/html') && typeof payload === 'string' && typeof policy === 'string')
        void reply.header('content-security-policy', allowScripts(policy, inlineScriptHashes(payload)));
      return payload;
    });
    await scope.register(scalarApiReference, {
      routePrefix: API_DOCS_PREFIX,
      configuration: {
        url: OPENAPI_PATH,
        pageTitle: 'MentorAI API reference',
        withDefaultFonts: false,
        telemetry: false,
        showDeveloperTools: 'never',
        mcp: { disabled: true },
        // "Ask AI" would send the document to Scalar's service: off (and the CSP would refuse it anyway).
        agent: { disabled: true },
        authentication: { preferredSecurityScheme: SESSION_SCHEME },
        documentDownloadType: 'json',
      },
    });
  });
}
