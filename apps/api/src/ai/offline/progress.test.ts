import { GOAL_TEMPLATE_MILESTONES } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { mentorContext } from '../../../test/mentor-context';
import type { ChatTurn } from '../provider';
import { estimateGoalProgress } from './progress';
import { summarizeTranscript } from './summary';

const TITLES = GOAL_TEMPLATE_MILESTONES.map((m) => m.title);

function goalContext(progress = 0, completed: readonly number[] = [], titles: readonly string[] = TITLES) {
  return mentorContext({
    goal: {
      title: 'Land my next career role',
      description: '',
      category: 'career',
      status: 'active',
      progress,
      targetDate: null,
      milestones: titles.map((title, i) => ({ title, completed: completed.includes(i), dueDate: null })),
    },
  });
}

const said = (...texts: string[]): ChatTurn[] =>
  texts.flatMap((content) => [
    { role: 'user' as const, content },
    { role: 'assistant' as const, content: 'Good. 1. Keep going.' },
  ]);

describe('offline goal progress estimate', () => {
  it('ticks the milestone named by its order and counts another outcome a little: 30%', () => {
    const estimate = estimateGoalProgress(
      said('I finished the first milestone and booked two calls.'),
      goalContext(),
    );
    expect(estimate).toEqual({ progressPercent: 30, completedMilestones: [TITLES[0]] });
  });

  it('reads "I finished the first step", titles, "shipped" and "done with"', () => {
    expect(estimateGoalProgress(said('I finished the first step.'), goalContext())).toEqual({
      progressPercent: 25,
      completedMilestones: [TITLES[0]],
    });
    expect(
      estimateGoalProgress(
        said('Done with defining my outcomes and the baseline metrics. I shipped the first deliverable!'),
        goalContext(),
      ),
    ).toEqual({ progressPercent: 50, completedMilestones: [TITLES[0], TITLES[1]] });
  });

  it('counts plans, hopes and negations for nothing, and never goes below the current progress', () => {
    const nothing = estimateGoalProgress(
      said(
        "I haven't finished the first milestone yet.",
        'I will book two calls next week.',
        'I want to ship it.',
      ),
      goalContext(40),
    );
    expect(nothing).toEqual({ progressPercent: 40, completedMilestones: [] });
  });

  it('keeps the goal’s progress when the session reports nothing done, whatever its ticked milestones say', () => {
    const ctx = goalContext(30, [0], TITLES.slice(0, 2));
    expect(estimateGoalProgress(said('How do I get more visible at work?'), ctx)).toEqual({
      progressPercent: 30,
      completedMilestones: [],
    });
    // A report counts the milestones already ticked with it.
    expect(estimateGoalProgress(said('I booked two calls.'), ctx)).toEqual({
      progressPercent: 55,
      completedMilestones: [],
    });
  });

  it('is stable: milestones already ticked count, and are not reported again', () => {
    // After the goal moved to 30% and the first milestone was ticked, the same transcript gives the same 30%.
    expect(
      estimateGoalProgress(
        said('I finished the first milestone and booked two calls.'),
        goalContext(30, [0]),
      ),
    ).toEqual({ progressPercent: 30, completedMilestones: [] });
  });

  it('without milestones counts each reported outcome, capped; without a goal there is no estimate', () => {
    expect(
      estimateGoalProgress(
        said('I booked two calls and sent my CV to three companies.'),
        goalContext(0, [], []),
      ),
    ).toEqual({ progressPercent: 20, completedMilestones: [] });
    expect(estimateGoalProgress(said('I finished the first step.'), mentorContext())).toEqual({
      progressPercent: null,
      completedMilestones: [],
    });
  });

  it('never estimates past 99, even with every milestone done', () => {
    const estimate = estimateGoalProgress(
      said('I finished the last milestone.', 'I shipped it and I booked the demo.'),
      goalContext(75, [0, 1, 2]),
    );
    expect(estimate).toEqual({ progressPercent: 99, completedMilestones: [TITLES[3]] });
  });

  it('is part of the offline summary', () => {
    const summary = summarizeTranscript(
      said('I finished the first milestone and booked two calls.'),
      goalContext(),
    );
    expect(summary.progressPercent).toBe(30);
    expect(summary.completedMilestones).toEqual([TITLES[0]]);
    expect(summarizeTranscript(said('Hello'), mentorContext()).progressPercent).toBeNull();
  });
});
