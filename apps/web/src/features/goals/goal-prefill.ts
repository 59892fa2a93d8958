import {
  STORAGE_KEYS,
  buildGoalPrefill,
  parseGoalPrefill,
  type GoalPrefill,
  type GoalTemplate,
} from '@mentor/validation';

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // storage blocked by the browser
    return undefined;
  }
}

/** Hands a template over to the goals view: its prefill (target date today + horizon) in session storage. */
export function storeGoalPrefill(
  template: GoalTemplate,
  now: Date = new Date(),
  storage: Storage | undefined = sessionStore(),
): void {
  storage?.setItem(STORAGE_KEYS.goalPrefill, JSON.stringify(buildGoalPrefill(template, now)));
}

/**
 * Takes the goal form prefill handed over through session storage and removes it, so it is used once.
 * Null when there is none; a prefill that cannot be read is removed too and only logged (spec section 8).
 */
export function takeGoalPrefill(storage: Storage | undefined = sessionStore()): GoalPrefill | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEYS.goalPrefill);
    if (raw === null) return null;
    storage.removeItem(STORAGE_KEYS.goalPrefill);
  } catch {
    return null;
  }
  try {
    return parseGoalPrefill(raw);
  } catch (error) {
    console.warn('Ignoring an unreadable goal prefill', error);
    return null;
  }
}
