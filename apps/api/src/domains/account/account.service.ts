import type { Database, DB, MentorTypeValue, Transaction, UserRow, UserUpdate } from '@mentor/db';
import {
  MESSAGES,
  sessionsUsedThisMonth,
  type ProfileUpdateInput,
  type PublicUser,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import * as repo from './account.repository';

/** The first day (UTC) of the month `now` falls in, as stored in users.sessions_month (rule in planState's module). */
export { monthKey } from '@mentor/validation';

/** Sessions counted this calendar month (UTC): a counter from an earlier month reads as 0 (as planState counts). */
export function sessionsThisMonth(
  user: Pick<UserRow, 'sessionsThisMonth' | 'sessionsMonth'>,
  now: Date,
): number {
  return sessionsUsedThisMonth(user, now);
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

/** The mentor type the user's next session starts with (the chat view's dropdown saves it). */
export async function setPreferredMentor(
  db: Database,
  userId: string,
  type: MentorTypeValue,
  now: Date,
): Promise<UserRow> {
  const updated = await repo.updateUser(db, userId, { preferredMentorType: type }, now);
  if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.generic.notFoundGeneric });
  return updated;
}

/** A user by id, in the caller's transaction when given one. */
export async function findUser(db: Database | Transaction<DB>, userId: string): Promise<UserRow | undefined> {
  return repo.findUserById(db, userId);
}

/** The user a payment-provider customer id belongs to. */
export async function findUserByPaymentCustomer(
  db: Database,
  customerId: string,
): Promise<UserRow | undefined> {
  return repo.findUserByPaymentCustomerId(db, customerId);
}

/** What the payments webhook changes on a user: the plan and the payment-provider ids. */
export type PlanUpdate = Pick<
  UserUpdate,
  | 'subscriptionTier'
  | 'subscriptionStatus'
  | 'sessionsLimit'
  | 'paymentCustomerId'
  | 'paymentSubscriptionId'
  | 'paymentPriceId'
>;

/** Sets a user's plan and payment-provider ids (billing calls it inside its transaction). */
export async function updatePlan(
  db: Database | Transaction<DB>,
  userId: string,
  patch: PlanUpdate,
  now: Date,
): Promise<UserRow | undefined> {
  return repo.updateUser(db, userId, patch, now);
}

/** Marks a user banned since `bannedAt`, or not banned (null); undefined when there is no such user. */
export async function setBanned(
  db: Database | Transaction<DB>,
  userId: string,
  bannedAt: Date | null,
  now: Date,
): Promise<UserRow | undefined> {
  return repo.updateUser(db, userId, { bannedAt }, now);
}
