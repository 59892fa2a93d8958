import { getRandomValues } from 'node:crypto';
import type { CalendarFeedRow, Database } from '@mentor/db';
import {
  CALENDAR_MESSAGES,
  CALENDAR_TOKEN_PATTERN,
  calendarFeedUrl,
  calendarSubscribeLinks,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
} from '@mentor/validation';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { TRPCError } from '@trpc/server';
import { findUserById } from '../account';
import { feedEventsOf } from './calendar.events';
import { renderFeed } from './calendar.ics';
import * as repo from './calendar.repository';

// The feed's address carries 20 random bytes (base32, like a login session's cookie); only their SHA-256 is kept,
// so a copy of the database gives no working address, and the address is shown once (docs/decisions.md).

/** A fetch is recorded at most this often (calendar apps poll; the Profile page shows a coarse time). */
const FETCH_RESOLUTION_MS = 5 * 60 * 1000;

/** The feed's address was fetched too often this hour (429 with Retry-After). */
export class FeedRateLimitError extends TRPCError {
  constructor(public readonly retryAfterSeconds: number) {
    super({ code: 'TOO_MANY_REQUESTS', message: CALENDAR_MESSAGES.tooManyFetches });
  }
}

function newToken(): string {
  const bytes = new Uint8Array(20);
  getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The stored form of a feed's secret. */
export function feedTokenHash(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

function statusOf(row: CalendarFeedRow | undefined): CalendarFeedStatus {
  return {
    active: row !== undefined,
    createdAt: row?.createdAt.toISOString() ?? null,
    lastFetchedAt: row?.lastFetchedAt?.toISOString() ?? null,
  };
}

function createdOf(row: CalendarFeedRow, publicUrl: string, token: string): CalendarFeedCreated {
  return {
    ...calendarSubscribeLinks(calendarFeedUrl(publicUrl, token)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether the user has a feed, since when, and when a calendar app last fetched it (never its address). */
export async function feedStatus(db: Database, userId: string): Promise<CalendarFeedStatus> {
  return statusOf(await repo.findFeed(db, userId));
}

/** Makes the user's feed and answers its links (the one time they are shown); 409 when they already have one. */
export async function createFeed(
  db: Database,
  userId: string,
  publicUrl: string,
  now: Date,
): Promise<CalendarFeedCreated> {
  const token = newToken();
  const row = await repo.insertFeed(db, userId, feedTokenHash(token), now);
  if (!row) throw new TRPCError({ code: 'CONFLICT', message: CALENDAR_MESSAGES.alreadySubscribed });
  return createdOf(row, publicUrl, token);
}

/** A new address for the user's feed (the old one answers 404 from now on); 404 when they have none. */
export async function rotateFeed(
  db: Database,
  userId: string,
  publicUrl: string,
  now: Date,
): Promise<CalendarFeedCreated> {
  const token = newToken();
  const row = await repo.replaceFeedToken(db, userId, feedTokenHash(token), now);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: CALENDAR_MESSAGES.noFeed });
  return createdOf(row, publicUrl, token);
}

/** Deletes the user's feed (its address answers 404 from now on); 404 when they have none. */
export async function revokeFeed(db: Database, userId: string): Promise<CalendarFeedStatus> {
  if (!(await repo.deleteFeed(db, userId)))
    throw new TRPCError({ code: 'NOT_FOUND', message: CALENDAR_MESSAGES.noFeed });
  return statusOf(undefined);
}

/**
 * The feed of an address's secret as iCalendar text; undefined for a secret of no feed (malformed, rotated away,
 * revoked) or of a banned account. Records the fetch (coarsely).
 */
export async function readFeed(
  db: Database,
  token: string,
  publicUrl: string,
  now: Date,
): Promise<string | undefined> {
  if (!CALENDAR_TOKEN_PATTERN.test(token)) return undefined;
  const tokenHash = feedTokenHash(token);
  const feed = await repo.findFeedByHash(db, tokenHash);
  if (!feed) return undefined;
  const user = await findUserById(db, feed.userId);
  if (!user || user.bannedAt) return undefined;
  if (!feed.lastFetchedAt || now.getTime() - feed.lastFetchedAt.getTime() >= FETCH_RESOLUTION_MS)
    await repo.markFetched(db, feed.userId, tokenHash, now);
  return renderFeed(await feedEventsOf(db, user, publicUrl));
}

/** The user's feed for the data export: when it was made and last fetched (the hash of its secret is no data). */
export async function feedForExport(
  db: Database,
  userId: string,
): Promise<{ createdAt: string; lastFetchedAt: string | null } | null> {
  const status = statusOf(await repo.findFeed(db, userId));
  return status.active && status.createdAt
    ? { createdAt: status.createdAt, lastFetchedAt: status.lastFetchedAt }
    : null;
}
