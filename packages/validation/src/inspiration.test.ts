import { describe, expect, it } from 'vitest';
import { issues, issuesByPath } from './test-helpers';
import {
  appendTranscript,
  clipText,
  dueDateSchema,
  filterItems,
  inspirationComposerSchema,
  inspirationCreateSchema,
  inspirationEditSchema,
  inspirationItemSchema,
  inspirationUpdateSchema,
  INSPIRATION_STEPS_MAX,
  isFilterActive,
  makeStep,
  makeStepId,
  moveItem,
  newItemDefaults,
  promoteToGoal,
  removeStep,
  renameStep,
  reorderPayload,
  reorderSchema,
  sortByPosition,
  STEP_TEXT_MAX,
  stepSchema,
  stepsProgress,
  stepsSchema,
  toggleStep,
} from './inspiration';

const step = (done: boolean, id = 's1') => ({ id, text: 'Do it', done, createdAt: 1_700_000_000_000 });

describe('stepSchema', () => {
  it('accepts a step', () => {
    expect(stepSchema.parse(step(false))).toEqual(step(false));
  });

  it('needs step text', () => {
    expect(issues(stepSchema, { ...step(false), text: '' })).toEqual(['Step text is required']);
    expect(issues(stepSchema, { ...step(false), text: '   ' })).toEqual(['Step text is required']);
    expect(stepSchema.safeParse({ ...step(false), id: '' }).success).toBe(false);
    expect(stepSchema.safeParse({ ...step(false), done: 'no' }).success).toBe(false);
    expect(stepSchema.safeParse({ ...step(false), createdAt: '1700000000000' }).success).toBe(false);
  });
});

describe('the board forms (add, edit)', () => {
  it('check the text (1..1000 after trimming) and, when adding, the tag', () => {
    expect(inspirationComposerSchema.parse({ text: ' An idea ', tag: 'Note' })).toEqual({
      text: 'An idea',
      tag: 'Note',
    });
    expect(issues(inspirationComposerSchema, { text: ' ', tag: 'Task' })).toEqual([
      'Text is required',
      'Tag must be one of Idea, Event, Goal, Note',
    ]);
    expect(inspirationEditSchema.parse({ text: ' Edited ' })).toEqual({ text: 'Edited' });
    expect(issues(inspirationEditSchema, { text: 'a'.repeat(1001) })).toEqual([
      'Text must be less than 1000 characters',
    ]);
  });
});

describe('inspirationCreateSchema', () => {
  it('accepts a minimal item with position 0 by default', () => {
    expect(inspirationCreateSchema.parse({ text: ' An idea ', tag: 'Idea' })).toEqual({
      text: 'An idea',
      tag: 'Idea',
      position: 0,
    });
  });

  it('accepts the full client payload', () => {
    const payload = {
      userId: 'someone',
      text: 'Run 10k',
      tag: 'Goal',
      position: 3,
      steps: [step(true)],
      dueDate: '2024-02-29',
      priority: 'High',
    };
    expect(inspirationCreateSchema.parse(payload)).toEqual(payload);
    expect(
      inspirationCreateSchema.safeParse({
        text: 'Note',
        tag: 'Note',
        position: 0,
        steps: null,
        dueDate: null,
        priority: null,
      }).success,
    ).toBe(true);
  });

  it('accepts exactly 1000 characters and refuses 1001', () => {
    expect(inspirationCreateSchema.safeParse({ text: 'a'.repeat(1000), tag: 'Idea' }).success).toBe(true);
    expect(issues(inspirationCreateSchema, { text: 'a'.repeat(1001), tag: 'Idea' })).toEqual([
      'Text must be less than 1000 characters',
    ]);
  });

  it('requires text', () => {
    expect(issues(inspirationCreateSchema, { text: '', tag: 'Idea' })).toEqual(['Text is required']);
    expect(issues(inspirationCreateSchema, { text: '  ', tag: 'Idea' })).toEqual(['Text is required']);
    expect(issues(inspirationCreateSchema, { tag: 'Idea' })).toEqual(['Text is required']);
  });

  it('checks tag, priority and position', () => {
    expect(issues(inspirationCreateSchema, { text: 'x', tag: 'Task' })).toEqual([
      'Tag must be one of Idea, Event, Goal, Note',
    ]);
    expect(issues(inspirationCreateSchema, { text: 'x', tag: 'idea' })).toEqual([
      'Tag must be one of Idea, Event, Goal, Note',
    ]);
    expect(issues(inspirationCreateSchema, { text: 'x', tag: 'Goal', priority: 'Urgent' })).toEqual([
      'Priority must be one of None, Low, Medium, High',
    ]);
    expect(issues(inspirationCreateSchema, { text: 'x', tag: 'Goal', position: -1 })).toEqual([
      'Position must be a non-negative integer',
    ]);
  });

  it('checks steps', () => {
    expect(
      issuesByPath(inspirationCreateSchema, {
        text: 'x',
        tag: 'Goal',
        steps: [step(false), { ...step(false, 's2'), text: '' }],
      }),
    ).toEqual({
      'steps.1.text': ['Step text is required'],
    });
  });

  it.each(['2024-13-01', '2024-02-30', '2023-02-29', '2024-1-5', '05/01/2024', '2024-01-01T00:00:00Z', ''])(
    'refuses due date %j',
    (dueDate) => {
      expect(issues(inspirationCreateSchema, { text: 'x', tag: 'Goal', dueDate })).toEqual([
        'Due date must be in yyyy-mm-dd format',
      ]);
    },
  );

  it('accepts real due dates', () => {
    for (const d of ['2024-02-29', '2024-12-31', '2025-01-01']) expect(dueDateSchema.parse(d)).toBe(d);
    expect(issues(dueDateSchema, 20240101)).toEqual(['Due date must be in yyyy-mm-dd format']);
  });
});

describe('inspirationUpdateSchema', () => {
  it('accepts any subset, including nothing', () => {
    expect(inspirationUpdateSchema.parse({})).toEqual({});
    expect(inspirationUpdateSchema.parse({ priority: 'Low' })).toEqual({ priority: 'Low' });
    expect(
      inspirationUpdateSchema.parse({ tag: 'Goal', steps: [], priority: 'None', dueDate: null }),
    ).toEqual({
      tag: 'Goal',
      steps: [],
      priority: 'None',
      dueDate: null,
    });
  });

  it('drops userId and position', () => {
    expect(inspirationUpdateSchema.parse({ text: 'x', userId: 'u', position: 4 })).toEqual({ text: 'x' });
  });

  it('applies the same rules as create', () => {
    expect(issues(inspirationUpdateSchema, { text: '' })).toEqual(['Text is required']);
    expect(issues(inspirationUpdateSchema, { text: 'a'.repeat(1001) })).toEqual([
      'Text must be less than 1000 characters',
    ]);
    expect(issues(inspirationUpdateSchema, { dueDate: '2024-13-01' })).toEqual([
      'Due date must be in yyyy-mm-dd format',
    ]);
    expect(issues(inspirationUpdateSchema, { steps: [{ ...step(true), text: '' }] })).toEqual([
      'Step text is required',
    ]);
  });
});

describe('reorderSchema', () => {
  const A = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const B = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

  it('accepts a list of ids and positions', () => {
    const body = {
      items: [
        { id: A, position: 0 },
        { id: B, position: 1 },
      ],
    };
    expect(reorderSchema.parse(body)).toEqual(body);
  });

  it('needs at least one item', () => {
    expect(issues(reorderSchema, { items: [] })).toEqual(['At least one item is required']);
    expect(issues(reorderSchema, {})).toEqual(['At least one item is required']);
  });

  it('needs ids and non-negative integer positions', () => {
    expect(issues(reorderSchema, { items: [{ id: '', position: 0 }] })).toEqual(['Item ID is required']);
    expect(issues(reorderSchema, { items: [{ position: 0 }] })).toEqual(['Item ID is required']);
    expect(issues(reorderSchema, { items: [{ id: 'a', position: 0 }] })).toEqual([
      'Inspiration item not found',
    ]);
    expect(issues(reorderSchema, { items: [{ id: A, position: -1 }] })).toEqual([
      'Position must be a non-negative integer',
    ]);
    expect(issues(reorderSchema, { items: [{ id: A, position: 1.5 }] })).toEqual([
      'Position must be a non-negative integer',
    ]);
    expect(issues(reorderSchema, { items: [{ id: A }] })).toEqual([
      'Position must be a non-negative integer',
    ]);
  });

  it('refuses duplicate ids', () => {
    expect(
      issues(reorderSchema, {
        items: [
          { id: A, position: 0 },
          { id: A, position: 1 },
        ],
      }),
    ).toEqual(['Each item may appear only once']);
  });
});

describe('inspirationItemSchema', () => {
  it('describes an API item', () => {
    const item = {
      id: 'i1',
      userId: 'u1',
      text: 'x',
      tag: 'Idea',
      position: 0,
      steps: null,
      dueDate: null,
      priority: null,
      progress: null,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    };
    expect(inspirationItemSchema.parse(item)).toEqual(item);
  });
});

describe('stepsProgress', () => {
  it('is 0 with no steps', () => {
    expect(stepsProgress(null)).toBe(0);
    expect(stepsProgress(undefined)).toBe(0);
    expect(stepsProgress([])).toBe(0);
  });

  it('rounds the done percentage', () => {
    expect(stepsProgress([step(false)])).toBe(0);
    expect(stepsProgress([step(true)])).toBe(100);
    expect(stepsProgress([step(true), step(false)])).toBe(50);
    expect(stepsProgress([step(true), step(false), step(false)])).toBe(33);
    expect(stepsProgress([step(true), step(true), step(false)])).toBe(67);
  });
});

describe('filterItems', () => {
  const items = [
    { id: '1', text: 'Launch the Podcast', tag: 'Idea' },
    { id: '2', text: 'Team offsite', tag: 'Event' },
    { id: '3', text: 'Read 12 books', tag: 'Goal' },
    { id: '4', text: 'podcast guest list', tag: 'Note' },
  ];
  const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

  it('keeps everything with no search and All', () => {
    expect(ids(filterItems(items, { search: '', tag: 'All' }))).toEqual(['1', '2', '3', '4']);
    expect(ids(filterItems(items, {}))).toEqual(['1', '2', '3', '4']);
  });

  it('matches text case-insensitively as a substring', () => {
    expect(ids(filterItems(items, { search: 'PODCAST', tag: 'All' }))).toEqual(['1', '4']);
    expect(ids(filterItems(items, { search: 'site', tag: 'All' }))).toEqual(['2']);
    expect(ids(filterItems(items, { search: 'nothing', tag: 'All' }))).toEqual([]);
  });

  it('does not search the tag', () => {
    expect(ids(filterItems(items, { search: 'event', tag: 'All' }))).toEqual([]);
  });

  it('combines search with the tag filter', () => {
    expect(ids(filterItems(items, { search: 'podcast', tag: 'Note' }))).toEqual(['4']);
    expect(ids(filterItems(items, { search: '', tag: 'Goal' }))).toEqual(['3']);
    expect(ids(filterItems(items, { search: 'podcast', tag: 'Goal' }))).toEqual([]);
  });
});

describe('moveItem', () => {
  const items = [
    { id: 'a', position: 0 },
    { id: 'b', position: 1 },
    { id: 'c', position: 2 },
    { id: 'd', position: 3 },
  ];
  const order = (xs: { id: string; position: number }[]) => xs.map((x) => `${x.id}${x.position}`).join(' ');

  it('moves forward and backward and renumbers 0..n-1', () => {
    expect(order(moveItem(items, 0, 2))).toBe('b0 c1 a2 d3');
    expect(order(moveItem(items, 3, 0))).toBe('d0 a1 b2 c3');
    expect(order(moveItem(items, 1, 3))).toBe('a0 c1 d2 b3');
  });

  it('does not mutate the input', () => {
    moveItem(items, 0, 3);
    expect(order(items)).toBe('a0 b1 c2 d3');
  });

  it('keeps the order for same or out-of-range indexes but normalises positions', () => {
    const gappy = [
      { id: 'a', position: 5 },
      { id: 'b', position: 9 },
    ];
    expect(order(moveItem(gappy, 1, 1))).toBe('a0 b1');
    expect(order(moveItem(gappy, -1, 0))).toBe('a0 b1');
    expect(order(moveItem(gappy, 0, 7))).toBe('a0 b1');
  });

  it('builds the reorder payload', () => {
    const moved = moveItem(items, 0, 1);
    expect(reorderPayload(moved)).toEqual({
      items: [
        { id: 'b', position: 0 },
        { id: 'a', position: 1 },
        { id: 'c', position: 2 },
        { id: 'd', position: 3 },
      ],
    });
  });

  it('sorts by position', () => {
    expect(
      sortByPosition([
        { id: 'x', position: 2 },
        { id: 'y', position: 0 },
      ]).map((i) => i.id),
    ).toEqual(['y', 'x']);
  });
});

describe('promotion and defaults', () => {
  it('promotes keeping the due date or null', () => {
    expect(promoteToGoal({ dueDate: '2024-05-01' })).toEqual({
      tag: 'Goal',
      steps: [],
      priority: 'None',
      dueDate: '2024-05-01',
    });
    expect(promoteToGoal({ dueDate: null })).toEqual({
      tag: 'Goal',
      steps: [],
      priority: 'None',
      dueDate: null,
    });
    expect(promoteToGoal({})).toEqual({ tag: 'Goal', steps: [], priority: 'None', dueDate: null });
    expect(inspirationUpdateSchema.safeParse(promoteToGoal({ dueDate: '2024-05-01' })).success).toBe(true);
  });

  it('gives goals empty steps and None priority, others nulls', () => {
    expect(newItemDefaults('Goal')).toEqual({ steps: [], priority: 'None', dueDate: null });
    for (const tag of ['Idea', 'Event', 'Note'] as const) {
      expect(newItemDefaults(tag)).toEqual({ steps: null, priority: null, dueDate: null });
    }
  });
});

describe('text helpers', () => {
  it('clips text to 1000 by default', () => {
    expect(clipText('a'.repeat(1500))).toHaveLength(1000);
    expect(clipText('short')).toBe('short');
    expect(clipText('abcdef', 3)).toBe('abc');
  });

  it('appends transcripts and clips', () => {
    expect(appendTranscript('', 'hello')).toBe('hello');
    expect(appendTranscript('I want', ' to run ')).toBe('I want to run');
    expect(appendTranscript('I want ', 'to run')).toBe('I want to run');
    expect(appendTranscript('same', '   ')).toBe('same');
    expect(appendTranscript('a'.repeat(998), 'bcd')).toBe(`${'a'.repeat(998)} b`);
  });

  it('makes short random step ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => makeStepId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{1,10}$/);
  });

  it('makes steps from trimmed text and ignores empty text', () => {
    const made = makeStep('  Buy shoes ', 42);
    expect(made).toMatchObject({ text: 'Buy shoes', done: false, createdAt: 42 });
    expect(stepSchema.safeParse(made).success).toBe(true);
    expect(makeStep('   ')).toBeNull();
  });
});

describe('step limits', () => {
  it('caps step text and the number of steps, and refuses duplicate step ids', () => {
    expect(stepSchema.safeParse({ ...step(false), text: 'a'.repeat(STEP_TEXT_MAX) }).success).toBe(true);
    expect(issues(stepSchema, { ...step(false), text: 'a'.repeat(STEP_TEXT_MAX + 1) })).toEqual([
      'Step text must be at most 500 characters',
    ]);
    const many = Array.from({ length: INSPIRATION_STEPS_MAX + 1 }, (_, i) => step(false, `s${i}`));
    expect(stepsSchema.safeParse(many.slice(1)).success).toBe(true);
    expect(issues(stepsSchema, many)).toEqual(['A goal can have at most 100 steps']);
    expect(issues(inspirationUpdateSchema, { steps: [step(false, 'x'), step(true, 'x')] })).toEqual([
      'Each step may appear only once',
    ]);
  });

  it('clips a new step to the step text limit', () => {
    expect(makeStep('b'.repeat(STEP_TEXT_MAX + 20))?.text).toHaveLength(STEP_TEXT_MAX);
  });
});

describe('step edits', () => {
  const steps = [step(false, 'a'), step(true, 'b')];

  it('toggles one step', () => {
    expect(toggleStep(steps, 'a').map((s) => s.done)).toEqual([true, true]);
    expect(toggleStep(steps, 'b').map((s) => s.done)).toEqual([false, false]);
    expect(steps.map((s) => s.done)).toEqual([false, true]);
  });

  it('renames with trimmed text and ignores empty or cancelled prompts', () => {
    expect(renameStep(steps, 'a', '  New text ').map((s) => s.text)).toEqual(['New text', 'Do it']);
    expect(renameStep(steps, 'a', '   ')).toEqual(steps);
    expect(renameStep(steps, 'a', null)).toEqual(steps);
  });

  it('removes a step', () => {
    expect(removeStep(steps, 'a').map((s) => s.id)).toEqual(['b']);
    expect(removeStep(steps, 'zz')).toEqual(steps);
  });
});

describe('isFilterActive', () => {
  it('is on for a non-blank search or a tag other than All', () => {
    expect(isFilterActive({})).toBe(false);
    expect(isFilterActive({ search: '   ', tag: 'All' })).toBe(false);
    expect(isFilterActive({ search: 'x', tag: 'All' })).toBe(true);
    expect(isFilterActive({ search: '', tag: 'Goal' })).toBe(true);
    expect(isFilterActive({ search: null, tag: null })).toBe(false);
  });
});
