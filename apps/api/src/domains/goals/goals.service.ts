import { randomUUID } from 'node:crypto';
import type { Database, GoalRow, StoredMilestone } from '@mentor/db';
import {
  GOAL_MESSAGES,
  GOAL_PROGRESS_MAX,
  MESSAGES,
  goalStats,
  nextProgress,
  weeklyWindow,
  type Goal,
  type GoalCreateInput,
  type GoalStats,
  type GoalUpdateByIdInput,
  type Milestone,
  type MilestoneToggleInput,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { countSessions } from '../chat';
import { listActionItemLists } from '../summaries';
import * as repo from './goals.repository';

/** The goals view stats plus what the onboarding panel needs to know. */
export interface GoalStatsOutput extends GoalStats {
  /** Whether the user has ever created a chat session. */
  hasSessions: boolean;
}

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
  };
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
  const row = await repo.insertGoal(
    db,
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
    const updated = await repo.updateGoal(trx, userId, current.id, { milestones: next }, now);
    if (!updated) throw notFound();
    return toGoal(updated);
  });
}

/**
 * Goals view stats (spec section 2), from the user's goals, their summaries' action items (summaries domain) and
 * two session counts made by the database (chat domain): the sessions held (for the streak) and the sessions
 * created in the 7 × 24 hours ending now. Both are counts over instants, so the answer does not depend on the
 * server's time zone.
 */
export async function goalStatsFor(db: Database, userId: string, now: Date): Promise<GoalStatsOutput> {
  const [goals, summaries, sessions] = await Promise.all([
    repo.listGoalProgress(db, userId),
    listActionItemLists(db, userId),
    countSessions(db, userId, weeklyWindow(now)),
  ]);
  return {
    ...goalStats({ goals, summaries, sessionsHeld: sessions.held, weeklySessions: sessions.inWindow }),
    hasSessions: sessions.total > 0,
  };
}
