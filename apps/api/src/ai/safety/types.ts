import type { SafetyCategory } from '@mentor/validation';

/** One labelled message of the safety corpus (corpus.ts). */
export interface SafetyCase {
  id: string;
  text: string;
  /** The category the message needs help for, or null when it needs none. */
  expect: SafetyCategory | null;
  /** Danger now: the reply must put emergency services first. Only on cases with a category. */
  urgent?: boolean;
  /** A minor disclosing abuse (the child-abuse line). Only on abuse cases. */
  minor?: boolean;
  /** `heldout` cases are never looked at while the classifier is tuned; both halves are reported apart. */
  split: 'train' | 'heldout';
}
