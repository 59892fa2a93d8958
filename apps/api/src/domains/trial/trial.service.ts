import type { UserRow } from '@mentor/db';
import { computeTrialAccess, type TrialStatus } from '@mentor/validation';

/** Spec section 4: pro (reason trial) until trialEndsAt, then starter (reason expired). */
export function trialStatus(user: Pick<UserRow, 'trialEndsAt'>, now: Date): TrialStatus {
  return { access: computeTrialAccess({ trialEndsAt: user.trialEndsAt, now }) };
}

/** Whether the user currently has Pro through the trial. */
export function isTrialActive(user: Pick<UserRow, 'trialEndsAt'>, now: Date): boolean {
  return trialStatus(user, now).access?.reason === 'trial';
}
