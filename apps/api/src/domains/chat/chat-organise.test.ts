import { randomUUID } from 'node:crypto';
import { MESSAGES, type ChatSessionOut } from '@mentor/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../ai/offline-provider';
import { createTestApp, refusedInput, testTargets, type Client, type TestApp } from '../../../test/helpers';
import { nextLinkOf, walkRest, walkTrpc } from '../../../test/paging';

// Sessions a person organises: pinned first in the sidebar, archived apart (restorable, still readable, found by
// search), through tRPC and REST, a page at a time.

const START = '2026-11-10T09:00:00.000Z';

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe.each(testTargets())('pinned and archived sessions on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ target, now: START, deps: { ai: createOfflineProvider({ wordDelayMs: 0 }) } });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.drain();
    t.clock.set(START);
  });

  /** `count` sessions of the user, made a minute apart (several sharing one time); their ids newest first. */
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

  const sidebar = async (c: Client) =>
    (await c.caller().chat.listSessions({ limit: 50 })).items.map((s) => s.id);
  const archivedOf = async (c: Client) =>
    (await c.caller().chat.listSessions({ limit: 50, archived: true })).items.map((s) => s.id);

  describe('pin', () => {
    it('puts a pinned session first (pinned ones newest first) and unpinning puts it back in its place', async () => {
      const c = await t.signUp();
      const [s1, s2, s3, s4] = await sessionsOf(c, 4);
      t.clock.advance(1000);
      const pinned = await c.caller().chat.pinSession({ sessionId: s3!, pinned: true });
      expect(pinned).toMatchObject({ id: s3, pinnedAt: t.clock.now().toISOString(), archivedAt: null });
      expect(await sidebar(c)).toEqual([s3, s1, s2, s4]);
      // Pinned over REST: 200 with the session; pinning again keeps when it was first pinned.
      t.clock.advance(1000);
      const rest = await c.put(`/api/chat/sessions/${s4}/pin`);
      expect(rest.statusCode).toBe(200);
      expect(rest.json<ChatSessionOut>()).toMatchObject({ id: s4, pinnedAt: t.clock.now().toISOString() });
      const again = await c.caller().chat.pinSession({ sessionId: s3!, pinned: true });
      expect(again.pinnedAt).toBe(pinned.pinnedAt);
      // Among the pinned, the list's own order (newest first), not the order they were pinned in.
      expect(await sidebar(c)).toEqual([s3, s4, s1, s2]);
      expect((await c.get('/api/chat/sessions')).json<{ id: string }[]>().map((s) => s.id)).toEqual([
        s3,
        s4,
        s1,
        s2,
      ]);

      const unpin = await c.delete(`/api/chat/sessions/${s3}/pin`);
      expect(unpin.statusCode).toBe(204);
      expect((await c.caller().chat.pinSession({ sessionId: s4!, pinned: false })).pinnedAt).toBeNull();
      expect(await sidebar(c)).toEqual([s1, s2, s3, s4]);
    });

    it('pinning an archived session restores it', async () => {
      const c = await t.signUp();
      const [s1, s2] = await sessionsOf(c, 2);
      await c.caller().chat.archiveSession({ sessionId: s2!, archived: true });
      const pinned = await c.caller().chat.pinSession({ sessionId: s2!, pinned: true });
      expect(pinned).toMatchObject({ archivedAt: null, pinnedAt: expect.any(String) });
      expect(await sidebar(c)).toEqual([s2, s1]);
      expect(await archivedOf(c)).toEqual([]);
    });
  });

  describe('archive', () => {
    it('hides an archived session from the sidebar, lists it as archived, still opens it, and restores it', async () => {
      const c = await t.signUp();
      const s = await c.caller().chat.createSession({ mentorId: 'career', title: 'Job search' });
      await collect(
        await c.caller().chat.send({ sessionId: s.id, message: 'How do I prepare for an interview?' }),
      );
      await t.drain();
      t.clock.advance(60_000);
      const other = await c.caller().chat.createSession({ mentorId: 'life', title: 'Sleep' });
      await c.caller().chat.pinSession({ sessionId: s.id, pinned: true });

      t.clock.advance(1000);
      const archived = await c.caller().chat.archiveSession({ sessionId: s.id, archived: true });
      // Archiving unpins: a restored session comes back in its place, not first.
      expect(archived).toMatchObject({ archivedAt: t.clock.now().toISOString(), pinnedAt: null });
      expect(await sidebar(c)).toEqual([other.id]);
      expect(await archivedOf(c)).toEqual([s.id]);
      const listed = await c.get('/api/chat/sessions?archived=true');
      expect(listed.statusCode).toBe(200);
      expect(listed.json<ChatSessionOut[]>()).toEqual([archived]);
      // Still opened by its link, and read.
      expect(await c.caller().chat.getSession({ sessionId: s.id })).toEqual(archived);
      const messages = await c.get(`/api/chat/sessions/${s.id}/messages`);
      expect(messages.json<{ role: string }[]>().map((m) => m.role)).toEqual(['user', 'assistant']);

      const restore = await c.delete(`/api/chat/sessions/${s.id}/archive`);
      expect(restore.statusCode).toBe(204);
      expect(await archivedOf(c)).toEqual([]);
      expect(await sidebar(c)).toEqual([other.id, s.id]);
      const again = await c.put(`/api/chat/sessions/${s.id}/archive`);
      expect(again.statusCode).toBe(200);
      expect(again.json<ChatSessionOut>().archivedAt).not.toBeNull();
      expect(
        (await c.caller().chat.archiveSession({ sessionId: s.id, archived: false })).archivedAt,
      ).toBeNull();
    });

    it('restores an archived session when the person writes in it (and not when the message is refused)', async () => {
      const c = await t.signUp();
      const s = await c.caller().chat.createSession({ mentorId: 'career', title: 'Job search' });
      await collect(await c.caller().chat.send({ sessionId: s.id, message: 'How do I ask for a raise?' }));
      await t.drain();
      await c.caller().chat.archiveSession({ sessionId: s.id, archived: true });
      await collect(await c.caller().chat.send({ sessionId: s.id, message: 'And when should I ask?' }));
      await t.drain();
      expect(await sidebar(c)).toEqual([s.id]);
      expect((await c.caller().chat.getSession({ sessionId: s.id })).archivedAt).toBeNull();

      // Its 60 minutes are up: the message is refused (409) and the session stays archived.
      await c.caller().chat.archiveSession({ sessionId: s.id, archived: true });
      t.clock.advance(61 * 60_000);
      const refused = await c.post(`/api/chat/sessions/${s.id}/messages`, { message: 'One more thing' });
      expect(refused.statusCode).toBe(409);
      expect(await archivedOf(c)).toEqual([s.id]);
    });

    it('brings an archived empty session back when "+ New" takes it up again', async () => {
      const c = await t.signUp();
      const s = await c.caller().chat.createSession({ mentorId: 'career', title: 'Empty' });
      await c.caller().chat.archiveSession({ sessionId: s.id, archived: true });
      const again = await c.caller().chat.createSession({ mentorId: 'career', title: 'Empty again' });
      expect(again).toMatchObject({ id: s.id, archivedAt: null });
      expect(await sidebar(c)).toEqual([s.id]);
    });
  });

  describe('search', () => {
    it('finds archived sessions too, marked archived', async () => {
      const c = await t.signUp();
      const kept = await c.caller().chat.createSession({ mentorId: 'founder', title: 'Pricing the product' });
      const gone = await c
        .caller()
        .chat.createSession({ mentorId: 'career', title: 'Pricing my freelance work' });
      await c.caller().chat.archiveSession({ sessionId: gone.id, archived: true });
      const results = await c.caller().chat.search({ query: 'pricing' });
      expect(results.map((r) => [r.sessionId, r.archived]).sort()).toEqual(
        [
          [kept.id, false],
          [gone.id, true],
        ].sort(),
      );
    });
  });

  describe('paging with pinned sessions first', () => {
    it('walks every session once across pages: the pinned ones first, then the others, each newest first', async () => {
      const c = await t.signUp();
      const ids = await sessionsOf(c, 11);
      const pinned = [ids[1]!, ids[4]!, ids[5]!, ids[9]!];
      const archived = [ids[0]!, ids[7]!];
      for (const id of pinned) await c.caller().chat.pinSession({ sessionId: id, pinned: true });
      for (const id of archived) await c.caller().chat.archiveSession({ sessionId: id, archived: true });
      const others = ids.filter((id) => !pinned.includes(id) && !archived.includes(id));
      const expected = [...pinned, ...others];

      for (const limit of [1, 2, 3, 4, 5, 9, 10]) {
        const trpc = await walkTrpc((input) => c.caller().chat.listSessions(input), limit);
        expect(trpc.flat(), `limit ${limit}`).toEqual(expected);
        expect(trpc.slice(0, -1).every((page) => page.length === limit)).toBe(true);
      }
      const rest = await walkRest(c, '/api/chat/sessions?limit=3');
      expect(rest.map((p) => p.length)).toEqual([3, 3, 3]);
      expect(rest.flat()).toEqual(expected);
      // The archived view pages too, and keeps its query in the next page's link.
      const first = await c.get('/api/chat/sessions?archived=true&limit=1');
      expect(nextLinkOf(first.headers.link)).toMatch(/^\/api\/chat\/sessions\?archived=true&limit=1&cursor=/);
      expect((await walkRest(c, '/api/chat/sessions?archived=true&limit=1')).flat()).toEqual(archived);
    });
  });

  describe('refusals', () => {
    it('refuses bad input with 400 and a clear message', async () => {
      const c = await t.signUp();
      const [s] = await sessionsOf(c, 1);
      const bad = await c.get('/api/chat/sessions?archived=yes');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual(refusedInput(MESSAGES.chat.archivedInvalid));
      await expect(
        c.caller().chat.pinSession({ sessionId: s!, pinned: 'yes' as unknown as boolean }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      const trpc = await c.post('/api/trpc/chat.pinSession', { sessionId: s });
      expect(trpc.statusCode).toBe(400);
      expect(JSON.stringify(trpc.json())).toContain(MESSAGES.chat.pinnedInvalid);
      const archive = await c.post('/api/trpc/chat.archiveSession', { sessionId: s, archived: 'no' });
      expect(archive.statusCode).toBe(400);
      expect(JSON.stringify(archive.json())).toContain(MESSAGES.chat.archivedInvalid);
      // A cursor naming a part the list does not have.
      const forged = Buffer.from(`starred|2026-11-10T09:00:00.000000Z|${randomUUID()}`).toString('base64url');
      await expect(c.caller().chat.listSessions({ cursor: forged })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: MESSAGES.paging.invalidCursor,
      });
    });

    it('answers 401 signed out', async () => {
      const c = await t.signUp();
      const [s] = await sessionsOf(c, 1);
      const anon = t.anonymous();
      for (const res of [
        await anon.put(`/api/chat/sessions/${s}/pin`),
        await anon.delete(`/api/chat/sessions/${s}/pin`),
        await anon.put(`/api/chat/sessions/${s}/archive`),
        await anon.delete(`/api/chat/sessions/${s}/archive`),
        await anon.get('/api/chat/sessions?archived=true'),
      ]) {
        expect(res.statusCode).toBe(401);
      }
      await expect(t.caller(null).chat.pinSession({ sessionId: s!, pinned: true })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
      await expect(
        t.caller(null).chat.archiveSession({ sessionId: s!, archived: true }),
      ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it("answers 404 for another user's session (or none) and changes nothing", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const [s] = await sessionsOf(a, 1);
      for (const res of [
        await b.put(`/api/chat/sessions/${s}/pin`),
        await b.delete(`/api/chat/sessions/${s}/pin`),
        await b.put(`/api/chat/sessions/${s}/archive`),
        await b.delete(`/api/chat/sessions/${s}/archive`),
        await a.put(`/api/chat/sessions/${randomUUID()}/pin`),
        await a.put(`/api/chat/sessions/not-an-id/archive`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: MESSAGES.chat.sessionNotFound });
      }
      await expect(b.caller().chat.pinSession({ sessionId: s!, pinned: true })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: MESSAGES.chat.sessionNotFound,
      });
      await expect(b.caller().chat.archiveSession({ sessionId: s!, archived: true })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      const row = await a.caller().chat.getSession({ sessionId: s! });
      expect(row).toMatchObject({ pinnedAt: null, archivedAt: null });
      expect(await b.caller().chat.listSessions({ archived: true })).toEqual({ items: [], nextCursor: null });
    });
  });

  it('exports pinned and archived sessions with when they were pinned and archived', async () => {
    const c = await t.signUp();
    const [s1, s2] = await sessionsOf(c, 2);
    await c.caller().chat.pinSession({ sessionId: s1!, pinned: true });
    await c.caller().chat.archiveSession({ sessionId: s2!, archived: true });
    const res = await c.get('/api/account/export?types=sessions');
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json<{ sessions: ChatSessionOut[] }>();
    expect(sessions.find((s) => s.id === s1)).toMatchObject({
      pinnedAt: expect.any(String),
      archivedAt: null,
    });
    expect(sessions.find((s) => s.id === s2)).toMatchObject({
      pinnedAt: null,
      archivedAt: expect.any(String),
    });
  });
});
