import { randomUUID } from 'node:crypto';
import type { StoredActionItem } from '@mentor/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, testTargets, type Client, type TestApp } from '../../../test/helpers';
import { findSummary, listSummaries } from './summaries.repository';
import { saveSessionSummary } from './summaries.service';

describe.each(testTargets())('summaries on %s', (target) => {
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

  const trpcPost = (c: Client | null, path: string, input: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trpc/${path}`,
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        ...(c?.cookie ? { cookie: c.cookie } : {}),
      },
      payload: JSON.stringify(input),
    });

  describe('saveSessionSummary', () => {
    it('inserts one row per session, updates it afterwards and copies the fields onto the chat session', async () => {
      const c = await t.signUp();
      const session = await insertSession(c);
      const first = await insertSummary(c, session.id);
      t.clock.advance(60_000);
      const second = await insertSummary(c, session.id, {
        summary: 'We refined the launch.',
        keyInsights: ['One channel first'],
        actionItems: [{ text: 'Draft the landing page', completed: false, dueDate: null }],
        sentiment: 'negative',
      });
      expect(second.id).toBe(first.id);
      expect(second.createdAt.getTime()).toBe(first.createdAt.getTime());
      expect(second.updatedAt.getTime()).toBe(first.updatedAt.getTime() + 60_000);
      const rows = await t.db
        .selectFrom('sessionSummaries')
        .selectAll()
        .where('sessionId', '=', session.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        summary: 'We refined the launch.',
        sentiment: 'negative',
        keyInsights: ['One channel first'],
      });
      const chat = await t.db
        .selectFrom('chatSessions')
        .select(['summary', 'keyInsights', 'actionItems'])
        .where('id', '=', session.id)
        .executeTakeFirstOrThrow();
      expect(chat).toEqual({
        summary: 'We refined the launch.',
        keyInsights: ['One channel first'],
        // The action items build up: the first summary's items stay, the repeated one is not doubled.
        actionItems: [
          { text: 'Draft the landing page', completed: false, dueDate: '2026-11-12' },
          { text: 'Ask three users', completed: false, dueDate: null },
        ],
      });
    });

    it('keeps the ticks the user made and the earlier items when the summary is regenerated', async () => {
      const c = await t.signUp();
      const session = await insertSession(c);
      const row = await insertSummary(c, session.id);
      await c.caller().summaries.toggleActionItem({ summaryId: row.id, index: 1, completed: true });
      await insertSummary(c, session.id, {
        actionItems: [
          { text: 'Ask three users', completed: false, dueDate: null },
          { text: 'Price the plan', completed: false, dueDate: null },
        ],
      });
      const [item] = (await c.caller().summaries.list()).items;
      expect(item?.actionItems.map((a) => [a.text, a.completed])).toEqual([
        ['Draft the landing page', false],
        ['Ask three users', true],
        ['Price the plan', false],
      ]);
    });

    it("writes nothing for another user's session", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const session = await insertSession(a);
      const result = await t.db
        .transaction()
        .execute((trx) =>
          saveSessionSummary(trx, { sessionId: session.id, userId: b.user.id, ...content() }, t.clock.now()),
        );
      expect(result).toBeUndefined();
      const count = await t.db
        .selectFrom('sessionSummaries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sessionId', '=', session.id)
        .executeTakeFirstOrThrow();
      expect(count.n).toBe(0);
      const chat = await t.db
        .selectFrom('chatSessions')
        .select('summary')
        .where('id', '=', session.id)
        .executeTakeFirstOrThrow();
      expect(chat.summary).toBeNull();
    });

    it('findSummary and listSummaries only see the owner', async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const row = await insertSummary(a, (await insertSession(a)).id);
      expect((await findSummary(t.db, a.user.id, row.id))?.id).toBe(row.id);
      expect(await findSummary(t.db, b.user.id, row.id)).toBeUndefined();
      expect(await listSummaries(t.db, b.user.id, { after: undefined, limit: 10 })).toEqual([]);
    });
  });

  describe('summaries.toggleActionItem', () => {
    it('ticks an item done and back, persisted on the summary and mirrored on the chat session', async () => {
      const c = await t.signUp();
      const session = await insertSession(c);
      const row = await insertSummary(c, session.id);
      t.clock.advance(5_000);
      const out = await c
        .caller()
        .summaries.toggleActionItem({ summaryId: row.id, index: 1, completed: true });
      expect(out.actionItems).toEqual([
        { text: 'Draft the landing page', completed: false, dueDate: '2026-11-12' },
        { text: 'Ask three users', completed: true, dueDate: null },
      ]);
      expect(out.updatedAt).toBe('2026-11-10T09:00:05.000Z');

      const stored = await t.db
        .selectFrom('sessionSummaries')
        .select('actionItems')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(stored.actionItems.map((a) => a.completed)).toEqual([false, true]);
      const chat = await t.db
        .selectFrom('chatSessions')
        .select(['actionItems', 'updatedAt'])
        .where('id', '=', session.id)
        .executeTakeFirstOrThrow();
      expect(chat.actionItems.map((a) => a.completed)).toEqual([false, true]);
      // Ticking an item is not conversation activity: the session keeps its place in the chat list.
      expect(chat.updatedAt.getTime()).toBe(session.updatedAt.getTime());
      expect((await c.get('/api/summaries')).json()[0].actionItems[1].completed).toBe(true);

      await c.caller().summaries.toggleActionItem({ summaryId: row.id, index: 1, completed: false });
      const again = await t.db
        .selectFrom('sessionSummaries')
        .select('actionItems')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(again.actionItems.map((a) => a.completed)).toEqual([false, false]);
    });

    it('works over HTTP as the web client calls it', async () => {
      const c = await t.signUp();
      const row = await insertSummary(c, (await insertSession(c)).id);
      const res = await trpcPost(c, 'summaries.toggleActionItem', {
        summaryId: row.id,
        index: 0,
        completed: true,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.data.actionItems[0].completed).toBe(true);
    });

    it.each([
      [{ index: 2, completed: true }, 'Action item not found'],
      [{ index: -1, completed: true }, 'Action item not found'],
      [{ index: 0.5, completed: true }, null],
      [{ index: 0, completed: 'yes' }, null],
    ])('refuses %j with 400 and changes nothing', async (input, message) => {
      const c = await t.signUp();
      const row = await insertSummary(c, (await insertSession(c)).id);
      const res = await trpcPost(c, 'summaries.toggleActionItem', { summaryId: row.id, ...input });
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().error.message).toBe(message);
      await expect(
        // @ts-expect-error -- some of these inputs have the wrong types: the procedure's schema refuses them
        c.caller().summaries.toggleActionItem({ summaryId: row.id, ...input }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      const stored = await t.db
        .selectFrom('sessionSummaries')
        .select('actionItems')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(stored.actionItems.map((a) => a.completed)).toEqual([false, false]);
    });

    it('answers a malformed summary id like an unknown one: 404 (NOT_FOUND), an empty id 400', async () => {
      const c = await t.signUp();
      for (const summaryId of ['not-a-uuid', '123', "1' or '1'='1"]) {
        const res = await trpcPost(c, 'summaries.toggleActionItem', { summaryId, index: 0, completed: true });
        expect(res.statusCode, summaryId).toBe(404);
        expect(res.json().error.message).toBe('Summary not found');
        await expect(
          c.caller().summaries.toggleActionItem({ summaryId, index: 0, completed: true }),
        ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Summary not found' });
      }
      await expect(
        c.caller().summaries.toggleActionItem({ summaryId: '', index: 0, completed: true }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    });

    it("answers 404 for another user's summary and an unknown id, changing nothing", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const row = await insertSummary(a, (await insertSession(a)).id);
      const res = await trpcPost(b, 'summaries.toggleActionItem', {
        summaryId: row.id,
        index: 0,
        completed: true,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Summary not found');
      expect(JSON.stringify(res.json())).not.toContain('Draft the landing page');
      await expect(
        b.caller().summaries.toggleActionItem({ summaryId: randomUUID(), index: 0, completed: true }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      const stored = await t.db
        .selectFrom('sessionSummaries')
        .select('actionItems')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(stored.actionItems[0]?.completed).toBe(false);
    });

    it('answers 401 signed out', async () => {
      const res = await trpcPost(null, 'summaries.toggleActionItem', {
        summaryId: randomUUID(),
        index: 0,
        completed: true,
      });
      expect(res.statusCode).toBe(401);
      await expect(
        t.caller(null).summaries.toggleActionItem({ summaryId: randomUUID(), index: 0, completed: true }),
      ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });
  });
});
