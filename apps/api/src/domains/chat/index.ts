// The chat domain's public surface: sessions, their transcripts and the per-app chat state.
export { createChatRuntime, type ChatRuntime } from './chat.runtime';
// The after-reply job chat enqueues with a reply; its handler is a use-case (use-cases/after-reply.ts).
export { AFTER_REPLY, readAfterReplyJob } from './chat.jobs';
export { titleSessionFromFirstExchange } from './title';
export { buildMentorContext } from './chat.context';
export { feedbackStats } from './chat.versions';
// Reads of the chat tables other domains ask about: a session, its transcript (in order), session counts.
export {
  claimEndedSessions,
  countSessions,
  findSession,
  listMessages as listTranscript,
  // The session row's copy of its summary, written by summaries in its own transaction (chat owns chat_sessions).
  copySummaryToSession,
  lockSessionForSummary,
} from './repository';
// The user's whole history a page at a time (the data export).
export { messagePages, sessionPages } from './chat.service';
