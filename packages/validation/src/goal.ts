/**
 * Goals and milestones: their schemas, a goal as the API returns it, progress transitions (spec sections 2, 4, 5).
 * The 90-day template and the prefill are in goal-templates.ts, the screens' labels and copy in goal-copy.ts.
 */
import { z } from 'zod';
import { idSchema, isoDateOrDateTimeSchema, isoDateTimeSchema } from './common';
import {
  GOAL_DESCRIPTION_MAX,
  GOAL_MILESTONES_MAX,
  GOAL_PROGRESS_MAX,
  GOAL_PROGRESS_STEP,
  GOAL_TITLE_MAX,
  type MentorType,
  MILESTONE_TITLE_MAX,
} from './constants';
import { GOAL_MESSAGES } from './goal-copy';
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
