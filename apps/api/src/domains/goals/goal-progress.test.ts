import { randomUUID } from 'node:crypto';
import {
  GOAL_TEMPLATE_MILESTONES,
  MESSAGES,
  type ChatStreamEvent,
  type Goal,
  type GoalCategory,
} from '@mentor/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testTargets, type Client, type TestApp, openAiConfig } from '../../../test/helpers';
import { startOpenAiStub, type OpenAiStub } from '../../../test/openai-stub';
import { applySessionProgress } from './goals.service';

// A goal-linked session moves its goal (spec: "A session can link to a goal so that progress updates"): the
// summary's estimate is applied after each reply, recorded, shown and undoable. With the offline mentor, what the
// person reports moves the goal before the reply is written, so the reply and the summary state the new progress.

const NOW = '2026-11-10T09:00:00.000Z';
const TARGET = '2027-02-08T09:00:00.000Z';
const TITLES = GOAL_TEMPLATE_MILESTONES.map((m) => m.title);

async function drainStream(iterable: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of iterable) void _;
}

async function createGoal(c: Client, overrides: Record<string, unknown> = {}): Promise<Goal> {
  return c.caller().goals.create({
    title: 'Land my next career role',
    description: 'Get to interviews within 90 days.',
    category: 'career',
    targetDate: TARGET,
    milestones: TITLES.map((title, i) => ({ id: `m${i + 1}`, title, completed: false, completedAt: null })),
    ...overrides,
  });
}

const goalOf = async (c: Client, id: string) => (await c.caller().goals.list()).find((g) => g.id === id)!;

describe.each(testTargets())('goal progress from sessions (offline mentor) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target, now: NOW });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.drain());

  async function talk(c: Client, goalId: string, ...messages: string[]) {
    const session = await c.caller().chat.createSession({ mentorId: 'career', title: 'Session', goalId });
    for (const message of messages) {
      await drainStream(await c.caller().chat.send({ sessionId: session.id, message }));
      await t.drain();
    }
    return session;
  }

  it('moves the goal after the summary, ticks the milestone it names, and records the change', async () => {
    const c = await t.signUp();
    const goal = await createGoal(c);
    const session = await talk(c, goal.id, 'I finished the first milestone and booked two calls.');
    const moved = await goalOf(c, goal.id);
    expect(moved.progress).toBe(30);
    expect(moved.milestones.map((m) => [m.title, m.completed, m.completedAt])).toEqual([
      [TITLES[0], true, NOW],
      [TITLES[1], false, null],
      [TITLES[2], false, null],
      [TITLES[3], false, null],
    ]);
    expect(moved.autoProgress).toEqual({
      from: 0,
      to: 30,
      sessionId: session.id,
      at: NOW,
      milestoneIds: ['m1'],
    });
    // The REST list answers the same.
    const rest = (await c.get('/api/goals')).json<Goal[]>().find((g) => g.id === goal.id)!;
    expect(rest.autoProgress).toMatchObject({ from: 0, to: 30 });
  });

  it('states the progress after the update in the reply and in the summary of that same message', async () => {
    const c = await t.signUp();
    const goal = await createGoal(c);
    const session = await c
      .caller()
      .chat.createSession({ mentorId: 'career', title: 'Session', goalId: goal.id });
    const events: ChatStreamEvent[] = [];
    for await (const event of await c
      .caller()
      .chat.send({ sessionId: session.id, message: 'I finished the first milestone.' }))
      events.push(event);
    const done = events.find((e) => e.type === 'done');
    const reply = done?.type === 'done' ? done.message.content : '';
    expect(reply).toContain('(25% done, target 2027-02-08)');
    expect(reply).not.toContain('(0% done');
    expect(reply).toContain(`Your next open milestone is **${TITLES[1]}**.`);
    expect(reply).not.toContain(`“${TITLES[0]}”`);
    // The goal moved with the message, before the reply was written; the summary after it reads the same.
    expect((await goalOf(c, goal.id)).progress).toBe(25);
    await t.drain();
    const [summary] = (await c.caller().summaries.list()).items;
    expect(summary!.keyInsights).toContain('Your goal “Land my next career role” stands at 25%.');
    expect(summary!.keyInsights.join(' ')).not.toContain('stands at 0%');
    const moved = await goalOf(c, goal.id);
    expect(moved.progress).toBe(25);
    expect(moved.autoProgress).toMatchObject({
      from: 0,
      to: 25,
      sessionId: session.id,
      milestoneIds: ['m1'],
    });
  });

  it('does not move a goal when the session reports nothing done, nor a session without a goal', async () => {
    const c = await t.signUp();
    const goal = await createGoal(c);
    await talk(c, goal.id, 'I want to finish the first milestone next week.');
    const unmoved = await goalOf(c, goal.id);
    expect(unmoved.progress).toBe(0);
    expect(unmoved.autoProgress).toBeNull();
    const free = await c.caller().chat.createSession({ mentorId: 'career', title: 'Free' });
    await drainStream(
      await c.caller().chat.send({ sessionId: free.id, message: 'I finished the first step.' }),
    );
    await t.drain();
    expect((await goalOf(c, goal.id)).progress).toBe(0);
  });

  it('only goes up, never past 99, never changes a completed goal, and applies the same summary once', async () => {
    const c = await t.signUp();
    const goal = await createGoal(c, { progress: 50 });
    const sessionId = (await talk(c, goal.id, 'Hello')).id;
    const now = new Date(NOW);
    const apply = (progressPercent: number | null, completedMilestones: string[] = []) =>
      applySessionProgress(
        t.db,
        c.user.id,
        goal.id,
        { progressPercent, completedMilestones, sessionId },
        now,
      );

    expect(await apply(30)).toBeNull();
    expect((await goalOf(c, goal.id)).progress).toBe(50);
    expect((await apply(100, [TITLES[1]!.toUpperCase()]))?.progress).toBe(99);
    // The same summary again changes nothing.
    expect(await apply(100, [TITLES[1]!])).toBeNull();
    const capped = await goalOf(c, goal.id);
    expect(capped.progress).toBe(99);
    expect(capped.milestones[1]!.completed).toBe(true);
    expect(capped.autoProgress).toMatchObject({ from: 50, to: 99, milestoneIds: ['m2'] });
    // Completing stays the person's act: +10% then Mark Complete; after that nothing moves the goal.
    await c.caller().goals.update({ id: goal.id, progressStep: true });
    await c.caller().goals.update({ id: goal.id, status: 'completed' });
    expect(await apply(99, [TITLES[2]!])).toBeNull();
    const completed = await goalOf(c, goal.id);
    expect(completed).toMatchObject({ status: 'completed', progress: 100, autoProgress: null });
    expect(completed.milestones[2]!.completed).toBe(false);
    // Another user's goal is never moved.
    const other = await t.signUp();
    const foreign = await createGoal(other);
    expect(
      await applySessionProgress(
        t.db,
        c.user.id,
        foreign.id,
        { progressPercent: 40, completedMilestones: [], sessionId },
        now,
      ),
    ).toBeNull();
    expect((await goalOf(other, foreign.id)).progress).toBe(0);
  });

  describe('goals.undoAutoProgress', () => {
    it('puts the progress back and unticks the milestones; the same session does not redo it', async () => {
      const c = await t.signUp();
      const goal = await createGoal(c, { progress: 10 });
      const session = await talk(c, goal.id, 'I finished the first milestone and booked two calls.');
      expect((await goalOf(c, goal.id)).progress).toBe(30);
      const undone = await c.caller().goals.undoAutoProgress({ id: goal.id });
      expect(undone.progress).toBe(10);
      expect(undone.milestones[0]).toMatchObject({ completed: false, completedAt: null });
      expect(undone.autoProgress).toBeNull();
      // The next reply in the same session summarises the same words again: the undone change stays undone.
      await drainStream(
        await c.caller().chat.send({ sessionId: session.id, message: 'Thanks, that helps.' }),
      );
      await t.drain();
      expect((await goalOf(c, goal.id)).progress).toBe(10);
      // Nothing left to undo.
      await expect(c.caller().goals.undoAutoProgress({ id: goal.id })).rejects.toMatchObject({
        code: 'CONFLICT',
        message: MESSAGES.goals.autoProgressUndoGone,
      });
    });

    it('refuses once the person changed the goal since (the notice is gone too)', async () => {
      const c = await t.signUp();
      const goal = await createGoal(c);
      await talk(c, goal.id, 'I finished the first step.');
      expect((await goalOf(c, goal.id)).autoProgress).toMatchObject({ from: 0, to: 25 });
      await c.caller().goals.update({ id: goal.id, progressStep: true });
      const changed = await goalOf(c, goal.id);
      expect(changed.progress).toBe(35);
      expect(changed.autoProgress).toBeNull();
      await expect(c.caller().goals.undoAutoProgress({ id: goal.id })).rejects.toMatchObject({
        code: 'CONFLICT',
        message: MESSAGES.goals.autoProgressUndoGone,
      });
      expect((await goalOf(c, goal.id)).progress).toBe(35);
    });

    it('answers 401 signed out and Goal not found for another user’s or a malformed id', async () => {
      const c = await t.signUp();
      const goal = await createGoal(c);
      await talk(c, goal.id, 'I finished the first step.');
      await expect(t.caller(null).goals.undoAutoProgress({ id: goal.id })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
      const other = await t.signUp();
      for (const id of [goal.id, randomUUID(), 'not-an-id'])
        await expect(other.caller().goals.undoAutoProgress({ id })).rejects.toMatchObject({
          code: 'NOT_FOUND',
          message: MESSAGES.goals.notFound,
        });
      expect((await goalOf(c, goal.id)).progress).toBe(25);
    });
  });

  describe('the mentor of a goal-linked session', () => {
    it.each<[GoalCategory, string]>([
      ['business', 'founder'],
      ['career', 'career'],
      ['life', 'life'],
    ])('a %s goal starts with the %s mentor when none is named', async (category, mentorType) => {
      const c = await t.signUp();
      const goal = await createGoal(c, { category });
      const session = await c.caller().chat.createSession({ title: 'Session', goalId: goal.id });
      expect(session).toMatchObject({ goalId: goal.id, mentorType });
    });

    it('an "other" goal starts with the preferred mentor; a named mentor always wins', async () => {
      const c = await t.signUp();
      await c.caller().account.setPreferredMentor({ preferredMentorType: 'life' });
      const goal = await createGoal(c, { category: 'other' });
      expect(await c.caller().chat.createSession({ title: 'S', goalId: goal.id })).toMatchObject({
        mentorType: 'life',
      });
      const business = await createGoal(c, { category: 'business' });
      expect(
        await c.caller().chat.createSession({ title: 'S', goalId: business.id, mentorType: 'career' }),
      ).toMatchObject({ mentorType: 'career' });
      // REST too.
      const res = await c.post('/api/chat/sessions', { title: 'S', goalId: business.id });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ mentorType: 'founder', goalId: business.id });
    });

    it('still needs a mentor without a goal', async () => {
      const c = await t.signUp();
      const res = await c.post('/api/chat/sessions', { title: 'S' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.chat.invalidMentor });
    });
  });
});

describe.each(testTargets())('goal progress from sessions (OpenAI provider) on %s', (target) => {
  let t: TestApp;
  let stub: OpenAiStub;
  beforeAll(async () => {
    stub = await startOpenAiStub();
    t = await createTestApp({
      target,
      now: NOW,
      config: openAiConfig(stub, 2000),
    });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  it('applies the model’s estimate and milestones; the prompt carries the goal and asks for them', async () => {
    const c = await t.signUp();
    const goal = await createGoal(c);
    stub.setJson('session_summary', {
      summary: 'You shipped your first deliverable.',
      keyInsights: [],
      actionItems: [{ text: 'Plan the midpoint review', completed: false, dueDate: '2026-11-17' }],
      sentiment: 'positive',
      progressMade: 'You shipped the first deliverable.',
      nextSteps: '1. Plan the midpoint review',
      progressPercent: 45,
      completedMilestones: [TITLES[0], ` ${TITLES[1]} `, 'A milestone the goal does not have'],
    });
    const session = await c.caller().chat.createSession({ mentorId: 'career', title: 'S', goalId: goal.id });
    await drainStream(await c.caller().chat.send({ sessionId: session.id, message: 'It is live!' }));
    await t.drain();
    const moved = await goalOf(c, goal.id);
    expect(moved.progress).toBe(45);
    expect(moved.milestones.map((m) => m.completed)).toEqual([true, true, false, false]);
    expect(moved.autoProgress).toMatchObject({
      from: 0,
      to: 45,
      sessionId: session.id,
      milestoneIds: ['m1', 'm2'],
    });

    const summaryRequest = stub
      .chatRequests()
      .find((r) => JSON.stringify(r.body).includes('session_summary'))!;
    const [system, user] = stub.messagesOf(summaryRequest);
    expect(system!.content).toContain('progressPercent');
    expect(system!.content).toContain('completedMilestones');
    expect(user!.content).toContain('<goal>');
    expect(user!.content).toContain(TITLES[0]);
  });
});
