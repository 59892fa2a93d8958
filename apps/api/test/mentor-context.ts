import { MENTOR_SEEDS } from '@mentor/db';
import type { MentorType } from '@mentor/validation';
import type { MentorContext } from '../src/ai/provider';

/** 2026-11-10 09:00 UTC, a Tuesday: the day the AI tests are set on. */
const CONTEXT_NOW = new Date('2026-11-10T09:00:00.000Z');

/** What a seeded mentor knows about Sam, who shared nothing else (override any part). */
export function mentorContext(
  overrides: Partial<MentorContext> = {},
  type: MentorType = 'career',
): MentorContext {
  const seed = MENTOR_SEEDS.find((m) => m.type === type)!;
  return {
    mentor: { type, name: seed.name, systemPrompt: seed.systemPrompt },
    profile: {
      firstName: 'Sam',
      primaryGoal: null,
      timeHorizon: null,
      preferredTone: null,
      goalDescription: null,
    },
    goal: null,
    memories: [],
    previousSession: null,
    now: CONTEXT_NOW,
    ...overrides,
  };
}
