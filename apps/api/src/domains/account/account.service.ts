import type { Database, DB, MentorTypeValue, Transaction, UserRow, UserUpdate } from '@mentor/db';
import {
  CHECKIN_HOUR,
  CHECKIN_WEEKDAY,
  MESSAGES,
  planState,
  type EmailList,
  type EmailPreferencesInput,
  type MentoringProfileUpdateInput,
  type OnboardingInput,
  type PublicUser,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { nextWeekly } from '../../lib/time-zone';
import * as repo from './account.repository';

/** The first day (UTC) of the month `now` falls in, as stored in users.sessions_month (rule in planState's module). */
export { monthKey } from '@mentor/validation';

/**
 * Sessions counted this calendar month (UTC) against the plan that applies now, as planState counts them: a
 * counter from an earlier month reads as 0, and on Starter only the sessions started on Starter count.
 */
function sessionsThisMonth(user: UserRow, now: Date): number {
  return planState(user, now).sessions.used;
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
    emailVerified: user.emailVerifiedAt !== null,
    summaryEmails: user.summaryEmails,
    weeklyCheckin: user.weeklyCheckin,
    timeZone: user.timeZone,
  };
}

/** The mentor type the user's next session starts with (the chat view's dropdown saves it). */
export async function setPreferredMentor(
  db: Database,
  userId: string,
  type: MentorTypeValue,
  now: Date,
): Promise<UserRow> {
  return updateMentoring(db, userId, { preferredMentorType: type }, now);
}

/**
 * Every write of the users row here leaves the cached sessions to its caller: account is the lowest domain (auth
 * reads users through it), so the http layer or the use-case that called calls `sessions.invalidateUser(id)`
 * (auth) once the write has committed; apps/api/test/session-invalidation.test.ts proves each path.
 */
async function updateMentoring(db: Database, userId: string, patch: UserUpdate, now: Date): Promise<UserRow> {
  const updated = await repo.updateUser(db, userId, patch, now);
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

/**
 * Sets a user's plan and payment-provider ids (billing calls it inside its transaction). The caller invalidates
 * the user's cached sessions (`sessions.invalidateUser`) once its transaction has committed; so for setBanned and
 * markEmailVerified.
 */
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

/** The three quick questions of onboarding (goal, time horizon, tone), the mentor type, and the goal's description. */
export async function saveOnboarding(
  db: Database,
  userId: string,
  input: OnboardingInput,
  now: Date,
): Promise<UserRow> {
  return updateMentoring(
    db,
    userId,
    {
      primaryGoal: input.primaryGoal,
      timeHorizon: input.timeHorizon,
      preferredTone: input.preferredTone,
      preferredMentorType: input.mentorType,
      ...(input.goalDescription !== undefined ? { goalDescription: input.goalDescription } : {}),
    },
    now,
  );
}

/** Changes some of the mentoring profile; fields left out keep their value (a blank description clears it). */
export async function updateMentoringProfile(
  db: Database,
  userId: string,
  input: MentoringProfileUpdateInput,
  now: Date,
): Promise<UserRow> {
  const patch: UserUpdate = {};
  if (input.primaryGoal !== undefined) patch.primaryGoal = input.primaryGoal;
  if (input.timeHorizon !== undefined) patch.timeHorizon = input.timeHorizon;
  if (input.preferredTone !== undefined) patch.preferredTone = input.preferredTone;
  if (input.mentorType !== undefined) patch.preferredMentorType = input.mentorType;
  if (input.goalDescription !== undefined) patch.goalDescription = input.goalDescription;
  return updateMentoring(db, userId, patch, now);
}

/** When the weekly check-in after `now` is due: Monday 08:00 in the user's time zone (UTC until one is known). */
function nextCheckinAt(timeZone: string | null, now: Date): Date {
  return nextWeekly(now, timeZone ?? 'UTC', CHECKIN_WEEKDAY, CHECKIN_HOUR);
}

/**
 * Profile's email preferences and the browser's time zone; what is left out stays. The next check-in is scheduled
 * when it is turned on or its time zone changes, and unscheduled when it is turned off.
 */
export async function setEmailPreferences(
  db: Database,
  user: UserRow,
  input: EmailPreferencesInput,
  now: Date,
): Promise<UserRow> {
  const patch: UserUpdate = {};
  if (input.summaryEmails !== undefined) patch.summaryEmails = input.summaryEmails;
  if (input.timeZone !== undefined) patch.timeZone = input.timeZone;
  const weekly = input.weeklyCheckin ?? user.weeklyCheckin;
  const timeZone = input.timeZone ?? user.timeZone;
  if (input.weeklyCheckin !== undefined) patch.weeklyCheckin = input.weeklyCheckin;
  if (!weekly) patch.nextCheckinAt = null;
  else if (!user.weeklyCheckin || timeZone !== user.timeZone || !user.nextCheckinAt) {
    patch.nextCheckinAt = nextCheckinAt(timeZone, now);
  }
  return updateMentoring(db, user.id, patch, now);
}

/** Turns one email preference on or off (the unsubscribe link); undefined when there is no such user. */
export async function setEmailPreference(
  db: Database,
  userId: string,
  list: EmailList,
  on: boolean,
  now: Date,
): Promise<UserRow | undefined> {
  let updated: UserRow | undefined;
  if (list === 'summaryEmails') updated = await repo.updateUser(db, userId, { summaryEmails: on }, now);
  else {
    const user = await repo.findUserById(db, userId);
    if (!user) return undefined;
    updated = await repo.updateUser(
      db,
      userId,
      { weeklyCheckin: on, nextCheckinAt: on ? nextCheckinAt(user.timeZone, now) : null },
      now,
    );
  }
  return updated;
}

/** Marks the address verified (its link was used, or a reset link sent to it was). */
export async function markEmailVerified(
  db: Database | Transaction<DB>,
  userId: string,
  now: Date,
): Promise<UserRow | undefined> {
  return repo.updateUser(db, userId, { emailVerifiedAt: now }, now);
}

/**
 * The users whose weekly check-in is due, each handed to `queue` in one transaction with its next check-in moved a
 * week on (so each week's check-in is queued once, however many instances run this). Answers the ids of the users
 * that were due, whose cached sessions the caller invalidates.
 */
export async function takeDueCheckins(
  db: Database,
  now: Date,
  limit: number,
  queue: (trx: Transaction<DB>, user: UserRow, dueAt: Date) => Promise<void>,
): Promise<string[]> {
  const due = await db.transaction().execute(async (trx) => {
    const users = await repo.lockDueCheckins(trx, now, limit);
    for (const user of users) {
      await queue(trx, user, user.nextCheckinAt ?? now);
      await repo.updateUser(trx, user.id, { nextCheckinAt: nextCheckinAt(user.timeZone, now) }, now);
    }
    return users;
  });
  return due.map((user) => user.id);
}
