import type { Goal } from '@mentor/validation';
import type { ProcedureOutput } from '../../test-utils';

/** A goal as goals.list answers it; override any field. */
export function makeGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    userId: '00000000-0000-4000-8000-000000000001',
    title: 'Land a product manager role',
    description: 'Move from engineering into product within 90 days.',
    category: 'career',
    status: 'active',
    progress: 30,
    targetDate: new Date(2024, 5, 15, 12).toISOString(),
    milestones: [],
    createdAt: new Date(2024, 2, 1, 9).toISOString(),
    updatedAt: new Date(2024, 2, 1, 9).toISOString(),
    autoProgress: null,
    ...overrides,
  };
}

/** goals.stats for a user with nothing done yet. */
export const EMPTY_STATS: ProcedureOutput<'goals.stats'> = {
  goalsAchieved: 0,
  actionItems: 0,
  streak: 0,
  averageProgress: 0,
  weeklySessions: 0,
  hasSessions: false,
};
