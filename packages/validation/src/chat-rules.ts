/** A chat session's clock (60 minutes, 30 idle), and the rules of sending and of the month's sessions (spec 4, 5). */
import {
  CHAT_MESSAGE_MAX,
  SESSION_IDLE_END_MINUTES,
  SESSION_LENGTH_MINUTES,
  STARTER_SESSIONS_LIMIT,
  type SubscriptionTier,
  UNLIMITED_SESSIONS,
  UNLIMITED_SYMBOL,
} from './constants';
import { MESSAGES, SESSION_LIMIT_BADGE, sessionsRemainingLabel } from './messages';

const MINUTE_MS = 60_000;

/** When a session's time is up: 60 minutes after its first message (null before the first message). */
export function sessionEndsAt(startedAt: Date | null): Date | null {
  return startedAt ? new Date(startedAt.getTime() + SESSION_LENGTH_MINUTES * MINUTE_MS) : null;
}

/** True once a started session has used its 60 minutes: later messages are refused. */
export function isSessionTimeUp(startedAt: Date | null, now: Date): boolean {
  const ends = sessionEndsAt(startedAt);
  return ends !== null && now.getTime() >= ends.getTime();
}

/**
 * When a session ends after a reply at `now` (its summary mail is then due): 30 minutes without another reply, or
 * the end of its 60 minutes, whichever comes first.
 */
export function sessionEndAfterReply(startedAt: Date | null, now: Date): Date {
  const idle = new Date(now.getTime() + SESSION_IDLE_END_MINUTES * MINUTE_MS);
  const ends = sessionEndsAt(startedAt);
  return ends && ends.getTime() < idle.getTime() ? ends : idle;
}

/**
 * A session's duration in minutes from its first message to `lastAt`: rounded up (a started session counts at
 * least 1 minute), never more than the session length.
 */
export function sessionDurationMinutes(startedAt: Date | null, lastAt: Date): number {
  if (!startedAt) return 0;
  const minutes = Math.ceil((lastAt.getTime() - startedAt.getTime()) / MINUTE_MS);
  return Math.min(SESSION_LENGTH_MINUTES, Math.max(1, minutes));
}

// ---------------------------------------------------------------------------
// Pure rules
// ---------------------------------------------------------------------------

/**
 * Spec section 5: sending is blocked when the text is empty or whitespace, no session is
 * open, a send is in progress, or recording is on (and when the text exceeds 2000 characters).
 */
export function canSendMessage(input: {
  text: string;
  hasSession: boolean;
  sending: boolean;
  recording: boolean;
}): boolean {
  const { text, hasSession, sending, recording } = input;
  return text.trim().length > 0 && text.length <= CHAT_MESSAGE_MAX && hasSession && !sending && !recording;
}

/** The client-built session title: '{mentor name} Session {local date}'. */
export function sessionTitle(mentorName: string, date: Date): string {
  return `${mentorName} Session ${date.toLocaleDateString()}`;
}

/** Sessions limit that applies: unlimited (-1) for pro, founder and an active trial; otherwise the stored limit. */
export function effectiveSessionsLimit(input: {
  tier: SubscriptionTier;
  sessionsLimit: number;
  trialActive: boolean;
}): number {
  if (input.tier === 'pro' || input.tier === 'founder' || input.trialActive) return UNLIMITED_SESSIONS;
  return input.sessionsLimit;
}

/** True when a limited user has used up the month's sessions (never for -1). */
export function isSessionLimitReached(input: { sessionsThisMonth: number; limit: number }): boolean {
  if (input.limit < 0) return false;
  return input.sessionsThisMonth >= input.limit;
}

/**
 * The chat warning badge: null while more than one session remains or when unlimited;
 * '1 session remaining this month' with one left; with none left 'Session limit reached - Please upgrade', or,
 * when the open session is already counted this month (`sessionCounted`: it has started), that it can be
 * finished, since the server only refuses a session's first message at the limit.
 */
export function sessionLimitBadge(input: {
  sessionsThisMonth: number;
  limit: number;
  sessionCounted?: boolean;
}): string | null {
  if (input.limit < 0) return null;
  const remaining = Math.max(0, input.limit - input.sessionsThisMonth);
  if (remaining === 0)
    return input.sessionCounted ? MESSAGES.chat.sessionLimitBadgeCounted : SESSION_LIMIT_BADGE;
  if (remaining <= 1) return sessionsRemainingLabel(remaining);
  return null;
}

/** A sessions limit for display: '∞' for unlimited (-1), otherwise the number (Starter's 5 when unknown). */
export function formatSessionsLimit(limit: number | null | undefined): string {
  const value = limit ?? STARTER_SESSIONS_LIMIT;
  return value < 0 ? UNLIMITED_SYMBOL : String(value);
}
