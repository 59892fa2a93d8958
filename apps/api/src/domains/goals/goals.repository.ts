import {
  sql,
  type DB,
  type Database,
  type GoalRow,
  type GoalUpdate,
  type NewGoal,
  type StoredMilestone,
  type Transaction,
} from '@mentor/db';

type Db = Database | Transaction<DB>;

/** Every column of goals: the one explicit list the domain selects. */
const GOAL_COLUMNS = [
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
  'goals.autoProgressFrom',
  'goals.autoProgressTo',
  'goals.autoProgressSessionId',
  'goals.autoProgressAt',
  'goals.autoProgressMilestoneIds',
  'goals.autoProgressUndoneAt',
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
 * One of the user's goals, or undefined when the id is unknown or another user's.
 * Used by other domains too (chat links a session to a goal through it).
 */
export async function findGoalById(db: Db, userId: string, goalId: string): Promise<GoalRow | undefined> {
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

/**
 * The number of the user's goals, counted under a per-user lock held until the transaction ends, so two goals
 * created at once cannot both pass the GOALS_MAX_PER_USER check.
 */
export async function countGoalsLocked(trx: Transaction<DB>, userId: string): Promise<number> {
  await sql`select pg_advisory_xact_lock(4, hashtext(${userId}))`.execute(trx);
  const row = await trx
    .selectFrom('goals')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('goals.userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
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

export type GoalPatch = Omit<
  GoalUpdate,
  'id' | 'userId' | 'createdAt' | 'updatedAt' | 'milestones' | 'autoProgressMilestoneIds'
> & {
  milestones?: StoredMilestone[];
  autoProgressMilestoneIds?: string[];
};

/** The patch that forgets the latest session progress change (any other change to the goal makes it). */
export const CLEAR_AUTO_PROGRESS: GoalPatch = {
  autoProgressFrom: null,
  autoProgressTo: null,
  autoProgressSessionId: null,
  autoProgressAt: null,
  autoProgressMilestoneIds: [],
  autoProgressUndoneAt: null,
};

export async function updateGoal(
  db: Db,
  userId: string,
  goalId: string,
  patch: GoalPatch,
  now: Date,
): Promise<GoalRow | undefined> {
  const { milestones, autoProgressMilestoneIds, ...rest } = patch;
  return db
    .updateTable('goals')
    .set({
      ...rest,
      ...(milestones ? { milestones: JSON.stringify(milestones) } : {}),
      ...(autoProgressMilestoneIds
        ? { autoProgressMilestoneIds: JSON.stringify(autoProgressMilestoneIds) }
        : {}),
      updatedAt: now,
    })
    .where('goals.id', '=', goalId)
    .where('goals.userId', '=', userId)
    .returning(GOAL_COLUMNS)
    .executeTakeFirst();
}

/** The user's goals counted by the database (for the stats): how many, how many completed, their progress summed. */
export async function countGoalProgress(
  db: Db,
  userId: string,
): Promise<{ total: number; completed: number; progressSum: number }> {
  const row = await db
    .selectFrom('goals')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.countAll<number | string>().filterWhere('goals.status', '=', 'completed').as('completed'),
      eb.fn.coalesce(eb.fn.sum<number | string | null>('goals.progress'), eb.lit(0)).as('progressSum'),
    ])
    .where('goals.userId', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), completed: Number(row.completed), progressSum: Number(row.progressSum) };
}
