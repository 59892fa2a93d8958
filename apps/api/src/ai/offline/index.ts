/**
 * The offline mentor: a deterministic coaching engine used when no language model is configured. Everything it
 * writes is derived from what the person said, their profile and their linked goal; the same input always gives
 * the same output. Its replies say plainly that it runs offline.
 *
 * content.ts holds what it says and listens for; text.ts reads the person's words; reply.ts writes a reply,
 * summary.ts a session summary, facts.ts the durable facts for long-term memory; dates.ts is the one deadline the
 * replies' steps name and the summaries' action items fall due on. corpus.ts holds the messages corpus.test.ts checks
 * the wording rules on (docs/decisions.md, "Offline mentor wording").
 */
export { OFFLINE_NOTICE } from './content';
export { extractFacts } from './facts';
export { composeReply } from './reply';
export { summarizeTranscript } from './summary';
export { titleFromTopic } from './title';
export { prepareUnderstanding } from './understand';
