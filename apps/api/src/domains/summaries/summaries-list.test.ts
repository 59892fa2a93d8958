import type { StoredActionItem } from '@mentor/db';
import { MESSAGES, summaryListItemSchema } from '@mentor/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testTargets, type Client, type TestApp } from '../../../test/helpers';
import { expectBadPageRequests, nextLinkOf, walkRest, walkTrpc } from '../../../test/paging';
import { saveSessionSummary } from './summaries.service';

describe.each(testTargets())('the summaries list on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(async () => t?.close());
  beforeEach(() => t.clock.set('2026-11-10T09:00:00.000Z'));

  async function mentorOf(type: 'career' | 'founder' | 'life') {
    return t.db
      .selectFrom('mentors')
      .select(['id', 'name', 'type'])
      .where('type', '=', type)
      .executeTakeFirstOrThrow();
  }

  async function insertSession(
    c: Client,
    opts: { title?: string; type?: 'career' | 'founder' | 'life'; goalId?: string } = {},
  ) {
    const mentor = await mentorOf(opts.type ?? 'career');
    return t.db
      .insertInto('chatSessions')
      .values({
        userId: c.user.id,
        mentorId: mentor.id,
        title: opts.title ?? `${mentor.name} Session 11/10/2026`,
        goalId: opts.goalId ?? null,
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      .returning(['id', 'updatedAt'])
      .executeTakeFirstOrThrow();
  }

  const content = (
    overrides: Partial<{
      summary: string;
      sentiment: string;
      actionItems: StoredActionItem[];
      keyInsights: string[];
    }> = {},
  ) => ({
    summary: overrides.summary ?? 'We planned the launch.',
    keyInsights: overrides.keyInsights ?? ['Focus on one channel', 'Ship weekly'],
    actionItems: overrides.actionItems ?? [
      { text: 'Draft the landing page', completed: false, dueDate: '2026-11-12' },
      { text: 'Ask three users', completed: false, dueDate: null },
    ],
    sentiment: overrides.sentiment ?? 'positive',
    progressMade: 'Chose a launch date',
    nextSteps: '1. Draft copy 2. Ask 3 users',
  });

  async function insertSummary(c: Client, sessionId: string, overrides: Parameters<typeof content>[0] = {}) {
    const row = await t.db
      .transaction()
      .execute((trx) =>
        saveSessionSummary(trx, { sessionId, userId: c.user.id, ...content(overrides) }, t.clock.now()),
      );
    if (!row) throw new Error('summary not written');
    return row;
  }

  describe('paging GET /api/summaries and summaries.list', () => {
    /** `count` summaries of the user, several sharing one creation time; their ids newest first. */
    async function summariesOf(c: Client, count: number): Promise<string[]> {
      const made: { id: string; at: number }[] = [];
      for (let i = 0; i < count; i += 1) {
        if (i % 3 === 0) t.clock.advance(60_000);
        const row = await insertSummary(c, (await insertSession(c)).id);
        made.push({ id: row.id, at: row.createdAt.getTime() });
      }
      return made.sort((x, y) => y.at - x.at || (x.id < y.id ? 1 : -1)).map((m) => m.id);
    }

    it('walks every summary once, newest first, across pages, even where timestamps are equal', async () => {
      const c = await t.signUp();
      const expected = await summariesOf(c, 7);
      const rest = await walkRest(c, '/api/summaries?limit=2');
      expect(rest.map((p) => p.length)).toEqual([2, 2, 2, 1]);
      expect(rest.flat()).toEqual(expected);
      const trpc = await walkTrpc((input) => c.caller().summaries.list(input), 3);
      expect(trpc.map((p) => p.length)).toEqual([3, 3, 1]);
      expect(trpc.flat()).toEqual(expected);
      // Without a limit: the default page, the whole list here, and no next page.
      const whole = await c.get('/api/summaries');
      expect(whole.json<{ id: string }[]>().map((s) => s.id)).toEqual(expected);
      expect(whole.headers.link).toBeUndefined();
      // The Link keeps the other parameters.
      expect(nextLinkOf((await c.get('/api/summaries?limit=3')).headers.link)).toMatch(
        /^\/api\/summaries\?limit=3&cursor=[\w-]+$/,
      );
    });

    it('answers the dashboard its two latest summaries only', async () => {
      const c = await t.signUp();
      const expected = await summariesOf(c, 5);
      const page = await c.caller().summaries.list({ limit: 2 });
      expect(page.items.map((s) => s.id)).toEqual(expected.slice(0, 2));
      expect(page.nextCursor).toEqual(expect.any(String));
    });

    it('refuses a bad cursor or limit with 400', async () => {
      const c = await t.signUp();
      await expectBadPageRequests(c, '/api/summaries');
      await expect(c.caller().summaries.list({ cursor: 'nonsense' })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: MESSAGES.paging.invalidCursor,
      });
      await expect(c.caller().summaries.list({ limit: 51 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    });

    it('answers 401 signed out, with or without a cursor', async () => {
      const c = await t.signUp();
      await summariesOf(c, 3);
      const link = nextLinkOf((await c.get('/api/summaries?limit=1')).headers.link);
      expect(link).not.toBeNull();
      expect((await t.anonymous().get(link!)).statusCode).toBe(401);
      await expect(t.caller(null).summaries.list({ limit: 1 })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    });

    it("never shows another user's rows through their cursor", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const mine = await summariesOf(b, 1);
      await summariesOf(a, 4);
      const link = nextLinkOf((await a.get('/api/summaries?limit=1')).headers.link);
      const cursor = new URL(link!, 'http://x').searchParams.get('cursor')!;
      t.clock.advance(60_000);
      const later = await summariesOf(b, 1);
      // b's own rows older than the position only: none of a's.
      expect((await b.get(link!)).json<{ id: string }[]>().map((s) => s.id)).toEqual(mine);
      expect((await b.caller().summaries.list({ cursor })).items.map((s) => s.id)).toEqual(mine);
      expect((await b.caller().summaries.list()).items.map((s) => s.id)).toEqual([...later, ...mine]);
    });
  });

  describe('GET /api/summaries and summaries.list', () => {
    it("lists the user's summaries newest first with their session, mentor and goal", async () => {
      const c = await t.signUp();
      const goal = await t.db
        .insertInto('goals')
        .values({ userId: c.user.id, title: 'Launch', description: 'Ship v1', category: 'business' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const older = await insertSession(c, {
        title: 'Founder Advisor Session 11/10/2026',
        type: 'founder',
        goalId: goal.id,
      });
      const olderSummary = await insertSummary(c, older.id, { sentiment: 'mixed feelings' });
      t.clock.advance(3_600_000);
      const newer = await insertSession(c, { title: 'Life Mentor Session 11/10/2026', type: 'life' });
      const newerSummary = await insertSummary(c, newer.id, { sentiment: 'negative' });

      const res = await c.get('/api/summaries');
      expect(res.statusCode).toBe(200);
      const body = res.json<unknown[]>();
      expect(body).toHaveLength(2);
      for (const item of body) expect(summaryListItemSchema.safeParse(item).success).toBe(true);
      expect(body).toEqual([
        {
          id: newerSummary.id,
          sessionId: newer.id,
          userId: c.user.id,
          sessionTitle: 'Life Mentor Session 11/10/2026',
          mentorName: 'Life Mentor',
          mentorType: 'life',
          goalId: null,
          summary: 'We planned the launch.',
          keyInsights: ['Focus on one channel', 'Ship weekly'],
          actionItems: [
            { text: 'Draft the landing page', completed: false, dueDate: '2026-11-12' },
            { text: 'Ask three users', completed: false, dueDate: null },
          ],
          sentiment: 'negative',
          progressMade: 'Chose a launch date',
          nextSteps: '1. Draft copy 2. Ask 3 users',
          createdAt: '2026-11-10T10:00:00.000Z',
          updatedAt: '2026-11-10T10:00:00.000Z',
        },
        expect.objectContaining({
          id: olderSummary.id,
          sessionTitle: 'Founder Advisor Session 11/10/2026',
          mentorName: 'Founder Advisor',
          mentorType: 'founder',
          goalId: goal.id,
          sentiment: 'neutral',
          createdAt: '2026-11-10T09:00:00.000Z',
        }),
      ]);
      expect(await c.caller().summaries.list()).toEqual({ items: body, nextCursor: null });
    });

    it('answers an empty list for a new user and never lists other users’ summaries', async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      await insertSummary(a, (await insertSession(a)).id);
      expect((await b.get('/api/summaries')).json()).toEqual([]);
      const mine = (await a.get('/api/summaries')).json<{ userId: string }[]>();
      expect(mine).toHaveLength(1);
      expect(mine.every((s) => s.userId === a.user.id)).toBe(true);
    });

    it('answers 401 signed out', async () => {
      const res = await t.anonymous().get('/api/summaries');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
      await expect(t.caller(null).summaries.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });
  });
});
