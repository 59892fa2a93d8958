import type { UserRow } from '@mentor/db';
import { planState, type TrialStatus } from '@mentor/validation';

/**
 * Spec section 4, read from planState: pro (reason trial) while a Starter account's trial runs, then starter
 * (reason expired). Null when the access does not come from a trial (Pro or Founder+, or no trial), so the trial
 * banner shows only to the users whose access comes from the trial.
 */
export function trialStatus(user: UserRow, now: Date): TrialStatus {
  return { access: planState(user, now).trialAccess };
}
