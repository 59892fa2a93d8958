import helmet from '@fastify/helmet';
import { MESSAGES } from '@mentor/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../env';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * The payment provider's webhook (domains/billing) is a server-to-server call that carries no Origin; it is
 * authenticated by its signature over the raw body instead, so exactly this path skips the Origin check.
 */
const ORIGIN_CHECK_EXEMPT = new Set(['/api/billing/webhook']);

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
  if (url.host === req.headers.host) return true;
  if (url.origin === new URL(config.publicUrl).origin) return true;
  return config.allowedOrigins.includes(url.origin);
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  // Refuse state-changing requests whose Origin is foreign or missing (CSRF defence on top of SameSite=Lax).
  app.addHook('onRequest', async (req, reply) => {
    if (!STATE_CHANGING.has(req.method) || !req.url.startsWith('/api/')) return;
    if (ORIGIN_CHECK_EXEMPT.has(req.url.split('?')[0] ?? '')) return;
    if (!isAllowedOrigin(req, opts.config)) {
      return reply.code(403).send({ message: MESSAGES.generic.originRefused });
    }
  });
});
