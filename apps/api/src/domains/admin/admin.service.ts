import type { Database, UserRow } from '@mentor/db';
import {
  ACTIVE_USER_DAYS,
  ADMIN_CHART_DAYS,
  ADMIN_PAGE_SIZE_MAX,
  CHAT_MESSAGE_MAX,
  conversionRate,
  displayName,
  estimatedAiCost,
  MESSAGES,
  monthlyRevenueFor,
  planState,
  yearlyRevenueFor,
  SESSION_LENGTH_MINUTES,
  STARTER_SESSIONS_LIMIT,
  TRIAL_DAYS,
  type AdminSetPlanInput,
  type AdminSettings,
  type AdminUserRow,
  type AdminUsersPage,
  type AdminUsersQuery,
  type DailyStat,
  type RevenueStats,
  type UsageStats,
  type UserStats,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { Config } from '../../env';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import type { FastifyBaseLogger } from 'fastify';
import { findUser, setBanned, updatePlan } from '../account';
import { endAllSessions, sessions } from '../auth';
import { providerRevenue, type PaymentProvider } from '../billing';
import * as repo from './admin.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const userNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.admin.userNotFound });

/** The first instant of the UTC month `now` falls in. */
function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function toAdminUser(row: repo.AdminUserRecord, now: Date): AdminUserRow {
  // The plan as the user's own screens show it (planState): Pro during the trial, the limit that applies.
  const plan = planState(row, now);
  return {
    id: row.id,
    name: displayName(row),
    email: row.email,
    tier: row.subscriptionTier,
    sessionsThisMonth: plan.sessions.used,
    sessionsLimit: row.sessionsLimit,
    plan: {
      tier: plan.tier,
      fromTrial: plan.fromTrial,
      trialEndsAt: plan.fromTrial ? plan.trial.endsAt : null,
      sessionsLimit: plan.sessions.limit,
    },
    totalMinutesUsed: row.totalMinutesUsed,
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isAdmin: row.isAdmin,
    banned: row.bannedAt !== null,
    bannedAt: row.bannedAt?.toISOString() ?? null,
    lastAction:
      row.lastAction && row.lastActionAt
        ? {
            action: row.lastAction,
            details: row.lastActionDetails ?? {},
            at: row.lastActionAt.toISOString(),
            by:
              row.actorId && row.actorEmail
                ? {
                    id: row.actorId,
                    email: row.actorEmail,
                    name: displayName({
                      firstName: row.actorFirstName,
                      lastName: row.actorLastName,
                      email: row.actorEmail,
                    }),
                  }
                : null,
          }
        : null,
  };
}

/** The users list: newest first, keyset-paged, searched by email or name. */
export async function listUsers(db: Database, query: AdminUsersQuery, now: Date): Promise<AdminUsersPage> {
  const pageSize = query.limit ?? ADMIN_PAGE_SIZE_MAX;
  const rows = await repo.listUsers(db, {
    search: query.search || undefined,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: pageSize,
  });
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    users: page.map((row) => toAdminUser(row, now)),
    nextCursor: rows.length > pageSize && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
    pageSize,
  };
}

async function adminUserRow(db: Database, userId: string, now: Date): Promise<AdminUserRow> {
  const row = await repo.findUser(db, userId);
  if (!row) throw userNotFound();
  return toAdminUser(row, now);
}

/** Changes a user's plan and/or monthly session limit; recorded as 'set_plan' with the values before and after. */
export async function changePlan(
  db: Database,
  admin: UserRow,
  input: AdminSetPlanInput,
  now: Date,
): Promise<AdminUserRow> {
  await db.transaction().execute(async (trx) => {
    const before = await findUser(trx, input.userId);
    if (!before) throw userNotFound();
    const after = await updatePlan(
      trx,
      input.userId,
      { subscriptionTier: input.tier, sessionsLimit: input.sessionsLimit },
      now,
    );
    if (!after) throw userNotFound();
    await repo.insertAction(trx, {
      adminId: admin.id,
      targetUserId: input.userId,
      action: 'set_plan',
      details: {
        tier: { from: before.subscriptionTier, to: after.subscriptionTier },
        sessionsLimit: { from: before.sessionsLimit, to: after.sessionsLimit },
      },
      createdAt: now,
    });
  });
  sessions.invalidateUser(input.userId);
  return adminUserRow(db, input.userId, now);
}

/**
 * Bans a user: marks the account banned and ends every one of its login sessions at once, in one transaction,
 * recorded as 'ban'. An admin cannot ban their own account (400). Banning a banned user changes nothing.
 */
export async function banUser(
  db: Database,
  admin: UserRow,
  userId: string,
  now: Date,
): Promise<AdminUserRow> {
  if (userId === admin.id)
    throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.admin.cannotBanSelf });
  await db.transaction().execute(async (trx) => {
    const before = await findUser(trx, userId);
    if (!before) throw userNotFound();
    if (before.bannedAt) return;
    await setBanned(trx, userId, now, now);
    const sessionsEnded = await endAllSessions(trx, userId);
    await repo.insertAction(trx, {
      adminId: admin.id,
      targetUserId: userId,
      action: 'ban',
      details: { sessionsEnded },
      createdAt: now,
    });
  });
  sessions.invalidateUser(userId);
  return adminUserRow(db, userId, now);
}

/** Lifts a ban, recorded as 'unban'; the person can sign in again. Unbanning a user who is not banned changes nothing. */
export async function unbanUser(
  db: Database,
  admin: UserRow,
  userId: string,
  now: Date,
): Promise<AdminUserRow> {
  await db.transaction().execute(async (trx) => {
    const before = await findUser(trx, userId);
    if (!before) throw userNotFound();
    if (!before.bannedAt) return;
    await setBanned(trx, userId, null, now);
    await repo.insertAction(trx, {
      adminId: admin.id,
      targetUserId: userId,
      action: 'unban',
      details: { bannedAt: before.bannedAt.toISOString() },
      createdAt: now,
    });
  });
  sessions.invalidateUser(userId);
  return adminUserRow(db, userId, now);
}

/** Spec section 3 user stats, plus active this month, banned accounts and the conversion rate. */
export async function userStats(db: Database, now: Date): Promise<UserStats> {
  const counts = await repo.countUsers(
    db,
    new Date(now.getTime() - ACTIVE_USER_DAYS * DAY_MS),
    monthStart(now),
  );
  const paidUsers = repo.paidOf(counts.byTier);
  return {
    totalUsers: counts.total,
    activeUsers: counts.active,
    paidUsers,
    activeThisMonth: counts.activeThisMonth,
    bannedUsers: counts.banned,
    conversionRate: conversionRate(paidUsers, counts.total),
  };
}

/**
 * Revenue from the payment provider's records when payments are configured and it answers; otherwise the paid
 * plans at list price, with totalRevenue the yearly run rate (docs/decisions.md).
 */
export async function revenueStats(
  deps: { db: Database; payments: PaymentProvider | undefined; log: FastifyBaseLogger },
  now: Date,
): Promise<RevenueStats> {
  const [counts, provider] = await Promise.all([
    repo.countUsers(deps.db, new Date(now.getTime() - ACTIVE_USER_DAYS * DAY_MS), monthStart(now)),
    deps.payments ? providerRevenue({ payments: deps.payments, log: deps.log }, now) : null,
  ]);
  const paidSubscribers = repo.paidOf(counts.byTier);
  const figures = provider
    ? {
        monthlyRevenue: provider.monthlyRevenue,
        totalRevenue: provider.totalRevenue,
        source: 'provider' as const,
      }
    : {
        monthlyRevenue: monthlyRevenueFor(counts.byTier),
        totalRevenue: yearlyRevenueFor(counts.byTier),
        source: 'list-price' as const,
      };
  return {
    ...figures,
    paidSubscribers,
    subscribersByTier: counts.byTier,
    conversionRate: conversionRate(paidSubscribers, counts.total),
  };
}

/** Sessions and minutes (started chat sessions), the spec's estimated AI cost, and the metered AI calls. */
export async function usageStats(db: Database, now: Date): Promise<UsageStats> {
  const [sessions, ai, users] = await Promise.all([
    repo.sessionTotals(db, monthStart(now)),
    repo.aiUsageTotals(db),
    repo.countUsers(db, new Date(now.getTime() - ACTIVE_USER_DAYS * DAY_MS), monthStart(now)),
  ]);
  return {
    totalSessions: sessions.sessions,
    totalMinutes: sessions.minutes,
    avgSessionLength: sessions.sessions > 0 ? round1(sessions.minutes / sessions.sessions) : 0,
    sessionsThisMonth: sessions.sessionsThisMonth,
    sessionsPerUser: users.total > 0 ? round1(sessions.sessions / users.total) : 0,
    estimatedAiCost: estimatedAiCost(sessions.minutes),
    ai: {
      calls: ai.calls,
      inputTokens: ai.inputTokens,
      outputTokens: ai.outputTokens,
      audioSeconds: round1(ai.audioSeconds),
      recordedCost: Math.round(ai.cost * 10_000) / 10_000,
    },
  };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Sessions started and sign-ups per UTC day over the last 30 days (today included), oldest first. */
export async function dailyStats(db: Database, now: Date): Promise<DailyStat[]> {
  const from = new Date(now.getTime() - (ADMIN_CHART_DAYS - 1) * DAY_MS);
  return repo.dailyCounts(db, isoDay(from), isoDay(now));
}

/** The AI provider and models the server runs with (never a key or a URL), and the usage limits. */
export function settings(config: Config): AdminSettings {
  const openai = config.openai;
  return {
    ai: openai.apiKey
      ? {
          provider: 'openai',
          customBaseUrl: Boolean(openai.baseUrl),
          models: {
            chat: openai.chatModel,
            summary: openai.summaryModel,
            transcription: openai.transcribeModel,
            speech: openai.ttsModel,
          },
        }
      : { provider: 'offline', customBaseUrl: false, models: null },
    limits: {
      starterSessionsPerMonth: STARTER_SESSIONS_LIMIT,
      sessionLengthMinutes: SESSION_LENGTH_MINUTES,
      chatMessageMax: CHAT_MESSAGE_MAX,
      trialDays: TRIAL_DAYS,
    },
  };
}
