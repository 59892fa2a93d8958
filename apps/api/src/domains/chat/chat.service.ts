import type { Database, MentorTypeValue, UserRow } from '@mentor/db';
import {
  MESSAGES,
  effectiveSessionsLimit,
  isSessionLimitReached,
  isSessionTimeUp,
  sessionDurationMinutes,
  sessionEndsAt,
  type ChatMessageOut,
  type ChatQuota,
  type ChatSessionOut,
  type ChatStreamEvent,
  type CreateChatSessionInput,
  type SendMessageInput,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { mapProviderError } from '../../ai/openai-provider';
import { buildChatPrompt } from '../../ai/prompts';
import { type AiProvider, type ChatStream, type ChatTurn, type MentorContext } from '../../ai/provider';
import { recordUsage } from '../../ai/usage';
import type { Clock } from '../../lib/clock';
import * as accountRepo from '../account/account.repository';
import { monthKey, sessionsThisMonth } from '../account/account.service';
import { findGoalById } from '../goals/goals.repository';
import { findMentor } from '../mentors/mentors.repository';
import { isMemoryActive, recallForMessage, rememberFromMessage } from '../memory/memory.service';
import { upsertSessionSummary } from '../summaries/summaries.repository';
import { isTrialActive } from '../trial/trial.service';
import * as repo from './chat.repository';
import type { ChatRuntime } from './chat.runtime';

export interface ChatDeps {
  db: Database;
  ai: AiProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  chat: ChatRuntime;
}

const sessionNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.chat.sessionNotFound });

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
  };
}

export function toMessageOut(row: repo.MessageOutRow): ChatMessageOut {
  return {
    id: row.id,
    sessionId: row.sessionId,
    role: row.role,
    content: row.content,
    timestamp: iso(row.timestamp),
  };
}

// ---------------------------------------------------------------------------
// Sessions, messages, quota, preference
// ---------------------------------------------------------------------------

export async function listSessions(db: Database, userId: string): Promise<ChatSessionOut[]> {
  return (await repo.listSessions(db, userId)).map(toSessionOut);
}

/** Starts a session with a mentor (uuid or type), optionally linked to one of the user's goals. */
export async function createSession(
  db: Database,
  userId: string,
  input: CreateChatSessionInput,
  now: Date,
): Promise<ChatSessionOut> {
  const mentor = await findMentor(db, input.mentorId ?? input.mentorType ?? '');
  if (!mentor) throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.chat.invalidMentor });
  let goalId: string | null = null;
  if (input.goalId) {
    const goal = await findGoalById(db, userId, input.goalId);
    if (!goal) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.goals.notFound });
    goalId = goal.id;
  }
  const row = await repo.insertSession(db, { userId, mentorId: mentor.id, goalId, title: input.title }, now);
  return toSessionOut({ ...row, mentorType: mentor.type, mentorName: mentor.name });
}

export async function listMessages(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<ChatMessageOut[]> {
  const session = await repo.findSession(db, userId, sessionId);
  if (!session) throw sessionNotFound();
  return (await repo.listMessages(db, userId, session.id)).map(toMessageOut);
}

function effectiveLimit(user: UserRow, now: Date): number {
  return effectiveSessionsLimit({
    tier: user.subscriptionTier,
    sessionsLimit: user.sessionsLimit,
    trialActive: isTrialActive(user, now),
  });
}

/** Sessions counted this calendar month (UTC) against the effective limit. */
export async function quota(db: Database, userId: string, now: Date): Promise<ChatQuota> {
  const user = await accountRepo.findUserById(db, userId);
  if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.generic.notFoundGeneric });
  const used = sessionsThisMonth(user, now);
  const limit = effectiveLimit(user, now);
  return {
    sessionsThisMonth: used,
    limit,
    remaining: limit < 0 ? null : Math.max(0, limit - used),
    trialActive: isTrialActive(user, now),
  };
}

export async function setPreferredMentor(
  db: Database,
  userId: string,
  type: MentorTypeValue,
  now: Date,
): Promise<UserRow> {
  const updated = await accountRepo.updateUser(db, userId, { preferredMentorType: type }, now);
  if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.generic.notFoundGeneric });
  return updated;
}

// ---------------------------------------------------------------------------
// Sending: accept the message, stream the reply, save it, then summarise in the background
// ---------------------------------------------------------------------------

interface Accepted {
  user: UserRow;
  message: repo.MessageOutRow;
  /** The message started the session (and counted it against the month). */
  started: boolean;
}

/**
 * The rules of sending, in one transaction that locks the user row (so concurrent first messages count once and
 * never exceed the limit): the 60-minute limit (409), the month's quota on a session's first message (403; a
 * counted session stays open), then the user's message is saved and the session counted.
 */
async function acceptMessage(
  db: Database,
  userId: string,
  sessionId: string,
  text: string,
  now: Date,
): Promise<Accepted> {
  return db.transaction().execute(async (trx) => {
    const user = await repo.lockUser(trx, userId);
    const session = await repo.lockSession(trx, userId, sessionId);
    if (!user || !session) throw sessionNotFound();
    if (isSessionTimeUp(session.startedAt, now)) {
      throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.chat.sessionTimeUp });
    }
    const started = session.startedAt === null;
    if (started) {
      const used = sessionsThisMonth(user, now);
      if (isSessionLimitReached({ sessionsThisMonth: used, limit: effectiveLimit(user, now) })) {
        throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.chat.sessionLimitServer });
      }
      await repo.startSession(trx, userId, sessionId, { key: monthKey(now), count: used + 1 }, now);
    } else {
      await repo.touchUser(trx, userId, now);
    }
    const message = await repo.insertMessage(trx, { sessionId, role: 'user', content: text }, now);
    return { user, message, started };
  });
}

/**
 * Takes back a message the mentor could not answer at all (the provider failed before writing anything), so
 * the transcript holds no unanswered question and a session that never got a reply does not use up the month.
 */
async function withdrawMessage(
  db: Database,
  userId: string,
  sessionId: string,
  accepted: Accepted,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await repo.lockUser(trx, userId);
    await repo.deleteMessage(trx, userId, sessionId, accepted.message.id);
    if (!user || !accepted.started) return;
    if ((await repo.countMessages(trx, userId, sessionId)) > 0) return;
    const key = monthKey(accepted.message.timestamp);
    const count =
      user.sessionsMonth === key ? Math.max(0, user.sessionsThisMonth - 1) : user.sessionsThisMonth;
    await repo.unstartSession(trx, userId, sessionId, { key: user.sessionsMonth ?? key, count }, now);
  });
}

/** Saves the reply and keeps the session's duration and the user's minutes and activity up to date. */
async function saveReply(
  db: Database,
  userId: string,
  sessionId: string,
  content: string,
  stream: ChatStream | null,
  now: Date,
): Promise<repo.MessageOutRow> {
  return db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, userId); // user before session: the same order as acceptMessage
    const session = await repo.lockSession(trx, userId, sessionId);
    if (!session) throw sessionNotFound();
    const message = await repo.insertMessage(trx, { sessionId, role: 'assistant', content }, now);
    const duration = Math.max(session.duration, sessionDurationMinutes(session.startedAt, now));
    await repo.setSessionDuration(trx, userId, sessionId, duration, now);
    await repo.addMinutesUsed(trx, userId, duration - session.duration, now);
    if (stream?.usage) await recordUsage(trx, { userId, sessionId }, 'chat', stream.usage, now);
    return message;
  });
}

/** What the mentor knows for this session: persona, profile, linked goal, and (memory on) memories and last session. */
export async function buildMentorContext(
  db: Database,
  user: UserRow,
  session: repo.SessionWithMentor,
  message: string | null,
  now: Date,
): Promise<MentorContext> {
  const mentor = await findMentor(db, session.mentorId);
  if (!mentor) throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.chat.invalidMentor });
  const goal = session.goalId ? await findGoalById(db, user.id, session.goalId) : undefined;
  const memoryOn = message !== null && isMemoryActive(user, now);
  const memories = memoryOn ? await recallForMessage(db, user, message, now) : [];
  const previous = memoryOn ? await repo.previousSessionSummary(db, user.id, session.id) : undefined;
  return {
    mentor: { type: mentor.type, name: mentor.name, systemPrompt: mentor.systemPrompt },
    profile: {
      firstName: user.firstName,
      primaryGoal: user.primaryGoal,
      timeHorizon: user.timeHorizon,
      preferredTone: user.preferredTone,
      goalDescription: user.goalDescription,
    },
    goal: goal
      ? {
          title: goal.title,
          description: goal.description,
          category: goal.category,
          status: goal.status,
          progress: goal.progress,
          targetDate: goal.targetDate,
          milestones: (Array.isArray(goal.milestones) ? goal.milestones : []).map((m) => ({
            title: m.title,
            completed: Boolean(m.completed),
            dueDate: m.dueDate ?? null,
          })),
        }
      : null,
    memories,
    previousSession: previous
      ? {
          title: previous.title,
          date: previous.startedAt ?? previous.createdAt,
          summary: previous.summary,
          nextSteps: previous.nextSteps,
        }
      : null,
    now,
  };
}

/** A queue the reply is written into and the stream reads from; the reply never waits for its reader. */
class EventQueue<T> {
  private readonly items: T[] = [];
  private waiting: { resolve: (r: IteratorResult<T>) => void; reject: (e: unknown) => void } | null = null;
  private closed = false;
  private failure: { error: Error } | null = null;

  push(item: T): void {
    if (this.closed) return;
    if (this.waiting) {
      const w = this.waiting;
      this.waiting = null;
      w.resolve({ value: item, done: false });
    } else this.items.push(item);
  }

  close(): void {
    this.end(null);
  }

  fail(error: Error): void {
    this.end({ error });
  }

  private end(failure: { error: Error } | null): void {
    if (this.closed) return;
    this.closed = true;
    this.failure = failure;
    if (this.waiting) {
      const w = this.waiting;
      this.waiting = null;
      if (failure) w.reject(failure.error);
      else w.resolve({ value: undefined, done: true });
    }
  }

  next(): Promise<IteratorResult<T>> {
    if (this.items.length > 0) return Promise.resolve({ value: this.items.shift()!, done: false });
    if (this.closed)
      return this.failure
        ? Promise.reject(this.failure.error)
        : Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }
}

/**
 * Sends a message and returns the reply as a stream of events. Every refusal (404, 409 time up, 403 quota,
 * 429 limits) is thrown before the stream is returned, so the client gets a normal error.
 *
 * The reply is generated independently of its reader: when a signal aborts (Stop, closed tab) or the reader
 * leaves, the upstream call is aborted and what was written so far is saved as the reply (`stopped: true`).
 * When nothing at all was written, no assistant row is saved and the stream ends without a `done` event; the
 * user's message stays (it was sent). When the provider fails before writing anything, the user's message is
 * taken back (and a session it started is no longer counted) and the stream fails with the provider's error;
 * when it fails midway, the partial reply is saved and then the error is raised.
 *
 * After the reply is saved, the session's summary is updated and (memory on) memories are extracted, in the
 * background (ChatRuntime.tasks), without delaying the `done` event.
 */
export async function sendMessage(
  deps: ChatDeps,
  userId: string,
  input: SendMessageInput,
  signals: readonly (AbortSignal | undefined)[],
): Promise<AsyncGenerator<ChatStreamEvent, void, undefined>> {
  const { db, ai, clock, log, chat } = deps;
  const session = await repo.findSession(db, userId, input.sessionId);
  if (!session) throw sessionNotFound();

  // One reply at a time per session; a send refused below (404, 409, 403) is refunded: it does not use up the
  // per-minute cap.
  const slot = chat.limiter.acquire(userId, session.id, clock.now());
  let accepted: Accepted;
  try {
    accepted = await acceptMessage(db, userId, session.id, input.message, clock.now());
  } catch (error) {
    slot.refund();
    throw error;
  }

  const controller = new AbortController();
  const unlinks = signals.map((signal) => {
    if (!signal) return () => {};
    const onAbort = () => controller.abort();
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    return () => signal.removeEventListener('abort', onAbort);
  });
  const queue = new EventQueue<ChatStreamEvent>();

  const generate = async () => {
    let text = '';
    let stream: ChatStream | null = null;
    let failure: unknown = null;
    let asked = false;
    try {
      const context = await buildMentorContext(db, accepted.user, session, input.message, clock.now());
      // The transcript up to the accepted message, never a message sent after it.
      const history: ChatTurn[] = (
        await repo.listMessages(db, userId, session.id, { upTo: accepted.message.id })
      ).map((m) => ({ role: m.role, content: m.content }));
      asked = true;
      stream = ai.streamChat({ ...buildChatPrompt(context, history), context, signal: controller.signal });
      for await (const chunk of stream) {
        text += chunk;
        queue.push({ type: 'delta', text: chunk });
        if (controller.signal.aborted) break;
      }
    } catch (error) {
      // An abort (Stop, closed tab, reader gone) is a stop, not a failure, whatever the provider threw. A failure
      // before the provider was asked (reading the context) is ours, not the provider's.
      if (!controller.signal.aborted) {
        failure = asked
          ? error
          : new TRPCError({
              code: 'INTERNAL_SERVER_ERROR',
              message: MESSAGES.generic.internal,
              cause: error,
            });
      }
    }
    const stopped = controller.signal.aborted;
    const now = clock.now();
    try {
      const content = text.trimEnd();
      if (content.trim().length > 0) {
        const saved = await saveReply(db, userId, session.id, content, stream, now);
        if (failure) {
          log.warn(
            { err: failure, sessionId: session.id },
            'the reply failed midway; the partial reply was saved',
          );
          queue.fail(mapProviderError(failure));
        } else {
          queue.push({ type: 'done', message: toMessageOut(saved), stopped });
          queue.close();
        }
        chat.tasks.run(`session:${session.id}`, 'session summary and memory', () =>
          afterReply({ db, ai, clock, log }, userId, session.id, input.message),
        );
      } else if (failure) {
        log.warn(
          { err: failure, sessionId: session.id },
          'the reply failed before any text; the message was taken back',
        );
        await withdrawMessage(db, userId, session.id, accepted, now);
        if (stream?.usage)
          await recordUsage(db, { userId, sessionId: session.id }, 'chat', stream.usage, now);
        queue.fail(mapProviderError(failure));
      } else {
        // Stopped before any text: the question stays, unanswered; nothing is saved for the assistant.
        if (stream?.usage)
          await recordUsage(db, { userId, sessionId: session.id }, 'chat', stream.usage, now);
        queue.close();
      }
    } catch (error) {
      log.error({ err: error, sessionId: session.id }, 'saving the reply failed');
      queue.fail(
        new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: MESSAGES.generic.internal, cause: error }),
      );
    } finally {
      for (const unlink of unlinks) unlink();
      slot.release();
    }
  };
  chat.tasks.track(generate());

  const userMessage = toMessageOut(accepted.message);
  async function* events(): AsyncGenerator<ChatStreamEvent, void, undefined> {
    let complete = false;
    try {
      yield { type: 'user-message', message: userMessage };
      for (;;) {
        const next = await queue.next();
        if (next.done) break;
        yield next.value;
      }
      complete = true;
    } finally {
      // The reader left before the end (Stop, closed tab): stop the reply; what was written is saved.
      if (!complete) controller.abort();
    }
  }
  return events();
}

/** After a reply: the session's summary (History), then (memory on) durable facts from the person's message. */
async function afterReply(
  deps: { db: Database; ai: AiProvider; clock: Clock; log: FastifyBaseLogger },
  userId: string,
  sessionId: string,
  message: string,
): Promise<void> {
  await summarizeSession(deps, userId, sessionId);
  await rememberFromMessage(deps, { userId, sessionId, message }, deps.clock.now());
}

/** Creates or updates the session's summary from its whole transcript (the session row's fields follow it). */
export async function summarizeSession(
  deps: { db: Database; ai: AiProvider; clock: Clock; log: FastifyBaseLogger },
  userId: string,
  sessionId: string,
): Promise<void> {
  const { db, ai, clock, log } = deps;
  const user = await accountRepo.findUserById(db, userId);
  const session = await repo.findSession(db, userId, sessionId);
  if (!user || !session) return;
  const messages = await repo.listMessages(db, userId, sessionId);
  if (!messages.some((m) => m.role === 'assistant')) return;
  const now = clock.now();
  const context = await buildMentorContext(db, user, session, null, now);
  const result = await ai.summarize({
    transcript: messages.map((m) => ({ role: m.role, content: m.content })),
    context,
  });
  if (result.fallback)
    log.warn({ sessionId }, 'the model summary was unusable; the heuristic summary was saved');
  const saveAt = clock.now();
  await db.transaction().execute(async (trx) => {
    await upsertSessionSummary(
      trx,
      {
        sessionId,
        userId,
        summary: result.summary.summary,
        keyInsights: result.summary.keyInsights,
        actionItems: result.summary.actionItems.map((a) => ({
          text: a.text,
          completed: a.completed,
          dueDate: a.dueDate,
        })),
        sentiment: result.summary.sentiment,
        progressMade: result.summary.progressMade,
        nextSteps: result.summary.nextSteps,
      },
      saveAt,
    );
    if (result.usage) await recordUsage(trx, { userId, sessionId }, 'summary', result.usage, saveAt);
  });
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
