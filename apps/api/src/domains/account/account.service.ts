import type { Database, DB, SubscriptionTierValue, Transaction, UserRow } from '@mentor/db';
import { MESSAGES, type ProfileUpdateInput, type PublicUser } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import * as repo from './account.repository';

/** The first day (UTC) of the month `now` falls in, as stored in users.sessions_month. */
export function monthKey(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** Sessions counted this calendar month (UTC): a counter from an earlier month reads as 0. */
export function sessionsThisMonth(
  user: Pick<UserRow, 'sessionsThisMonth' | 'sessionsMonth'>,
  now: Date,
): number {
  return user.sessionsMonth === monthKey(now) ? user.sessionsThisMonth : 0;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The user as the API answers it: no payment-provider ids, timestamps as ISO strings. */
export function toPublicUser(user: UserRow, now: Date): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
    primaryGoal: user.primaryGoal,
    preferredMentorType: user.preferredMentorType,
    timeHorizon: user.timeHorizon,
    goalDescription: user.goalDescription,
    preferredTone: user.preferredTone,
    memoryEnabled: user.memoryEnabled,
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    sessionsThisMonth: sessionsThisMonth(user, now),
    sessionsLimit: user.sessionsLimit,
    trialStartedAt: iso(user.trialStartedAt),
    trialEndsAt: iso(user.trialEndsAt),
    isAdmin: user.isAdmin,
    lastActiveAt: iso(user.lastActiveAt),
    totalMinutesUsed: user.totalMinutesUsed,
  };
}

export async function updateProfile(
  db: Database,
  userId: string,
  input: ProfileUpdateInput,
  now: Date,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    if (await repo.isEmailTakenByOther(trx, input.email, userId)) {
      throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.auth.emailTaken });
    }
    const updated = await repo.updateUser(trx, userId, input, now);
    if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.generic.notFoundGeneric });
    return updated;
  });
}

type Db = Database | Transaction<DB>;

/** The user with this id, or undefined. */
export async function getUser(db: Db, userId: string): Promise<UserRow | undefined> {
  return repo.findUserById(db, userId);
}

/** Sets a user's plan and/or monthly session limit (an admin's edit); undefined when there is no such user. */
export async function setPlan(
  db: Db,
  userId: string,
  plan: { subscriptionTier?: SubscriptionTierValue; sessionsLimit?: number },
  now: Date,
): Promise<UserRow | undefined> {
  return repo.updateUser(db, userId, plan, now);
}

/** Marks a user banned since `bannedAt`, or not banned (null); undefined when there is no such user. */
export async function setBanned(
  db: Db,
  userId: string,
  bannedAt: Date | null,
  now: Date,
): Promise<UserRow | undefined> {
  return repo.updateUser(db, userId, { bannedAt }, now);
}
