import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import {
  CALENDAR_MESSAGES,
  calendarSubscribeLinks,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, testTargets, type TestApp } from '../../../test/helpers';

// The calendar feed's management: Subscribe (create), Rotate, Revoke and the status, over REST and tRPC. The feed
// itself (its events, parsed by a separate ICS parser) is calendar-feed.test.ts.

const FEED_URL = /^http:\/\/localhost:3000\/api\/calendar\/([a-z2-7]{32})\.ics$/;

const tokenOf = (url: string) => FEED_URL.exec(url)?.[1] ?? '';
const pathOf = (url: string) => new URL(url).pathname;

async function trpcError(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

describe.each(testTargets())('calendar feed management on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(async () => t?.close());

  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: pathOf(url) });

  it('subscribes, shows the status without the address, rotates and revokes (REST)', async () => {
    const c = await t.signUp();
    expect((await c.get('/api/calendar/feed')).json()).toEqual({
      active: false,
      createdAt: null,
      lastFetchedAt: null,
    });

    const created = await c.post('/api/calendar/feed');
    expect(created.statusCode, created.body).toBe(201);
    const first = created.json<CalendarFeedCreated>();
    expect(first.feedUrl).toMatch(FEED_URL);
    expect(first).toEqual({
      ...calendarSubscribeLinks(first.feedUrl),
      createdAt: t.clock.now().toISOString(),
    });
    const token = tokenOf(first.feedUrl);

    // The status never shows the address again: only a hash of its secret is kept.
    const status = await c.get('/api/calendar/feed');
    expect(status.json()).toEqual({
      active: true,
      createdAt: t.clock.now().toISOString(),
      lastFetchedAt: null,
    });
    expect(status.body).not.toContain(token);
    const row = await t.db
      .selectFrom('calendarFeeds')
      .selectAll()
      .where('userId', '=', c.user.id)
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(token))));
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await fetchFeed(first.feedUrl)).statusCode).toBe(200);

    // Subscribing again is refused (it would break the calendars using the link): rotate instead.
    const again = await c.post('/api/calendar/feed');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: CALENDAR_MESSAGES.alreadySubscribed });
    expect((await fetchFeed(first.feedUrl)).statusCode).toBe(200);

    // Rotate: a new address; the old one answers 404, the new one works.
    t.clock.advance(60_000);
    const rotated = await c.post('/api/calendar/feed/rotate');
    expect(rotated.statusCode, rotated.body).toBe(200);
    const second = rotated.json<CalendarFeedCreated>();
    expect(second.feedUrl).toMatch(FEED_URL);
    expect(second.feedUrl).not.toBe(first.feedUrl);
    expect(second.createdAt).toBe(t.clock.now().toISOString());
    expect((await fetchFeed(first.feedUrl)).statusCode).toBe(404);
    expect((await fetchFeed(second.feedUrl)).statusCode).toBe(200);

    // Revoke: the address answers 404 and the status says there is none.
    const revoked = await c.delete('/api/calendar/feed');
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe('');
    expect((await fetchFeed(second.feedUrl)).statusCode).toBe(404);
    expect((await c.get('/api/calendar/feed')).json<CalendarFeedStatus>().active).toBe(false);

    // Nothing left to rotate or revoke; subscribing again makes a new address.
    for (const res of [await c.delete('/api/calendar/feed'), await c.post('/api/calendar/feed/rotate')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: CALENDAR_MESSAGES.noFeed });
    }
    const third = (await c.post('/api/calendar/feed')).json<CalendarFeedCreated>();
    expect([first.feedUrl, second.feedUrl]).not.toContain(third.feedUrl);
    expect((await fetchFeed(third.feedUrl)).statusCode).toBe(200);
  });

  it('does the same through tRPC', async () => {
    const c = await t.signUp();
    const api = c.caller();
    expect(await api.calendar.status()).toEqual({ active: false, createdAt: null, lastFetchedAt: null });
    const created = await api.calendar.create();
    expect(created.feedUrl).toMatch(FEED_URL);
    expect(await api.calendar.status()).toMatchObject({ active: true });
    expect((await trpcError(api.calendar.create())).code).toBe('CONFLICT');
    const rotated = await api.calendar.rotate();
    expect(rotated.feedUrl).not.toBe(created.feedUrl);
    expect((await fetchFeed(created.feedUrl)).statusCode).toBe(404);
    expect((await fetchFeed(rotated.feedUrl)).statusCode).toBe(200);
    expect(await api.calendar.revoke()).toEqual({ active: false, createdAt: null, lastFetchedAt: null });
    expect((await fetchFeed(rotated.feedUrl)).statusCode).toBe(404);
    const none = await trpcError(api.calendar.rotate());
    expect(none.code).toBe('NOT_FOUND');
    expect(none.message).toBe(CALENDAR_MESSAGES.noFeed);
    expect((await trpcError(api.calendar.revoke())).code).toBe('NOT_FOUND');
  });

  it('shows when a calendar app last fetched the feed, recorded at most every five minutes', async () => {
    const c = await t.signUp();
    const { feedUrl } = (await c.post('/api/calendar/feed')).json<CalendarFeedCreated>();
    const fetchedAt = t.clock.now().toISOString();
    await fetchFeed(feedUrl);
    t.clock.advance(60_000);
    await fetchFeed(feedUrl);
    expect((await c.get('/api/calendar/feed')).json<CalendarFeedStatus>().lastFetchedAt).toBe(fetchedAt);
    t.clock.advance(5 * 60_000);
    await fetchFeed(feedUrl);
    expect((await c.get('/api/calendar/feed')).json<CalendarFeedStatus>().lastFetchedAt).toBe(
      t.clock.now().toISOString(),
    );
    // A rotation starts over.
    await c.post('/api/calendar/feed/rotate');
    expect((await c.get('/api/calendar/feed')).json<CalendarFeedStatus>().lastFetchedAt).toBeNull();
  });

  it('answers 400 for a body that is not JSON, and makes no feed', async () => {
    const c = await t.signUp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/feed',
      headers: { origin: ORIGIN, cookie: c.cookie!, 'content-type': 'application/json' },
      payload: '{"not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
    expect((await c.get('/api/calendar/feed')).json<CalendarFeedStatus>().active).toBe(false);
  });

  it('answers 401 signed out, on every route and procedure', async () => {
    const anon = t.anonymous();
    for (const res of [
      await anon.get('/api/calendar/feed'),
      await anon.post('/api/calendar/feed'),
      await anon.post('/api/calendar/feed/rotate'),
      await anon.delete('/api/calendar/feed'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
    const api = t.caller(null);
    for (const call of [
      api.calendar.status(),
      api.calendar.create(),
      api.calendar.rotate(),
      api.calendar.revoke(),
    ])
      expect((await trpcError(call)).code).toBe('UNAUTHORIZED');
  });

  it("never touches another user's feed: their Rotate and Revoke act on their own (404 while they have none)", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const { feedUrl } = (await a.post('/api/calendar/feed')).json<CalendarFeedCreated>();
    expect((await b.get('/api/calendar/feed')).json<CalendarFeedStatus>().active).toBe(false);
    expect((await b.post('/api/calendar/feed/rotate')).statusCode).toBe(404);
    expect((await b.delete('/api/calendar/feed')).statusCode).toBe(404);
    expect((await fetchFeed(feedUrl)).statusCode).toBe(200);
    // B's own feed is another address; revoking it leaves A's working.
    const theirs = (await b.post('/api/calendar/feed')).json<CalendarFeedCreated>();
    expect(theirs.feedUrl).not.toBe(feedUrl);
    expect((await b.delete('/api/calendar/feed')).statusCode).toBe(204);
    expect((await fetchFeed(feedUrl)).statusCode).toBe(200);
    expect((await a.get('/api/calendar/feed')).json<CalendarFeedStatus>().active).toBe(true);
  });

  it('goes with the account: once it is deleted the address answers 404 and its row is gone', async () => {
    const c = await t.signUp();
    const { feedUrl } = (await c.post('/api/calendar/feed')).json<CalendarFeedCreated>();
    const res = await c.post('/api/trpc/account.deleteAccount', {
      confirmation: c.user.email,
      password: 'correct horse battery',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await fetchFeed(feedUrl)).statusCode).toBe(404);
    expect(
      await t.db.selectFrom('calendarFeeds').selectAll().where('userId', '=', c.user.id).execute(),
    ).toEqual([]);
  });
});
