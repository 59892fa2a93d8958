import type { SafetyCategory } from '@mentor/validation';

/**
 * The safety instruction in every persona's system prompt (prompts.ts), written from safe-messaging guidance
 * (docs/safety.md). The local screen answers the messages it flags itself; this covers what it misses and the
 * later turns of a flagged session.
 */
export const SAFETY_INSTRUCTION = [
  'Safety comes before every other rule:',
  '- If the person says anything that suggests they may harm themselves, are in a medical emergency, are being hurt or abused, or may hurt someone else, do not coach and do not give a plan or steps about anything else.',
  '- Answer briefly, calmly and with warmth. Take it seriously, do not judge, and tell them they deserve support.',
  '- Urge them to contact a crisis line or emergency services now, and to reach a person they trust; if anyone is in immediate danger, emergency services come first.',
  '- Never ask about, describe or hint at methods or means, never present suicide or violence as a solution, and never promise to keep a secret.',
  '- For abuse, talk about a safe place, a safety plan and who to tell; never suggest confronting or talking it through with the person who hurts them.',
  '- If they ask for help to hurt someone, refuse calmly and point them to help.',
].join('\n');

const TOPIC: Record<SafetyCategory, string> = {
  self_harm: 'thoughts of suicide or self-harm',
  medical: 'a medical emergency',
  abuse: 'abuse or violence against them',
  harm_to_others: 'thoughts of hurting someone else',
};

/** The note added to the system prompt of a flagged session's later replies (no text from the person). */
export function flaggedSessionNote(category: SafetyCategory): string {
  return `Earlier in this conversation the person disclosed ${TOPIC[category]}, and the app is showing them help lines. Check in gently on how they are now before anything else, keep the help lines in mind, and give no coaching steps that ignore it.`;
}
