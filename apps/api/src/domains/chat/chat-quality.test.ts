import { randomUUID } from 'node:crypto';
import {
  CHAT_REPLY_VERSIONS_MAX,
  FEEDBACK_REASON_MAX,
  MESSAGES,
  type FeedbackStats,
} from '@mentor/validation';
import { type TRPCError } from '@trpc/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { firstZodMessage } from '../../trpc/init';
import {
  type Client,
  collect,
  createTestApp,
  refusal,
  type TestApp,
  testTargets,
} from '../../../test/helpers';

// Reply versions (Regenerate keeps the earlier replies, arrows switch between them) and feedback (thumbs up and
// down with a reason), with the admin's figures. The mentor is the built-in offline one, whose regenerated replies
// differ per variant.

const START = '2026-11-10T09:00:00.000Z';

const shownMessage = (error: TRPCError) =>
  error.cause instanceof ZodError ? firstZodMessage(error.cause) : error.message;

describe.each(testTargets())('reply versions and feedback on %s', (target) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp({ target, now: START });
    admin = await t.signUp({ firstName: 'Ada', lastName: 'Admin' }); // the first account is admin
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.drain();
  });

  const QUESTION = 'How do I prepare for a job interview next week?';

  /** A session with one exchange about interviews. */
  async function conversation(c: Client) {
    const s = await c.caller().chat.createSession({ mentorId: 'career', title: 'Career Coach Session' });
    await collect(await c.caller().chat.send({ sessionId: s.id, message: QUESTION }));
    await t.drain();
    return s;
  }
  const regenerate = async (c: Client, sessionId: string) => {
    const events = await collect(await c.caller().chat.regenerate({ sessionId }));
    await t.drain();
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no reply');
    return done.message;
  };

  describe('versions', () => {
    it('keeps the earlier reply, shows n/m, and switching changes what the transcript and the model use', async () => {
      const c = await t.signUp();
      const s = await conversation(c);
      const [, first] = await c.caller().chat.listMessages({ sessionId: s.id });
      expect(first).toMatchObject({ role: 'assistant', versions: null, feedback: null });

      const second = await regenerate(c, s.id);
      expect(second.content).not.toBe(first!.content);
      const listed = await c.caller().chat.listMessages({ sessionId: s.id });
      expect(listed).toHaveLength(2);
      expect(listed[1]).toMatchObject({
        id: second.id,
        versions: { index: 2, count: 2, ids: [first!.id, second.id] },
      });

      // Back to the first version through tRPC: it is the transcript's reply again.
      const back = await c.caller().chat.selectVersion({ messageId: first!.id });
      expect(back).toMatchObject({
        id: first!.id,
        content: first!.content,
        versions: { index: 1, count: 2 },
      });
      const again = await c.caller().chat.listMessages({ sessionId: s.id });
      expect(again.map((m) => m.content)).toEqual([QUESTION, first!.content]);

      // And forward through REST.
      const res = await c.post(`/api/chat/messages/${second.id}/current`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: second.id, versions: { index: 2, count: 2 } });
      const rest = await c.get(`/api/chat/sessions/${s.id}/messages`);
      expect(rest.json<{ content: string }[]>().map((m) => m.content)).toEqual([QUESTION, second.content]);

      // A third version asks the provider for a third variant, and stays on topic.
      const third = await regenerate(c, s.id);
      expect(new Set([first!.content, second.content, third.content]).size).toBe(3);
      expect((await c.caller().chat.listMessages({ sessionId: s.id }))[1]!.versions).toMatchObject({
        index: 3,
        count: 3,
      });
    });

    it("uses only the current version for the next reply and locks the earlier reply's versions", async () => {
      const c = await t.signUp();
      const s = await conversation(c);
      const [, first] = await c.caller().chat.listMessages({ sessionId: s.id });
      await regenerate(c, s.id);
      await c.caller().chat.selectVersion({ messageId: first!.id });
      await collect(await c.caller().chat.send({ sessionId: s.id, message: 'And what should I wear?' }));
      await t.drain();
      const listed = await c.caller().chat.listMessages({ sessionId: s.id });
      expect(listed.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
      expect(listed[1]!.id).toBe(first!.id);
      // An earlier reply no longer switches: the conversation went on from the version that was shown.
      const error = await refusal(c.caller().chat.selectVersion({ messageId: first!.id }));
      expect(error.code).toBe('CONFLICT');
      expect(error.message).toBe(MESSAGES.chat.onlyLastReplyVersions);
    });

    it('edit deletes every version of the reply after the edited message', async () => {
      const c = await t.signUp();
      const s = await conversation(c);
      await regenerate(c, s.id);
      const [question] = await c.caller().chat.listMessages({ sessionId: s.id });
      await collect(
        await c
          .caller()
          .chat.editLast({ sessionId: s.id, messageId: question!.id, message: 'How do I negotiate?' }),
      );
      await t.drain();
      const rows = await t.db.selectFrom('messages').select(['role']).where('sessionId', '=', s.id).execute();
      expect(rows).toHaveLength(2);
      expect((await c.caller().chat.listMessages({ sessionId: s.id }))[1]!.versions).toBeNull();
    });

    it(`refuses more than ${CHAT_REPLY_VERSIONS_MAX} versions with a clear message`, async () => {
      const c = await t.signUp();
      const s = await conversation(c);
      for (let i = 1; i < CHAT_REPLY_VERSIONS_MAX; i += 1) await regenerate(c, s.id);
      const listed = await c.caller().chat.listMessages({ sessionId: s.id });
      expect(listed[1]!.versions).toMatchObject({
        index: CHAT_REPLY_VERSIONS_MAX,
        count: CHAT_REPLY_VERSIONS_MAX,
      });
      const error = await refusal(c.caller().chat.regenerate({ sessionId: s.id }));
      expect(error.code).toBe('CONFLICT');
      expect(error.message).toBe(MESSAGES.chat.tooManyVersions);
    });

    it("answers 404 for another user's message or a person's message, 401 signed out, 404 for a bad id", async () => {
      const c = await t.signUp();
      const s = await conversation(c);
      const [question, first] = await c.caller().chat.listMessages({ sessionId: s.id });
      await regenerate(c, s.id);
      const other = await t.signUp();
      const foreign = await refusal(other.caller().chat.selectVersion({ messageId: first!.id }));
      expect(foreign.code).toBe('NOT_FOUND');
      expect(foreign.message).toBe(MESSAGES.chat.messageNotFound);
      const res = await other.post(`/api/chat/messages/${first!.id}/current`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: MESSAGES.chat.messageNotFound });
      expect((await c.post(`/api/chat/messages/${question!.id}/current`)).statusCode).toBe(404);
      expect((await c.post(`/api/chat/messages/${randomUUID()}/current`)).statusCode).toBe(404);
      expect((await c.post(`/api/chat/messages/not-an-id/current`)).statusCode).toBe(404);
      const anon = await t.anonymous().post(`/api/chat/messages/${first!.id}/current`);
      expect(anon.statusCode).toBe(401);
      expect(anon.body).toContain('Unauthorized');
      expect((await refusal(t.caller(null).chat.selectVersion({ messageId: first!.id }))).code).toBe(
        'UNAUTHORIZED',
      );
    });
  });

  describe('feedback', () => {
    it('rates a reply up or down with a reason (upserted), shows it in the list, and clears it', async () => {
      const c = await t.signUp();
      const s = await conversation(c);
      const [, reply] = await c.caller().chat.listMessages({ sessionId: s.id });
      const up = await c.caller().chat.feedback({ messageId: reply!.id, rating: 'up' });
      expect(up.feedback).toEqual({ rating: 'up', reason: null });
      const res = await c.put(`/api/chat/messages/${reply!.id}/feedback`, {
        rating: 'down',
        reason: '  Too generic  ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().feedback).toEqual({ rating: 'down', reason: 'Too generic' });
      expect((await c.caller().chat.listMessages({ sessionId: s.id }))[1]!.feedback).toEqual({
        rating: 'down',
        reason: 'Too generic',
      });
      const stored = await t.db
        .selectFrom('messageFeedback')
        .select(['rating'])
        .where('messageId', '=', reply!.id)
        .execute();
      expect(stored).toEqual([{ rating: 'down' }]);

      expect((await c.delete(`/api/chat/messages/${reply!.id}/feedback`)).statusCode).toBe(204);
      expect((await c.caller().chat.listMessages({ sessionId: s.id }))[1]!.feedback).toBeNull();
      await c.caller().chat.feedback({ messageId: reply!.id, rating: 'up' });
      expect((await c.caller().chat.feedback({ messageId: reply!.id, rating: null })).feedback).toBeNull();
    });

    it('refuses bad input with the messages the form shows', async () => {
      const c = await t.signUp();
      const s = await conversation(c);
      const [question, reply] = await c.caller().chat.listMessages({ sessionId: s.id });
      const long = await c.put(`/api/chat/messages/${reply!.id}/feedback`, {
        rating: 'down',
        reason: 'x'.repeat(FEEDBACK_REASON_MAX + 1),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe(MESSAGES.chat.feedbackReasonTooLong);
      const rating = await c.put(`/api/chat/messages/${reply!.id}/feedback`, { rating: 'meh' });
      expect(rating.statusCode).toBe(400);
      expect(rating.json().message).toBe(MESSAGES.chat.feedbackRatingInvalid);
      const bad = await refusal(
        c.caller().chat.feedback({ messageId: reply!.id, rating: 'sideways' as unknown as 'up' }),
      );
      expect(bad.code).toBe('BAD_REQUEST');
      expect(shownMessage(bad)).toBe(MESSAGES.chat.feedbackRatingInvalid);
      const own = await c.put(`/api/chat/messages/${question!.id}/feedback`, { rating: 'up' });
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(MESSAGES.chat.feedbackOnlyReplies);
    });

    it("answers 404 for another user's reply and 401 signed out", async () => {
      const c = await t.signUp();
      const s = await conversation(c);
      const [, reply] = await c.caller().chat.listMessages({ sessionId: s.id });
      const other = await t.signUp();
      const foreign = await refusal(other.caller().chat.feedback({ messageId: reply!.id, rating: 'down' }));
      expect(foreign.code).toBe('NOT_FOUND');
      const res = await other.put(`/api/chat/messages/${reply!.id}/feedback`, { rating: 'down' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.chat.messageNotFound });
      expect((await other.delete(`/api/chat/messages/${reply!.id}/feedback`)).statusCode).toBe(404);
      expect((await c.put(`/api/chat/messages/${randomUUID()}/feedback`, { rating: 'up' })).statusCode).toBe(
        404,
      );
      const anon = await t.anonymous().put(`/api/chat/messages/${reply!.id}/feedback`, { rating: 'up' });
      expect(anon.statusCode).toBe(401);
      expect(anon.body).toContain('Unauthorized');
      expect((await refusal(t.caller(null).chat.feedback({ messageId: reply!.id, rating: 'up' }))).code).toBe(
        'UNAUTHORIZED',
      );
      // Nothing was stored for the other user's attempts.
      expect(
        await t.db
          .selectFrom('messageFeedback')
          .select('rating')
          .where('messageId', '=', reply!.id)
          .execute(),
      ).toEqual([]);
    });

    it('gives the admin satisfaction per mentor and per provider/model, and the latest reasons without names', async () => {
      const a = await t.signUp({ firstName: 'Zed', lastName: 'Rater' });
      const b = await t.signUp();
      const sa = await conversation(a);
      const sb = await conversation(b);
      const [, ra] = await a.caller().chat.listMessages({ sessionId: sa.id });
      const [, rb] = await b.caller().chat.listMessages({ sessionId: sb.id });
      await a.caller().chat.feedback({ messageId: ra!.id, rating: 'down', reason: 'Missed my deadline' });
      await b.caller().chat.feedback({ messageId: rb!.id, rating: 'up' });
      const res = await admin.get('/api/admin/stats/feedback');
      expect(res.statusCode).toBe(200);
      const stats = res.json<FeedbackStats>();
      const career = stats.byMentor.find((m) => m.mentorType === 'career')!;
      expect(career.up).toBeGreaterThanOrEqual(1);
      expect(career.down).toBeGreaterThanOrEqual(1);
      expect(career.satisfaction).toBe(Math.round((100 * career.up) / (career.up + career.down)));
      const offline = stats.byModel.find((m) => m.provider === 'offline')!;
      expect(offline.model).toEqual(expect.any(String));
      expect(offline.up + offline.down).toBeGreaterThanOrEqual(2);
      expect(stats.latestReasons[0]).toMatchObject({
        rating: 'down',
        reason: 'Missed my deadline',
        mentorName: expect.any(String),
        provider: 'offline',
      });
      expect(JSON.stringify(stats)).not.toContain('Zed');
      expect(JSON.stringify(stats)).not.toContain(a.user.email);
      expect(await admin.caller().admin.feedbackStats()).toEqual(stats);

      expect((await a.get('/api/admin/stats/feedback')).statusCode).toBe(403);
      expect((await t.anonymous().get('/api/admin/stats/feedback')).statusCode).toBe(401);
    });
  });
});
