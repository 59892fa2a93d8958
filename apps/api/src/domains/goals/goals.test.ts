import { randomUUID } from 'node:crypto';
import type { StoredActionItem } from '@mentor/db';
import { sql } from '@mentor/db';
import { GOALS_MAX_PER_USER, MESSAGES, type Goal } from '@mentor/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, refusedInput, testTargets, type Client, type TestApp } from '../../../test/helpers';
import { findGoalById } from './goals.repository';

const TARGET = '2027-02-08T09:00:00.000Z';
const NOW = '2026-11-10T09:00:00.000Z';

const goalBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Ship my portfolio site',
  description: 'Design, build and publish it.',
  category: 'business',
  status: 'active',
  progress: 0,
  targetDate: TARGET,
  ...overrides,
});

describe.each(testTargets())('goals on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target, now: NOW });
  });
  afterAll(async () => t?.close());

  async function createGoal(c: Client, overrides: Record<string, unknown> = {}): Promise<Goal> {
    const res = await c.post('/api/goals', goalBody(overrides));
    expect(res.statusCode).toBe(201);
    return res.json<Goal>();
  }

  const goalCount = async (userId: string) =>
    (
      await t.db
        .selectFrom('goals')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow()
    ).n;

  describe('POST /api/goals', () => {
    it(`refuses a goal past GOALS_MAX_PER_USER with 409 and the reason; other users are not affected`, async () => {
      const c = await t.signUp();
      const other = await t.signUp();
      await sql`insert into goals (user_id, title, description, category)
        select ${c.user.id}, 'Goal ' || g, '', 'career' from generate_series(1, ${GOALS_MAX_PER_USER - 1}) g`.execute(
        t.db,
      );
      await createGoal(c, { title: 'The last one' });
      const refused = await c.post('/api/goals', goalBody({ title: 'One too many' }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: MESSAGES.goals.tooMany });
      expect(Number(await goalCount(c.user.id))).toBe(GOALS_MAX_PER_USER);
      await createGoal(other);
      expect((await t.anonymous().post('/api/goals', goalBody())).statusCode).toBe(401);
    });

    it('creates the goal and answers 201 with it (ISO timestamps, milestones array)', async () => {
      const c = await t.signUp();
      const res = await c.post(
        '/api/goals',
        goalBody({
          title: '  Ship my portfolio site ',
          targetDate: '2027-02-08T10:00:00+01:00',
          milestones: [
            {
              id: 'm1',
              title: 'Week 1: Define outcomes and baseline metrics',
              completed: false,
              completedAt: null,
              dueDate: '2026-11-17T09:00:00.000Z',
            },
            { id: 'm2', title: 'Week 4: First deliverable shipped', completed: false, completedAt: null },
          ],
        }),
      );
      expect(res.statusCode).toBe(201);
      const goal = res.json<Goal>();
      expect(goal).toEqual({
        id: expect.any(String),
        userId: c.user.id,
        title: 'Ship my portfolio site',
        description: 'Design, build and publish it.',
        category: 'business',
        status: 'active',
        progress: 0,
        targetDate: TARGET,
        milestones: [
          {
            id: 'm1',
            title: 'Week 1: Define outcomes and baseline metrics',
            completed: false,
            completedAt: null,
            dueDate: '2026-11-17T09:00:00.000Z',
          },
          { id: 'm2', title: 'Week 4: First deliverable shipped', completed: false, completedAt: null },
        ],
        createdAt: NOW,
        updatedAt: NOW,
        autoProgress: null,
      });
      const row = await findGoalById(t.db, c.user.id, goal.id);
      expect(row?.title).toBe('Ship my portfolio site');
      expect(row?.targetDate?.toISOString()).toBe(TARGET);
    });

    it('applies the defaults: category career, active, progress 0, no milestones', async () => {
      const c = await t.signUp();
      const res = await c.post('/api/goals', { title: 'Read 12 books', targetDate: TARGET });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        category: 'career',
        status: 'active',
        progress: 0,
        description: '',
        milestones: [],
      });
    });

    it('accepts a 1000-character description', async () => {
      const c = await t.signUp();
      const goal = await createGoal(c, { description: 'd'.repeat(1000) });
      expect(goal.description).toHaveLength(1000);
    });

    it('dates a milestone sent as done and gives a repeated milestone id a fresh one', async () => {
      const c = await t.signUp();
      const goal = await createGoal(c, {
        milestones: [
          { id: 'a', title: 'One', completed: true, completedAt: null },
          { id: 'a', title: 'Two', completed: false, completedAt: '2026-11-01T00:00:00.000Z' },
        ],
      });
      expect(goal.milestones[0]).toEqual({ id: 'a', title: 'One', completed: true, completedAt: NOW });
      expect(goal.milestones[1]).toMatchObject({ title: 'Two', completed: false, completedAt: null });
      expect(goal.milestones[1]?.id).not.toBe('a');
    });

    it.each([
      [{ title: '' }, 'Title is required'],
      [{ title: '   ' }, 'Title is required'],
      [{ title: undefined }, 'Title is required'],
      [{ title: 't'.repeat(201) }, 'Title must be at most 200 characters'],
      [{ description: 'd'.repeat(1001) }, 'Description must be at most 1000 characters'],
      [{ targetDate: undefined }, 'Target date is required'],
      [{ targetDate: '' }, 'Target date is required'],
      [{ targetDate: 'next week' }, 'Target date must be a valid date'],
      [{ category: 'health' }, 'Please select a valid category'],
      [{ status: 'paused' }, 'Please select a valid status'],
      [{ progress: 101 }, 'Progress must be a whole number from 0 to 100'],
      [{ progress: -1 }, 'Progress must be a whole number from 0 to 100'],
      [{ progress: 10.5 }, 'Progress must be a whole number from 0 to 100'],
      [{ progress: '10' }, 'Progress must be a whole number from 0 to 100'],
      [{ milestones: [{ id: 'm1', title: '' }] }, 'Milestone title is required'],
      [
        { milestones: Array.from({ length: 21 }, (_, i) => ({ id: `m${i}`, title: `M${i}` })) },
        'A goal can have at most 20 milestones',
      ],
    ])('answers 400 with the spec message and writes nothing for %j', async (overrides, message) => {
      const c = await t.signUp();
      const res = await c.post('/api/goals', goalBody(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedInput(message));
      expect(await goalCount(c.user.id)).toBe(0);
    });

    it('refuses a goal created completed (a rule, not a field: no fieldErrors) and writes nothing', async () => {
      const c = await t.signUp();
      const res = await c.post('/api/goals', goalBody({ status: 'completed', progress: 100 }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Only an active goal can be completed' });
      expect(await goalCount(c.user.id)).toBe(0);
    });

    it('answers 401 signed out and writes nothing', async () => {
      const before = (await t.db.selectFrom('goals').select('id').execute()).length;
      const res = await t.anonymous().post('/api/goals', goalBody());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
      expect((await t.db.selectFrom('goals').select('id').execute()).length).toBe(before);
    });

    it('takes the owner from the session, never from the body', async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const goal = await createGoal(b, { userId: a.user.id });
      expect(goal.userId).toBe(b.user.id);
      expect(await goalCount(a.user.id)).toBe(0);
    });
  });

  describe('GET /api/goals', () => {
    it("lists the user's own goals, newest first", async () => {
      const c = await t.signUp();
      const other = await t.signUp();
      const first = await createGoal(c, { title: 'First' });
      t.clock.advance(60_000);
      const second = await createGoal(c, { title: 'Second' });
      await createGoal(other, { title: 'Not mine' });
      const res = await c.get('/api/goals');
      expect(res.statusCode).toBe(200);
      expect(res.json<Goal[]>().map((g) => g.id)).toEqual([second.id, first.id]);
      t.clock.set(NOW);
    });

    it('answers an empty list for a new user and 401 signed out', async () => {
      const c = await t.signUp();
      expect((await c.get('/api/goals')).json()).toEqual([]);
      const out = await t.anonymous().get('/api/goals');
      expect(out.statusCode).toBe(401);
      expect(out.json()).toEqual({ message: 'Unauthorized' });
    });
  });

  describe('PATCH /api/goals/:id', () => {
    it('updates progress and answers the goal', async () => {
      const c = await t.signUp();
      const goal = await createGoal(c);
      t.clock.advance(1000);
      const res = await c.patch(`/api/goals/${goal.id}`, { progress: 40 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: goal.id,
        progress: 40,
        status: 'active',
        updatedAt: '2026-11-10T09:00:01.000Z',
      });
      expect((await findGoalById(t.db, c.user.id, goal.id))?.progress).toBe(40);
      t.clock.set(NOW);
    });

    it('takes +10% presses (progressStep) on the server up to 100, never beyond, then completes at 100', async () => {
      const c = await t.signUp();
      const goal = await createGoal(c);
      const seen: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await c.patch(`/api/goals/${goal.id}`, { progressStep: true });
        expect(res.statusCode).toBe(200);
        seen.push(res.json<Goal>().progress);
      }
      expect(seen).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 100]);
      expect((await findGoalById(t.db, c.user.id, goal.id))?.progress).toBe(100);
      const over = await c.patch(`/api/goals/${goal.id}`, { progress: 110 });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual(
        refusedInput('Progress must be a whole number from 0 to 100', {
          progress: ['Progress must be a whole number from 0 to 100'],
        }),
      );
      const done = await c.patch(`/api/goals/${goal.id}`, { status: 'completed' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ status: 'completed', progress: 100 });
    });

    it('caps a step at 100 on the server: 95 + step = 100', async () => {
      const c = await t.signUp();
      const goal = await createGoal(c, { progress: 95 });
      const res = await c.patch(`/api/goals/${goal.id}`, { progressStep: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ progress: 100, status: 'active' });
      expect((await findGoalById(t.db, c.user.id, goal.id))?.progress).toBe(100);
    });

    // PGlite has one connection, so concurrent transactions cannot overlap there and this cannot fail.
    it.skipIf(target !== 'postgres')(
      'counts two concurrent steps from 50 both: 70 (needs PostgreSQL: row lock on the goal)',
      async () => {
        const c = await t.signUp();
        const goal = await createGoal(c, { progress: 50 });
        const answers = await Promise.all([
          c.patch(`/api/goals/${goal.id}`, { progressStep: true }),
          c.caller().goals.update({ id: goal.id, progressStep: true }),
        ]);
        expect(answers[0].statusCode).toBe(200);
        expect([answers[0].json<Goal>().progress, answers[1].progress].sort()).toEqual([60, 70]);
        expect((await findGoalById(t.db, c.user.id, goal.id))?.progress).toBe(70);
      },
    );

    it('refuses a step on a completed goal, and progress with progressStep together', async () => {
      const c = await t.signUp();
      const goal = await createGoal(c, { progress: 100 });
      expect((await c.patch(`/api/goals/${goal.id}`, { status: 'completed' })).statusCode).toBe(200);
      const step = await c.patch(`/api/goals/${goal.id}`, { progressStep: true });
      expect(step.statusCode).toBe(400);
      expect(step.json()).toEqual({ message: 'A completed goal can no longer change progress' });
      await expect(c.caller().goals.update({ id: goal.id, progressStep: true })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'A completed goal can no longer change progress',
      });

      const other = await createGoal(c, { progress: 20 });
      const both = await c.patch(`/api/goals/${other.id}`, { progress: 40, progressStep: true });
      expect(both.statusCode).toBe(400);
      expect(both.json()).toEqual(refusedInput('Send either progress or progressStep, not both'));
      const notTrue = await c.patch(`/api/goals/${other.id}`, { progressStep: 10 });
      expect(notTrue.statusCode).toBe(400);
      expect(notTrue.json()).toEqual(refusedInput('progressStep must be true'));
      expect((await findGoalById(t.db, c.user.id, other.id))?.progress).toBe(20);
    });

    it('completes in one call with a step that reaches 100', async () => {
      const c = await t.signUp();
      const goal = await createGoal(c, { progress: 90 });
      const res = await c.patch(`/api/goals/${goal.id}`, { progressStep: true, status: 'completed' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'completed', progress: 100 });
    });

    it('completes in one call when progress 100 comes with the status', async () => {
      const c = await t.signUp();
      const goal = await createGoal(c, { progress: 50 });
      const res = await c.patch(`/api/goals/${goal.id}`, { progress: 100, status: 'completed' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'completed', progress: 100 });
    });

    it('refuses completion below 100 and keeps the goal active', async () => {
      const c = await t.signUp();
      const goal = await createGoal(c, { progress: 90 });
      const res = await c.patch(`/api/goals/${goal.id}`, { status: 'completed' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'A goal can only be completed at 100% progress' });
      const both = await c.patch(`/api/goals/${goal.id}`, { status: 'completed', progress: 95 });
      expect(both.statusCode).toBe(400);
      const row = await findGoalById(t.db, c.user.id, goal.id);
      expect(row).toMatchObject({ status: 'active', progress: 90 });
    });

    it("locks a completed goal's progress and status, but its details stay editable", async () => {
      const c = await t.signUp();
      const goal = await createGoal(c, { progress: 100 });
      expect((await c.patch(`/api/goals/${goal.id}`, { status: 'completed' })).statusCode).toBe(200);

      const progress = await c.patch(`/api/goals/${goal.id}`, { progress: 90 });
      expect(progress.statusCode).toBe(400);
      expect(progress.json()).toEqual({ message: 'A completed goal can no longer change progress' });

      const again = await c.patch(`/api/goals/${goal.id}`, { status: 'completed' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: 'Only an active goal can be completed' });

      const reopen = await c.patch(`/api/goals/${goal.id}`, { status: 'active' });
      expect(reopen.statusCode).toBe(400);
      expect(reopen.json()).toEqual({ message: 'A completed goal cannot be reopened' });

      expect(await findGoalById(t.db, c.user.id, goal.id)).toMatchObject({
        status: 'completed',
        progress: 100,
      });

      const renamed = await c.patch(`/api/goals/${goal.id}`, {
        title: 'Shipped it',
        description: 'Done.',
        category: 'life',
        targetDate: '2027-03-01T00:00:00.000Z',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({
        title: 'Shipped it',
        description: 'Done.',
        category: 'life',
        targetDate: '2027-03-01T00:00:00.000Z',
        status: 'completed',
      });
    });

    it('replaces the milestones, keeping the date of one already done', async () => {
      const c = await t.signUp();
      const goal = await createGoal(c, { milestones: [{ id: 'm1', title: 'One' }] });
      await c.caller().goals.toggleMilestone({ goalId: goal.id, milestoneId: 'm1', completed: true });
      t.clock.advance(86_400_000);
      const res = await c.patch(`/api/goals/${goal.id}`, {
        milestones: [
          { id: 'm1', title: 'One, renamed', completed: true, completedAt: null },
          { id: 'm2', title: 'Two', completed: false },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<Goal>().milestones).toEqual([
        { id: 'm1', title: 'One, renamed', completed: true, completedAt: NOW },
        { id: 'm2', title: 'Two', completed: false, completedAt: null },
      ]);
      t.clock.set(NOW);
    });

    it('takes the goal id from the path, never from the body', async () => {
      const c = await t.signUp();
      const a = await createGoal(c, { title: 'A' });
      const b = await createGoal(c, { title: 'B' });
      const res = await c.patch(`/api/goals/${a.id}`, { id: b.id, progress: 70 });
      expect(res.json()).toMatchObject({ id: a.id, progress: 70 });
      expect((await findGoalById(t.db, c.user.id, b.id))?.progress).toBe(0);
    });

    it.each([
      [{}, 'Provide at least one field to update'],
      [{ progress: 101 }, 'Progress must be a whole number from 0 to 100'],
      [{ progress: -10 }, 'Progress must be a whole number from 0 to 100'],
      [{ progress: 12.5 }, 'Progress must be a whole number from 0 to 100'],
      [{ status: 'archived' }, 'Please select a valid status'],
      [{ title: '' }, 'Title is required'],
      [{ description: 'd'.repeat(1001) }, 'Description must be at most 1000 characters'],
      [{ targetDate: '' }, 'Target date is required'],
      [{ category: 'health' }, 'Please select a valid category'],
    ])('answers 400 with the spec message and changes nothing for %j', async (body, message) => {
      const c = await t.signUp();
      const goal = await createGoal(c, { progress: 30 });
      const res = await c.patch(`/api/goals/${goal.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedInput(message));
      expect(await findGoalById(t.db, c.user.id, goal.id)).toMatchObject({
        progress: 30,
        title: goal.title,
        status: 'active',
      });
    });

    it("answers 404 'Goal not found' for another user's goal and leaves it unchanged", async () => {
      const owner = await t.signUp();
      const intruder = await t.signUp();
      const goal = await createGoal(owner, { progress: 100 });
      for (const body of [{ progress: 20 }, { status: 'completed' }, { title: 'Mine now' }]) {
        const res = await intruder.patch(`/api/goals/${goal.id}`, body);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Goal not found' });
      }
      expect(await findGoalById(t.db, owner.user.id, goal.id)).toMatchObject({
        progress: 100,
        status: 'active',
        title: goal.title,
      });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const c = await t.signUp();
      for (const id of [randomUUID(), 'not-a-uuid', '123', "1' or '1'='1"]) {
        const res = await c.patch(`/api/goals/${encodeURIComponent(id)}`, { progress: 10 });
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ message: 'Goal not found' });
      }
    });

    it('answers 401 signed out and changes nothing', async () => {
      const c = await t.signUp();
      const goal = await createGoal(c, { progress: 10 });
      const res = await t.anonymous().patch(`/api/goals/${goal.id}`, { progress: 50 });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
      const malformed = await t.anonymous().patch('/api/goals/nope', { progress: 50 });
      expect(malformed.statusCode).toBe(401);
      expect((await findGoalById(t.db, c.user.id, goal.id))?.progress).toBe(10);
    });
  });

  describe('tRPC goals.*', () => {
    it('lists, creates and updates through the procedures', async () => {
      const c = await t.signUp();
      const api = c.caller();
      const goal = await api.goals.create({ title: 'Run 10k', targetDate: TARGET });
      expect(goal).toMatchObject({
        title: 'Run 10k',
        category: 'career',
        status: 'active',
        progress: 0,
        createdAt: NOW,
      });
      expect((await api.goals.list()).map((g) => g.id)).toEqual([goal.id]);
      const updated = await api.goals.update({ id: goal.id, progress: 100 });
      expect(updated.progress).toBe(100);
      expect((await api.goals.update({ id: goal.id, status: 'completed' })).status).toBe('completed');
      await expect(api.goals.update({ id: goal.id, progress: 50 })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'A completed goal can no longer change progress',
      });
    });

    it('refuses bad input with the spec message', async () => {
      const api = (await t.signUp()).caller();
      await expect(api.goals.create({ title: 'T', targetDate: '' })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
      // @ts-expect-error -- no target date: the procedure's schema refuses it
      await expect(api.goals.create({ title: 'T' })).rejects.toThrow('Target date is required');
      await expect(
        api.goals.create({ title: 'T', targetDate: TARGET, description: 'd'.repeat(1001) }),
      ).rejects.toThrow('Description must be at most 1000 characters');
      const goal = await api.goals.create({ title: 'T', targetDate: TARGET });
      await expect(api.goals.update({ id: goal.id, progress: 101 })).rejects.toThrow(
        'Progress must be a whole number from 0 to 100',
      );
      await expect(api.goals.update({ id: goal.id, status: 'completed' })).rejects.toThrow(
        'A goal can only be completed at 100% progress',
      );
    });

    it("answers NOT_FOUND for another user's or an unknown goal", async () => {
      const owner = await t.signUp();
      const intruder = (await t.signUp()).caller();
      const goal = await owner
        .caller()
        .goals.create({ title: 'T', targetDate: TARGET, milestones: [{ id: 'm1', title: 'M1' }] });
      await expect(intruder.goals.update({ id: goal.id, progress: 10 })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Goal not found',
      });
      await expect(
        intruder.goals.toggleMilestone({ goalId: goal.id, milestoneId: 'm1', completed: true }),
      ).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Goal not found',
      });
      await expect(intruder.goals.update({ id: randomUUID(), progress: 10 })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(intruder.goals.update({ id: goal.id, progressStep: true })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(await intruder.goals.list()).toEqual([]);
      expect((await findGoalById(t.db, owner.user.id, goal.id))?.milestones[0]?.completed).toBe(false);
    });

    it('answers a malformed id NOT_FOUND like an unknown one (as REST does), an empty id BAD_REQUEST', async () => {
      const api = (await t.signUp()).caller();
      for (const id of ['not-a-uuid', '123', "1' or '1'='1"]) {
        await expect(api.goals.update({ id, progress: 10 })).rejects.toMatchObject({
          code: 'NOT_FOUND',
          message: 'Goal not found',
        });
        await expect(api.goals.update({ id, progressStep: true })).rejects.toMatchObject({
          code: 'NOT_FOUND',
          message: 'Goal not found',
        });
        await expect(
          api.goals.toggleMilestone({ goalId: id, milestoneId: 'm1', completed: true }),
        ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Goal not found' });
      }
      await expect(api.goals.update({ id: '', progress: 10 })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    });

    it('answers UNAUTHORIZED signed out for every procedure', async () => {
      const api = t.caller(null);
      const id = randomUUID();
      await expect(api.goals.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(api.goals.stats()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(api.goals.create({ title: 'T', targetDate: TARGET })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
      await expect(api.goals.update({ id, progress: 10 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(
        api.goals.toggleMilestone({ goalId: id, milestoneId: 'm1', completed: true }),
      ).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    });
  });

  describe('tRPC goals.toggleMilestone', () => {
    it('marks a milestone done with the time it happened, and undone again', async () => {
      const c = await t.signUp();
      const api = c.caller();
      const goal = await api.goals.create({
        title: 'T',
        targetDate: TARGET,
        milestones: [
          { id: 'm1', title: 'Week 1', dueDate: '2026-11-17T09:00:00.000Z' },
          { id: 'm2', title: 'Week 4' },
        ],
      });
      t.clock.set('2026-11-12T15:30:00.000Z');
      const done = await api.goals.toggleMilestone({ goalId: goal.id, milestoneId: 'm1', completed: true });
      expect(done.milestones).toEqual([
        {
          id: 'm1',
          title: 'Week 1',
          completed: true,
          completedAt: '2026-11-12T15:30:00.000Z',
          dueDate: '2026-11-17T09:00:00.000Z',
        },
        { id: 'm2', title: 'Week 4', completed: false, completedAt: null },
      ]);
      t.clock.advance(60_000);
      const again = await api.goals.toggleMilestone({ goalId: goal.id, milestoneId: 'm1', completed: true });
      expect(again.milestones[0]?.completedAt).toBe('2026-11-12T15:30:00.000Z');
      const undone = await api.goals.toggleMilestone({
        goalId: goal.id,
        milestoneId: 'm1',
        completed: false,
      });
      expect(undone.milestones[0]).toMatchObject({ completed: false, completedAt: null });
      const stored = await findGoalById(t.db, c.user.id, goal.id);
      expect(stored?.milestones.map((m) => m.completed)).toEqual([false, false]);
      expect((await api.goals.list())[0]?.milestones[0]).toMatchObject({
        completed: false,
        completedAt: null,
      });
      t.clock.set(NOW);
    });

    it("answers NOT_FOUND 'Milestone not found' for an unknown milestone, BAD_REQUEST for bad input", async () => {
      const api = (await t.signUp()).caller();
      const goal = await api.goals.create({
        title: 'T',
        targetDate: TARGET,
        milestones: [{ id: 'm1', title: 'M1' }],
      });
      await expect(
        api.goals.toggleMilestone({ goalId: goal.id, milestoneId: 'm9', completed: true }),
      ).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Milestone not found',
      });
      await expect(
        // @ts-expect-error -- no completed flag: the procedure's schema refuses it
        api.goals.toggleMilestone({ goalId: goal.id, milestoneId: 'm1' }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    });
  });

  describe('tRPC goals.stats', () => {
    const mentorId = async () => (await t.db.selectFrom('mentors').select('id').executeTakeFirstOrThrow()).id;
    /** A chat session created at `createdAt`; started (first message sent) unless `started` is false. */
    const session = async (userId: string, createdAt: Date, started = true) =>
      (
        await t.db
          .insertInto('chatSessions')
          .values({
            userId,
            mentorId: await mentorId(),
            title: 'Career Coach Session',
            startedAt: started ? createdAt : null,
            createdAt,
            updatedAt: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    it('computes the stat cards from goals, summaries and chat sessions of the user only', async () => {
      const c = await t.signUp();
      const other = await t.signUp();
      const now = new Date('2026-11-20T18:00:00.000Z');
      t.clock.set(now);
      const ago = (days: number, hours = 0) =>
        new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000);

      const empty = await c.caller().goals.stats();
      expect(empty).toEqual({
        goalsAchieved: 0,
        actionItems: 0,
        streak: 0,
        averageProgress: 0,
        weeklySessions: 0,
        hasSessions: false,
      });

      const api = c.caller();
      const done = await api.goals.create({ title: 'Done', targetDate: TARGET, progress: 100 });
      await api.goals.update({ id: done.id, status: 'completed' });
      await api.goals.create({ title: 'Half', targetDate: TARGET, progress: 30 });
      await api.goals.create({ title: 'New', targetDate: TARGET });
      await other.caller().goals.create({ title: 'Theirs', targetDate: TARGET, progress: 100 });

      const items = (n: number): StoredActionItem[] =>
        Array.from({ length: n }, (_, i) => ({ text: `Step ${i + 1}`, completed: false, dueDate: null }));
      const summary = async (userId: string, sessionId: string, count: number) =>
        t.db
          .insertInto('sessionSummaries')
          .values({
            userId,
            sessionId,
            summary: 'We talked.',
            keyInsights: JSON.stringify(['x']),
            actionItems: JSON.stringify(items(count)),
            sentiment: 'positive',
            progressMade: '',
            nextSteps: '',
          })
          .execute();

      // An empty session ('+ New', no message yet) is not a session held: neither the streak nor the week counts
      // it, and it does not end the onboarding panel (Try this opens one; issue 24).
      await session(c.user.id, ago(0, 1), false);
      expect(await api.goals.stats()).toMatchObject({ streak: 0, weeklySessions: 0, hasSessions: false });

      const today = await session(c.user.id, ago(0, 6));
      await session(c.user.id, ago(0, 8));
      const old = await session(c.user.id, ago(8));
      await summary(c.user.id, today, 2);
      await summary(c.user.id, old, 3);
      const theirs = await session(other.user.id, ago(0, 2));
      await summary(other.user.id, theirs, 4);

      expect(await api.goals.stats()).toEqual({
        goalsAchieved: 1,
        actionItems: 5,
        // The spec's streak: the number of sessions held (3 started, the empty one left out), capped at 7.
        streak: 3,
        averageProgress: 43,
        // Held this week: the two started today (the empty one and the 8-day-old one are not).
        weeklySessions: 2,
        hasSessions: true,
      });
      // A week later the weekly count is 0; the sessions held still make the streak.
      t.clock.set(new Date('2026-11-27T18:00:00.000Z'));
      expect(await api.goals.stats()).toMatchObject({
        streak: 3,
        weeklySessions: 0,
        actionItems: 5,
        hasSessions: true,
      });
      t.clock.set(NOW);
    });

    it('caps the streak at 7 sessions (all in one day count), whatever their dates', async () => {
      const c = await t.signUp();
      const now = new Date('2026-11-20T18:00:00.000Z');
      t.clock.set(now);
      for (let i = 0; i < 6; i += 1) await session(c.user.id, new Date(now.getTime() - i * 60_000));
      expect(await c.caller().goals.stats()).toMatchObject({ streak: 6, weeklySessions: 6 });
      await session(c.user.id, new Date('2025-01-01T12:00:00.000Z'));
      expect(await c.caller().goals.stats()).toMatchObject({ streak: 7, weeklySessions: 6 });
      for (let i = 0; i < 3; i += 1) await session(c.user.id, new Date(now.getTime() - 3_600_000));
      expect(await c.caller().goals.stats()).toMatchObject({ streak: 7, weeklySessions: 9 });
      t.clock.set(NOW);
    });

    it('counts weekly sessions over the 7 × 24 hours ending now, as instants (no local days)', async () => {
      const c = await t.signUp();
      // 23:30 UTC: already the next day east of UTC, and still the same day west of it.
      const now = new Date('2026-11-20T23:30:00.000Z');
      t.clock.set(now);
      const at = (ms: number) => session(c.user.id, new Date(now.getTime() + ms));
      const WEEK = 7 * 86_400_000;
      await at(-WEEK); // exactly 7 × 24 h ago: out
      await at(-WEEK - 1); // out
      await at(-WEEK + 1); // in
      await at(0); // now: in
      await at(1); // after now: out
      await session(c.user.id, new Date('2026-11-20T00:00:00.000Z')); // in
      await session(c.user.id, new Date('2026-11-13T23:29:59.999Z')); // out
      await session(c.user.id, new Date('2026-11-13T23:30:00.001Z')); // in
      expect(await c.caller().goals.stats()).toMatchObject({ weeklySessions: 4, streak: 7 });
      t.clock.set(NOW);
    });
  });

  describe('findGoalById', () => {
    it("finds the user's goal only", async () => {
      const c = await t.signUp();
      const other = await t.signUp();
      const goal = await createGoal(c);
      expect((await findGoalById(t.db, c.user.id, goal.id))?.id).toBe(goal.id);
      expect(await findGoalById(t.db, other.user.id, goal.id)).toBeUndefined();
      expect(await findGoalById(t.db, c.user.id, randomUUID())).toBeUndefined();
    });
  });
});
