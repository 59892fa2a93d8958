import {
  CALENDAR_FEED_FETCHES_PER_HOUR,
  CALENDAR_FEED_PATH_PREFIX,
  CALENDAR_MESSAGES,
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
} from '@mentor/validation';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { restRoutesOf, sendError, type RestRoute } from '../../lib/rest';
import type { RouteDoc } from '../../lib/route-doc';
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
    doc: {
      tag: 'Calendar',
      summary: 'Whether you have a calendar feed, and when it was made and last fetched',
      description: 'Never the address: it is shown once, when it is made or rotated.',
      response: calendarFeedStatusSchema,
    },
  }),
  route({
    method: 'POST',
    url: '/api/calendar/feed',
    auth: 'user',
    status: 201,
    procedure: (calendar) => calendar.create,
    doc: {
      tag: 'Calendar',
      summary: 'Subscribe: make your calendar feed',
      description:
        "The feed's address and the calendar apps' subscribe links, shown this once (only a hash of its secret is kept).",
      response: calendarFeedCreatedSchema,
      responseDescription: 'The new address and its subscribe links.',
      errors: { 409: CALENDAR_MESSAGES.alreadySubscribed },
    },
  }),
  route({
    method: 'POST',
    url: '/api/calendar/feed/rotate',
    auth: 'user',
    procedure: (calendar) => calendar.rotate,
    doc: {
      tag: 'Calendar',
      summary: 'Rotate: a new address for your feed',
      description: 'The old address answers 404 from now on.',
      response: calendarFeedCreatedSchema,
      responseDescription: 'The new address and its subscribe links.',
      errors: { 404: CALENDAR_MESSAGES.noFeed },
    },
  }),
  route({
    method: 'DELETE',
    url: '/api/calendar/feed',
    auth: 'user',
    status: 204,
    procedure: (calendar) => calendar.revoke,
    reply: () => null,
    doc: {
      tag: 'Calendar',
      summary: 'Revoke your calendar feed',
      description: 'Its address answers 404 from now on.',
      response: null,
      errors: { 404: CALENDAR_MESSAGES.noFeed },
    },
  }),
];

const HOUR_MS = 60 * 60 * 1000;

const FEED_DOC: RouteDoc = {
  tag: 'Calendar',
  summary: 'The calendar feed (for calendar apps)',
  description:
    "`<token>.ics`: the address's secret (32 base32 characters) and `.ics`; no cookie is needed, the secret is the credential. Open action items and goal milestones as all-day events. An unchanged feed answers 304 to a matching `If-None-Match`.",
  response: {
    contentType: 'text/calendar',
    schema: z.string(),
    description: 'The feed (iCalendar), `Cache-Control: private, no-cache` with an `ETag`.',
  },
  errors: {
    404: 'No feed has this address (never made, rotated or revoked).',
    429: `${CALENDAR_MESSAGES.tooManyFetches} \`Retry-After\` says when.`,
  },
};
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
  const config = {
    auth: 'public' as const,
    logPath: `${CALENDAR_FEED_PATH_PREFIX}<token>.ics`,
    doc: FEED_DOC,
  };
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
