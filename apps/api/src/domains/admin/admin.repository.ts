import {
  sql,
  type AdminActionValue,
  type Database,
  type DB,
  type SubscriptionTierValue,
  type Transaction,
} from '@mentor/db';
import { PAID_TIERS } from '@mentor/validation';
import { afterCursor, cursorAtOf, type KeysetPosition } from '../../lib/cursor';

// The admin domain's SQL. It owns admin_actions. Its reports (the users list, the statistics, the charts) read
// the users, chat_sessions and ai_usage tables directly, read-only, so every count happens in one SQL statement;
// anything it changes on a user goes through that domain's service.

type Db = Database | Transaction<DB>;

/** An admin users list row as read from the database (the service shapes it for the API). */
export interface AdminUserRecord {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  subscriptionTier: SubscriptionTierValue;
  subscriptionStatus: string;
  /** The stored counters and the month they count (planState reads them, as for the user's own screens). */
  sessionsThisMonth: number;
  starterSessionsThisMonth: number;
  sessionsMonth: string | null;
  sessionsLimit: number;
  trialStartedAt: Date | null;
  trialEndsAt: Date | null;
  paymentSubscriptionId: string | null;
  totalMinutesUsed: number;
  lastActiveAt: Date | null;
  createdAt: Date;
  isAdmin: boolean;
  bannedAt: Date | null;
  /** The row's keyset position as text with microseconds. */
  cursorAt: string;
  lastAction: AdminActionValue | null;
  lastActionDetails: Record<string, unknown> | null;
  lastActionAt: Date | null;
  actorId: string | null;
  actorEmail: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function adminUsersQuery(db: Db) {
  return db
    .selectFrom('users')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('adminActions as a')
          .leftJoin('users as actor', 'actor.id', 'a.adminId')
          .select([
            'a.action as lastAction',
            'a.details as lastActionDetails',
            'a.createdAt as lastActionAt',
            'actor.id as actorId',
            'actor.email as actorEmail',
            'actor.firstName as actorFirstName',
            'actor.lastName as actorLastName',
          ])
          .whereRef('a.targetUserId', '=', 'users.id')
          .orderBy('a.createdAt', 'desc')
          .orderBy('a.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select([
      'users.id',
      'users.email',
      'users.firstName',
      'users.lastName',
      'users.subscriptionTier',
      'users.subscriptionStatus',
      'users.sessionsThisMonth',
      'users.starterSessionsThisMonth',
      'users.sessionsMonth',
      'users.sessionsLimit',
      'users.trialStartedAt',
      'users.trialEndsAt',
      'users.paymentSubscriptionId',
      'users.totalMinutesUsed',
      'users.lastActiveAt',
      'users.createdAt',
      'users.isAdmin',
      'users.bannedAt',
      'last.lastAction',
      'last.lastActionDetails',
      'last.lastActionAt',
      'last.actorId',
      'last.actorEmail',
      'last.actorFirstName',
      'last.actorLastName',
    ])
    .select([cursorAtOf('users.createdAt').as('cursorAt')]);
}

/**
 * One page of users, newest first (keyset on created_at, id), optionally only those whose email or name contains
 * `search` (case-insensitive). Reads `limit + 1` rows so the caller knows whether another page follows.
 */
export async function listUsers(
  db: Db,
  options: { search?: string; after?: KeysetPosition; limit: number },
): Promise<AdminUserRecord[]> {
  let query = adminUsersQuery(db);
  if (options.search) {
    const pattern = `%${escapeLike(options.search)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('users.email', 'ilike', pattern),
        eb(sql<string>`concat_ws(' ', users.first_name, users.last_name)`, 'ilike', pattern),
      ]),
    );
  }
  if (options.after) query = query.where(afterCursor('users.createdAt', 'users.id', options.after));
  return query
    .orderBy('users.createdAt', 'desc')
    .orderBy('users.id', 'desc')
    .limit(options.limit + 1)
    .execute();
}

/** One users list row, for the answer to an action on that user. */
export async function findUser(db: Db, userId: string): Promise<AdminUserRecord | undefined> {
  return adminUsersQuery(db).where('users.id', '=', userId).executeTakeFirst();
}

export async function insertAction(
  db: Db,
  row: {
    adminId: string;
    targetUserId: string;
    action: AdminActionValue;
    details: Record<string, unknown>;
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('adminActions')
    .values({ ...row, details: JSON.stringify(row.details) })
    .execute();
}

export interface UserCounts {
  total: number;
  active: number;
  activeThisMonth: number;
  banned: number;
  byTier: Record<SubscriptionTierValue, number>;
}

/** Every user figure of the dashboard in one pass over users. */
export async function countUsers(db: Db, activeSince: Date, monthStart: Date): Promise<UserCounts> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.countAll<number>().filterWhere('lastActiveAt', '>', activeSince).as('active'),
      eb.fn.countAll<number>().filterWhere('lastActiveAt', '>=', monthStart).as('activeThisMonth'),
      eb.fn.countAll<number>().filterWhere('bannedAt', 'is not', null).as('banned'),
      eb.fn.countAll<number>().filterWhere('subscriptionTier', '=', 'starter').as('starter'),
      eb.fn.countAll<number>().filterWhere('subscriptionTier', '=', 'pro').as('pro'),
      eb.fn.countAll<number>().filterWhere('subscriptionTier', '=', 'founder').as('founder'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    active: Number(row.active),
    activeThisMonth: Number(row.activeThisMonth),
    banned: Number(row.banned),
    byTier: { starter: Number(row.starter), pro: Number(row.pro), founder: Number(row.founder) },
  };
}

/** Paid users (the tiers of PAID_TIERS). */
export function paidOf(byTier: Record<SubscriptionTierValue, number>): number {
  return PAID_TIERS.reduce((sum, tier) => sum + byTier[tier], 0);
}

export interface SessionTotals {
  sessions: number;
  minutes: number;
  sessionsThisMonth: number;
}

/** Started chat sessions (a first message was sent) and their minutes. */
export async function sessionTotals(db: Db, monthStart: Date): Promise<SessionTotals> {
  const row = await db
    .selectFrom('chatSessions')
    .select((eb) => [
      eb.fn.countAll<number>().as('sessions'),
      eb.fn.coalesce(eb.fn.sum<number>('duration'), sql.lit(0)).as('minutes'),
      eb.fn.countAll<number>().filterWhere('startedAt', '>=', monthStart).as('sessionsThisMonth'),
    ])
    .where('startedAt', 'is not', null)
    .executeTakeFirstOrThrow();
  return {
    sessions: Number(row.sessions),
    minutes: Number(row.minutes),
    sessionsThisMonth: Number(row.sessionsThisMonth),
  };
}

export interface AiUsageTotals {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  audioSeconds: number;
  cost: number;
}

/** Every metered AI provider call (ai_usage): tokens, audio seconds and recorded cost. */
export async function aiUsageTotals(db: Db): Promise<AiUsageTotals> {
  const row = await db
    .selectFrom('aiUsage')
    .select((eb) => [
      eb.fn.countAll<number>().as('calls'),
      eb.fn.coalesce(eb.fn.sum<number>('inputTokens'), sql.lit(0)).as('inputTokens'),
      eb.fn.coalesce(eb.fn.sum<number>('outputTokens'), sql.lit(0)).as('outputTokens'),
      eb.fn.coalesce(eb.fn.sum<number>('audioSeconds'), sql.lit(0)).as('audioSeconds'),
      eb.fn.coalesce(eb.fn.sum<number>('costUsd'), sql.lit(0)).as('cost'),
    ])
    .executeTakeFirstOrThrow();
  return {
    calls: Number(row.calls),
    inputTokens: Number(row.inputTokens),
    outputTokens: Number(row.outputTokens),
    audioSeconds: Number(row.audioSeconds),
    cost: Number(row.cost),
  };
}

/**
 * Sessions started and accounts created on each UTC day from `from` to `to` (yyyy-mm-dd, both included); a day
 * without any is there with 0 (generate_series).
 */
export async function dailyCounts(
  db: Db,
  from: string,
  to: string,
): Promise<{ date: string; sessions: number; signUps: number }[]> {
  const result = await sql<{ date: string; sessions: number; signUps: number }>`
    select to_char(d.day, 'YYYY-MM-DD') as date,
      (select count(*) from chat_sessions s
        where s.started_at >= d.day at time zone 'UTC'
          and s.started_at < (d.day + interval '1 day') at time zone 'UTC') as sessions,
      (select count(*) from users u
        where u.created_at >= d.day at time zone 'UTC'
          and u.created_at < (d.day + interval '1 day') at time zone 'UTC') as sign_ups
    from generate_series(${from}::date::timestamp, ${to}::date::timestamp, interval '1 day') as d(day)
    order by d.day`.execute(db);
  return result.rows.map((r) => ({ date: r.date, sessions: Number(r.sessions), signUps: Number(r.signUps) }));
}
