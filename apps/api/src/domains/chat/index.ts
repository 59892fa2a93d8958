// The chat domain's public surface: sessions, their transcripts and the per-app chat state.
export { createChatRuntime, type ChatRuntime } from './chat.runtime';
export { registerChatJobs } from './chat.jobs';
export { buildMentorContext } from './chat.context';
export { feedbackStats } from './chat.versions';
// Reads of the chat tables other domains ask about: a session, its transcript (in order), session counts.
export { claimEndedSessions, countSessions, findSession, listMessages as listTranscript } from './repository';
// The user's whole history a page at a time (the data export).
export { messagePages, sessionPages } from './chat.service';
