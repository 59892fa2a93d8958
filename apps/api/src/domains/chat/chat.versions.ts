import type { Database } from '@mentor/db';
import {
  MESSAGES,
  type ChatMessageOut,
  type FeedbackStats,
  type ReplyFeedbackInput,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import * as repo from './repository';
import { toListedMessage } from './chat.service';

const iso = (d: Date) => d.toISOString();

// Reply versions (Regenerate keeps the earlier replies) and the person's ratings of replies.

const messageNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.chat.messageNotFound });

/**
 * Makes one version of a regenerated reply the current one (the transcript, the summary and the model's history
 * use it from now on). Only the session's last reply switches (409 for an earlier one); 404 for a message that is
 * not the user's or not a version of a reply.
 */
export async function selectVersion(
  db: Database,
  userId: string,
  messageId: string,
): Promise<ChatMessageOut> {
  return db.transaction().execute(async (trx) => {
    const message = await repo.findOwnMessage(trx, userId, messageId);
    if (!message || message.role !== 'assistant' || !message.versionGroup) throw messageNotFound();
    const session = await repo.lockSession(trx, userId, message.sessionId);
    if (!session) throw messageNotFound();
    const [last] = await repo.lastMessages(trx, userId, message.sessionId, 1);
    if (!last || last.role !== 'assistant') {
      throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.chat.onlyLastReplyVersions });
    }
    const lastRow = await repo.findOwnMessage(trx, userId, last.id);
    if (lastRow?.versionGroup !== message.versionGroup) {
      throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.chat.onlyLastReplyVersions });
    }
    await repo.makeCurrentVersion(trx, message.sessionId, message.versionGroup, message.id);
    const listed = await repo.messageForList(trx, userId, message.id);
    if (!listed) throw messageNotFound();
    return toListedMessage(listed);
  });
}

/** Rates one of the mentor's replies to the user (a new rating replaces the last; null clears it). */
export async function rateReply(
  db: Database,
  userId: string,
  input: ReplyFeedbackInput,
  now: Date,
): Promise<ChatMessageOut> {
  const message = await repo.findOwnMessage(db, userId, input.messageId);
  if (!message) throw messageNotFound();
  if (message.role !== 'assistant') {
    throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.chat.feedbackOnlyReplies });
  }
  if (input.rating === null) await repo.deleteFeedback(db, userId, message.id);
  else {
    const reason = input.reason?.trim() ? input.reason.trim() : null;
    await repo.upsertFeedback(db, { messageId: message.id, userId, rating: input.rating, reason }, now);
  }
  const listed = await repo.messageForList(db, userId, message.id);
  if (!listed) throw messageNotFound();
  return toListedMessage(listed);
}

/** The admin's "Reply feedback" figures: per mentor, per provider/model, and the latest reasons. */
export async function feedbackStats(db: Database): Promise<FeedbackStats> {
  const stats = await repo.feedbackStats(db, FEEDBACK_LATEST_REASONS);
  return {
    ...stats,
    latestReasons: stats.latestReasons.map((r) => ({ ...r, at: iso(r.at) })),
  };
}

/** How many of the latest reasons the admin sees (chosen). */
const FEEDBACK_LATEST_REASONS = 10;
