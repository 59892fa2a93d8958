import { describe, expect, it } from 'vitest';
import { reorderPayload, moveItem } from '@mentor/validation';
import { applyPatch, createPayload, inPayloadOrder } from './use-inspiration';
import { makeItem, makeSteps } from './test-data';

describe('applyPatch (the optimistic card)', () => {
  it('edits text and due date', () => {
    const item = makeItem({ text: 'Old' });
    expect(applyPatch(item, { text: ' New ' })).toMatchObject({
      text: 'New',
      tag: 'Idea',
      steps: null,
      priority: null,
    });
    expect(applyPatch(item, { dueDate: '2024-05-01' }).dueDate).toBe('2024-05-01');
  });

  it('promotes with [] steps, None priority and progress 0, keeping the due date', () => {
    const note = makeItem({ tag: 'Note', dueDate: '2024-05-01' });
    expect(
      applyPatch(note, { tag: 'Goal', steps: [], priority: 'None', dueDate: '2024-05-01' }),
    ).toMatchObject({
      tag: 'Goal',
      steps: [],
      priority: 'None',
      progress: 0,
      dueDate: '2024-05-01',
    });
  });

  it('recomputes progress from the steps and never turns a goal back', () => {
    const goal = makeItem({ tag: 'Goal', steps: makeSteps(false, false) });
    expect(applyPatch(goal, { steps: makeSteps(true, false, true) }).progress).toBe(67);
    expect(applyPatch(goal, { priority: null }).priority).toBe('None');
    expect(applyPatch(goal, { tag: 'Note' }).tag).toBe('Goal');
  });
});

describe('createPayload', () => {
  it('sends the spec fields: goal defaults for a goal, nulls for other tags', () => {
    expect(createPayload('u1', '  Run  ', 'Goal')).toEqual({
      userId: 'u1',
      text: 'Run',
      tag: 'Goal',
      position: 0,
      steps: [],
      dueDate: null,
      priority: 'None',
    });
    expect(createPayload('u1', 'x', 'Event')).toMatchObject({ steps: null, priority: null });
  });
});

describe('inPayloadOrder (the optimistic reorder)', () => {
  it('shows the list as moved: every item at its new position', () => {
    const list = [makeItem({ position: 0 }), makeItem({ position: 1 }), makeItem({ position: 2 })];
    const moved = moveItem(list, 2, 0);
    expect(inPayloadOrder(list, reorderPayload(moved))).toEqual(moved);
  });
});
