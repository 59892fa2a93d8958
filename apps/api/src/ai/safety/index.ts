/**
 * Crisis safety, in front of every provider (docs/safety.md): the local classifier and the provider's moderation
 * (screen.ts) and the crisis reply (reply.ts). prompts.ts adds the safety instruction (instruction.ts) to every
 * persona's system prompt.
 */
export { screenMessage, type SafetyScreenResult } from './screen';
export { crisisReply } from './reply';
