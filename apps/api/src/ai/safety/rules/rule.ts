import type { SafetyCategory } from '@mentor/validation';

/** One phrase pattern of the classifier (../classifier.ts reads it on normalised text). */
export interface Rule {
  id: string;
  category: SafetyCategory;
  re: RegExp;
  /** Danger now whenever it matches (a plan under way, the means at hand, an emergency). */
  urgent?: boolean;
  /** Skipped when a negation stands just before the match in its clause ("i would never ..."). Default true. */
  negatable?: boolean;
  /** Skipped when the text is about fiction, research or someone else's story, with no first person near it. */
  notInFiction?: boolean;
  /** Skipped when the whole text reads this way (a new job, a holiday: the goodbye is not a farewell to life). */
  unless?: RegExp;
}
