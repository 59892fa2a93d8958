/** Goals, milestones, the 90-day goal template and goal labels (spec sections 2, 3, 4, 5). */
import { z } from 'zod';
import { idSchema, isoDateOrDateTimeSchema, isoDateTimeSchema } from './common';
import {
  GOAL_DESCRIPTION_MAX,
  GOAL_DESCRIPTION_WARN_UNDER,
  GOAL_HORIZON_DAYS,
  GOAL_MILESTONES_MAX,
  GOAL_PROGRESS_MAX,
  GOAL_PROGRESS_STEP,
  GOAL_TITLE_MAX,
  MILESTONE_TITLE_MAX,
  type MentorType,
} from './constants';
import { addDays, calendarDaysBetween, formatDisplayDate, toDate } from './dates';
import { MESSAGES } from './messages';

export const GOAL_CATEGORIES = ['career', 'business', 'life', 'other'] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];
export const GOAL_CATEGORY_LABELS: Record<GoalCategory, string> = {
  career: 'Career',
  business: 'Business',
  life: 'Life',
  other: 'Other',
};

export const GOAL_STATUSES = ['active', 'completed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];
export const GOAL_STATUS_LABELS: Record<GoalStatus, string> = {
  active: 'Active',
  completed: 'Completed',
};

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

export const milestoneSchema = z.object({
  id: z.string().min(1),
  title: z
    .string({ error: MESSAGES.goals.milestoneTitleRequired })
    .trim()
    .min(1, { error: MESSAGES.goals.milestoneTitleRequired })
    .max(MILESTONE_TITLE_MAX, { error: MESSAGES.goals.milestoneTitleTooLong }),
  completed: z.boolean().default(false),
  completedAt: isoDateTimeSchema.nullable().default(null),
  /** ISO timestamp (or yyyy-mm-dd date) the milestone is planned for. */
  dueDate: isoDateOrDateTimeSchema.nullable().optional(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const goalTitleSchema = z
  .string({ error: MESSAGES.goals.titleRequired })
  .trim()
  .min(1, { error: MESSAGES.goals.titleRequired })
  .max(GOAL_TITLE_MAX, { error: MESSAGES.goals.titleTooLong });

export const goalDescriptionSchema = z
  .string({ error: MESSAGES.goals.descriptionTooLong })
  .trim()
  .max(GOAL_DESCRIPTION_MAX, { error: MESSAGES.goals.descriptionTooLong });

export const goalCategorySchema = z.enum(GOAL_CATEGORIES, { error: MESSAGES.goals.invalidCategory });
export const goalStatusSchema = z.enum(GOAL_STATUSES, { error: MESSAGES.goals.invalidStatus });

export const goalProgressSchema = z
  .number({ error: MESSAGES.goals.progressRange })
  .int({ error: MESSAGES.goals.progressRange })
  .min(0, { error: MESSAGES.goals.progressRange })
  .max(GOAL_PROGRESS_MAX, { error: MESSAGES.goals.progressRange });

/** Required ISO timestamp; missing or empty -> 'Target date is required'. */
export const goalTargetDateSchema = z
  .string({ error: MESSAGES.goals.targetDateRequired })
  .trim()
  .min(1, { error: MESSAGES.goals.targetDateRequired })
  .pipe(z.iso.datetime({ offset: true, error: MESSAGES.goals.targetDateInvalid }));

export const goalMilestonesSchema = z
  .array(milestoneSchema)
  .max(GOAL_MILESTONES_MAX, { error: MESSAGES.goals.tooManyMilestones });

export const goalCreateSchema = z.object({
  title: goalTitleSchema,
  description: goalDescriptionSchema.default(''),
  category: goalCategorySchema.default('career'),
  status: goalStatusSchema.default('active'),
  progress: goalProgressSchema.default(0),
  targetDate: goalTargetDateSchema,
  milestones: goalMilestonesSchema.default([]),
});
/** Parsed create input (defaults applied). */
export type GoalCreateInput = z.infer<typeof goalCreateSchema>;
/** What a client may send (fields with defaults optional). */
export type GoalCreateRequest = z.input<typeof goalCreateSchema>;

/**
 * The New Goal form's values as typed (the web app sends them as a GoalCreateRequest): the target date is the
 * picked day, 'YYYY-MM-DD' ('Target date is required' when none); a milestone left blank is dropped when sent,
 * so only a too long one is refused.
 */
export const goalFormSchema = z.object({
  title: goalTitleSchema,
  description: goalDescriptionSchema,
  category: goalCategorySchema,
  targetDate: z
    .string({ error: MESSAGES.goals.targetDateRequired })
    .regex(/^\d{4}-\d{2}-\d{2}/, { error: MESSAGES.goals.targetDateRequired }),
  milestones: z
    .array(
      z.object({
        title: z.string().trim().max(MILESTONE_TITLE_MAX, { error: MESSAGES.goals.milestoneTitleTooLong }),
      }),
    )
    .max(GOAL_MILESTONES_MAX, { error: MESSAGES.goals.tooManyMilestones }),
});

/**
 * One '+10% Progress' press: the server adds GOAL_PROGRESS_STEP to the stored progress, capped at 100, under the
 * row lock (so two presses from 50 give 70). Only `true` is accepted.
 */
export const goalProgressStepSchema = z.literal(true, { error: () => GOAL_MESSAGES.progressStepInvalid });

/** The update fields without the "at least one" rule (extend this one, e.g. with an id). */
export const goalUpdateFieldsSchema = z.object({
  progress: goalProgressSchema.optional(),
  progressStep: goalProgressStepSchema.optional(),
  status: goalStatusSchema.optional(),
  title: goalTitleSchema.optional(),
  description: goalDescriptionSchema.optional(),
  category: goalCategorySchema.optional(),
  targetDate: goalTargetDateSchema.optional(),
  milestones: goalMilestonesSchema.optional(),
});

function hasAnyField(value: Record<string, unknown>): boolean {
  return Object.values(value).some((v) => v !== undefined);
}

/** `progress` sets the value, `progressStep` adds to it: one or the other. */
function notBothProgress(value: { progress?: number; progressStep?: true }): boolean {
  return value.progress === undefined || value.progressStep === undefined;
}

/** PATCH body: any of the fields, at least one. */
export const goalUpdateSchema = goalUpdateFieldsSchema
  .refine(hasAnyField, { error: MESSAGES.goals.updateEmpty })
  .refine(notBothProgress, { error: () => GOAL_MESSAGES.progressBoth });
export type GoalUpdateInput = z.infer<typeof goalUpdateSchema>;

/** A goal id as input (see `idSchema`: one that cannot be an id answers 'Goal not found', 404). */
export const goalIdValueSchema = idSchema({ notFound: MESSAGES.goals.notFound });

/** tRPC input: `{ id, ...fields }` with at least one field besides id. */
export const goalUpdateByIdSchema = goalUpdateFieldsSchema
  .extend({ id: goalIdValueSchema })
  .refine(({ id: _id, ...rest }) => hasAnyField(rest), { error: MESSAGES.goals.updateEmpty })
  .refine(notBothProgress, { error: () => GOAL_MESSAGES.progressBoth });
export type GoalUpdateByIdInput = z.infer<typeof goalUpdateByIdSchema>;

export const milestoneToggleSchema = z.object({
  goalId: goalIdValueSchema,
  milestoneId: z.string().min(1, { error: MESSAGES.goals.milestoneNotFound }),
  completed: z.boolean(),
});
export type MilestoneToggleInput = z.infer<typeof milestoneToggleSchema>;

export const goalIdSchema = z.object({ id: goalIdValueSchema });
export type GoalIdInput = z.infer<typeof goalIdSchema>;

/** A goal as the API returns it. */
export const goalSchema = z.object({
  id: z.string().min(1),
  userId: z.string().min(1),
  title: z.string(),
  description: z.string(),
  category: goalCategorySchema,
  status: goalStatusSchema,
  progress: z.number().int(),
  targetDate: isoDateTimeSchema.nullable(),
  milestones: z.array(milestoneSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema.nullable(),
  /** The latest progress change a session made, while nothing else changed the goal since; null otherwise. */
  autoProgress: z
    .object({
      from: z.number().int(),
      to: z.number().int(),
      sessionId: z.string().nullable(),
      at: isoDateTimeSchema,
      milestoneIds: z.array(z.string()),
    })
    .nullable(),
});
export type Goal = z.infer<typeof goalSchema>;

/** The notice under a goal its session moved: 'Progress updated to 30% from your session'. (chosen) */
export function autoProgressNotice(change: { to: number }): string {
  return `Progress updated to ${change.to}% from your session`; // (chosen)
}

/**
 * The mentor a goal-linked session starts with when none was picked: business goals the Startup Founder Mentor,
 * career goals the Career Coach, life goals the Life Coach, and 'other' the person's preferred mentor.
 */
export function mentorTypeForGoal(category: GoalCategory, preferred: MentorType): MentorType {
  if (category === 'business') return 'founder';
  if (category === 'career') return 'career';
  if (category === 'life') return 'life';
  return preferred;
}

// ---------------------------------------------------------------------------
// Progress transitions (spec section 4 "Goal progress")
// ---------------------------------------------------------------------------

/** Progress after one '+10% Progress' press: +10, capped at 100. */
export function nextProgress(progress: number): number {
  return Math.min(GOAL_PROGRESS_MAX, progress + GOAL_PROGRESS_STEP);
}

/** '+10% Progress' is shown until the goal is completed. */
export function canAddProgress(goal: { status: string }): boolean {
  return goal.status !== 'completed';
}

/** 'Mark Complete' is available only when the goal is active and progress is at least 100. */
export function canCompleteGoal(goal: { status: string; progress: number }): boolean {
  return goal.status === 'active' && goal.progress >= GOAL_PROGRESS_MAX;
}

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
// Labels
// ---------------------------------------------------------------------------

/**
 * Goal time label (spec section 4), counted in local calendar days:
 * target day before today 'Overdue'; same day 'Due today'; 1 day '1 day left';
 * under 30 days '{n} days left'; otherwise months rounded up with a month of 30 days
 * ('1 month left' at 30 days, '2 months left' at 31..60, '3 months left' at 61..90).
 * An invalid or missing date gives ''.
 */
export function goalTimeLabel(targetDate: Date | string | null | undefined, now: Date): string {
  const target = toDate(targetDate);
  if (!target) return '';
  const days = calendarDaysBetween(now, target);
  if (days < 0) return MESSAGES.goals.overdue;
  if (days === 0) return MESSAGES.goals.dueToday;
  if (days < 30) return days === 1 ? '1 day left' : `${days} days left`;
  const months = Math.ceil(days / 30);
  return months === 1 ? '1 month left' : `${months} months left`;
}

/** Milestone label: 'Completed {date}' (or 'Completed' without a date) when done, otherwise 'Planned'. */
export function milestoneLabel(
  milestone: { completed: boolean; completedAt?: string | Date | null },
  format: (date: Date) => string = formatDisplayDate,
): string {
  if (!milestone.completed) return MESSAGES.goals.planned;
  const at = toDate(milestone.completedAt);
  return at ? `${MESSAGES.goals.completed} ${format(at)}` : MESSAGES.goals.completed;
}

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

// ---------------------------------------------------------------------------
// Screen copy the spec names but does not word (chosen), goal and onboarding screens
// ---------------------------------------------------------------------------

/** Goal rule messages the spec does not word (chosen). The spec's own goal strings are in MESSAGES.goals. */
export const GOAL_MESSAGES = {
  reopenRefused: 'A completed goal cannot be reopened', // (chosen)
  progressStepInvalid: 'progressStep must be true', // (chosen)
  progressBoth: 'Send either progress or progressStep, not both', // (chosen)
} as const;

/** Labels of the goals view, goal cards and the create dialog (chosen unless they come from MESSAGES). */
export const GOAL_UI = {
  viewTitle: 'Goals',
  viewSubtitle: 'Track your 90-day goals, milestones and progress.',
  newGoal: MESSAGES.goals.newGoal,
  createTitle: 'Create New Goal',
  titleLabel: 'Title',
  titlePlaceholder: 'e.g. Land a product manager role',
  descriptionLabel: 'Description',
  descriptionPlaceholder: 'What do you want to achieve, and why does it matter?',
  categoryLabel: 'Category',
  targetDateLabel: 'Target date',
  targetDatePlaceholder: 'Pick a date',
  milestonesLabel: 'Milestones',
  milestonePlaceholder: 'Milestone title',
  milestoneDue: 'Planned for',
  addMilestone: 'Add milestone',
  useTemplate: 'Use 90-day template',
  useTemplateHint: 'Fills in the 90-day plan: target date in 90 days and four milestones.',
  removeMilestone: 'Remove milestone',
  createSubmit: 'Create Goal',
  cancel: 'Cancel',
  keyMilestones: 'Key milestones',
  progress: 'Progress',
  started: 'Started',
  target: 'Target',
  noTargetDate: 'No target date',
  addProgress: MESSAGES.goals.addProgress,
  markComplete: MESSAGES.goals.markComplete,
  startSession: MESSAGES.goals.startSession,
  completed: MESSAGES.goals.completed,
  emptyTitle: 'No goals yet',
  emptyBody: 'Set a 90-day goal with a few milestones, then track your progress here and in your sessions.',
  emptyAction: 'Create your first goal',
  loadFailed: 'Could not load your goals. Please try again.',
  retry: 'Try again',
  statsLoadFailed: 'Could not load your stats',
  statsRetry: 'Retry',
  /** A stat that could not be loaded. */
  statUnavailable: '—',
  currentGoals: 'Current Goals',
  viewAll: 'View all',
  overviewEmpty: 'You have no goals yet.',
  overviewCreate: 'Create new goal',
  stats: {
    goalsAchieved: 'Goals Achieved',
    actionItems: 'Action Items',
    streak: 'Streak',
    averageProgress: 'Avg. Progress',
    weeklySessions: 'Weekly Sessions',
  },
  dictationStart: MESSAGES.dictation.useMic,
  dictationStop: MESSAGES.dictation.stop,
} as const;

/** The onboarding panel's copy (chosen). Card titles and seeds are in STARTER_TEMPLATES. */
export const ONBOARDING_COPY = {
  title: 'Welcome! Let’s get you started',
  body: 'Talk to your mentor right away, or set a 90-day goal you can track and link your sessions to.',
  dismiss: 'Dismiss',
  dismissLabel: 'Dismiss getting started',
  howItWorks: 'How it works',
  howItWorksTitle: 'How MentorAI works',
  howItWorksSteps: [
    {
      title: 'Start a session',
      body: 'Chat or talk with your AI mentor. A session lasts up to 60 minutes and can be linked to one of your goals.',
    },
    {
      title: 'Get your next steps',
      body: 'Your mentor answers with 1 to 3 concrete next steps, and each session ends with a summary and action items.',
    },
    {
      title: 'Track your progress',
      body: 'Set a 90-day goal with milestones, tick them off as you go and watch your streak and progress grow.',
    },
  ],
  disclaimer: 'Sessions are AI-generated and are not legal, medical or financial advice.',
  gotIt: 'Got it',
  tryThis: 'Try this',
  useTemplate: 'Use goal template',
  startSession: 'Start a session',
  createGoal: 'Create 90-day goal',
} as const;

/** Streak stat card: '0 days', '1 day', '5 days'. */
export function streakLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** '{n} characters left' under the goal text box (never negative). */
export function charactersLeftLabel(length: number, max: number = GOAL_DESCRIPTION_MAX): string {
  return `${Math.max(0, max - length)} ${MESSAGES.goals.charactersLeft}`;
}

/** The counter turns yellow when fewer than GOAL_DESCRIPTION_WARN_UNDER characters are left. */
export function isCharactersLeftLow(length: number, max: number = GOAL_DESCRIPTION_MAX): boolean {
  return max - length < GOAL_DESCRIPTION_WARN_UNDER;
}
