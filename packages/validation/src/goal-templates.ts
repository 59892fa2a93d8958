/** The 90-day goal template, the onboarding's starter templates, and the goal form's prefill from them (spec 3). */
import { z } from 'zod';
import { isoDateTimeSchema } from './common';
import {
  GOAL_DESCRIPTION_MAX,
  GOAL_HORIZON_DAYS,
  GOAL_MILESTONES_MAX,
  GOAL_TITLE_MAX,
  type MentorType,
  MILESTONE_TITLE_MAX,
} from './constants';
import { addDays } from './dates';
import { type GoalCategory, goalCategorySchema } from './goal';

// ---------------------------------------------------------------------------
// Templates and prefill
// ---------------------------------------------------------------------------

export interface GoalTemplateMilestone {
  title: string;
  dueInDays: number;
}

export interface GoalTemplate {
  title: string;
  description: string;
  horizonDays: number;
  milestones: readonly GoalTemplateMilestone[];
}

export const GOAL_TEMPLATE_MILESTONES: readonly GoalTemplateMilestone[] = [
  { title: 'Week 1: Define outcomes and baseline metrics', dueInDays: 7 },
  { title: 'Week 4: First deliverable shipped', dueInDays: 28 },
  { title: 'Week 8: Midpoint review', dueInDays: 56 },
  { title: 'Week 12: Final demo and retrospective', dueInDays: 84 },
];

/** The generic 90-day goal template of spec section 3. */
export const GOAL_TEMPLATE: GoalTemplate = {
  title: 'My 90-day goal',
  description:
    'One clear outcome I want to reach in the next 90 days, with baseline metrics, a first deliverable, a midpoint review and a final demo.',
  horizonDays: GOAL_HORIZON_DAYS,
  milestones: GOAL_TEMPLATE_MILESTONES,
};

export interface GoalPrefill {
  title: string;
  description: string;
  category: GoalCategory;
  /** ISO timestamp: now + horizonDays. */
  targetDate: string;
  milestones: {
    id: string;
    title: string;
    completed: false;
    completedAt: null;
    /** ISO timestamp: now + dueInDays. */
    dueDate: string;
  }[];
}

/** The goal form's prefill from a template: target date today + horizon, category career, milestone ids m1..mN. */
export function buildGoalPrefill(template: GoalTemplate, now: Date): GoalPrefill {
  return {
    title: template.title,
    description: template.description,
    category: 'career',
    targetDate: addDays(now, template.horizonDays).toISOString(),
    milestones: template.milestones.map((m, i) => ({
      id: `m${i + 1}`,
      title: m.title,
      completed: false,
      completedAt: null,
      dueDate: addDays(now, m.dueInDays).toISOString(),
    })),
  };
}

export interface StarterTemplate {
  key: 'career-coaching' | 'study-mentor' | 'habits-clarity';
  title: string;
  description: string;
  mentorType: MentorType;
  /** A first message the user might send; handed to chat through session storage. */
  chatSeed: string;
  goal: GoalTemplate;
}

/** The onboarding panel's three starter cards. */
export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    key: 'career-coaching',
    title: 'Career Coaching',
    description: 'Clarify your next role, sharpen your story and plan the steps to get there.',
    mentorType: 'career',
    chatSeed:
      'I want to take the next step in my career. Can you help me pick the role I should aim for and what to do about it this week?',
    goal: {
      title: 'Land my next career role',
      description:
        'Define the role I want, update my CV and profile, reach out to people in the field and get to interviews within 90 days.',
      horizonDays: GOAL_HORIZON_DAYS,
      milestones: GOAL_TEMPLATE_MILESTONES,
    },
  },
  {
    key: 'study-mentor',
    title: 'Study Mentor',
    description: 'Build a study plan you can keep, stay consistent and walk into your exam prepared.',
    mentorType: 'career',
    chatSeed:
      'I am preparing for an important exam and keep falling behind. Can you help me build a realistic weekly study plan?',
    goal: {
      title: 'Master my course material in 90 days',
      description:
        'Follow a weekly study plan, review with practice tests and track my scores so I am ready for the exam.',
      horizonDays: GOAL_HORIZON_DAYS,
      milestones: GOAL_TEMPLATE_MILESTONES,
    },
  },
  {
    key: 'habits-clarity',
    title: 'Habits & Clarity',
    description: 'Get clear on what matters most right now and build one habit that sticks.',
    mentorType: 'life',
    chatSeed:
      'I feel scattered and want to build a few steady habits. Can you help me choose one to start with this week?',
    goal: {
      title: 'Build one keystone habit',
      description:
        'Choose one habit that moves my priorities forward, practise it daily and review what works every week.',
      horizonDays: GOAL_HORIZON_DAYS,
      milestones: GOAL_TEMPLATE_MILESTONES,
    },
  },
];

// ---------------------------------------------------------------------------
// Prefill handover (onboarding -> goals view, through session storage)
// ---------------------------------------------------------------------------

/** What the goals view accepts from session storage: a GoalPrefill, checked before it fills the form. */
export const goalPrefillSchema = z.object({
  title: z.string().max(GOAL_TITLE_MAX),
  description: z.string().max(GOAL_DESCRIPTION_MAX),
  category: goalCategorySchema,
  targetDate: isoDateTimeSchema,
  milestones: z
    .array(
      z.object({
        id: z.string().min(1),
        title: z.string().min(1).max(MILESTONE_TITLE_MAX),
        completed: z.literal(false),
        completedAt: z.null(),
        dueDate: isoDateTimeSchema,
      }),
    )
    .max(GOAL_MILESTONES_MAX),
});

/** Parses the prefill JSON from session storage; throws (SyntaxError or ZodError) when it is not a valid prefill. */
export function parseGoalPrefill(raw: string): GoalPrefill {
  return goalPrefillSchema.parse(JSON.parse(raw));
}
