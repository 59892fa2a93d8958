import { randomUUID } from 'node:crypto';
import { sql } from '@mentor/db';
import { INSPIRATION_COPY, INSPIRATION_ITEMS_MAX, type InspirationItem } from '@mentor/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpErrorOf } from '../../lib/rest';
import { createTestApp, refusedInput, testTargets, type Client, type TestApp } from '../../../test/helpers';

/** The status and message a client sees for a procedure's error (the first Zod issue for bad input). */
async function failureOf(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
  } catch (error) {
    const { status, body } = httpErrorOf(error);
    return { status, message: body.message };
  }
  throw new Error('expected the call to fail');
}

const LONG = 'x'.repeat(1001);

const step = (id: string, done: boolean, text = `Step ${id}`) => ({
  id,
  text,
  done,
  createdAt: 1_763_000_000_000,
});

describe.each(testTargets())('inspiration on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(async () => t?.close());

  /** Creates an item through the REST endpoint and answers it. */
  async function add(c: Client, body: Record<string, unknown>): Promise<InspirationItem> {
    const res = await c.post('/api/inspiration', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<InspirationItem>();
  }

  /** The user's rows straight from the database, in board order. */
  async function rowsOf(c: Client) {
    return t.db
      .selectFrom('inspirationItems')
      .select(['id', 'text', 'tag', 'position', 'steps', 'priority', 'dueDate', 'updatedAt', 'userId'])
      .where('userId', '=', c.user.id)
      .orderBy('position')
      .execute();
  }

  const positionsOf = async (c: Client) =>
    Object.fromEntries((await rowsOf(c)).map((r) => [r.id, r.position]));

  it('refuses an item past INSPIRATION_ITEMS_MAX with 409 and the reason; other users are not affected', async () => {
    const c = await t.signUp();
    const other = await t.signUp();
    await sql`insert into inspiration_items (user_id, text, tag, position)
      select ${c.user.id}, 'Idea ' || g, 'Idea', g - 1 from generate_series(1, ${INSPIRATION_ITEMS_MAX - 1}) g`.execute(
      t.db,
    );
    await add(c, { text: 'The last one', tag: 'Idea' });
    const refused = await c.post('/api/inspiration', { text: 'One too many', tag: 'Idea' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: INSPIRATION_COPY.tooMany });
    expect((await rowsOf(c)).length).toBe(INSPIRATION_ITEMS_MAX);
    await add(other, { text: 'Mine', tag: 'Idea' });
  });

  describe('GET /api/inspiration', () => {
    it("answers [] for a new user and only ever the user's own items, in board order", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      expect((await a.get('/api/inspiration')).json()).toEqual([]);
      const first = await add(a, { text: 'First', tag: 'Idea' });
      const second = await add(a, { text: 'Second', tag: 'Note' });
      await add(b, { text: 'Not yours', tag: 'Idea' });
      const res = await a.get('/api/inspiration');
      expect(res.statusCode).toBe(200);
      const items = res.json<InspirationItem[]>();
      expect(items.map((i) => i.id)).toEqual([second.id, first.id]);
      expect(items.map((i) => i.position)).toEqual([0, 1]);
      expect(items.every((i) => i.userId === a.user.id)).toBe(true);
    });

    it('answers 401 signed out', async () => {
      const res = await t.anonymous().get('/api/inspiration');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    });
  });

  describe('POST /api/inspiration', () => {
    it('adds an item whatever positions were stored before (a huge one, gaps): the board is numbered 0, 1, 2...', async () => {
      const c = await t.signUp();
      const first = await add(c, { text: 'First', tag: 'Idea' });
      const second = await add(c, { text: 'Second', tag: 'Idea' });
      // Positions written before they were bounded: the largest integer, and a gap.
      await t.db
        .updateTable('inspirationItems')
        .set({ position: 2147483647 })
        .where('id', '=', first.id)
        .execute();
      await t.db.updateTable('inspirationItems').set({ position: 7 }).where('id', '=', second.id).execute();
      const third = await add(c, { text: 'Third', tag: 'Idea' });
      const fourth = await add(c, { text: 'Fourth', tag: 'Note', position: 2 });
      expect((await rowsOf(c)).map((r) => [r.text, r.position])).toEqual([
        ['Third', 0],
        ['Second', 1],
        ['Fourth', 2],
        ['First', 3],
      ]);
      expect(third.position).toBe(0);
      expect(fourth.position).toBe(2);
    });

    it('creates a non-goal with null steps, priority and progress, ISO timestamps and the trimmed text', async () => {
      const c = await t.signUp();
      const res = await c.post('/api/inspiration', {
        userId: c.user.id,
        text: '  Start a podcast  ',
        tag: 'Idea',
        position: 0,
        steps: null,
        dueDate: null,
        priority: null,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(String),
        userId: c.user.id,
        text: 'Start a podcast',
        tag: 'Idea',
        position: 0,
        steps: null,
        dueDate: null,
        priority: null,
        progress: null,
        createdAt: '2026-11-10T09:00:00.000Z',
        updatedAt: '2026-11-10T09:00:00.000Z',
      });
    });

    it('starts a goal with [] steps, priority None, no due date and progress 0', async () => {
      const c = await t.signUp();
      const item = await add(c, { text: 'Run a marathon', tag: 'Goal' });
      expect(item).toMatchObject({ tag: 'Goal', steps: [], priority: 'None', dueDate: null, progress: 0 });
    });

    it('keeps the steps, priority and due date given for a goal and derives progress from the steps', async () => {
      const c = await t.signUp();
      const item = await add(c, {
        text: 'Ship v2',
        tag: 'Goal',
        steps: [step('a', true), step('b', false), step('c', false)],
        priority: 'High',
        dueDate: '2026-12-31',
      });
      expect(item).toMatchObject({ priority: 'High', dueDate: '2026-12-31', progress: 33 });
      expect(item.steps?.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    });

    it('puts a new item on top and moves the others down; a position past the end goes last', async () => {
      const c = await t.signUp();
      const a = await add(c, { text: 'A', tag: 'Idea' });
      const b = await add(c, { text: 'B', tag: 'Idea' });
      const last = await add(c, { text: 'Last', tag: 'Note', position: 99 });
      expect(last.position).toBe(2);
      const middle = await add(c, { text: 'Middle', tag: 'Event', position: 1 });
      expect(await positionsOf(c)).toEqual({ [b.id]: 0, [middle.id]: 1, [a.id]: 2, [last.id]: 3 });
    });

    it("ignores a userId in the body naming someone else: the item is the signed-in user's", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const item = await add(a, { userId: b.user.id, text: 'Mine', tag: 'Idea' });
      expect(item.userId).toBe(a.user.id);
      expect(await rowsOf(b)).toEqual([]);
      expect((await rowsOf(a)).map((r) => r.id)).toEqual([item.id]);
    });

    it('accepts exactly 1000 characters', async () => {
      const c = await t.signUp();
      expect((await add(c, { text: 'x'.repeat(1000), tag: 'Note' })).text).toHaveLength(1000);
    });

    it.each([
      [{ text: '', tag: 'Idea' }, 'Text is required'],
      [{ text: '   ', tag: 'Idea' }, 'Text is required'],
      [{ tag: 'Idea' }, 'Text is required'],
      [{ text: 'LONG', tag: 'Idea' }, 'Text must be less than 1000 characters'],
      [{ text: 'x', tag: 'Task' }, 'Tag must be one of Idea, Event, Goal, Note'],
      [{ text: 'x' }, 'Tag must be one of Idea, Event, Goal, Note'],
      [{ text: 'x', tag: 'Goal', steps: [step('a', false, '')] }, 'Step text is required'],
      [{ text: 'x', tag: 'Goal', dueDate: '2024-13-45' }, 'Due date must be in yyyy-mm-dd format'],
      [{ text: 'x', tag: 'Goal', dueDate: '2024-02-30' }, 'Due date must be in yyyy-mm-dd format'],
      [{ text: 'x', tag: 'Goal', priority: 'Urgent' }, 'Priority must be one of None, Low, Medium, High'],
      [{ text: 'x', tag: 'Idea', position: -1 }, 'Position must be a non-negative integer'],
      [{ text: 'x', tag: 'Idea', position: 2147483647 }, 'Position must be at most 100000'],
      // Rules over the whole item, not one field's input: the body carries only the message.
      [{ text: 'x', tag: 'Note', steps: [] }, 'Steps and priority can only be set on goals', 'rule'],
      [{ text: 'x', tag: 'Event', priority: 'High' }, 'Steps and priority can only be set on goals', 'rule'],
    ])(
      'answers 400 with the spec message and writes nothing for %j',
      async (body, message, kind?: string) => {
        const c = await t.signUp();
        const res = await c.post(
          '/api/inspiration',
          'text' in body && body.text === 'LONG' ? { ...body, text: LONG } : body,
        );
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(kind === 'rule' ? { message } : refusedInput(message));
        expect(await rowsOf(c)).toEqual([]);
      },
    );

    it('answers 401 signed out and writes nothing', async () => {
      const before = await t.db.selectFrom('inspirationItems').select('id').execute();
      const res = await t.anonymous().post('/api/inspiration', { text: 'x', tag: 'Idea' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
      expect(await t.db.selectFrom('inspirationItems').select('id').execute()).toHaveLength(before.length);
    });
  });

  describe('GET /api/inspiration/:id', () => {
    it("answers the user's own item and 404 for another user's, an unknown or a malformed id", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const item = await add(a, { text: 'Mine', tag: 'Idea' });
      expect((await a.get(`/api/inspiration/${item.id}`)).json()).toEqual(item);
      for (const url of [
        `/api/inspiration/${item.id}`,
        `/api/inspiration/${randomUUID()}`,
        '/api/inspiration/not-a-uuid',
      ]) {
        const res = await b.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: 'Inspiration item not found' });
      }
      expect((await t.anonymous().get(`/api/inspiration/${item.id}`)).statusCode).toBe(401);
    });
  });

  describe('PUT /api/inspiration/:id', () => {
    it('edits the text only, keeps every other field and moves updatedAt', async () => {
      const c = await t.signUp();
      const item = await add(c, {
        text: 'Old',
        tag: 'Goal',
        priority: 'Low',
        dueDate: '2026-12-01',
        steps: [step('a', true)],
      });
      t.clock.advance(60_000);
      const res = await c.put(`/api/inspiration/${item.id}`, { text: '  New text ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...item, text: 'New text', updatedAt: '2026-11-10T09:01:00.000Z' });
      t.clock.set('2026-11-10T09:00:00.000Z');
    });

    it('updates steps (progress follows), priority and due date of a goal', async () => {
      const c = await t.signUp();
      const item = await add(c, { text: 'Goal', tag: 'Goal' });
      const res = await c.put(`/api/inspiration/${item.id}`, {
        steps: [step('a', true), step('b', false)],
        priority: 'Medium',
        dueDate: '2027-01-15',
      });
      expect(res.json()).toMatchObject({ progress: 50, priority: 'Medium', dueDate: '2027-01-15' });
      const cleared = await c.put(`/api/inspiration/${item.id}`, {
        steps: null,
        priority: null,
        dueDate: null,
      });
      expect(cleared.json()).toMatchObject({ steps: [], progress: 0, priority: 'None', dueDate: null });
      const [row] = await rowsOf(c);
      expect(row).toMatchObject({ steps: [], priority: 'None', dueDate: null });
    });

    it('promotes a note to a goal keeping its due date (the client payload)', async () => {
      const c = await t.signUp();
      const note = await add(c, { text: 'A note', tag: 'Note', dueDate: '2026-12-24' });
      const res = await c.put(`/api/inspiration/${note.id}`, {
        tag: 'Goal',
        steps: [],
        priority: 'None',
        dueDate: '2026-12-24',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        tag: 'Goal',
        steps: [],
        priority: 'None',
        dueDate: '2026-12-24',
        progress: 0,
      });
    });

    it('promotes with just {tag: Goal}: steps [], priority None, due date kept', async () => {
      const c = await t.signUp();
      const idea = await add(c, { text: 'An idea', tag: 'Idea', dueDate: '2026-12-24' });
      const res = await c.put(`/api/inspiration/${idea.id}`, { tag: 'Goal' });
      expect(res.json()).toMatchObject({ tag: 'Goal', steps: [], priority: 'None', dueDate: '2026-12-24' });
      const plain = await add(c, { text: 'Another', tag: 'Event' });
      expect((await c.put(`/api/inspiration/${plain.id}`, { tag: 'Goal' })).json()).toMatchObject({
        dueDate: null,
      });
    });

    it('moves a non-goal between Idea, Event and Note', async () => {
      const c = await t.signUp();
      const idea = await add(c, { text: 'An idea', tag: 'Idea' });
      expect((await c.put(`/api/inspiration/${idea.id}`, { tag: 'Event' })).json()).toMatchObject({
        tag: 'Event',
        steps: null,
        priority: null,
      });
    });

    it('never turns a goal back into another tag (400, unchanged)', async () => {
      const c = await t.signUp();
      const goal = await add(c, { text: 'Goal', tag: 'Goal', priority: 'High' });
      const res = await c.put(`/api/inspiration/${goal.id}`, { tag: 'Note', steps: null, priority: null });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'A goal cannot be changed back to another tag' });
      expect((await rowsOf(c))[0]).toMatchObject({ tag: 'Goal', priority: 'High', steps: [] });
    });

    it('refuses steps or priority on a non-goal (400, unchanged)', async () => {
      const c = await t.signUp();
      const idea = await add(c, { text: 'Idea', tag: 'Idea' });
      for (const body of [
        { steps: [step('a', false)] },
        { priority: 'Low' },
        { tag: 'Note', priority: 'None' },
      ]) {
        const res = await c.put(`/api/inspiration/${idea.id}`, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: 'Steps and priority can only be set on goals' });
      }
      expect((await rowsOf(c))[0]).toMatchObject({ tag: 'Idea', steps: null, priority: null });
    });

    it('answers an empty change with the item untouched', async () => {
      const c = await t.signUp();
      const item = await add(c, { text: 'Same', tag: 'Idea' });
      t.clock.advance(1000);
      const res = await c.put(`/api/inspiration/${item.id}`, {});
      expect(res.json()).toEqual(item);
      t.clock.set('2026-11-10T09:00:00.000Z');
    });

    it('ignores userId and position in the body', async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const item = await add(a, { text: 'Mine', tag: 'Idea' });
      const res = await a.put(`/api/inspiration/${item.id}`, {
        text: 'Still mine',
        userId: b.user.id,
        position: 7,
      });
      expect(res.json()).toMatchObject({ userId: a.user.id, position: 0, text: 'Still mine' });
      expect(await rowsOf(b)).toEqual([]);
    });

    it.each([
      [{ text: '' }, 'Text is required'],
      [{ text: 'LONG' }, 'Text must be less than 1000 characters'],
      [{ tag: 'Task' }, 'Tag must be one of Idea, Event, Goal, Note'],
      [{ steps: [step('a', false, '')] }, 'Step text is required'],
      [{ steps: [step('a', false), step('a', true)] }, 'Each step may appear only once'],
      [{ dueDate: '2024-13-45' }, 'Due date must be in yyyy-mm-dd format'],
      [{ priority: 'Highest' }, 'Priority must be one of None, Low, Medium, High'],
    ])('answers 400 with the spec message and changes nothing for %j', async (body, message) => {
      const c = await t.signUp();
      const goal = await add(c, { text: 'Keep me', tag: 'Goal' });
      const before = await rowsOf(c);
      const res = await c.put(
        `/api/inspiration/${goal.id}`,
        'text' in body && body.text === 'LONG' ? { text: LONG } : body,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedInput(message));
      expect(await rowsOf(c)).toEqual(before);
    });

    it("answers 404 for another user's, an unknown or a malformed id, changing nothing", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const item = await add(a, { text: 'Mine', tag: 'Idea' });
      for (const id of [item.id, randomUUID(), 'nope', '1']) {
        const res = await b.put(`/api/inspiration/${id}`, { text: 'Taken over' });
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ message: 'Inspiration item not found' });
      }
      expect((await rowsOf(a))[0]?.text).toBe('Mine');
    });

    it('answers 401 signed out', async () => {
      const a = await t.signUp();
      const item = await add(a, { text: 'Mine', tag: 'Idea' });
      const res = await t.anonymous().put(`/api/inspiration/${item.id}`, { text: 'x' });
      expect(res.statusCode).toBe(401);
      expect((await rowsOf(a))[0]?.text).toBe('Mine');
    });
  });

  describe('DELETE /api/inspiration/:id', () => {
    it('deletes the item with 204 and an empty body', async () => {
      const c = await t.signUp();
      const keep = await add(c, { text: 'Keep', tag: 'Idea' });
      const gone = await add(c, { text: 'Gone', tag: 'Idea' });
      const res = await c.delete(`/api/inspiration/${gone.id}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await rowsOf(c)).map((r) => r.id)).toEqual([keep.id]);
      expect((await c.delete(`/api/inspiration/${gone.id}`)).statusCode).toBe(404);
    });

    it('accepts a DELETE sent with a JSON Content-Type and no body', async () => {
      const c = await t.signUp();
      const item = await add(c, { text: 'Gone', tag: 'Idea' });
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/inspiration/${item.id}`,
        headers: { origin: 'http://localhost:3000', cookie: c.cookie!, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(204);
      expect(await rowsOf(c)).toEqual([]);
    });

    it("answers 404 for another user's, an unknown or a malformed id and deletes nothing", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const item = await add(a, { text: 'Mine', tag: 'Idea' });
      for (const id of [item.id, randomUUID(), 'not-a-uuid']) {
        const res = await b.delete(`/api/inspiration/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ message: 'Inspiration item not found' });
      }
      expect(await rowsOf(a)).toHaveLength(1);
    });

    it('answers 401 signed out', async () => {
      const a = await t.signUp();
      const item = await add(a, { text: 'Mine', tag: 'Idea' });
      expect((await t.anonymous().delete(`/api/inspiration/${item.id}`)).statusCode).toBe(401);
      expect(await rowsOf(a)).toHaveLength(1);
    });
  });

  describe('PATCH /api/inspiration/reorder', () => {
    async function threeItems(c: Client) {
      const x = await add(c, { text: 'X', tag: 'Idea' });
      const y = await add(c, { text: 'Y', tag: 'Note' });
      const z = await add(c, { text: 'Z', tag: 'Goal' });
      return { x, y, z }; // board order: z, y, x
    }

    it('applies every position and answers the list in the new order, leaving updatedAt alone', async () => {
      const c = await t.signUp();
      const { x, y, z } = await threeItems(c);
      t.clock.advance(5000);
      const res = await c.patch('/api/inspiration/reorder', {
        items: [
          { id: x.id, position: 0 },
          { id: z.id, position: 1 },
          { id: y.id, position: 2 },
        ],
      });
      expect(res.statusCode).toBe(200);
      const items = res.json<InspirationItem[]>();
      expect(items.map((i) => i.text)).toEqual(['X', 'Z', 'Y']);
      expect(items.map((i) => i.position)).toEqual([0, 1, 2]);
      expect(items.every((i) => i.updatedAt === '2026-11-10T09:00:00.000Z')).toBe(true);
      expect((await c.get('/api/inspiration')).json<InspirationItem[]>().map((i) => i.text)).toEqual([
        'X',
        'Z',
        'Y',
      ]);
      t.clock.set('2026-11-10T09:00:00.000Z');
    });

    it("refuses the whole request with 404 when one id is another user's, unknown or malformed: every position stays", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const { x, y, z } = await threeItems(a);
      const theirs = await add(b, { text: 'Theirs', tag: 'Idea' });
      const before = await positionsOf(a);
      const beforeB = await positionsOf(b);
      for (const bad of [theirs.id, randomUUID(), 'not-a-uuid']) {
        const res = await a.patch('/api/inspiration/reorder', {
          items: [
            { id: x.id, position: 0 },
            { id: y.id, position: 1 },
            { id: bad, position: 2 },
            { id: z.id, position: 3 },
          ],
        });
        expect(res.statusCode, bad).toBe(404);
        expect(res.json()).toEqual({ message: 'Inspiration item not found' });
        expect(await positionsOf(a)).toEqual(before);
        expect(await positionsOf(b)).toEqual(beforeB);
      }
    });

    it("cannot move another user's items (404, nothing changes)", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const theirs = await add(b, { text: 'Theirs', tag: 'Idea' });
      await add(b, { text: 'Theirs 2', tag: 'Idea' });
      const before = await positionsOf(b);
      const res = await a.patch('/api/inspiration/reorder', { items: [{ id: theirs.id, position: 5 }] });
      expect(res.statusCode).toBe(404);
      expect(await positionsOf(b)).toEqual(before);
    });

    it.each([
      [{ items: [] }, 'At least one item is required'],
      [{}, 'At least one item is required'],
      [{ items: [{ id: '', position: 0 }] }, 'Item ID is required'],
      [{ items: [{ position: 0 }] }, 'Item ID is required'],
      [{ items: [{ id: 'ID', position: -1 }] }, 'Position must be a non-negative integer'],
      [{ items: [{ id: 'ID', position: 1.5 }] }, 'Position must be a non-negative integer'],
      [{ items: [{ id: 'ID', position: 2147483648 }] }, 'Position must be at most 100000'],
      [{ items: [{ id: 'ID', position: 100001 }] }, 'Position must be at most 100000'],
      [
        {
          items: [
            { id: 'ID', position: 0 },
            { id: 'ID', position: 1 },
          ],
        },
        'Each item may appear only once',
      ],
    ])('answers 400 with the spec message and changes nothing for %j', async (body, message) => {
      const c = await t.signUp();
      const { x } = await threeItems(c);
      const before = await positionsOf(c);
      const res = await c.patch(
        '/api/inspiration/reorder',
        JSON.parse(JSON.stringify(body).replaceAll('"ID"', `"${x.id}"`)),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedInput(message));
      expect(await positionsOf(c)).toEqual(before);
    });

    it('answers 401 signed out', async () => {
      const res = await t
        .anonymous()
        .patch('/api/inspiration/reorder', { items: [{ id: randomUUID(), position: 0 }] });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    });
  });

  describe('tRPC inspiration.*', () => {
    it('list, byId, create, update, delete and reorder work for the signed-in user', async () => {
      const c = await t.signUp();
      const api = c.caller().inspiration;
      const note = await api.create({ text: 'Note', tag: 'Note' });
      const goal = await api.create({ text: 'Goal', tag: 'Goal', steps: [step('a', false)] });
      expect((await api.list()).map((i) => i.id)).toEqual([goal.id, note.id]);
      expect(await api.byId({ id: note.id })).toEqual({ ...note, position: 1 });
      const ticked = await api.update({ id: goal.id, patch: { steps: [step('a', true)] } });
      expect(ticked.progress).toBe(100);
      const promoted = await api.update({
        id: note.id,
        patch: { tag: 'Goal', steps: [], priority: 'None', dueDate: null },
      });
      expect(promoted).toMatchObject({ tag: 'Goal', progress: 0 });
      const reordered = await api.reorder({
        items: [
          { id: note.id, position: 0 },
          { id: goal.id, position: 1 },
        ],
      });
      expect(reordered.map((i) => i.id)).toEqual([note.id, goal.id]);
      expect(await api.delete({ id: note.id })).toEqual({ ok: true });
      expect((await api.list()).map((i) => i.id)).toEqual([goal.id]);
    });

    it('refuses bad input with BAD_REQUEST and the spec message', async () => {
      const c = await t.signUp();
      const api = c.caller().inspiration;
      const goal = await api.create({ text: 'Goal', tag: 'Goal' });
      const bad = (message: string) => ({ status: 400, message });
      expect(await failureOf(api.create({ text: '', tag: 'Idea' }))).toEqual(bad('Text is required'));
      expect(await failureOf(api.create({ text: LONG, tag: 'Idea' }))).toEqual(
        bad('Text must be less than 1000 characters'),
      );
      // @ts-expect-error -- not a tag: the procedure's schema refuses it
      expect(await failureOf(api.create({ text: 'x', tag: 'Nope' }))).toEqual(
        bad('Tag must be one of Idea, Event, Goal, Note'),
      );
      expect(await failureOf(api.update({ id: goal.id, patch: { steps: [step('a', false, '')] } }))).toEqual(
        bad('Step text is required'),
      );
      expect(await failureOf(api.update({ id: goal.id, patch: { dueDate: '2024-13-45' } }))).toEqual(
        bad('Due date must be in yyyy-mm-dd format'),
      );
      expect(await failureOf(api.update({ id: goal.id, patch: { tag: 'Idea' } }))).toEqual(
        bad('A goal cannot be changed back to another tag'),
      );
      expect(await failureOf(api.reorder({ items: [] }))).toEqual(bad('At least one item is required'));
      expect(await failureOf(api.reorder({ items: [{ id: goal.id, position: -1 }] }))).toEqual(
        bad('Position must be a non-negative integer'),
      );
      expect(await failureOf(api.reorder({ items: [{ id: '', position: 0 }] }))).toEqual(
        bad('Item ID is required'),
      );
      expect(await failureOf(api.update({ id: 'not-a-uuid', patch: { text: 'x' } }))).toEqual({
        status: 404,
        message: 'Inspiration item not found',
      });
    });

    it("answers NOT_FOUND for another user's ids on every procedure", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      const item = await a.caller().inspiration.create({ text: 'Mine', tag: 'Idea' });
      const api = b.caller().inspiration;
      await expect(api.byId({ id: item.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(api.update({ id: item.id, patch: { text: 'x' } })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(api.delete({ id: item.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(api.reorder({ items: [{ id: item.id, position: 3 }] })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(await a.caller().inspiration.byId({ id: item.id })).toEqual(item);
    });

    it('answers UNAUTHORIZED signed out on every procedure', async () => {
      const api = t.caller(null).inspiration;
      const id = randomUUID();
      await expect(api.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(api.byId({ id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(api.create({ text: 'x', tag: 'Idea' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(api.update({ id, patch: { text: 'x' } })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(api.delete({ id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(api.reorder({ items: [{ id, position: 0 }] })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    });

    it('reports the first validation message over HTTP for the web client', async () => {
      const c = await t.signUp();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/trpc/inspiration.create',
        headers: { origin: 'http://localhost:3000', cookie: c.cookie!, 'content-type': 'application/json' },
        payload: JSON.stringify({ text: LONG, tag: 'Idea' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(
        'Text must be less than 1000 characters',
      );
    });
  });
});
