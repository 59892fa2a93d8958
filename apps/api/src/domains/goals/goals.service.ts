import { randomUUID } from 'node:crypto';
import type { Database, GoalRow, StoredMilestone } from '@mentor/db';
import {
  GOAL_AUTO_PROGRESS_MAX,
  GOALS_MAX_PER_USER,
  GOAL_MESSAGES,
  GOAL_PROGRESS_MAX,
  MESSAGES,
  nextProgress,
  type Goal,
  type GoalCreateInput,
  type GoalIdInput,
  type GoalUpdateByIdInput,
  type Milestone,
  type MilestoneToggleInput,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import * as repo from './goals.repository';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.goals.notFound });
const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/** A goal as the API answers it: timestamps as ISO strings, milestones always an array. */
function toGoal(row: GoalRow): Goal {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    category: row.category,
    status: row.status,
    progress: row.progress,
    targetDate: row.targetDate ? row.targetDate.toISOString() : null,
    milestones: (Array.isArray(row.milestones) ? row.milestones : []).map((m) => ({
      id: m.id,
      title: m.title,
      completed: m.completed,
      completedAt: m.completedAt ?? null,
      ...(m.dueDate !== undefined ? { dueDate: m.dueDate } : {}),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    autoProgress: autoProgressOf(row),
  };
}

/** The latest session progress change while it can still be undone (not undone, nothing else changed since). */
function autoProgressOf(row: GoalRow): Goal['autoProgress'] {
  if (row.autoProgressAt === null || row.autoProgressUndoneAt !== null) return null;
  if (row.autoProgressFrom === null || row.autoProgressTo === null) return null;
  return {
    from: row.autoProgressFrom,
    to: row.autoProgressTo,
    sessionId: row.autoProgressSessionId,
    at: row.autoProgressAt.toISOString(),
    milestoneIds: stringsOf(row.autoProgressMilestoneIds),
  };
}

/** Stored jsonb read defensively: only strings survive. */
function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A milestone title as compared with the titles a summary names: trimmed, lower case, spaces collapsed. */
function titleKey(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Milestones as stored: ids unique within the goal (a repeated or missing id gets a fresh one), `completedAt`
 * set when a milestone is done (kept when it already was, otherwise now) and null when it is not.
 */
function normaliseMilestones(
  milestones: readonly Milestone[],
  previous: readonly StoredMilestone[],
  now: Date,
): StoredMilestone[] {
  const seen = new Set<string>();
  return milestones.map((m) => {
    const id = seen.has(m.id) ? randomUUID() : m.id;
    seen.add(id);
    const before = previous.find((p) => p.id === id);
    const completedAt = m.completed
      ? (m.completedAt ?? (before?.completed ? before.completedAt : null) ?? now.toISOString())
      : null;
    return {
      id,
      title: m.title,
      completed: m.completed,
      completedAt,
      ...(m.dueDate !== undefined ? { dueDate: m.dueDate } : {}),
    };
  });
}

export async function listGoals(db: Database, userId: string): Promise<Goal[]> {
  return (await repo.listGoals(db, userId)).map(toGoal);
}

export async function createGoal(
  db: Database,
  userId: string,
  input: GoalCreateInput,
  now: Date,
): Promise<Goal> {
  // A goal is born active; 'completed' is only ever reached from 'active' (spec section 4).
  if (input.status !== 'active') throw badRequest(MESSAGES.goals.completeOnlyActive);
  const row = await db.transaction().execute(async (trx) => {
    // The goals list is loaded whole (it is bounded, not paged): at most GOALS_MAX_PER_USER.
    if ((await repo.countGoalsLocked(trx, userId)) >= GOALS_MAX_PER_USER)
      throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.goals.tooMany });
    return repo.insertGoal(
      trx,
      userId,
      {
        title: input.title,
        description: input.description,
        category: input.category,
        status: 'active',
        progress: input.progress,
        targetDate: new Date(input.targetDate),
        milestones: normaliseMilestones(input.milestones, [], now),
      },
      now,
    );
  });
  return toGoal(row);
}

/**
 * Updates one of the user's goals under the rules of spec section 4 "Goal progress": progress is 0..100 (the
 * schema), a completed goal's progress no longer changes and it cannot be reopened, and 'completed' is reached
 * only from 'active' at progress 100. `progressStep` (one '+10% Progress' press) adds 10 to the stored progress,
 * capped at 100. The row is locked while the rules are checked, so concurrent steps all count.
 */
export async function updateGoal(
  db: Database,
  userId: string,
  input: GoalUpdateByIdInput,
  now: Date,
): Promise<Goal> {
  return db.transaction().execute(async (trx) => {
    const current = await repo.findGoalForUpdate(trx, userId, input.id);
    if (!current) throw notFound();

    const newProgress = input.progressStep ? nextProgress(current.progress) : input.progress;
    const progress = newProgress ?? current.progress;
    if (current.status === 'completed') {
      if (input.progressStep) throw badRequest(MESSAGES.goals.completedLocked);
      if (input.progress !== undefined && input.progress !== current.progress)
        throw badRequest(MESSAGES.goals.completedLocked);
      if (input.status === 'completed') throw badRequest(MESSAGES.goals.completeOnlyActive);
      if (input.status === 'active') throw badRequest(GOAL_MESSAGES.reopenRefused);
    } else if (input.status === 'completed' && progress < GOAL_PROGRESS_MAX) {
      throw badRequest(MESSAGES.goals.completeRequiresFull);
    }

    const updated = await repo.updateGoal(
      trx,
      userId,
      current.id,
      {
        ...(newProgress !== undefined ? { progress: newProgress } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.category !== undefined ? { category: input.category } : {}),
        ...(input.targetDate !== undefined ? { targetDate: new Date(input.targetDate) } : {}),
        ...(input.milestones !== undefined
          ? { milestones: normaliseMilestones(input.milestones, current.milestones, now) }
          : {}),
        // The person changed the goal: the latest session change is no longer the latest (no notice, no undo).
        ...repo.CLEAR_AUTO_PROGRESS,
      },
      now,
    );
    if (!updated) throw notFound();
    return toGoal(updated);
  });
}

/** Marks one milestone of one of the user's goals done (completedAt = now) or not done (completedAt = null). */
export async function toggleMilestone(
  db: Database,
  userId: string,
  input: MilestoneToggleInput,
  now: Date,
): Promise<Goal> {
  return db.transaction().execute(async (trx) => {
    const current = await repo.findGoalForUpdate(trx, userId, input.goalId);
    if (!current) throw notFound();
    const milestones = Array.isArray(current.milestones) ? current.milestones : [];
    const target = milestones.find((m) => m.id === input.milestoneId);
    if (!target) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.goals.milestoneNotFound });
    const next = milestones.map((m) =>
      m.id === input.milestoneId
        ? {
            ...m,
            completed: input.completed,
            // Ticking an already ticked milestone keeps its date.
            completedAt: input.completed
              ? m.completed && m.completedAt
                ? m.completedAt
                : now.toISOString()
              : null,
          }
        : m,
    );
    const updated = await repo.updateGoal(
      trx,
      userId,
      current.id,
      { milestones: next, ...repo.CLEAR_AUTO_PROGRESS },
      now,
    );
    if (!updated) throw notFound();
    return toGoal(updated);
  });
}

/** What a session's summary says about its linked goal. */
interface SessionProgress {
  /** The goal's estimated overall progress after the session (null: no estimate). */
  progressPercent: number | null;
  /** Titles of the goal's milestones the session reports done. */
  completedMilestones: readonly string[];
  sessionId: string;
}

/**
 * Moves a goal after a summary of a session linked to it: the progress follows the estimate but only goes up and
 * never past GOAL_AUTO_PROGRESS_MAX (completing stays the person's act), and the milestones the summary reports
 * done (matched by title) are ticked. A completed goal never changes. The change is recorded on the goal (from,
 * to, session, when, ticked milestone ids) so the person sees it and can undo it; further summaries of the same
 * session extend that record (undo then goes back to before the session). The same summary applied twice changes
 * nothing the second time. After an undo, the same session's estimate is not applied again up to what was undone,
 * nor are the milestones it ticked. Answers the goal when it changed, null otherwise (unknown goal included).
 */
export async function applySessionProgress(
  db: Database,
  userId: string,
  goalId: string,
  input: SessionProgress,
  now: Date,
): Promise<Goal | null> {
  return db.transaction().execute(async (trx) => {
    const current = await repo.findGoalForUpdate(trx, userId, goalId);
    if (!current || current.status !== 'active') return null;
    const sameSession = current.autoProgressAt !== null && current.autoProgressSessionId === input.sessionId;
    const undone = sameSession && current.autoProgressUndoneAt !== null;
    const undoneIds = new Set(undone ? stringsOf(current.autoProgressMilestoneIds) : []);
    const undoneTo = undone ? (current.autoProgressTo ?? 0) : -1;

    const reported = new Set(input.completedMilestones.map(titleKey));
    const milestones = Array.isArray(current.milestones) ? current.milestones : [];
    const ticked: string[] = [];
    const nextMilestones = milestones.map((m) => {
      if (m.completed || undoneIds.has(m.id) || !reported.has(titleKey(m.title))) return m;
      ticked.push(m.id);
      return { ...m, completed: true, completedAt: now.toISOString() };
    });

    const estimate =
      input.progressPercent === null ? null : Math.min(GOAL_AUTO_PROGRESS_MAX, input.progressPercent);
    const progress =
      estimate !== null && estimate > current.progress && estimate > undoneTo ? estimate : current.progress;
    if (progress === current.progress && ticked.length === 0) return null;

    const extend = sameSession && !undone;
    const updated = await repo.updateGoal(
      trx,
      userId,
      current.id,
      {
        progress,
        ...(ticked.length > 0 ? { milestones: nextMilestones } : {}),
        autoProgressFrom: extend ? (current.autoProgressFrom ?? current.progress) : current.progress,
        autoProgressTo: progress,
        autoProgressSessionId: input.sessionId,
        autoProgressAt: now,
        autoProgressMilestoneIds: extend
          ? [...stringsOf(current.autoProgressMilestoneIds), ...ticked]
          : ticked,
        autoProgressUndoneAt: null,
      },
      now,
    );
    return updated ? toGoal(updated) : null;
  });
}

/**
 * Undoes the latest progress change a session made: the progress goes back to what it was and the milestones it
 * ticked are unticked. Only while nothing else changed the goal since (any other change forgets the record);
 * otherwise CONFLICT with MESSAGES.goals.autoProgressUndoGone.
 */
export async function undoAutoProgress(
  db: Database,
  userId: string,
  input: GoalIdInput,
  now: Date,
): Promise<Goal> {
  return db.transaction().execute(async (trx) => {
    const current = await repo.findGoalForUpdate(trx, userId, input.id);
    if (!current) throw notFound();
    const change = autoProgressOf(current);
    if (!change || current.status !== 'active')
      throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.goals.autoProgressUndoGone });
    const ticked = new Set(change.milestoneIds);
    const milestones = (Array.isArray(current.milestones) ? current.milestones : []).map((m) =>
      ticked.has(m.id) ? { ...m, completed: false, completedAt: null } : m,
    );
    const updated = await repo.updateGoal(
      trx,
      userId,
      current.id,
      { progress: change.from, milestones, autoProgressUndoneAt: now },
      now,
    );
    if (!updated) throw notFound();
    return toGoal(updated);
  });
}
