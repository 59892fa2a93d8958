import type { ChatStreamEvent } from '@mentor/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../ai/offline-provider';
import { createTestApp, testTargets, type Client, type TestApp } from '../../../test/helpers';

const DAY = 24 * 60 * 60 * 1000;
const START = '2026-11-10T09:00:00.000Z';

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe.each(testTargets())('long-term memory on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ target, now: START, deps: { ai: createOfflineProvider({ wordDelayMs: 0 }) } });
  });
  afterAll(async () => t?.close());

  const newSession = (c: Client, input: { title?: string } = {}) =>
    c.caller().chat.createSession({ mentorId: 'career', title: input.title ?? 'Career Coach Session' });
  const send = async (c: Client, sessionId: string, message: string) =>
    collect(await c.caller().chat.send({ sessionId, message }));
  /** The account as a Starter whose trial is over. */
  const expireTrial = (c: Client) =>
    t.db
      .updateTable('users')
      .set({ trialEndsAt: new Date(t.clock.now().getTime() - DAY), subscriptionTier: 'starter' })
      .where('id', '=', c.user.id)
      .execute();

  it('is off by default: nothing is created', async () => {
    const c = await t.signUp();
    expect(c.user.memoryEnabled).toBe(false);
    await send(c, (await newSession(c)).id, 'I work as a nurse in Leeds.');
    await t.drain();
    expect(await c.caller().memory.list()).toEqual([]);
  });

  it('when switched on (trial), keeps durable facts with their source session, and the next session knows the last', async () => {
    const c = await t.signUp();
    const user = await c.caller().account.setMemoryEnabled({ enabled: true });
    expect(user.memoryEnabled).toBe(true);
    const s = await newSession(c, { title: 'Career Coach Session 1' });
    await send(
      c,
      s.id,
      'I work as a nurse in Leeds. I want to be promoted to charge nurse within a year. I am tired today.',
    );
    await t.drain();
    const memories = await c.caller().memory.list();
    expect(memories.map((m) => m.content).sort()).toEqual([
      'You want to be promoted to charge nurse within a year.',
      'You work as a nurse in Leeds.',
    ]);
    for (const m of memories)
      expect(m).toMatchObject({
        sourceSessionId: s.id,
        // The session was titled from its first exchange (the offline mentor's topic phrase).
        sourceSessionTitle: 'Going for a promotion',
        createdAt: START,
      });

    // Repeating a fact does not store it twice.
    await send(c, s.id, 'As I said, I work as a nurse in Leeds.');
    await t.drain();
    expect(await c.caller().memory.list()).toHaveLength(2);

    // A new session opens aware of the last one.
    const next = await newSession(c, { title: 'Career Coach Session 2' });
    const reply = (await send(c, next.id, 'Where should I start this week?')).at(-1) as Extract<
      ChatStreamEvent,
      { type: 'done' }
    >;
    expect(reply.message.content).toContain(
      'Your last session (“Going for a promotion”) ended with this next step:',
    );

    // Switching it off keeps the stored memories but neither uses nor adds to them.
    await c.caller().account.setMemoryEnabled({ enabled: false });
    await send(c, next.id, 'I have two kids and I live in York.');
    await t.drain();
    expect(await c.caller().memory.list()).toHaveLength(2);
    const later = (await send(c, (await newSession(c)).id, 'Where should I start?')).at(-1) as Extract<
      ChatStreamEvent,
      { type: 'done' }
    >;
    expect(later.message.content).not.toContain('Your last session');
  });

  it('is a Pro feature: a Starter without trial cannot switch it on, and an expired trial stops using it', async () => {
    const c = await t.signUp();
    await c.caller().account.setMemoryEnabled({ enabled: true });
    await expireTrial(c);
    await send(c, (await newSession(c)).id, 'I run a small bakery.');
    await t.drain();
    expect(await c.caller().memory.list()).toEqual([]);
    const starter = await c.reload();
    await expect(t.caller(starter).account.setMemoryEnabled({ enabled: true })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Long-term memory is a Pro feature',
    });
    expect((await t.caller(starter).account.setMemoryEnabled({ enabled: false })).memoryEnabled).toBe(false);
    await t.db.updateTable('users').set({ subscriptionTier: 'pro' }).where('id', '=', c.user.id).execute();
    expect((await t.caller(await c.reload()).account.setMemoryEnabled({ enabled: true })).memoryEnabled).toBe(
      true,
    );
  });

  it("deletes one memory (404 for another user's) or all of them", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await a.caller().account.setMemoryEnabled({ enabled: true });
    await send(
      a,
      (await newSession(a)).id,
      'I work at a logistics company. I prefer short answers. My goal is to lead a team.',
    );
    await t.drain();
    const memories = await a.caller().memory.list();
    expect(memories).toHaveLength(3);
    await expect(b.caller().memory.delete({ id: memories[0]!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Memory not found',
    });
    await expect(b.caller().memory.delete({ id: 'nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Memory not found',
    });
    expect(await b.caller().memory.clear()).toEqual({ deleted: 0 });
    expect(await a.caller().memory.delete({ id: memories[0]!.id })).toEqual({ id: memories[0]!.id });
    expect(await a.caller().memory.list()).toHaveLength(2);
    expect(await a.caller().memory.clear()).toEqual({ deleted: 2 });
    expect(await a.caller().memory.list()).toEqual([]);
  });

  it('answers 401 signed out', async () => {
    const anon = t.caller(null);
    await expect(anon.memory.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anon.memory.delete({ id: '0f8fad5b-d9cb-469f-a165-70867728950e' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(anon.memory.clear()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
