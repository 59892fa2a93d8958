import type { Database } from '@mentor/db';
import {
  CHAT_MESSAGES_WINDOW,
  CHAT_SEARCH_RESULTS_MAX,
  crisisRegionSchema,
  DEFAULT_MENTOR_TYPE,
  MESSAGES,
  chatSearchWords,
  mentorTypeForGoal,
  planState,
  sessionEndsAt,
  type ChatMessageOut,
  type ChatQuota,
  type ChatSearchInput,
  type ChatSearchResult,
  type ChatSessionOut,
  type CreateChatSessionInput,
  type DeleteChatSessionInput,
  type RenameChatSessionInput,
  type SessionSafety,
  type SnippetPart,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { findUserById, lockUser } from '../account';
import { findGoalById } from '../goals';
import { findMentor } from '../mentors';
import * as repo from './repository';

// Sending a message (accept -> generate -> persist) lives in ./send, which uses the functions below.

export const sessionNotFound = () =>
  new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.chat.sessionNotFound });

const iso = (d: Date) => d.toISOString();

export function toSessionOut(row: repo.SessionWithMentor): ChatSessionOut {
  const ends = sessionEndsAt(row.startedAt);
  return {
    id: row.id,
    mentorId: row.mentorId,
    mentorType: row.mentorType,
    mentorName: row.mentorName,
    goalId: row.goalId,
    title: row.title,
    summary: row.summary,
    keyInsights: Array.isArray(row.keyInsights) ? row.keyInsights : [],
    actionItems: Array.isArray(row.actionItems)
      ? row.actionItems.map((a) => ({
          text: a.text,
          completed: Boolean(a.completed),
          dueDate: a.dueDate ?? null,
        }))
      : [],
    duration: row.duration,
    startedAt: row.startedAt ? iso(row.startedAt) : null,
    endsAt: ends ? iso(ends) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    safety: sessionSafetyOf(row),
    pinnedAt: row.pinnedAt ? iso(row.pinnedAt) : null,
    archivedAt: row.archivedAt ? iso(row.archivedAt) : null,
  };
}

/** The session's safety flag as the api answers it (null while no message was flagged). */
function sessionSafetyOf(
  row: Pick<repo.SessionWithMentor, 'safetyCategory' | 'safetyLevel' | 'safetyMinor' | 'safetyRegion'>,
): SessionSafety | null {
  if (!row.safetyCategory) return null;
  const region = crisisRegionSchema.safeParse(row.safetyRegion);
  return {
    category: row.safetyCategory,
    level: row.safetyLevel ?? 'concern',
    minor: row.safetyMinor,
    region: region.success ? region.data : 'INTL',
  };
}

export function toMessageOut(row: repo.MessageOutRow): ChatMessageOut {
  return {
    id: row.id,
    sessionId: row.sessionId,
    role: row.role,
    content: row.content,
    timestamp: iso(row.timestamp),
    stopped: row.stopped,
  };
}

/** A message as the chat screen shows it: with its version (a regenerated reply) and the person's rating. */
export function toListedMessage(row: repo.MessageListRow): ChatMessageOut {
  return {
    ...toMessageOut(row),
    versions: row.versions,
    feedback: row.rating ? { rating: row.rating, reason: row.reason } : null,
  };
}

// ---------------------------------------------------------------------------
// Sessions, messages, quota
// ---------------------------------------------------------------------------

/** One of the user's sessions (the chat screen's open one, when it is not on a loaded page); 404 otherwise. */
export async function getSession(db: Database, userId: string, sessionId: string): Promise<ChatSessionOut> {
  const row = await repo.findSession(db, userId, sessionId);
  if (!row) throw sessionNotFound();
  return toSessionOut(row);
}

/**
 * Starts a session with a mentor (uuid or type), optionally linked to one of the user's goals. Refused (403, the
 * session limit) when the month's sessions are used up, since such a session could never be used. An empty
 * session (no message yet) of the same mentor and goal is taken up again rather than another one made.
 */
export async function createSession(
  db: Database,
  userId: string,
  input: CreateChatSessionInput,
  now: Date,
): Promise<ChatSessionOut> {
  const user = await findUserById(db, userId);
  if (!user) throw sessionNotFound();
  let goal: Awaited<ReturnType<typeof findGoalById>>;
  if (input.goalId) {
    goal = await findGoalById(db, userId, input.goalId);
    if (!goal) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.goals.notFound });
  }
  const goalId = goal?.id ?? null;
  // No mentor named: the goal's category picks one ('other' goals: the person's preferred mentor).
  let mentorKey = input.mentorId ?? input.mentorType;
  if (mentorKey === undefined && goal) {
    mentorKey = mentorTypeForGoal(goal.category, user.preferredMentorType ?? DEFAULT_MENTOR_TYPE);
  }
  const mentor = await findMentor(db, mentorKey ?? '');
  if (!mentor) throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.chat.invalidMentor });
  // Taking up the empty session, or making one, holds the user's row: "+ New" sent many times at once (a batch, a
  // double click on two tabs) takes up one session instead of each making its own.
  const row = await db.transaction().execute(async (trx) => {
    const locked = await lockUser(trx, userId);
    if (!locked) throw sessionNotFound();
    if (planState(locked, now).sessions.limitReached) {
      throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.chat.sessionLimitServer });
    }
    const empty = await repo.findEmptySession(trx, userId, mentor.id, goalId);
    const renewed = empty ? await repo.renewEmptySession(trx, userId, empty.id, input.title, now) : undefined;
    return (
      renewed ??
      (await repo.insertSession(trx, { userId, mentorId: mentor.id, goalId, title: input.title }, now))
    );
  });
  return toSessionOut({ ...row, mentorType: mentor.type, mentorName: mentor.name });
}

/** Renames one of the user's sessions; from then on its title is never replaced by a generated one. */
export async function renameSession(
  db: Database,
  userId: string,
  input: RenameChatSessionInput,
  now: Date,
): Promise<ChatSessionOut> {
  const renamed = await repo.renameSession(db, userId, input.sessionId, input.title, now);
  if (!renamed) throw sessionNotFound();
  const session = await repo.findSession(db, userId, renamed.id);
  if (!session) throw sessionNotFound();
  return toSessionOut(session);
}

/**
 * Deletes one of the user's sessions with its messages, and its summary unless `keepSummary` (then History keeps
 * it with the session's title). The month's count is not given back: the session was held.
 */
export async function deleteSession(
  db: Database,
  userId: string,
  input: DeleteChatSessionInput,
): Promise<{ ok: true }> {
  const deleted = await db
    .transaction()
    .execute((trx) => repo.deleteSession(trx, userId, input.sessionId, input.keepSummary));
  if (!deleted) throw sessionNotFound();
  return { ok: true };
}

/**
 * A to_tsquery expression from a person's search: its plain words (letters and digits only, so nothing typed is
 * read as query syntax), all required, the last one as a prefix (it may still be being typed). Null when the
 * search has no word.
 */
export function searchTsQuery(query: string): string | null {
  const words = chatSearchWords(query);
  if (words.length === 0) return null;
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/** ts_headline's text as parts: the marked matches (between the marks) and the plain text around them. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const re = new RegExp(`${repo.SNIPPET_START}([^${repo.SNIPPET_STOP}]*)${repo.SNIPPET_STOP}`, 'g');
  let at = 0;
  for (const match of headline.matchAll(re)) {
    if (match.index > at) parts.push({ text: headline.slice(at, match.index), match: false });
    if (match[1]) parts.push({ text: match[1], match: true });
    at = match.index + match[0].length;
  }
  if (at < headline.length) parts.push({ text: headline.slice(at), match: false });
  // Any mark left over (none should be) never reaches the screen.
  const marks = new RegExp(`[${repo.SNIPPET_START}${repo.SNIPPET_STOP}]`, 'g');
  return parts.map((p) => ({ ...p, text: p.text.replace(marks, '') })).filter((p) => p.text.length > 0);
}

/** A snippet's length in words, and how far before the first match it may start (chosen). */
const SNIPPET_WORDS = 24;
const SNIPPET_WORDS_BEFORE = 6;
/** The snippet starts where the match's sentence starts when that is at most this many words before the match. */
const SNIPPET_SENTENCE_LOOKBACK = 12;
const ELLIPSIS = '…';

/**
 * The snippet of a search result from ts_headline's whole text with its matches marked (HighlightAll): one line
 * of plain text (markup left out, whitespace as single spaces) around the first match, cut at word boundaries only.
 * It starts at the match's sentence when that starts at most SNIPPET_SENTENCE_LOOKBACK words before it, else
 * SNIPPET_WORDS_BEFORE words before it, and runs for SNIPPET_WORDS words; '… ' before and ' …' after say that the
 * message goes on. As parts, the matches flagged, for the web app to render as text with <mark>.
 */
export function searchSnippet(headline: string): SnippetPart[] {
  let text = '';
  const matches: [number, number][] = [];
  for (const part of snippetParts(headline)) {
    let piece = (part.match ? part.text : part.text.replace(/<[^<>]*>/g, ' ')).replace(/\s+/g, ' ');
    if (text === '' || text.endsWith(' ')) piece = piece.replace(/^ /, '');
    if (part.match && piece.length > 0) matches.push([text.length, text.length + piece.length]);
    text += piece;
  }
  const words = [...text.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  if (words.length === 0) return [];
  const first = matches[0]?.[0] ?? 0;
  const hit = Math.max(
    0,
    words.findIndex((w) => w.end > first),
  );
  const endsSentence = (i: number) => /[.!?…]["'”’)\]]*$/u.test(text.slice(words[i]!.start, words[i]!.end));
  let from = Math.max(0, hit - SNIPPET_WORDS_BEFORE);
  for (let i = hit; i >= Math.max(0, hit - SNIPPET_SENTENCE_LOOKBACK); i -= 1) {
    if (i === 0 || endsSentence(i - 1)) {
      from = i;
      break;
    }
  }
  const to = Math.min(words.length, Math.max(from + SNIPPET_WORDS, hit + 1));
  const start = words[from]!.start;
  const end = words[to - 1]!.end;
  const parts: SnippetPart[] = from > 0 ? [{ text: `${ELLIPSIS} `, match: false }] : [];
  const plain = (a: number, b: number) => {
    if (b > a) parts.push({ text: text.slice(a, b), match: false });
  };
  let at = start;
  for (const [a, b] of matches) {
    const s = Math.max(a, start);
    const e = Math.min(b, end);
    if (e <= s) continue;
    plain(at, s);
    parts.push({ text: text.slice(s, e), match: true });
    at = e;
  }
  plain(at, end);
  if (to < words.length) parts.push({ text: ` ${ELLIPSIS}`, match: false });
  return parts;
}

/** The user's sessions whose title or messages match the search, best first, at most CHAT_SEARCH_RESULTS_MAX. */
export async function searchSessions(
  db: Database,
  userId: string,
  input: ChatSearchInput,
): Promise<ChatSearchResult[]> {
  const tsquery = searchTsQuery(input.query);
  if (!tsquery) return [];
  const rows = await repo.searchSessions(db, userId, tsquery, CHAT_SEARCH_RESULTS_MAX);
  return rows.map((row) => ({
    sessionId: row.sessionId,
    title: row.title,
    mentorName: row.mentorName,
    mentorType: row.mentorType,
    startedAt: row.startedAt ? iso(new Date(row.startedAt)) : null,
    createdAt: iso(new Date(row.createdAt)),
    matchedIn: row.matchedIn,
    snippet: searchSnippet(row.headline),
    archived: row.archived,
  }));
}

export async function listMessages(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<ChatMessageOut[]> {
  const session = await repo.findSession(db, userId, sessionId);
  if (!session) throw sessionNotFound();
  return (await repo.latestMessages(db, userId, session.id, CHAT_MESSAGES_WINDOW)).map(toListedMessage);
}

/**
 * Sessions counted this calendar month (UTC) against the limit that applies now, read from planState like every
 * screen's plan; `trialActive` is true only while the access comes from the trial (not for a paying user whose
 * trial period still runs).
 */
export async function quota(db: Database, userId: string, now: Date): Promise<ChatQuota> {
  const user = await findUserById(db, userId);
  if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.generic.notFoundGeneric });
  const { sessions, fromTrial } = planState(user, now);
  return {
    sessionsThisMonth: sessions.used,
    limit: sessions.limit,
    remaining: sessions.remaining,
    trialActive: fromTrial,
  };
}

// ---------------------------------------------------------------------------
// Data export: the whole history a page at a time, never all of it in memory
// ---------------------------------------------------------------------------

/** The user's sessions, oldest first, a page at a time (keyset on created_at, id). */
export async function* sessionPages(
  db: Database,
  userId: string,
  pageSize = 100,
): AsyncGenerator<ChatSessionOut[]> {
  let after: { cursorAt: string; id: string } | null = null;
  for (;;) {
    const rows = await repo.listSessionsPage(db, userId, after, pageSize);
    if (rows.length > 0) yield rows.map(toSessionOut);
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { cursorAt: last.cursorAt, id: last.id };
  }
}

/** One of the user's sessions' messages in transcript order, a page at a time (keyset on the insertion order). */
export async function* messagePages(
  db: Database,
  userId: string,
  sessionId: string,
  pageSize = 1000,
): AsyncGenerator<ChatMessageOut[]> {
  let afterSeq = 0;
  for (;;) {
    const rows = await repo.listMessagesPage(db, userId, sessionId, afterSeq, pageSize);
    if (rows.length > 0) yield rows.map(toMessageOut);
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    afterSeq = last.seq;
  }
}
