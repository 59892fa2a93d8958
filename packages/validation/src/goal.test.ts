import { describe, expect, it } from 'vitest';
import { issues, issuesByPath } from './test-helpers';
import { notFoundIdMessage } from './common';
import {
  canAddProgress,
  canCompleteGoal,
  goalCreateSchema,
  goalFormSchema,
  goalIdSchema,
  goalUpdateByIdSchema,
  goalUpdateSchema,
  milestoneSchema,
  milestoneToggleSchema,
  nextProgress,
} from './goal';
import {
  charactersLeftLabel,
  goalTimeLabel,
  isCharactersLeftLow,
  milestoneLabel,
  streakLabel,
} from './goal-copy';
import { GOAL_TEMPLATE, STARTER_TEMPLATES, buildGoalPrefill, parseGoalPrefill } from './goal-templates';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const TARGET = '2024-06-30T00:00:00.000Z';

describe('milestoneSchema', () => {
  it('accepts a milestone and fills defaults', () => {
    expect(milestoneSchema.parse({ id: 'm1', title: ' Kickoff ' })).toEqual({
      id: 'm1',
      title: 'Kickoff',
      completed: false,
      completedAt: null,
    });
    expect(
      milestoneSchema.safeParse({
        id: 'm1',
        title: 'x',
        completed: true,
        completedAt: TARGET,
        dueDate: '2024-06-01',
      }).success,
    ).toBe(true);
  });

  it('refuses bad milestones', () => {
    expect(issues(milestoneSchema, { id: 'm1', title: '' })).toEqual(['Milestone title is required']);
    expect(issues(milestoneSchema, { id: 'm1', title: 'x'.repeat(201) })).toEqual([
      'Milestone title must be at most 200 characters',
    ]);
    expect(milestoneSchema.safeParse({ id: '', title: 'x' }).success).toBe(false);
    expect(milestoneSchema.safeParse({ id: 'm1', title: 'x', completedAt: 'tomorrow' }).success).toBe(false);
  });
});

describe('goalFormSchema (the New Goal form as typed)', () => {
  const form = { title: 'T', description: '', category: 'career', targetDate: '2024-06-30', milestones: [] };

  it('accepts the form with a picked day and blank milestones (they are dropped when sent)', () => {
    expect(issues(goalFormSchema, { ...form, milestones: [{ title: '' }, { title: '  ' }] })).toEqual([]);
  });

  it("says 'Target date is required' when no day is picked", () => {
    expect(issues(goalFormSchema, { ...form, targetDate: null })).toEqual(['Target date is required']);
    expect(issues(goalFormSchema, { ...form, targetDate: 'soon' })).toEqual(['Target date is required']);
  });

  it('gives a too long milestone its own message, by its path', () => {
    expect(
      issuesByPath(goalFormSchema, {
        ...form,
        title: '',
        milestones: [{ title: 'ok' }, { title: 'm'.repeat(201) }],
      }),
    ).toEqual({
      title: ['Title is required'],
      'milestones.1.title': ['Milestone title must be at most 200 characters'],
    });
  });
});

describe('goalCreateSchema', () => {
  it('applies the create defaults', () => {
    expect(goalCreateSchema.parse({ title: '  Launch  ', targetDate: TARGET })).toEqual({
      title: 'Launch',
      description: '',
      category: 'career',
      status: 'active',
      progress: 0,
      targetDate: TARGET,
      milestones: [],
    });
  });

  it('accepts a full goal, 1000-character description and offsets', () => {
    const parsed = goalCreateSchema.parse({
      title: 'Run a marathon',
      description: 'd'.repeat(1000),
      category: 'life',
      status: 'active',
      progress: 100,
      targetDate: '2024-06-30T09:00:00+02:00',
      milestones: [{ id: 'm1', title: 'Week 1', completed: false, completedAt: null }],
    });
    expect(parsed.category).toBe('life');
    expect(parsed.milestones).toHaveLength(1);
  });

  it('requires a title', () => {
    expect(issues(goalCreateSchema, { title: '', targetDate: TARGET })).toEqual(['Title is required']);
    expect(issues(goalCreateSchema, { title: '   ', targetDate: TARGET })).toEqual(['Title is required']);
    expect(issues(goalCreateSchema, { targetDate: TARGET })).toEqual(['Title is required']);
    expect(issues(goalCreateSchema, { title: 't'.repeat(201), targetDate: TARGET })).toEqual([
      'Title must be at most 200 characters',
    ]);
  });

  it('caps the description at 1000 characters', () => {
    expect(
      issues(goalCreateSchema, { title: 'T', targetDate: TARGET, description: 'd'.repeat(1001) }),
    ).toEqual(['Description must be at most 1000 characters']);
  });

  it('requires a target date', () => {
    expect(issues(goalCreateSchema, { title: 'T' })).toEqual(['Target date is required']);
    expect(issues(goalCreateSchema, { title: 'T', targetDate: '' })).toEqual(['Target date is required']);
    expect(issues(goalCreateSchema, { title: 'T', targetDate: 'next week' })).toEqual([
      'Target date must be a valid date',
    ]);
  });

  it('checks progress range and enums', () => {
    for (const progress of [-1, 101, 10.5, '10']) {
      expect(issues(goalCreateSchema, { title: 'T', targetDate: TARGET, progress })).toEqual([
        'Progress must be a whole number from 0 to 100',
      ]);
    }
    expect(issues(goalCreateSchema, { title: 'T', targetDate: TARGET, category: 'health' })).toEqual([
      'Please select a valid category',
    ]);
    expect(issues(goalCreateSchema, { title: 'T', targetDate: TARGET, status: 'paused' })).toEqual([
      'Please select a valid status',
    ]);
  });

  it('allows at most 20 milestones', () => {
    const ms = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, title: `M${i}` }));
    expect(goalCreateSchema.safeParse({ title: 'T', targetDate: TARGET, milestones: ms(20) }).success).toBe(
      true,
    );
    expect(issues(goalCreateSchema, { title: 'T', targetDate: TARGET, milestones: ms(21) })).toEqual([
      'A goal can have at most 20 milestones',
    ]);
  });
});

describe('goalUpdateSchema', () => {
  it('accepts any single field', () => {
    expect(goalUpdateSchema.parse({ progress: 40 })).toEqual({ progress: 40 });
    expect(goalUpdateSchema.parse({ status: 'completed' })).toEqual({ status: 'completed' });
    expect(goalUpdateSchema.parse({ title: ' New ' })).toEqual({ title: 'New' });
  });

  it('needs at least one field and valid values', () => {
    expect(issues(goalUpdateSchema, {})).toEqual(['Provide at least one field to update']);
    expect(issues(goalUpdateSchema, { progress: 110 })).toEqual([
      'Progress must be a whole number from 0 to 100',
    ]);
    expect(issues(goalUpdateSchema, { title: '' })).toEqual(['Title is required']);
    expect(issues(goalUpdateSchema, { targetDate: '' })).toEqual(['Target date is required']);
  });

  it('takes a +10% step as progressStep: true, never together with progress', () => {
    expect(goalUpdateSchema.parse({ progressStep: true })).toEqual({ progressStep: true });
    expect(goalUpdateByIdSchema.parse({ id: UUID, progressStep: true })).toEqual({
      id: UUID,
      progressStep: true,
    });
    expect(issues(goalUpdateSchema, { progressStep: false })).toEqual(['progressStep must be true']);
    expect(issues(goalUpdateSchema, { progressStep: 10 })).toEqual(['progressStep must be true']);
    expect(issues(goalUpdateSchema, { progress: 40, progressStep: true })).toEqual([
      'Send either progress or progressStep, not both',
    ]);
    expect(issues(goalUpdateByIdSchema, { id: UUID, progress: 40, progressStep: true })).toEqual([
      'Send either progress or progressStep, not both',
    ]);
  });

  it('has an id variant for tRPC; an id that cannot be a goal id is not found', () => {
    expect(goalUpdateByIdSchema.parse({ id: UUID, progress: 10 })).toEqual({ id: UUID, progress: 10 });
    expect(issues(goalUpdateByIdSchema, { id: UUID })).toEqual(['Provide at least one field to update']);
    const malformed = goalUpdateByIdSchema.safeParse({ id: 'nope', progress: 10 });
    expect(malformed.success ? null : notFoundIdMessage(malformed.error)).toBe('Goal not found');
    expect(issuesByPath(goalUpdateByIdSchema, { id: '', progress: 10 })).toEqual({
      id: ['Goal not found'],
    });
  });
});

describe('id and toggle schemas', () => {
  it('validates goal ids: uuid-shaped, anything else not found, empty or missing required', () => {
    expect(goalIdSchema.parse({ id: UUID })).toEqual({ id: UUID });
    expect(issues(goalIdSchema, { id: '123' })).toEqual(['Goal not found']);
    expect(goalIdSchema.safeParse({ id: '' }).success).toBe(false);
    expect(goalIdSchema.safeParse({ id: 5 }).success).toBe(false);
  });

  it('validates milestone toggles', () => {
    expect(milestoneToggleSchema.parse({ goalId: UUID, milestoneId: 'm2', completed: true })).toEqual({
      goalId: UUID,
      milestoneId: 'm2',
      completed: true,
    });
    expect(milestoneToggleSchema.safeParse({ goalId: UUID, milestoneId: '', completed: true }).success).toBe(
      false,
    );
    expect(issues(milestoneToggleSchema, { goalId: 'g1', milestoneId: 'm2', completed: true })).toEqual([
      'Goal not found',
    ]);
    expect(milestoneToggleSchema.safeParse({ goalId: '', milestoneId: 'm2', completed: true }).success).toBe(
      false,
    );
    expect(milestoneToggleSchema.safeParse({ goalId: UUID, milestoneId: 'm2' }).success).toBe(false);
  });
});

describe('progress transitions', () => {
  it('adds 10 up to 100', () => {
    expect(nextProgress(0)).toBe(10);
    expect(nextProgress(90)).toBe(100);
    expect(nextProgress(95)).toBe(100);
    expect(nextProgress(100)).toBe(100);
  });

  it('allows completion only for active goals at 100', () => {
    expect(canCompleteGoal({ status: 'active', progress: 100 })).toBe(true);
    expect(canCompleteGoal({ status: 'active', progress: 90 })).toBe(false);
    expect(canCompleteGoal({ status: 'completed', progress: 100 })).toBe(false);
    expect(canAddProgress({ status: 'active' })).toBe(true);
    expect(canAddProgress({ status: 'completed' })).toBe(false);
  });
});

describe('templates', () => {
  it('has the spec template milestones', () => {
    expect(GOAL_TEMPLATE.horizonDays).toBe(90);
    expect(GOAL_TEMPLATE.milestones).toEqual([
      { title: 'Week 1: Define outcomes and baseline metrics', dueInDays: 7 },
      { title: 'Week 4: First deliverable shipped', dueInDays: 28 },
      { title: 'Week 8: Midpoint review', dueInDays: 56 },
      { title: 'Week 12: Final demo and retrospective', dueInDays: 84 },
    ]);
  });

  it('builds a prefill from now + horizon with deterministic milestone ids', () => {
    const now = new Date('2024-01-01T08:00:00.000Z');
    const prefill = buildGoalPrefill(GOAL_TEMPLATE, now);
    expect(prefill.category).toBe('career');
    expect(prefill.title).toBe(GOAL_TEMPLATE.title);
    expect(prefill.targetDate).toBe('2024-03-31T08:00:00.000Z');
    expect(prefill.milestones.map((m) => [m.id, m.dueDate, m.completed, m.completedAt])).toEqual([
      ['m1', '2024-01-08T08:00:00.000Z', false, null],
      ['m2', '2024-01-29T08:00:00.000Z', false, null],
      ['m3', '2024-02-26T08:00:00.000Z', false, null],
      ['m4', '2024-03-25T08:00:00.000Z', false, null],
    ]);
  });

  it('produces a prefill the create schema accepts', () => {
    for (const template of [GOAL_TEMPLATE, ...STARTER_TEMPLATES.map((t) => t.goal)]) {
      const result = goalCreateSchema.safeParse(buildGoalPrefill(template, new Date()));
      expect(result.success).toBe(true);
    }
  });

  it('has the three onboarding starter cards', () => {
    expect(STARTER_TEMPLATES.map((t) => t.title)).toEqual([
      'Career Coaching',
      'Study Mentor',
      'Habits & Clarity',
    ]);
    for (const t of STARTER_TEMPLATES) {
      expect(t.chatSeed.length).toBeGreaterThan(0);
      expect(t.goal.horizonDays).toBe(90);
      expect(t.goal.milestones).toHaveLength(4);
    }
  });
});

describe('goalTimeLabel', () => {
  // Local-time dates so the test holds in every time zone.
  const now = new Date(2024, 0, 10, 15, 30);
  const inDays = (n: number, hour = 9) => new Date(2024, 0, 10 + n, hour, 0);

  it('says Overdue for a past day', () => {
    expect(goalTimeLabel(inDays(-1), now)).toBe('Overdue');
    expect(goalTimeLabel(inDays(-40), now)).toBe('Overdue');
  });

  it('says Due today on the same calendar day, earlier or later', () => {
    expect(goalTimeLabel(inDays(0, 0), now)).toBe('Due today');
    expect(goalTimeLabel(inDays(0, 23), now)).toBe('Due today');
  });

  it('counts days under 30', () => {
    expect(goalTimeLabel(inDays(1), now)).toBe('1 day left');
    expect(goalTimeLabel(inDays(2), now)).toBe('2 days left');
    expect(goalTimeLabel(inDays(29), now)).toBe('29 days left');
  });

  it('rounds months up from 30 days', () => {
    expect(goalTimeLabel(inDays(30), now)).toBe('1 month left');
    expect(goalTimeLabel(inDays(31), now)).toBe('2 months left');
    expect(goalTimeLabel(inDays(60), now)).toBe('2 months left');
    expect(goalTimeLabel(inDays(61), now)).toBe('3 months left');
    expect(goalTimeLabel(inDays(90), now)).toBe('3 months left');
  });

  it('reads yyyy-mm-dd as a local day and ignores bad input', () => {
    expect(goalTimeLabel('2024-01-10', now)).toBe('Due today');
    expect(goalTimeLabel('2024-01-11', now)).toBe('1 day left');
    expect(goalTimeLabel(null, now)).toBe('');
    expect(goalTimeLabel('soon', now)).toBe('');
  });
});

describe('milestoneLabel', () => {
  it('shows Completed with a date, or Planned', () => {
    const completedAt = new Date(2024, 0, 5, 12).toISOString();
    expect(milestoneLabel({ completed: true, completedAt })).toBe('Completed Jan 05, 2024');
    expect(milestoneLabel({ completed: true, completedAt }, (d) => String(d.getFullYear()))).toBe(
      'Completed 2024',
    );
    expect(milestoneLabel({ completed: true, completedAt: null })).toBe('Completed');
    expect(milestoneLabel({ completed: false, completedAt })).toBe('Planned');
  });
});

describe('parseGoalPrefill', () => {
  it('round-trips every template prefill through JSON', () => {
    for (const template of [GOAL_TEMPLATE, ...STARTER_TEMPLATES.map((t) => t.goal)]) {
      const prefill = buildGoalPrefill(template, new Date('2024-01-01T08:00:00.000Z'));
      expect(parseGoalPrefill(JSON.stringify(prefill))).toEqual(prefill);
    }
  });

  it('throws on broken JSON or a wrong shape', () => {
    expect(() => parseGoalPrefill('{not json')).toThrow();
    expect(() => parseGoalPrefill(JSON.stringify({ title: 'x' }))).toThrow();
    const prefill = buildGoalPrefill(GOAL_TEMPLATE, new Date('2024-01-01T08:00:00.000Z'));
    expect(() => parseGoalPrefill(JSON.stringify({ ...prefill, category: 'health' }))).toThrow();
    expect(() => parseGoalPrefill(JSON.stringify({ ...prefill, targetDate: 'soon' }))).toThrow();
  });
});

describe('goal screen labels', () => {
  it('words the streak in days', () => {
    expect(streakLabel(0)).toBe('0 days');
    expect(streakLabel(1)).toBe('1 day');
    expect(streakLabel(7)).toBe('7 days');
  });

  it('counts characters left and warns under 50', () => {
    expect(charactersLeftLabel(0)).toBe('1000 characters left');
    expect(charactersLeftLabel(951)).toBe('49 characters left');
    expect(charactersLeftLabel(1000)).toBe('0 characters left');
    expect(charactersLeftLabel(10, 20)).toBe('10 characters left');
    expect(isCharactersLeftLow(950)).toBe(false);
    expect(isCharactersLeftLow(951)).toBe(true);
    expect(isCharactersLeftLow(1000)).toBe(true);
  });
});
