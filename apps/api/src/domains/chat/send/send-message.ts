import type { Database } from '@mentor/db';
import {
  MESSAGES,
  crisisRegionForTimeZone,
  crisisRegionSchema,
  type ChatMessageOut,
  type ChatMode,
  type ChatStreamEvent,
  type ContinueReplyInput,
  type EditLastMessageInput,
  type SendMessageInput,
  type SessionSafety,
  type SessionIdInput,
  type StopReplyInput,
  type StopReplyOut,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../../../ai/provider';
import { screenMessage } from '../../../ai/safety';
import { recordFlag } from '../../safety';
import type { Clock } from '../../../lib/clock';
import * as repo from '../repository';
import type { ChatRuntime, SendSlot } from '../chat.runtime';
import { sessionNotFound, toMessageOut } from '../chat.service';
import { acceptContinue, acceptEdit, acceptMessage, acceptRegenerate, type Accepted } from './accept';
import { generateReply, type Turn } from './generate';
import { persistReply } from './persist';
import { createReplyQueue, type ReplyQueue } from './reply-queue';

export interface SendDeps {
  db: Database;
  ai: AiProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  chat: ChatRuntime;
  /** The durable job queue's worker here: told when a reply enqueued its job, so it starts at once. */
  jobs: { wake(): void };
}

/**
 * Sends a message and returns the reply as a stream of events, in three steps: accept (the limits, then the
 * message in one transaction: ownership, time, quota, order), generate (the provider's stream, read into a
 * queue), persist (the reply and its usage). Every refusal (404, 409 time up, 403 quota, 429 limits) is thrown
 * before the stream is returned, so the client gets a normal error.
 *
 * The reply is generated independently of its reader: when a signal aborts (closed tab) or the reader leaves, the
 * upstream call is aborted and what was written so far is saved as the reply (`stopped: true`). Stop
 * (`stopReply`) ends it the same way but saves only what the person was shown. When nothing at all was written,
 * no assistant row is saved and the stream ends without a `done` event; the user's message stays (it was sent).
 * When the provider fails before writing anything, the user's message is taken back (and a session it started
 * is no longer counted) and the stream fails with the provider's error; when it fails midway, the partial reply
 * is saved and then the error is raised.
 *
 * The reply's job (the session's title, its summary and, memory on, memories) is enqueued in the transaction that
 * saves the reply and runs on the durable job queue (any instance), without delaying the `done` event.
 */
export async function sendMessage(
  deps: SendDeps,
  userId: string,
  input: SendMessageInput,
  signals: readonly (AbortSignal | undefined)[],
): Promise<AsyncGenerator<ChatStreamEvent, void, undefined>> {
  return startReply(
    deps,
    userId,
    input.sessionId,
    signals,
    (sessionId) => acceptMessage(deps.db, userId, sessionId, input.message, deps.clock.now()),
    input.mode,
  );
}

/**
 * Regenerates the session's last reply: a new reply to the same message of the person, streamed like a send
 * (the same limits; the session is not counted again), replacing the last reply once it is saved.
 */
export async function regenerateReply(
  deps: SendDeps,
  userId: string,
  input: SessionIdInput,
  signals: readonly (AbortSignal | undefined)[],
): Promise<AsyncGenerator<ChatStreamEvent, void, undefined>> {
  return startReply(deps, userId, input.sessionId, signals, (sessionId) =>
    acceptRegenerate(deps.db, userId, sessionId, deps.clock.now()),
  );
}

/** Edits the session's last message of the person and streams a new reply to it (the old reply is deleted). */
export async function editLastMessage(
  deps: SendDeps,
  userId: string,
  input: EditLastMessageInput,
  signals: readonly (AbortSignal | undefined)[],
): Promise<AsyncGenerator<ChatStreamEvent, void, undefined>> {
  return startReply(deps, userId, input.sessionId, signals, (sessionId) =>
    acceptEdit(deps.db, userId, { ...input, sessionId }, deps.clock.now()),
  );
}

/**
 * Continue: the rest of the session's last reply, which the person stopped, streamed like a send (the same limits;
 * not a new session use) and saved into the same message (the whole text). The stream's deltas are the rest only;
 * Stop during it counts what was shown of them. 404 for another's message, 409 for one that cannot be continued.
 */
export async function continueReply(
  deps: SendDeps,
  userId: string,
  input: ContinueReplyInput,
  signals: readonly (AbortSignal | undefined)[],
): Promise<AsyncGenerator<ChatStreamEvent, void, undefined>> {
  const message = await repo.findOwnMessage(deps.db, userId, input.messageId);
  if (!message) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.chat.messageNotFound });
  return startReply(deps, userId, message.sessionId, signals, (sessionId) =>
    acceptContinue(deps.db, userId, { sessionId, messageId: message.id }, deps.clock.now()),
  );
}

/**
 * Stop: the reply being written in the session ends and its first `shownLength` characters (what the person was
 * shown) are saved, marked stopped. A reply that already ended (or none) is left as it is: `stopped: false`.
 */
export async function stopReply(
  deps: SendDeps,
  userId: string,
  input: StopReplyInput,
): Promise<StopReplyOut> {
  const session = await repo.findSession(deps.db, userId, input.sessionId);
  if (!session) throw sessionNotFound();
  const active = deps.chat.replies.find(userId, session.id);
  if (!active) return { stopped: false, message: null };
  const { stopped, messageId } = await active.stop(input.shownLength);
  const saved = messageId ? await repo.findMessage(deps.db, userId, session.id, messageId) : undefined;
  return { stopped, message: saved ? toMessageOut(saved) : null };
}

/** A reply's cut-off: set by Stop, read once when the generation ends. */
interface StopRequest {
  shownLength: number | null;
  controller: AbortController;
  /** Resolves with the saved reply's id (null: none saved) once the reply is saved. */
  saved: Promise<string | null>;
  resolveSaved: (id: string | null) => void;
}

/** The steps every reply shares: the limits, `accept`, then the reply generated and saved in the background. */
async function startReply(
  deps: SendDeps,
  userId: string,
  sessionId: string,
  signals: readonly (AbortSignal | undefined)[],
  accept: (sessionId: string) => Promise<Accepted>,
  mode?: ChatMode,
): Promise<AsyncGenerator<ChatStreamEvent, void, undefined>> {
  const { db, clock, chat } = deps;
  const session = await repo.findSession(db, userId, sessionId);
  if (!session) throw sessionNotFound();

  // One reply at a time per session; a send refused below (404, 409, 403) is refunded: it does not use up the
  // per-minute cap.
  const slot = await chat.limiter.acquire(userId, session.id, clock.now());
  let accepted: Accepted;
  try {
    accepted = await accept(session.id);
  } catch (error) {
    await slot.refund();
    throw error;
  }

  // The reply stops when the reader leaves early, Stop is pressed, or any of the caller's signals aborts.
  const readerGone = new AbortController();
  let resolveSaved: (id: string | null) => void = () => {};
  const saved = new Promise<string | null>((resolve) => {
    resolveSaved = resolve;
  });
  const stop: StopRequest = { shownLength: null, controller: new AbortController(), saved, resolveSaved };
  const signal = AbortSignal.any([
    readerGone.signal,
    stop.controller.signal,
    ...signals.filter((s): s is AbortSignal => s !== undefined),
  ]);
  const queue = createReplyQueue<ChatStreamEvent>();
  const turn: Turn = {
    userId,
    session,
    accepted,
    message: accepted.message.content,
    safety: null,
    ...(mode ? { mode } : {}),
  };
  const leave = chat.replies.add(session.id, {
    userId,
    stop: async (shownLength) => {
      stop.shownLength = Math.min(stop.shownLength ?? shownLength, shownLength);
      stop.controller.abort();
      return { stopped: true, messageId: await stop.saved };
    },
  });
  chat.tasks.track(reply(deps, turn, signal, queue, slot, { stop, leave }));
  return events(toMessageOut(accepted.message), queue, readerGone);
}

/**
 * Generates and persists the reply, writing it into `queue`; never throws. Frees the slot before the stream ends
 * (so a send made on seeing `done` finds the session free). A Stop that arrived while it was generated cuts it to
 * what the person was shown; one that arrives later finds it gone.
 */
async function reply(
  deps: SendDeps,
  screenedTurn: Turn,
  signal: AbortSignal,
  queue: ReplyQueue<ChatStreamEvent>,
  slot: SendSlot,
  control: { stop: StopRequest; leave: () => void },
): Promise<void> {
  const { db, clock, log, jobs } = deps;
  let turn = screenedTurn;
  const sessionId = turn.session.id;
  let savedId: string | null = null;
  /** How the stream ends, once the slot is free. */
  let finish: () => void = () => queue.close();
  try {
    // The safety screen, before any provider sees the message: a flagged message gets the crisis reply. Continue
    // brings no new words: a reply to a flagged message (its crisis reply) goes on as the crisis reply.
    const continued = turn.accepted.kind === 'continue';
    const safety = continued ? flagOfAnswered(turn) : await screenTurn(deps, turn, signal);
    if (safety) {
      turn = { ...turn, safety };
      // The client knows a continued reply's flag already (the session carries it).
      if (!continued) queue.push({ type: 'safety', safety });
    }
    let generated = await generateReply(deps, turn, signal, (text) => queue.push({ type: 'delta', text }));
    // From here on, Stop changes nothing: the reply is what it is.
    control.leave();
    const { shownLength } = control.stop;
    if (shownLength !== null)
      generated = { ...generated, text: generated.text.slice(0, shownLength), failure: null };
    const stopped = signal.aborted;
    const { failure } = generated;
    const saved = await persistReply(db, turn, generated, stopped, clock.now());
    savedId = saved?.id ?? null;
    if (saved) {
      // Its job was enqueued with it: start it here now (another instance may also pick it up).
      jobs.wake();
      if (failure) {
        log.warn({ err: failure, sessionId }, 'the reply failed midway; the partial reply was saved');
        finish = () => queue.fail(failure);
      } else {
        finish = () => {
          queue.push({ type: 'done', message: toMessageOut(saved), stopped });
          queue.close();
        };
      }
    } else if (failure) {
      log.warn({ err: failure, sessionId }, 'the reply failed before any text; nothing was saved for it');
      finish = () => queue.fail(failure);
    }
    // else: stopped before any text: the question stays, unanswered.
  } catch (error) {
    log.error({ err: error, sessionId }, 'saving the reply failed');
    finish = () =>
      queue.fail(
        new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: MESSAGES.generic.internal, cause: error }),
      );
  } finally {
    control.leave();
    control.stop.resolveSaved(savedId);
    await slot.release();
    finish();
  }
}

/**
 * Screens the turn's message (the local classifier, then the provider's moderation where it has one) and, when it
 * is flagged, flags the message and its session and counts the flag for the admin, in one transaction. Returns the
 * session's flag for the reply, or null. A Stop during the moderation call leaves the classifier's verdict. An
 * edited message that no longer needs help loses its own flag (the session keeps its). A message flagged before
 * (regenerate, an edit of a flagged message) is not counted twice.
 */
async function screenTurn(deps: SendDeps, turn: Turn, signal: AbortSignal): Promise<SessionSafety | null> {
  const { db, ai, clock } = deps;
  const { userId, accepted } = turn;
  const sessionId = turn.session.id;
  const screen = await screenMessage(ai, turn.message, signal).catch(() =>
    screenMessage({ moderate: async () => null }, turn.message),
  );
  const before = accepted.message.safetyCategory;
  if (!screen) {
    if (before) await repo.unflagMessage(db, userId, sessionId, accepted.message.id);
    return null;
  }
  const region = crisisRegionForTimeZone(accepted.user.timeZone);
  const now = clock.now();
  const flagged = await db.transaction().execute(async (trx) => {
    const row = await repo.flagMessage(
      trx,
      userId,
      sessionId,
      accepted.message.id,
      { ...screen, region },
      now,
    );
    if (!before) await recordFlag(trx, screen, now);
    return row;
  });
  // This message's own category and level; `minor` once any message of the session said so.
  return {
    category: screen.category,
    level: screen.level,
    minor: screen.minor || Boolean(flagged?.safetyMinor),
    region,
  };
}

/**
 * The flag of the message a continued reply answers (the session's level, minor and region with it), or null: a
 * stopped crisis reply is continued as the crisis reply, never as coaching.
 */
function flagOfAnswered(turn: Turn): SessionSafety | null {
  const category = turn.accepted.message.safetyCategory ?? turn.accepted.continues?.safetyCategory ?? null;
  if (!category) return null;
  const { session } = turn;
  const region = crisisRegionSchema.safeParse(session.safetyRegion);
  return {
    category,
    level: session.safetyLevel ?? 'concern',
    minor: session.safetyMinor,
    region: region.success ? region.data : crisisRegionForTimeZone(turn.accepted.user.timeZone),
  };
}

/** The stream the client reads: its own message, then the reply's events; leaving early stops the reply. */
async function* events(
  userMessage: ChatMessageOut,
  queue: ReplyQueue<ChatStreamEvent>,
  readerGone: AbortController,
): AsyncGenerator<ChatStreamEvent, void, undefined> {
  let complete = false;
  try {
    yield { type: 'user-message', message: userMessage };
    yield* queue;
    complete = true;
  } finally {
    // The reader left before the end (Stop, closed tab): stop the reply; what was written is saved.
    if (!complete) readerGone.abort();
  }
}
