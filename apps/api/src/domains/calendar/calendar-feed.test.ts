import type { StoredActionItem } from '@mentor/db';
import {
  CALENDAR_FEED_FETCHES_PER_HOUR,
  CALENDAR_MESSAGES,
  type CalendarFeedCreated,
} from '@mentor/validation';
import ICAL from 'ical.js';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testTargets, type Client, type TestApp } from '../../../test/helpers';

// GET /api/calendar/<token>.ics: what calendar apps read. Each answer is parsed by ical.js, an ICS parser of its own
// (not the library that writes the feed), and checked for its all-day dates, titles and UIDs; done items, undated
// ones, another user's and a flagged session's never appear.

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  start: string;
  end: string;
  allDay: boolean;
}

function parseFeed(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((event) => {
    const start = event.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>;
    const end = event.getFirstPropertyValue('dtend') as InstanceType<typeof ICAL.Time>;
    return {
      uid: String(event.getFirstPropertyValue('uid')),
      summary: String(event.getFirstPropertyValue('summary')),
      description: String(event.getFirstPropertyValue('description')),
      start: start.toString(),
      end: end.toString(),
      allDay: start.isDate && end.isDate,
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

/** The next calendar day of a yyyy-mm-dd. */
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe.each(testTargets())('the calendar feed on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target, now: '2026-11-10T09:00:00.000Z' });
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: new URL(url, 'http://localhost').pathname, headers });

  async function subscribe(c: Client): Promise<string> {
    const res = await c.post('/api/calendar/feed');
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CalendarFeedCreated>().feedUrl;
  }

  async function feedOf(
    url: string,
  ): Promise<{ res: LightMyRequestResponse } & ReturnType<typeof parseFeed>> {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return { res, ...parseFeed(res.body) };
  }

  /** A chat session and its summary with these action items, written directly (as the work after a reply does). */
  async function summaryWith(c: Client, title: string, actionItems: StoredActionItem[]) {
    const mentor = await t.db
      .selectFrom('mentors')
      .select('id')
      .where('type', '=', 'career')
      .executeTakeFirstOrThrow();
    const session = await t.db
      .insertInto('chatSessions')
      .values({
        userId: c.user.id,
        mentorId: mentor.id,
        title,
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const summary = await t.db
      .insertInto('sessionSummaries')
      .values({
        sessionId: session.id,
        userId: c.user.id,
        summary: 'We planned.',
        keyInsights: JSON.stringify([]),
        actionItems: JSON.stringify(actionItems),
        sentiment: 'positive',
        progressMade: '',
        nextSteps: '',
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { sessionId: session.id, summaryId: summary.id };
  }

  /**
   * A goal with milestones: dated (a template's timestamp, and a day), done, and undated. A completed goal is
   * finished through the API (progress 100, then completed), its open milestones left as they were.
   */
  async function goalFor(c: Client, tag: string, status: 'active' | 'completed' = 'active') {
    const res = await c.post('/api/goals', {
      title: `${tag} goal`,
      description: 'd',
      targetDate: '2027-02-01T12:00:00.000Z',
      milestones: [
        { id: 'm1', title: 'Week 1', dueDate: '2026-11-17T12:00:00.000Z' },
        { id: 'm2', title: 'Launch', dueDate: '2026-12-01' },
        { id: 'm3', title: 'Done one', completed: true, dueDate: '2026-11-20T12:00:00.000Z' },
        { id: 'm4', title: 'Someday' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: string }>();
    if (status === 'completed') {
      const done = await c.patch(`/api/goals/${id}`, { progress: 100, status: 'completed' });
      expect(done.statusCode, done.body).toBe(200);
    }
    return id;
  }

  let a: Client;
  let b: Client;
  let aFeed: string;
  let bFeed: string;
  let aGoal: string;
  let aSummary: { sessionId: string; summaryId: string };

  beforeAll(async () => {
    a = await t.signUp();
    b = await t.signUp();
    for (const [c, tag] of [
      [a, 'ALPHA'],
      [b, 'BRAVO'],
    ] as const) {
      await summaryWith(c, `${tag} planning`, [
        { text: `${tag} open dated`, completed: false, dueDate: '2026-11-20' },
        { text: `${tag} done`, completed: true, dueDate: '2026-11-21' },
        { text: `${tag} undated`, completed: false, dueDate: null },
        { text: `${tag} timestamp due`, completed: false, dueDate: '2026-11-22T23:30:00.000Z' },
      ]);
      await goalFor(c, `${tag} finished`, 'completed');
    }
    aSummary = (await t.db
      .selectFrom('sessionSummaries')
      .select(['id as summaryId', 'sessionId'])
      .where('userId', '=', a.user.id)
      .executeTakeFirstOrThrow()) as { summaryId: string; sessionId: string };
    aGoal = await goalFor(a, 'ALPHA');
    await goalFor(b, 'BRAVO');
    aFeed = await subscribe(a);
    bFeed = await subscribe(b);
  });

  it('answers text/calendar with private, revalidated caching, an ETag, and 304 when nothing changed', async () => {
    const { res, name } = await feedOf(aFeed);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-disposition']).toBe('inline; filename="mentorai.ics"');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(name).toBe('MentorAI');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(res.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    // The same data is the same text (DTSTAMP is when the item changed, not when it was fetched).
    t.clock.advance(60_000);
    expect((await get(aFeed)).body).toBe(res.body);
    const unchanged = await get(aFeed, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('has the open dated action items and the open dated milestones of active goals, as all-day events', async () => {
    const { events } = await feedOf(aFeed);
    for (const event of events) {
      expect(event.allDay, event.summary).toBe(true);
      expect(event.end, event.summary).toBe(nextDay(event.start));
    }
    const byTitle = Object.fromEntries(events.map((e) => [e.summary, e]));
    expect(Object.keys(byTitle).sort()).toEqual(
      ['ALPHA goal: Launch', 'ALPHA goal: Week 1', 'ALPHA open dated', 'ALPHA timestamp due'].sort(),
    );
    expect(byTitle['ALPHA open dated']).toMatchObject({
      uid: `action-${aSummary.summaryId}-0@mentorai`,
      start: '2026-11-20',
      description: CALENDAR_MESSAGES.actionItemDescription('ALPHA planning'),
    });
    // A due timestamp is the day it falls on in the person's zone (UTC until the browser told us theirs).
    expect(byTitle['ALPHA timestamp due']).toMatchObject({
      uid: `action-${aSummary.summaryId}-3@mentorai`,
      start: '2026-11-22',
    });
    expect(byTitle['ALPHA goal: Week 1']).toMatchObject({
      uid: `milestone-${aGoal}-m1@mentorai`,
      start: '2026-11-17',
      description: CALENDAR_MESSAGES.milestoneDescription('ALPHA goal'),
    });
    expect(byTitle['ALPHA goal: Launch']).toMatchObject({
      uid: `milestone-${aGoal}-m2@mentorai`,
      start: '2026-12-01',
    });
  });

  it("never holds another user's items: each feed is its owner's alone", async () => {
    const mine = await get(aFeed);
    const theirs = await get(bFeed);
    expect(mine.body).not.toContain('BRAVO');
    expect(theirs.body).not.toContain('ALPHA');
    expect(
      parseFeed(theirs.body)
        .events.map((e) => e.summary)
        .sort(),
    ).toEqual(['BRAVO goal: Launch', 'BRAVO goal: Week 1', 'BRAVO open dated', 'BRAVO timestamp due'].sort());
  });

  it("counts the days in the person's time zone once it is known", async () => {
    await t.db
      .updateTable('users')
      .set({ timeZone: 'Pacific/Auckland' })
      .where('id', '=', a.user.id)
      .execute();
    try {
      const byTitle = Object.fromEntries((await feedOf(aFeed)).events.map((e) => [e.summary, e.start]));
      // 12:00 UTC is 01:00 the next day in Auckland; 23:30 UTC is the next morning there; a day stays that day.
      expect(byTitle['ALPHA goal: Week 1']).toBe('2026-11-18');
      expect(byTitle['ALPHA timestamp due']).toBe('2026-11-23');
      expect(byTitle['ALPHA open dated']).toBe('2026-11-20');
      expect(byTitle['ALPHA goal: Launch']).toBe('2026-12-01');
    } finally {
      await t.db.updateTable('users').set({ timeZone: null }).where('id', '=', a.user.id).execute();
    }
  });

  it('drops an item once it is done, keeping every other UID, so calendar apps update rather than duplicate', async () => {
    const before = (await feedOf(aFeed)).events;
    await a.caller().summaries.toggleActionItem({ summaryId: aSummary.summaryId, index: 0, completed: true });
    await a.caller().goals.toggleMilestone({ goalId: aGoal, milestoneId: 'm1', completed: true });
    const after = (await feedOf(aFeed)).events;
    const gone = [`action-${aSummary.summaryId}-0@mentorai`, `milestone-${aGoal}-m1@mentorai`];
    expect(after.map((e) => e.uid).sort()).toEqual(
      before
        .map((e) => e.uid)
        .filter((uid) => !gone.includes(uid))
        .sort(),
    );
    // Undone, it comes back under the same UID.
    await a
      .caller()
      .summaries.toggleActionItem({ summaryId: aSummary.summaryId, index: 0, completed: false });
    await a.caller().goals.toggleMilestone({ goalId: aGoal, milestoneId: 'm1', completed: false });
    expect((await feedOf(aFeed)).events.map((e) => e.uid).sort()).toEqual(before.map((e) => e.uid).sort());
  });

  it("puts a session's action items from the mentor's summary in, and a session the safety screen flagged gives nothing", async () => {
    const c = await t.signUp();
    const feed = await subscribe(c);
    const session = (await c.post('/api/chat/sessions', { mentorId: 'founder', title: 'Pricing' })).json<{
      id: string;
    }>();
    const sent = await c.post(`/api/chat/sessions/${session.id}/messages`, {
      message: 'How do I price my SaaS?',
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    await t.drain();
    const summary = await t.db
      .selectFrom('sessionSummaries')
      .select(['id', 'actionItems'])
      .where('sessionId', '=', session.id)
      .executeTakeFirstOrThrow();
    const items = summary.actionItems;
    expect(items.length).toBeGreaterThan(0);
    // The offline mentor's items are due a week on; each is an event of that day.
    const fromSession = (events: ParsedEvent[]) =>
      events.filter((e) => e.uid.startsWith(`action-${summary.id}-`));
    const listed = fromSession((await feedOf(feed)).events);
    expect(listed.map((e) => e.summary)).toEqual(expect.arrayContaining(items.map((i) => i.text)));
    expect(listed.every((e) => e.start === '2026-11-17')).toBe(true);

    // The same session then meets the safety screen: from now on it contributes nothing, not even its earlier items.
    const crisis = await c.post(`/api/chat/sessions/${session.id}/messages`, {
      message: 'i took 30 of my sleeping pills 20 minutes ago',
    });
    expect(crisis.statusCode, crisis.body).toBeLessThan(300);
    await t.drain();
    const flagged = await t.db
      .selectFrom('chatSessions')
      .select(['safetyCategory', 'title'])
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(flagged.safetyCategory).not.toBeNull();
    const after = await feedOf(feed);
    expect(fromSession(after.events)).toEqual([]);
    expect(after.res.body).not.toContain(flagged.title);
    expect(after.res.body.toLowerCase()).not.toContain('pills');
  });

  it('answers 404 to an address of no feed, whatever its shape', async () => {
    for (const path of [
      '/api/calendar/abcdefghijklmnopqrstuvwxyz234567.ics',
      '/api/calendar/abc.ics',
      `/api/calendar/${new URL(aFeed).pathname.slice(14, -4).toUpperCase()}.ics`,
      new URL(aFeed).pathname.replace(/\.ics$/, ''),
      new URL(aFeed).pathname.replace(/\.ics$/, '.ICS'),
      new URL(aFeed).pathname.replace(/\.ics$/, '.ics.txt'),
      `${new URL(aFeed).pathname}/x`,
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
    }
    expect((await get('/api/calendar/abcdefghijklmnopqrstuvwxyz234567.ics')).json()).toEqual({
      message: CALENDAR_MESSAGES.notFound,
    });
  });

  it('answers 404 while the account is banned', async () => {
    const c = await t.signUp();
    const feed = await subscribe(c);
    await t.db.updateTable('users').set({ bannedAt: t.clock.now() }).where('id', '=', c.user.id).execute();
    expect((await get(feed)).statusCode).toBe(404);
  });

  it(`lets one address be fetched ${CALENDAR_FEED_FETCHES_PER_HOUR} times an hour, then 429 with Retry-After`, async () => {
    const c = await t.signUp();
    const feed = await subscribe(c);
    for (let i = 0; i < CALENDAR_FEED_FETCHES_PER_HOUR; i += 1)
      expect((await get(feed)).statusCode).toBe(200);
    const refused = await get(feed);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: CALENDAR_MESSAGES.tooManyFetches });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is counted on its own.
    expect((await get(bFeed)).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    expect((await get(feed)).statusCode).toBe(200);
  });
});
