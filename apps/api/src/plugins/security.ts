import helmet from '@fastify/helmet';
import { MESSAGES, unsafeTextPath } from '@mentor/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../env';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * The payment provider's webhook (domains/billing) is a server-to-server call that carries no Origin; it is
 * authenticated by its signature over the raw body instead, so exactly this path skips the Origin check. So does the
 * one-click unsubscribe of a mail (RFC 8058: a mail client's POST, no Origin, no cookies), authenticated by the signed
 * token in its address, and able only to turn one email preference off (domains/email).
 */
export const ORIGIN_CHECK_EXEMPT: ReadonlySet<string> = new Set([
  '/api/billing/webhook',
  '/api/email/unsubscribe',
]);

/** The microphone for this site only (voice); the other powerful features for nobody. */
const PERMISSIONS_POLICY =
  'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), display-capture=()';

/**
 * The path a request is routed by: the matched route's pattern, or for an unmatched one the decoded path (the
 * router decodes percent-escapes, so a check on the raw URL could be stepped around with `/%61pi/...`).
 */
export function routedPath(req: FastifyRequest): string {
  const pattern = req.routeOptions.url;
  if (pattern) return pattern;
  const raw = req.url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** Same-origin means the Origin header names this host (as Lucia's guidance checks), or a configured origin. */
function isAllowedOrigin(req: FastifyRequest, config: Config): boolean {
  return isOwnOrigin(req.headers.origin, req, config);
}

/** Whether `origin` (an Origin header, or the origin of a Referer) is this app's: its host, PUBLIC_URL or ALLOWED_ORIGINS. */
export function isOwnOrigin(origin: string | undefined, req: FastifyRequest, config: Config): boolean {
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // Whole origins: scheme, host and port (an https:// Origin is not this http:// server's, and the reverse).
  if (req.headers.host && url.origin === `${req.protocol}://${req.headers.host}`) return true;
  if (url.origin === new URL(config.publicUrl).origin) return true;
  return config.allowedOrigins.includes(url.origin);
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval': the voice mode's voice activity detection runs its model in WebAssembly (no JS eval).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: opts.config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    hsts: opts.config.publicUrl.startsWith('https://'),
  });
  // A JSON Content-Type with nothing in the body (a DELETE from a client that always sends the header, a POST
  // with no fields) is read as no body, so the route answers with its own rules (404, a field's message)
  // instead of a parse error. Anything else goes through Fastify's own JSON parser (prototype-poisoning checks).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(req, text, done);
  });
  // Refuse state-changing requests whose Origin is foreign or missing (CSRF defence on top of SameSite=Lax). The
  // path is the one the router matched (decoded: `/%61pi/login` is `/api/login`), never the raw URL.
  app.addHook('onRequest', async (req, reply) => {
    if (!STATE_CHANGING.has(req.method)) return;
    const path = routedPath(req);
    if (!isApiPath(path) || ORIGIN_CHECK_EXEMPT.has(path)) return;
    if (!isAllowedOrigin(req, opts.config)) {
      return reply.code(403).send({ message: MESSAGES.generic.originRefused });
    }
  });
  // No request body or query may hold a NUL character or a lone surrogate (@mentor/validation unsafeTextPath): 400
  // naming the field, before any route reads it. tRPC procedures check their raw input the same way (trpc/init.ts),
  // in the error shape tRPC clients read.
  app.addHook('preValidation', async (req, reply) => {
    const path = routedPath(req);
    if (!isApiPath(path) || path.startsWith('/api/trpc/')) return;
    const found = unsafeTextPath(req.body) ?? unsafeTextPath(req.query);
    if (!found) return;
    const field = String(found[0] ?? 'body');
    return reply.code(400).send({
      message: MESSAGES.generic.unsafeText,
      fieldErrors: { [field]: [MESSAGES.generic.unsafeText] },
    });
  });
  app.addHook('onSend', async (req, reply) => {
    // Answers of the api are personal or change with every call: never stored by a browser or a proxy.
    if (isApiPath(routedPath(req)) && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'no-store');
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
});
