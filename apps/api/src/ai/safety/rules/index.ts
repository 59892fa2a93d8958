import { ABUSE_RULES } from './abuse';
import { HARM_TO_OTHERS_RULES } from './harm-to-others';
import { HARM_TO_OTHERS_LATER_RULES } from './harm-to-others-later';
import { MEDICAL_RULES } from './medical';
import { MEDICAL_LATER_RULES } from './medical-later';
import type { Rule } from './rule';
import { SELF_HARM_RULES } from './self-harm';
import { SELF_HARM_BODY_RULES } from './self-harm-body';
import { SELF_HARM_LATER_RULES } from './self-harm-later';
import { SELF_HARM_MEANS_RULES } from './self-harm-means';
import { SELF_HARM_SIGN_RULES } from './self-harm-signs';

/**
 * Every pattern, one category after another. The order between categories does not change a verdict: when several
 * patterns match, classifier.ts sorts the hits by level and then by category (a stable sort), so only the order
 * within a category decides which pattern's id is reported.
 */
export const RULES: readonly Rule[] = [
  ...SELF_HARM_RULES,
  ...SELF_HARM_SIGN_RULES,
  ...SELF_HARM_LATER_RULES,
  ...SELF_HARM_BODY_RULES,
  ...SELF_HARM_MEANS_RULES,
  ...MEDICAL_RULES,
  ...MEDICAL_LATER_RULES,
  ...ABUSE_RULES,
  ...HARM_TO_OTHERS_RULES,
  ...HARM_TO_OTHERS_LATER_RULES,
];
