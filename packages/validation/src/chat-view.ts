/** The chat view's texts that the spec leaves open, its timer helpers, and the onboarding chat seed (web). */
import { CHAT_MESSAGE_MAX, isMentorType, type MentorType, SESSION_LENGTH_MINUTES } from './constants';

/** Chat view texts that the spec leaves open (chosen). The spec's own strings are in MESSAGES.chat. */
export const CHAT_VIEW_TEXT = {
  sessionsHeading: 'Sessions',
  sessionsToggle: 'Sessions',
  closeSessions: 'Close sessions',
  noSessions: 'No sessions yet. Start one to talk with your mentor.',
  showMoreSessions: 'Show more', // (chosen: the sidebar loads the next page of sessions)
  mentorSelectLabel: 'Mentor for your next session',
  emptyBody:
    'Pick a mentor type and start a session. Your mentor replies with concise guidance and 1 to 3 next steps.',
  inputPlaceholder: 'Type your message…',
  inputHint: 'Enter to send · Shift+Enter for a new line',
  send: 'Send',
  stop: 'Stop',
  stopped: 'Stopped',
  copy: 'Copy',
  copied: 'Copied',
  copyMessage: 'Copy message',
  copyCode: 'Copy code',
  tableRegion: 'Table',
  regenerate: 'Regenerate',
  regenerateAria: 'Regenerate the last reply',
  previousVersion: 'Previous version',
  nextVersion: 'Next version',
  versionOf: (index: number, count: number) => `${index}/${count}`,
  goodReply: 'Good reply',
  badReply: 'Bad reply',
  feedbackReasonLabel: 'What was wrong? (optional)',
  feedbackReasonSend: 'Send feedback',
  feedbackThanks: 'Thanks for your feedback',
  edit: 'Edit',
  editAria: 'Edit your last message',
  editLabel: 'Edit your message',
  saveEdit: 'Save and resend',
  export: 'Export',
  exportTitle: 'Download this session as Markdown',
  you: 'You',
  goal: 'Goal',
  noSessionOpen: 'Start a session to send a message',
  sessionNotStarted: `${SESSION_LENGTH_MINUTES}-minute session · the clock starts with your first message`,
  sessionEnded: 'Session ended — start a new session',
  loadMessagesFailed: 'Could not load the messages of this session.',
  loadSessionsFailed: 'Could not load your sessions.',
  sessionNotFound: 'This session could not be found.',
  preferenceSaveFailed: 'Could not save your mentor preference',
  retry: 'Retry',
  errorTitle: 'Error',
  statusOnline: 'Online',
  newSessionAria: 'Start a new session',
  sessionMenu: 'Session options',
  rename: 'Rename',
  renameLabel: 'Session title',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteTitle: 'Delete this session?',
  deleteBody:
    'The session and all its messages will be deleted. This cannot be undone. It still counts towards this month’s sessions.',
  deleteSummaryLabel: 'Also delete this session’s summary',
  deleteKeepsSummary: 'Its summary stays in History.',
  deleteRemovesSummary: 'Its summary will be deleted from History too.',
  deleteConfirm: 'Delete session',
  searchLabel: 'Search sessions',
  searchPlaceholder: 'Search sessions…',
  searchNoResults: 'No sessions match your search.',
  searchResults: 'Search results',
  clearSearch: 'Clear search',
  pin: 'Pin',
  unpin: 'Unpin',
  pinned: 'Pinned',
  archive: 'Archive',
  restore: 'Restore',
  archived: 'Archived',
  archivedView: 'Archived',
  archivedHeading: 'Archived sessions',
  archivedList: 'Archived sessions',
  backToSessions: 'Back to sessions',
  noArchived: 'No archived sessions. Archive a session from its menu to keep it out of the list.',
  archivedNotice: 'This session is archived. Sending a message restores it to your sessions.',
  sessionUpdateFailed: 'Could not update the session',
  continueReply: 'Continue',
  continueAria: 'Continue the stopped reply',
} as const;

/** The welcome message shown in a new, empty session (chosen wording). */
export function chatWelcomeMessage(input: {
  mentorName: string;
  firstName?: string | null;
  goalTitle?: string | null;
}): string {
  const name = input.firstName?.trim();
  const hello = name ? `Hi ${name}! I'm your ${input.mentorName}.` : `Hi! I'm your ${input.mentorName}.`;
  const goal = input.goalTitle?.trim();
  const focus = goal
    ? `Let's work on your goal "${goal}". Where do you stand with it, and what is in your way right now?`
    : 'What would you like to work on today? Tell me where you are and where you want to get to.';
  return `${hello} ${focus} I'll keep it concise and end with 1 to 3 next steps.`;
}

/**
 * Whole minutes left in a session that ends at `endsAt`: rounded up, from 0 to the session length (a clock
 * running behind the server's never shows more); null before its first message.
 */
export function sessionMinutesLeft(endsAt: string | Date | null | undefined, now: Date): number | null {
  if (endsAt === null || endsAt === undefined) return null;
  const ends = endsAt instanceof Date ? endsAt : new Date(endsAt);
  if (Number.isNaN(ends.getTime())) return null;
  return Math.min(SESSION_LENGTH_MINUTES, Math.max(0, Math.ceil((ends.getTime() - now.getTime()) / 60_000)));
}

/** True once a started session has reached its 60-minute limit. */
export function isSessionEnded(endsAt: string | Date | null | undefined, now: Date): boolean {
  return sessionMinutesLeft(endsAt, now) === 0;
}

/**
 * The session's time label: before the first message the session length; then '{n} min left';
 * at the limit 'Session ended — start a new session'.
 */
export function sessionTimeLabel(endsAt: string | Date | null | undefined, now: Date): string {
  const left = sessionMinutesLeft(endsAt, now);
  if (left === null) return CHAT_VIEW_TEXT.sessionNotStarted;
  if (left === 0) return CHAT_VIEW_TEXT.sessionEnded;
  return `${left} min left`;
}

// --- Onboarding chat seed (session storage STORAGE_KEYS.chatSeed) -----------

export interface ChatSeed {
  /** The text put into the chat input. */
  text: string;
  /** The mentor for the session created for the seed (the user's preference when absent). */
  mentorType?: MentorType;
}

/** The stored form of a chat seed: JSON `{text, mentorType?}`. */
export function serializeChatSeed(seed: ChatSeed): string {
  return JSON.stringify(seed);
}

/**
 * Reads a stored chat seed: JSON `{text, mentorType?}` or, for a plain string, the text itself.
 * The text is cut to 2000 characters; an empty or unreadable seed gives null.
 */
export function parseChatSeed(raw: string | null | undefined): ChatSeed | null {
  if (raw === null || raw === undefined) return null;
  let text: unknown = raw;
  let mentorType: unknown;
  const trimmed = raw.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed && typeof parsed === 'object') {
        text = 'text' in parsed ? parsed.text : undefined;
        mentorType = 'mentorType' in parsed ? parsed.mentorType : undefined;
      }
    } catch {
      // not JSON: the raw string is the text
    }
  }
  if (typeof text !== 'string' || text.trim().length === 0) return null;
  const seed: ChatSeed = { text: text.slice(0, CHAT_MESSAGE_MAX) };
  if (isMentorType(mentorType)) seed.mentorType = mentorType;
  return seed;
}
