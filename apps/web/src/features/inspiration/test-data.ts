import type { InspirationItem, Step } from '@mentor/validation';

let n = 0;

/** An item as inspiration.list answers it; override any field. */
export function makeItem(overrides: Partial<InspirationItem> = {}): InspirationItem {
  n += 1;
  const tag = overrides.tag ?? 'Idea';
  const isGoal = tag === 'Goal';
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: '00000000-0000-4000-8000-000000000001',
    text: `Item ${n}`,
    tag,
    position: 0,
    steps: isGoal ? [] : null,
    dueDate: null,
    priority: isGoal ? 'None' : null,
    progress: isGoal ? 0 : null,
    createdAt: '2024-03-10T10:00:00.000Z',
    updatedAt: '2024-03-12T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSteps(...done: boolean[]): Step[] {
  return done.map((d, i) => ({
    id: `s${i + 1}`,
    text: `Step ${i + 1}`,
    done: d,
    createdAt: 1_700_000_000_000 + i,
  }));
}
