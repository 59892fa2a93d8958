import { randomUUID } from 'node:crypto';
import {
  CHAT_MESSAGES_WINDOW,
  LIST_PAGE_SIZE_DEFAULT,
  MESSAGES,
  type ChatSearchResult,
  type ChatSessionOut,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { ZodError } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../ai/offline-provider';
import type { AiProvider } from '../../ai/provider';
import { firstZodMessage } from '../../trpc/init';
import { createTestApp, refusedInput, testTargets, type Client, type TestApp } from '../../../test/helpers';
import { expectBadPageRequests, nextLinkOf, walkRest, walkTrpc } from '../../../test/paging';
import { SESSION_WORK_FINISHED_MS } from './chat.jobs';
import { searchSnippet, searchTsQuery, snippetParts } from './chat.service';

// Sessions people manage: titles from the first exchange, rename, delete (keeping or removing the summary),
// full-text search, and "+ New" at the monthly limit.

const START = '2026-11-10T09:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;
const LIMIT_MESSAGE = 'Session limit reached. Please upgrade your subscription to continue.';

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('search query and snippet helpers', () => {
  it('builds a tsquery from plain words only, the last one as a prefix', () => {
    expect(searchTsQuery('seed round')).toBe('seed & round:*');
    expect(searchTsQuery("  Raise & | ! :* ( ) 'money' <-> ")).toBe('raise & money:*');
    expect(searchTsQuery('& | !')).toBeNull();
  });

  it('splits a headline into plain parts and marked matches, dropping any stray mark', () => {
    expect(snippetParts('We talked about a \u0001seed\u0002 round <b>now</b>\u0002')).toEqual([
      { text: 'We talked about a ', match: false },
      { text: 'seed', match: true },
      { text: ' round <b>now</b>', match: false },
    ]);
  });
});

describe('search snippets', () => {
  const M = (w: string) => `\u0001${w}\u0002`;
  const shown = (parts: { text: string; match: boolean }[]) =>
    parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join('');
  const message =
    'We started the company in March after leaving our jobs at a bank. By now we have 40 paying customers and ' +
    `our ${M('churn')} is terrible since we changed the subscription tiers last month, which was a mistake we did not see coming at all.`;

  it('starts at the sentence of the match when it is near, with an ellipsis for what comes before and after', () => {
    expect(shown(searchSnippet(message))).toBe(
      '… By now we have 40 paying customers and our [churn] is terrible since we changed the subscription tiers last month, which was a mistake …',
    );
  });

  it('starts at a word boundary a few words before a match deep in a long sentence, never mid-word', () => {
    const long = `${'word '.repeat(30)}alpha-beta gamma delta epsilon zeta eta ${M('churn')} theta iota.`;
    const parts = searchSnippet(long);
    expect(shown(parts)).toBe('… alpha-beta gamma delta epsilon zeta eta [churn] theta iota.');
    expect(parts[0]).toEqual({ text: '… ', match: false });
  });

  it('shows a short message whole, without ellipses, one line, and no markup', () => {
    expect(
      shown(searchSnippet(`Our ${M('churn')} is\n\nterrible since the <b>subscription</b> change.`)),
    ).toBe('Our [churn] is terrible since the subscription change.');
    expect(searchSnippet('')).toEqual([]);
  });
});

describe.each(testTargets())('managing chat sessions on %s', (target) => {
  let t: TestApp;
  /** The provider's title call, replaceable per test (failing, slow, absent). */
  const offline = createOfflineProvider({ wordDelayMs: 0 });
  let titleSession: AiProvider['titleSession'] = offline.titleSession;
  const ai: AiProvider = { ...offline, titleSession: (input) => titleSession(input) };

  beforeAll(async () => {
    t = await createTestApp({ target, now: START, deps: { ai } });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.drain();
    titleSession = offline.titleSession;
    t.clock.set(START);
  });

  const newSession = (
    c: Client,
    input: { mentorId?: string; title?: string; goalId?: string } = {},
  ): Promise<ChatSessionOut> =>
    c.caller().chat.createSession({
      mentorId: input.mentorId ?? 'founder',
      title: input.title ?? 'Founder Advisor Session 11/10/2026',
      goalId: input.goalId,
    });
  const send = async (c: Client, sessionId: string, message: string) =>
    collect(await c.caller().chat.send({ sessionId, message }));
  const titleOf = async (c: Client, sessionId: string) =>
    (await c.caller().chat.listSessions()).items.find((s) => s.id === sessionId)?.title;

  describe('paging GET /api/chat/sessions and chat.listSessions', () => {
    /** `count` sessions of the user, several sharing one creation time; their ids newest first. */
    async function sessionsOf(c: Client, count: number): Promise<string[]> {
      const mentor = await t.db
        .selectFrom('mentors')
        .select('id')
        .where('type', '=', 'career')
        .executeTakeFirstOrThrow();
      const made: { id: string; at: number }[] = [];
      for (let i = 0; i < count; i += 1) {
        if (i % 3 === 0) t.clock.advance(60_000);
        const row = await t.db
          .insertInto('chatSessions')
          .values({
            userId: c.user.id,
            mentorId: mentor.id,
            title: `S${i}`,
            createdAt: t.clock.now(),
            updatedAt: t.clock.now(),
          })
          .returning(['id', 'createdAt'])
          .executeTakeFirstOrThrow();
        made.push({ id: row.id, at: row.createdAt.getTime() });
      }
      return made.sort((x, y) => y.at - x.at || (x.id < y.id ? 1 : -1)).map((m) => m.id);
    }

    it('walks every session once, newest first, across pages, even where timestamps are equal', async () => {
      const c = await t.signUp();
      const expected = await sessionsOf(c, 8);
      const rest = await walkRest(c, '/api/chat/sessions?limit=3');
      expect(rest.map((p) => p.length)).toEqual([3, 3, 2]);
      expect(rest.flat()).toEqual(expected);
      const trpc = await walkTrpc((input) => c.caller().chat.listSessions(input), 2);
      expect(trpc.map((p) => p.length)).toEqual([2, 2, 2, 2]);
      expect(trpc.flat()).toEqual(expected);
      const whole = await c.get('/api/chat/sessions');
      expect(whole.json<{ id: string }[]>().map((x) => x.id)).toEqual(expected);
      expect(whole.headers.link).toBeUndefined();
    });

    it('gives a page of at most LIST_PAGE_SIZE_DEFAULT sessions when no limit is asked', async () => {
      const c = await t.signUp();
      const expected = await sessionsOf(c, LIST_PAGE_SIZE_DEFAULT + 1);
      const first = await c.get('/api/chat/sessions');
      expect(first.json<{ id: string }[]>().map((x) => x.id)).toEqual(
        expected.slice(0, LIST_PAGE_SIZE_DEFAULT),
      );
      const next = nextLinkOf(first.headers.link);
      expect(next).toMatch(/^\/api\/chat\/sessions\?cursor=[\w-]+$/);
      expect((await c.get(next!)).json<{ id: string }[]>().map((x) => x.id)).toEqual(expected.slice(-1));
    });

    it('refuses a bad cursor or limit with 400', async () => {
      const c = await t.signUp();
      await expectBadPageRequests(c, '/api/chat/sessions');
      await expect(c.caller().chat.listSessions({ cursor: 'nonsense' })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: MESSAGES.paging.invalidCursor,
      });
    });

    it("answers 401 signed out and never shows another user's rows through their cursor", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const mine = await sessionsOf(b, 1);
      await sessionsOf(a, 4);
      const link = nextLinkOf((await a.get('/api/chat/sessions?limit=1')).headers.link);
      expect((await t.anonymous().get(link!)).statusCode).toBe(401);
      await expect(t.caller(null).chat.listSessions()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      const cursor = new URL(link!, 'http://x').searchParams.get('cursor')!;
      expect((await b.get(link!)).json<{ id: string }[]>().map((x) => x.id)).toEqual(mine);
      expect((await b.caller().chat.listSessions({ cursor })).items.map((x) => x.id)).toEqual(mine);
    });
  });

  describe('chat.getSession', () => {
    it("answers the user's session by id, 404 for another user's or an unknown id, 401 signed out", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const s = await newSession(a);
      expect(await a.caller().chat.getSession({ sessionId: s.id })).toEqual(s);
      await expect(b.caller().chat.getSession({ sessionId: s.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: MESSAGES.chat.sessionNotFound,
      });
      await expect(a.caller().chat.getSession({ sessionId: randomUUID() })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(a.caller().chat.getSession({ sessionId: '' })).rejects.toBeInstanceOf(TRPCError);
      await expect(t.caller(null).chat.getSession({ sessionId: s.id })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    });
  });

  describe('the messages window', () => {
    it('answers the newest CHAT_MESSAGES_WINDOW messages in transcript order; 404 for another user', async () => {
      const c = await t.signUp();
      const other = await t.signUp();
      const s = await newSession(c);
      const total = CHAT_MESSAGES_WINDOW + 5;
      await t.db
        .insertInto('messages')
        .values(
          Array.from({ length: total }, (_, i) => ({
            sessionId: s.id,
            role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
            content: `m${i}`,
            timestamp: t.clock.now(),
          })),
        )
        .execute();
      const expected = Array.from({ length: CHAT_MESSAGES_WINDOW }, (_, i) => `m${i + 5}`);
      const rest = await c.get(`/api/chat/sessions/${s.id}/messages`);
      expect(rest.json<{ content: string }[]>().map((m) => m.content)).toEqual(expected);
      const trpc = await c.caller().chat.listMessages({ sessionId: s.id });
      expect(trpc.map((m) => m.content)).toEqual(expected);
      expect((await other.get(`/api/chat/sessions/${s.id}/messages`)).statusCode).toBe(404);
      expect((await t.anonymous().get(`/api/chat/sessions/${s.id}/messages`)).statusCode).toBe(401);
    });
  });

  describe('titles', () => {
    it('titles a session from its first exchange (offline: a clean phrase of the topic), metered as a title call', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      await send(c, s.id, 'We need to **raise a seed round** by March <b>please</b>');
      await t.drain();
      expect(await titleOf(c, s.id)).toBe('Raising a seed round');
      const kinds = await t.db
        .selectFrom('aiUsage')
        .select(['kind', 'sessionId'])
        .where('userId', '=', c.user.id)
        .where('kind', '=', 'title')
        .execute();
      expect(kinds).toEqual([{ kind: 'title', sessionId: s.id }]);

      // Later replies never title it again.
      await send(c, s.id, 'Actually, I want to talk about hiring my first engineer.');
      await t.drain();
      expect(await titleOf(c, s.id)).toBe('Raising a seed round');
    });

    it('titles a career change with its field', async () => {
      const c = await t.signUp();
      const s = await newSession(c, { mentorId: 'career', title: 'Career Coach Session' });
      await send(c, s.id, 'I want to move from teaching into product management. Where do I start?');
      await t.drain();
      expect(await titleOf(c, s.id)).toBe('Career change into product');
    });

    it('titles even a greeting from what the session is for, and keeps the default title when the title call fails', async () => {
      const c = await t.signUp();
      const plain = await newSession(c, { mentorId: 'life', title: 'Life Mentor Session' });
      await send(c, plain.id, 'Hello there');
      await t.drain();
      expect(await titleOf(c, plain.id)).toBe('Getting started');

      titleSession = () => Promise.reject(new Error('the provider is down'));
      const failed = await newSession(c);
      await send(c, failed.id, 'How do I raise a seed round?');
      await t.drain();
      expect(await titleOf(c, failed.id)).toBe('Founder Advisor Session 11/10/2026');
    });

    it("numbers a generated title another of the person's sessions already has, and only theirs", async () => {
      const c = await t.signUp();
      const other = await t.signUp();
      const titles: (string | undefined)[] = [];
      for (const who of [c, c, other, c]) {
        const s = await newSession(who);
        await send(who, s.id, 'How do I raise a seed round?');
        await t.drain();
        titles.push(await titleOf(who, s.id));
      }
      expect(titles).toEqual([
        'Raising a seed round',
        'Raising a seed round (2)',
        'Raising a seed round',
        'Raising a seed round (3)',
      ]);
    });

    it('never overwrites a title the person renamed, even when the rename lands before the title', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      titleSession = async (input) => {
        await gate;
        return offline.titleSession(input);
      };
      await send(c, s.id, 'How do I raise a seed round?');
      await c.caller().chat.renameSession({ sessionId: s.id, title: 'My seed plan' });
      release();
      await t.drain();
      expect(await titleOf(c, s.id)).toBe('My seed plan');
    });
  });

  describe('chat.sessionWork', () => {
    it('answers the sessions whose work after a reply is still to be done, then those whose work just finished', async () => {
      const c = await t.signUp();
      const other = await t.signUp();
      expect(await c.caller().chat.sessionWork()).toEqual({ pending: [], finished: [] });

      const s = await newSession(c);
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      titleSession = async (input) => {
        await gate;
        return offline.titleSession(input);
      };
      await send(c, s.id, 'How do I raise a seed round?');
      // The reply is saved; its title, summary and memories are still being written.
      expect(await c.caller().chat.sessionWork()).toEqual({ pending: [s.id], finished: [] });
      expect(await other.caller().chat.sessionWork()).toEqual({ pending: [], finished: [] });
      expect(await titleOf(c, s.id)).toBe('Founder Advisor Session 11/10/2026');

      release();
      await t.drain();
      expect(await c.caller().chat.sessionWork()).toEqual({ pending: [], finished: [s.id] });
      expect(await titleOf(c, s.id)).toBe('Raising a seed round');

      // A while later the finished work is no longer reported.
      await t.db
        .updateTable('jobs')
        .set({ updatedAt: new Date(Date.now() - SESSION_WORK_FINISHED_MS - 1_000) })
        .where('userId', '=', c.user.id)
        .execute();
      expect(await c.caller().chat.sessionWork()).toEqual({ pending: [], finished: [] });
    });

    it('answers 401 signed out', async () => {
      const res = await t.anonymous().get('/api/trpc/chat.sessionWork');
      expect(res.statusCode).toBe(401);
    });
  });

  describe('rename', () => {
    it('renames through tRPC and PATCH /api/chat/sessions/{id} (trimmed)', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      const renamed = await c.caller().chat.renameSession({ sessionId: s.id, title: '  Pitch practice  ' });
      expect(renamed).toMatchObject({ id: s.id, title: 'Pitch practice', mentorName: 'Founder Advisor' });
      const res = await c.patch(`/api/chat/sessions/${s.id}`, { title: 'Investor list' });
      expect(res.statusCode).toBe(200);
      expect(res.json<ChatSessionOut>()).toMatchObject({ id: s.id, title: 'Investor list' });
      expect(await titleOf(c, s.id)).toBe('Investor list');
    });

    it('refuses an empty or too long title with the validation messages', async () => {
      const c = await t.signUp();
      const s = await newSession(c);
      const empty = await c.patch(`/api/chat/sessions/${s.id}`, { title: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual(
        refusedInput('Session title is required', { title: ['Session title is required'] }),
      );
      const long = await c.patch(`/api/chat/sessions/${s.id}`, { title: 'x'.repeat(201) });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ message: 'Session title must be at most 200 characters' });
      await expect(c.caller().chat.renameSession({ sessionId: s.id, title: '' })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
      expect(await titleOf(c, s.id)).toBe('Founder Advisor Session 11/10/2026');
    });

    it("answers 404 for another user's session or an unknown id, and 401 signed out", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const s = await newSession(a);
      for (const id of [s.id, randomUUID(), 'not-an-id']) {
        const res = await b.patch(`/api/chat/sessions/${id}`, { title: 'Mine now' });
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ message: 'Session not found' });
      }
      await expect(b.caller().chat.renameSession({ sessionId: s.id, title: 'Mine' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      const anon = await t.anonymous().patch(`/api/chat/sessions/${s.id}`, { title: 'x' });
      expect(anon.statusCode).toBe(401);
      await expect(t.caller(null).chat.renameSession({ sessionId: s.id, title: 'x' })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
      expect(await titleOf(a, s.id)).toBe('Founder Advisor Session 11/10/2026');
    });
  });

  describe('delete', () => {
    /** A held session with a summary, a memory from it and usage rows. */
    async function heldSession(c: Client, message = 'How do I raise a seed round?') {
      const s = await newSession(c);
      await send(c, s.id, message);
      await t.drain();
      const memory = await t.db
        .insertInto('memories')
        .values({ userId: c.user.id, content: 'You run a startup.', sourceSessionId: s.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { session: s, memoryId: memory.id };
    }

    it('deletes the session, its messages and (by default) its summary; memories and usage stay, the month is not given back', async () => {
      const c = await t.signUp();
      const { session, memoryId } = await heldSession(c);
      expect((await c.caller().summaries.list()).items).toHaveLength(1);
      const usedBefore = (await c.caller().chat.quota()).sessionsThisMonth;

      const res = await c.delete(`/api/chat/sessions/${session.id}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await c.caller().chat.listSessions()).items).toEqual([]);
      expect(
        await t.db.selectFrom('messages').select('id').where('sessionId', '=', session.id).execute(),
      ).toEqual([]);
      expect((await c.caller().summaries.list()).items).toEqual([]);
      const memory = await t.db
        .selectFrom('memories')
        .select(['content', 'sourceSessionId'])
        .where('id', '=', memoryId)
        .executeTakeFirst();
      expect(memory).toEqual({ content: 'You run a startup.', sourceSessionId: null });
      const usage = await t.db
        .selectFrom('aiUsage')
        .select('sessionId')
        .where('userId', '=', c.user.id)
        .execute();
      expect(usage.length).toBeGreaterThan(0);
      expect(usage.every((u) => u.sessionId === null)).toBe(true);
      expect((await c.caller().chat.quota()).sessionsThisMonth).toBe(usedBefore);
      await expect(c.caller().chat.listMessages({ sessionId: session.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('keeps the summary in History with the session title and mentor when asked (tRPC and ?keepSummary=true)', async () => {
      const c = await t.signUp();
      const first = await heldSession(c);
      await c.caller().chat.renameSession({ sessionId: first.session.id, title: 'Seed round plan' });
      await c.caller().chat.deleteSession({ sessionId: first.session.id, keepSummary: true });
      const [kept] = (await c.caller().summaries.list()).items;
      expect(kept).toMatchObject({
        sessionId: null,
        sessionTitle: 'Seed round plan',
        mentorName: 'Founder Advisor',
        mentorType: 'founder',
        goalId: null,
      });
      expect(kept!.summary.length).toBeGreaterThan(0);
      // Its action items can still be ticked.
      if (kept!.actionItems.length > 0) {
        const ticked = await c.caller().summaries.toggleActionItem({
          summaryId: kept!.id,
          index: 0,
          completed: true,
        });
        expect(ticked.actionItems[0]!.completed).toBe(true);
      }

      t.clock.advance(DAY);
      const second = await heldSession(c, 'How should I set our pricing?');
      const res = await c.delete(`/api/chat/sessions/${second.session.id}?keepSummary=true`);
      expect(res.statusCode).toBe(204);
      const titles = (await c.get('/api/summaries')).json<{ sessionTitle: string; sessionId: null }[]>();
      expect(titles.map((s) => [s.sessionTitle, s.sessionId])).toEqual([
        ['Setting your pricing', null],
        ['Seed round plan', null],
      ]);
    });

    it("answers 404 for another user's session (and leaves it), and 401 signed out", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const { session } = await heldSession(a);
      for (const id of [session.id, randomUUID(), 'nope']) {
        const res = await b.delete(`/api/chat/sessions/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ message: 'Session not found' });
      }
      await expect(b.caller().chat.deleteSession({ sessionId: session.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      expect((await t.anonymous().delete(`/api/chat/sessions/${session.id}`)).statusCode).toBe(401);
      await expect(t.caller(null).chat.deleteSession({ sessionId: session.id })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
      expect((await a.caller().chat.listSessions()).items).toHaveLength(1);
      expect((await a.caller().summaries.list()).items).toHaveLength(1);
    });
  });

  describe('search', () => {
    it('finds sessions by a word of a message or the title, with a highlighted plain-text snippet, only the user’s own', async () => {
      const c = await t.signUp();
      const other = await t.signUp();
      const pricing = await newSession(c, { title: 'Money talk' });
      await send(c, pricing.id, 'Our churn is terrible since we changed the <b>subscription</b> tiers.');
      t.clock.advance(60_000);
      const hiring = await newSession(c, { mentorId: 'career', title: 'Career Coach Session' });
      await send(c, hiring.id, 'I have an interview for a product role on Friday.');
      await c.caller().chat.renameSession({ sessionId: hiring.id, title: 'Interview prep for Friday' });
      const theirs = await newSession(other);
      await send(other, theirs.id, 'Our churn keeps going up.');
      await t.drain();

      const results = await c.caller().chat.search({ query: 'churn' });
      expect(results.map((r) => r.sessionId)).toEqual([pricing.id]);
      const [hit] = results as [ChatSearchResult];
      expect(hit).toMatchObject({ matchedIn: 'message', mentorName: 'Founder Advisor' });
      expect(hit.snippet.filter((p) => p.match).map((p) => p.text.toLowerCase())).toEqual(['churn']);
      // The snippet is plain text (ts_headline leaves tags out), rendered as text by the web app.
      expect(hit.snippet.map((p) => p.text).join('')).toBe(
        'Our churn is terrible since we changed the subscription tiers.',
      );
      expect(hit.snippet.map((p) => p.text).join('')).not.toContain('<');

      // A match deep in a long message: the snippet starts at a word boundary (its sentence, when near) with '… '.
      const long = await newSession(c, { title: 'Growth' });
      await send(
        c,
        long.id,
        'We started the company in March after leaving our jobs at a bank. By now we have 40 paying customers in Zephyrhills and our margins are thin since we changed the pricing tiers last month, which was a mistake we did not see coming.',
      );
      await t.drain();
      const [deep] = await c.caller().chat.search({ query: 'zephyrhills' });
      expect(deep!.sessionId).toBe(long.id);
      expect(deep!.snippet[0]).toEqual({ text: '… ', match: false });
      expect(deep!.snippet.map((p) => p.text).join('')).toMatch(
        /^… By now we have 40 paying customers in Zephyrhills and our margins are thin .* …$/,
      );
      expect(deep!.snippet.filter((p) => p.match).map((p) => p.text)).toEqual(['Zephyrhills']);

      // The last word is a prefix; stemming finds other forms.
      expect((await c.caller().chat.search({ query: 'subscri' })).map((r) => r.sessionId)).toEqual([
        pricing.id,
      ]);
      expect((await c.caller().chat.search({ query: 'interviews' })).map((r) => r.sessionId)).toEqual([
        hiring.id,
      ]);
      // A title match counts.
      const byTitle = await c.caller().chat.search({ query: 'Friday prep' });
      expect(byTitle[0]).toMatchObject({ sessionId: hiring.id, title: 'Interview prep for Friday' });
      // Query syntax typed by the person is read as words, never as tsquery syntax.
      expect(await c.caller().chat.search({ query: "churn & !( | ' :*" })).toEqual(
        await c.caller().chat.search({ query: 'churn' }),
      );
      expect(await c.caller().chat.search({ query: '&&& |||' })).toEqual([]);
      expect(await c.caller().chat.search({ query: 'nothingmatcheshere' })).toEqual([]);
    });

    it('answers at most 20 sessions, best match first', async () => {
      const c = await t.signUp();
      for (let i = 0; i < 22; i += 1) {
        const s = await newSession(c, {
          mentorId: ['founder', 'career', 'life'][i % 3]!,
          title: `Session ${i}`,
        });
        await t.db
          .insertInto('messages')
          .values({ sessionId: s.id, role: 'user', content: `budget number ${i}` })
          .execute();
        await t.db
          .updateTable('chatSessions')
          .set({ startedAt: t.clock.now() })
          .where('id', '=', s.id)
          .execute();
      }
      const best = await newSession(c, { title: 'Budget review' });
      await t.db
        .insertInto('messages')
        .values({ sessionId: best.id, role: 'user', content: 'budget budget budget' })
        .execute();
      const results = await c.caller().chat.search({ query: 'budget' });
      expect(results).toHaveLength(20);
      expect(results[0]!.sessionId).toBe(best.id);
    });

    it('refuses an empty or too long query, and answers 401 signed out', async () => {
      const c = await t.signUp();
      for (const [query, message] of [
        ['   ', 'Type something to search for'],
        ['x'.repeat(201), 'Search must be at most 200 characters'],
      ] as const) {
        const error = await c
          .caller()
          .chat.search({ query })
          .then(
            () => null,
            (e: unknown) => e,
          );
        expect(error).toBeInstanceOf(TRPCError);
        expect((error as TRPCError).code).toBe('BAD_REQUEST');
        expect(firstZodMessage((error as TRPCError).cause as ZodError)).toBe(message);
      }
      await expect(t.caller(null).chat.search({ query: 'churn' })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    });

    it('uses the GIN expression indexes', async () => {
      const indexes = await t.db
        .selectFrom('pg_indexes' as never)
        .select(['indexname' as never, 'indexdef' as never])
        .where('indexname' as never, 'in', [
          'messages_content_search_idx',
          'chat_sessions_title_search_idx',
        ] as never)
        .execute();
      const defs = (indexes as { indexdef: string }[]).map((i) => i.indexdef).sort();
      expect(defs).toHaveLength(2);
      for (const def of defs)
        expect(def).toMatch(/USING gin \(to_tsvector\('english'::regconfig, (content|title)\)\)/);
    });
  });

  describe('"+ New" at the limit and empty sessions', () => {
    const expireTrial = (c: Client) =>
      t.db
        .updateTable('users')
        .set({ trialEndsAt: new Date(t.clock.now().getTime() - DAY), subscriptionTier: 'starter' })
        .where('id', '=', c.user.id)
        .execute();

    it('refuses to create a session when no session is left this month (403 with the limit message)', async () => {
      const c = await t.signUp();
      await expireTrial(c);
      await t.db
        .updateTable('users')
        .set({ sessionsThisMonth: 5, starterSessionsThisMonth: 5, sessionsMonth: '2026-11-01' })
        .where('id', '=', c.user.id)
        .execute();
      const res = await c.post('/api/chat/sessions', { mentorId: 'career', title: 'Career Coach Session' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: LIMIT_MESSAGE });
      await expect(newSession(c)).rejects.toMatchObject({ code: 'FORBIDDEN', message: LIMIT_MESSAGE });
      expect((await c.caller().chat.listSessions()).items).toEqual([]);

      // With one left, a session can be made.
      await t.db
        .updateTable('users')
        .set({ sessionsThisMonth: 4, starterSessionsThisMonth: 4 })
        .where('id', '=', c.user.id)
        .execute();
      expect((await c.post('/api/chat/sessions', { mentorId: 'career', title: 'T' })).statusCode).toBe(201);
    });

    it('takes up an empty session of the same mentor and goal instead of making another', async () => {
      const c = await t.signUp();
      const first = await newSession(c, { title: 'Founder Advisor Session 11/10/2026' });
      t.clock.advance(DAY);
      const again = await newSession(c, { title: 'Founder Advisor Session 11/11/2026' });
      expect(again.id).toBe(first.id);
      expect(again.title).toBe('Founder Advisor Session 11/11/2026');
      expect(again.createdAt).toBe(t.clock.now().toISOString());
      expect((await c.caller().chat.listSessions()).items).toHaveLength(1);

      // Another mentor, a goal, or a session that has a message: a new session.
      const career = await newSession(c, { mentorId: 'career' });
      expect(career.id).not.toBe(first.id);
      const goal = await t.db
        .insertInto('goals')
        .values({ userId: c.user.id, title: 'Raise', description: 'Seed', category: 'business' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const linked = await newSession(c, { goalId: goal.id });
      expect(linked.id).not.toBe(first.id);
      expect((await newSession(c, { goalId: goal.id })).id).toBe(linked.id);
      await send(c, first.id, 'Hello');
      const fresh = await newSession(c);
      expect(fresh.id).not.toBe(first.id);
      expect((await c.caller().chat.listSessions()).items).toHaveLength(4);
    });

    it('takes up one empty session when many "+ New" arrive at once (the reuse is atomic)', async () => {
      const c = await t.signUp();
      const made = await Promise.all(Array.from({ length: 12 }, () => newSession(c)));
      expect(new Set(made.map((s) => s.id)).size).toBe(1);
      expect((await c.caller().chat.listSessions()).items).toHaveLength(1);
      // Over HTTP too, as a batch of the web app's client would send them.
      const batch = await t.app.inject({
        method: 'POST',
        url: `/api/trpc/${Array.from({ length: 12 }, () => 'chat.createSession').join(',')}?batch=1`,
        headers: { origin: 'http://localhost:3000', cookie: c.cookie!, 'content-type': 'application/json' },
        payload: JSON.stringify(
          Object.fromEntries(
            Array.from({ length: 12 }, (_, i) => [i, { mentorId: 'career', title: 'Career Coach Session' }]),
          ),
        ),
      });
      expect(batch.statusCode).toBe(200);
      const ids = batch.json<Array<{ result: { data: { id: string } } }>>().map((r) => r.result.data.id);
      expect(new Set(ids).size).toBe(1);
      expect((await c.caller().chat.listSessions()).items).toHaveLength(2);
    });

    it('keeps a renamed empty session’s title when it is taken up again', async () => {
      const c = await t.signUp();
      const first = await newSession(c);
      await c.caller().chat.renameSession({ sessionId: first.id, title: 'Board prep' });
      const again = await newSession(c);
      expect(again).toMatchObject({ id: first.id, title: 'Board prep' });
    });
  });
});
