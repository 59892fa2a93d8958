import type { Database } from '@mentor/db';
import { CHAT_REPLY_MAX_CHARS, MESSAGES, type ChatMode, type SessionSafety } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { buildChatPrompt } from '../../../ai/prompts';
import { remainderAfter } from '../../../ai/continuation';
import { crisisReply } from '../../../ai/safety';
import type { AiProvider, ChatStream, ChatTurn, ProviderUsage } from '../../../ai/provider';
import { asProviderError, ProviderError } from '../../../ai/provider-error';
import type { Clock } from '../../../lib/clock';
import * as repo from '../repository';
import { buildMentorContext, moveGoalBeforeReply } from '../chat.context';
import type { Accepted } from './accept';

/** One reply to write: the accepted message of the person, in its session. */
export interface Turn {
  userId: string;
  session: repo.SessionWithPrompt;
  accepted: Accepted;
  /** The person's message, as sent. */
  message: string;
  /**
   * The safety screen flagged the message: the reply is the crisis reply (on every provider), never a coaching
   * one, and the provider is not asked. Set by the screen before the reply is generated.
   */
  safety: SessionSafety | null;
  /** 'voice': sent from the hands-free voice mode, so the reply is written to be spoken. */
  mode?: ChatMode;
}

/** How the generation of a reply ended. */
export interface Generated {
  /** Everything the provider wrote, in order (empty when it wrote nothing). */
  text: string;
  /** The provider call's usage, known once it ended (null when the provider was not asked). */
  usage: ProviderUsage | null;
  /**
   * Why the reply failed: a ProviderError, or an internal error when the context could not be read (before the
   * provider was asked). Null when the reply completed, and when it was stopped (an abort is a stop, whatever
   * the provider threw).
   */
  failure: Error | null;
}

/**
 * Asks the provider for the reply to `turn` and hands each chunk to `onText` as it arrives. Never throws: how it
 * ended is in the result. `signal` stops it (Stop, closed tab, the reader gone); what was written stays in `text`.
 */
export async function generateReply(
  deps: { db: Database; ai: AiProvider; clock: Clock },
  turn: Turn,
  signal: AbortSignal,
  onText: (chunk: string) => void,
): Promise<Generated> {
  const { db, ai, clock } = deps;
  // Continue: the stopped reply's saved text, which this reply goes on from (the rest only is written here).
  const written = turn.accepted.continues?.content;
  if (turn.safety) return writeCrisisReply(turn.safety, signal, onText, written);
  let text = '';
  let stream: ChatStream | null = null;
  let asked = false;
  try {
    // A continued reply is completed as of when it was written (the offline mentor's steps fall due on that day).
    const now = turn.accepted.continues?.timestamp ?? clock.now();
    const read = await buildMentorContext(db, turn.accepted.user, turn.session, turn.message, now);
    // The transcript up to the accepted message, never a message sent after it.
    const messages = await repo.listMessages(db, turn.userId, turn.session.id, {
      upTo: turn.accepted.message.id,
    });
    const history: ChatTurn[] = messages.map((m) => ({ role: m.role, content: m.content }));
    // What the person reports done moves their linked goal first: the reply reads the goal after the update.
    // What the safety screen flagged never counts (as in the summary).
    // Continue brings no new words from the person: the goal was moved before the reply's beginning was written.
    const moved =
      written === undefined
        ? await moveGoalBeforeReply(
            db,
            ai,
            { userId: turn.userId, sessionId: turn.session.id, goalId: turn.session.goalId },
            read,
            messages
              .filter((m) => m.safetyCategory === null)
              .map((m) => ({ role: m.role, content: m.content })),
            clock.now(),
          )
        : read;
    const context = turn.mode ? { ...moved, mode: turn.mode } : moved;
    asked = true;
    // A regenerated reply asks for another variant than the versions so far.
    const variant = turn.accepted.variant > 0 ? { variant: turn.accepted.variant } : {};
    const continued = written === undefined ? {} : { continueFrom: written };
    stream = ai.streamChat({
      ...buildChatPrompt(context, history),
      context,
      signal,
      ...variant,
      ...continued,
    });
    // The whole reply (a continued one with its beginning) is at most CHAT_REPLY_MAX_CHARS.
    const max = CHAT_REPLY_MAX_CHARS - (written?.length ?? 0);
    for await (const chunk of stream) {
      if (text.length + chunk.length > max) {
        // A runaway reply: cut at the limit (at a word), and stop reading (the upstream call ends with the loop).
        const rest = clipAtWord(chunk, max - text.length);
        text += rest;
        if (rest) onText(rest);
        break;
      }
      text += chunk;
      onText(chunk);
      if (signal.aborted) break;
    }
    // A provider that ends its answer without a word has not answered: a failure, so the message is taken back. (A
    // continued reply with nothing left to write is complete.)
    if (!signal.aborted && text.trim() === '' && written === undefined) {
      return {
        text,
        usage: stream.usage,
        failure: new ProviderError('bad_output', 'the provider wrote nothing'),
      };
    }
    return { text, usage: stream.usage, failure: null };
  } catch (error) {
    const failure = signal.aborted
      ? null
      : asked
        ? asProviderError(error)
        : // Reading the context failed: ours, not the provider's.
          new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: MESSAGES.generic.internal, cause: error });
    return { text, usage: stream?.usage ?? null, failure };
  }
}

/**
 * The crisis reply for a flagged message, handed on in small chunks as a streamed reply is (no provider call).
 * Continue (`written`: its stopped beginning) writes the rest of the crisis reply: never coaching.
 */
async function writeCrisisReply(
  safety: SessionSafety,
  signal: AbortSignal,
  onText: (chunk: string) => void,
  written?: string,
): Promise<Generated> {
  let text = '';
  const full = crisisReply(safety);
  const reply = written === undefined ? full : remainderAfter(full, written);
  for (const chunk of reply.match(/[^\n]*\n*|\n+/g) ?? []) {
    if (signal.aborted) break;
    if (!chunk) continue;
    text += chunk;
    onText(chunk);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { text, usage: null, failure: null };
}

/** The first `max` characters of `text`, ending at the last whole word (all of them when there is no space). */
function clipAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return space > 0 ? cut.slice(0, space) : cut;
}
