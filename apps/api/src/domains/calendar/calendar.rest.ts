import {
  CALENDAR_FEED_FETCHES_PER_HOUR,
  CALENDAR_FEED_PATH_PREFIX,
  CALENDAR_MESSAGES,
} from '@mentor/validation';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { restRoutesOf, sendError, type RestRoute } from '../../lib/rest';
import type { AppServices } from '../../trpc/context';
import { calendarRouter } from './calendar.router';
import { feedTokenHash, FeedRateLimitError, readFeed } from './calendar.service';

const route = restRoutesOf(calendarRouter);

/** The Profile page's Calendar section over REST: the same procedures as tRPC. */
export const calendarRoutes: RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/calendar/feed',
    auth: 'user',
    procedure: (calendar) => calendar.status,
  }),
  route({
    method: 'POST',
    url: '/api/calendar/feed',
    auth: 'user',
    status: 201,
    procedure: (calendar) => calendar.create,
  }),
  route({
    method: 'POST',
    url: '/api/calendar/feed/rotate',
    auth: 'user',
    procedure: (calendar) => calendar.rotate,
  }),
  route({
    method: 'DELETE',
    url: '/api/calendar/feed',
    auth: 'user',
    status: 204,
    procedure: (calendar) => calendar.revoke,
    reply: () => null,
  }),
];

const HOUR_MS = 60 * 60 * 1000;
/** The last path part: the secret and `.ics` (anything else is no feed). */
const FEED_FILE = /^([a-z2-7]{32})\.ics$/;

/**
 * GET /api/calendar/<token>.ics: the feed, for calendar apps, which send no cookie: the secret in the address is
 * the credential. Unknown, rotated and revoked secrets answer 404 alike. Each address may be fetched
 * CALENDAR_FEED_FETCHES_PER_HOUR times in any rolling hour (429 with Retry-After), counted by its hash: calendar
 * apps fetch from shared servers (Google's), so a count per IP would let one person's feed stop another's.
 * `Cache-Control: private, no-cache` keeps it out of shared caches and has a client ask again each time; the ETag
 * (the text's SHA-256) lets it get 304 when nothing changed. The request log shows the path without the secret
 * (`logPath`), and tracing leaves these requests out (tracing.ts).
 */
export function registerCalendarFeedRoute(app: FastifyInstance, services: AppServices): void {
  const config = { auth: 'public' as const, logPath: `${CALENDAR_FEED_PATH_PREFIX}<token>.ics` };
  app.get(`${CALENDAR_FEED_PATH_PREFIX}:file`, { config }, async (req, reply) => {
    try {
      const { file } = req.params as { file: string };
      const token = FEED_FILE.exec(file)?.[1];
      const notFound = new TRPCError({ code: 'NOT_FOUND', message: CALENDAR_MESSAGES.notFound });
      if (!token) throw notFound;
      const now = services.clock.now();
      const taken = await services.rates.take(
        `calendar-feed:${feedTokenHash(token)}`,
        CALENDAR_FEED_FETCHES_PER_HOUR,
        HOUR_MS,
        now,
      );
      if (!taken.ok) throw new FeedRateLimitError(taken.retryAfterSeconds);
      const ics = await readFeed(services.db, token, services.config.publicUrl, now);
      if (ics === undefined) throw notFound;
      const etag = `"${encodeHexLowerCase(sha256(new TextEncoder().encode(ics))).slice(0, 32)}"`;
      void reply
        .header('cache-control', 'private, no-cache')
        .header('etag', etag)
        .header('x-robots-tag', 'noindex, nofollow');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="mentorai.ics"')
        .send(ics);
    } catch (error) {
      return sendError(req, reply, error);
    }
  });
}
