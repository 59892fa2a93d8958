import { CAREER_INTENTS } from './career';
import { FOUNDER_INTENTS } from './founder';
import { GENERAL_INTENTS } from './general';
import { LIFE_INTENTS } from './life';
import type { Intent } from './types';

export type { Intent } from './types';

/** Every intent the offline mentor coaches, across the three mentors. */
export const INTENTS: readonly Intent[] = [
  ...FOUNDER_INTENTS,
  ...CAREER_INTENTS,
  ...LIFE_INTENTS,
  ...GENERAL_INTENTS,
];

const BY_ID = new Map(INTENTS.map((i) => [i.id, i]));

export function intentById(id: string): Intent {
  const intent = BY_ID.get(id);
  if (!intent) throw new Error(`unknown intent ${id}`);
  return intent;
}
