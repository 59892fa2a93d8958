import type { DB, Database, GoalRow, GoalUpdate, NewGoal, StoredMilestone, Transaction } from '@mentor/db';
import { isUuid } from '@mentor/validation';

type Db = Database | Transaction<DB>;

/** Every column of goals: the one explicit list the domain selects. */
export const GOAL_COLUMNS = [
  'goals.id',
  'goals.userId',
  'goals.title',
  'goals.description',
  'goals.category',
  'goals.status',
  'goals.progress',
  'goals.targetDate',
  'goals.milestones',
  'goals.createdAt',
  'goals.updatedAt',
] as const;

/** The user's goals, newest first. */
export async function listGoals(db: Db, userId: string): Promise<GoalRow[]> {
  return db
    .selectFrom('goals')
    .select(GOAL_COLUMNS)
    .where('goals.userId', '=', userId)
    .orderBy('goals.createdAt', 'desc')
    .orderBy('goals.id', 'desc')
    .execute();
}

/**
 * One of the user's goals, or undefined when the id is unknown, malformed or another user's.
 * Used by other domains too (chat links a session to a goal through it).
 */
export async function findGoalById(db: Db, userId: string, goalId: string): Promise<GoalRow | undefined> {
  if (!isUuid(goalId)) return undefined;
  return db
    .selectFrom('goals')
    .select(GOAL_COLUMNS)
    .where('goals.id', '=', goalId)
    .where('goals.userId', '=', userId)
    .executeTakeFirst();
}

/** Like findGoalById, locking the row until the transaction ends (read-check-write without lost updates). */
export async function findGoalForUpdate(
  trx: Transaction<DB>,
  userId: string,
  goalId: string,
): Promise<GoalRow | undefined> {
  if (!isUuid(goalId)) return undefined;
  return trx
    .selectFrom('goals')
    .select(GOAL_COLUMNS)
    .where('goals.id', '=', goalId)
    .where('goals.userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export interface GoalValues {
  title: string;
  description: string;
  category: NewGoal['category'];
  status: 'active' | 'completed';
  progress: number;
  targetDate: Date;
  milestones: StoredMilestone[];
}

export async function insertGoal(db: Db, userId: string, values: GoalValues, now: Date): Promise<GoalRow> {
  return db
    .insertInto('goals')
    .values({
      userId,
      title: values.title,
      description: values.description,
      category: values.category,
      status: values.status,
      progress: values.progress,
      targetDate: values.targetDate,
      milestones: JSON.stringify(values.milestones),
      createdAt: now,
      updatedAt: now,
    })
    .returning(GOAL_COLUMNS)
    .executeTakeFirstOrThrow();
}

export type GoalPatch = Omit<GoalUpdate, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'milestones'> & {
  milestones?: StoredMilestone[];
};

export async function updateGoal(
  db: Db,
  userId: string,
  goalId: string,
  patch: GoalPatch,
  now: Date,
): Promise<GoalRow | undefined> {
  const { milestones, ...rest } = patch;
  return db
    .updateTable('goals')
    .set({ ...rest, ...(milestones ? { milestones: JSON.stringify(milestones) } : {}), updatedAt: now })
    .where('goals.id', '=', goalId)
    .where('goals.userId', '=', userId)
    .returning(GOAL_COLUMNS)
    .executeTakeFirst();
}

/** Status and progress of every goal of the user (for the stats). */
export async function listGoalProgress(
  db: Db,
  userId: string,
): Promise<{ status: string; progress: number }[]> {
  return db
    .selectFrom('goals')
    .select(['goals.status', 'goals.progress'])
    .where('goals.userId', '=', userId)
    .execute();
}

/** The action items of every summary of the user (read only; summaries belong to the chat domain). */
export async function listSummaryActionItems(db: Db, userId: string): Promise<{ actionItems: unknown[] }[]> {
  return db
    .selectFrom('sessionSummaries')
    .select(['sessionSummaries.actionItems'])
    .where('sessionSummaries.userId', '=', userId)
    .execute();
}

/**
 * Counts over the user's chat sessions, made by the database (no rows loaded): every session, the sessions held
 * (started with a first message: startedAt set) and the sessions held that started in (after, until].
 */
export async function countSessions(
  db: Db,
  userId: string,
  window: { after: Date; until: Date },
): Promise<{ total: number; held: number; inWindow: number }> {
  const row = await db
    .selectFrom('chatSessions')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.countAll<number>().filterWhere('chatSessions.startedAt', 'is not', null).as('held'),
      eb.fn
        .countAll<number>()
        .filterWhere((w) =>
          w.and([
            w('chatSessions.startedAt', '>', window.after),
            w('chatSessions.startedAt', '<=', window.until),
          ]),
        )
        .as('inWindow'),
    ])
    .where('chatSessions.userId', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), held: Number(row.held), inWindow: Number(row.inWindow) };
}
