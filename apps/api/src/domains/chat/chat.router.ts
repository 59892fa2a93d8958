import {
  archiveChatSessionSchema,
  chatSearchSchema,
  continueReplySchema,
  createChatSessionSchema,
  deleteChatSessionSchema,
  editLastMessageSchema,
  messageIdSchema,
  pinChatSessionSchema,
  replyFeedbackSchema,
  renameChatSessionSchema,
  sendMessageSchema,
  sessionIdSchema,
  sessionListQuerySchema,
  stopReplySchema,
} from '@mentor/validation';
import { protectedProcedure } from '../../trpc/init';
import {
  createSession,
  deleteSession,
  getSession,
  listMessages,
  quota,
  renameSession,
  searchSessions,
} from './chat.service';
import { archiveSession, listSessions, pinSession } from './chat.organise';
import { rateReply, selectVersion } from './chat.versions';
import { sessionWork } from './chat.jobs';
import { continueReply, editLastMessage, regenerateReply, sendMessage, stopReply } from './send';

export const chatRouter = {
  /**
   * The user's sessions a page at a time (`cursor` from the previous page's `nextCursor`): the sidebar's (not
   * archived), pinned first, each part newest first; `archived: true`, the archived ones, newest first.
   */
  listSessions: protectedProcedure
    .input(sessionListQuerySchema)
    .query(({ ctx, input }) => listSessions(ctx.db, ctx.user.id, input)),
  /** One of the user's sessions by id (a link to a session older than the loaded pages); 404 for another's. */
  getSession: protectedProcedure
    .input(sessionIdSchema)
    .query(({ ctx, input }) => getSession(ctx.db, ctx.user.id, input.sessionId)),
  createSession: protectedProcedure
    .input(createChatSessionSchema)
    .mutation(({ ctx, input }) => createSession(ctx.db, ctx.user.id, input, ctx.clock.now())),
  /** Renames a session; its title is the person's from then on. */
  renameSession: protectedProcedure
    .input(renameChatSessionSchema)
    .mutation(({ ctx, input }) => renameSession(ctx.db, ctx.user.id, input, ctx.clock.now())),
  /** Pins a session (first in the sidebar; an archived one is restored), or unpins it (`pinned: false`). */
  pinSession: protectedProcedure
    .input(pinChatSessionSchema)
    .mutation(({ ctx, input }) => pinSession(ctx.db, ctx.user.id, input, ctx.clock.now())),
  /**
   * Archives a session (hidden from the sidebar, listed with `listSessions({archived: true})`; it can still be
   * opened and read, and a reply written in it restores it), or restores it (`archived: false`).
   */
  archiveSession: protectedProcedure
    .input(archiveChatSessionSchema)
    .mutation(({ ctx, input }) => archiveSession(ctx.db, ctx.user.id, input, ctx.clock.now())),
  /** Deletes a session and its messages; its summary too unless keepSummary. */
  deleteSession: protectedProcedure
    .input(deleteChatSessionSchema)
    .mutation(({ ctx, input }) => deleteSession(ctx.db, ctx.user.id, input)),
  /** Full-text search over the user's session titles and messages (archived ones too, marked), best first, at most 20. */
  search: protectedProcedure
    .input(chatSearchSchema)
    .query(({ ctx, input }) => searchSessions(ctx.db, ctx.user.id, input)),
  /** The session's newest CHAT_MESSAGES_WINDOW messages, in transcript order. */
  listMessages: protectedProcedure
    .input(sessionIdSchema)
    .query(({ ctx, input }) => listMessages(ctx.db, ctx.user.id, input.sessionId)),
  /**
   * Sends a message; answers a stream (consume it with httpBatchStreamLink): {type:'user-message'} first, then
   * {type:'delta'} per chunk, then {type:'done'} with the saved reply. Refusals are thrown before the stream.
   */
  send: protectedProcedure
    .input(sendMessageSchema)
    .mutation(({ ctx, input, signal }) => sendMessage(ctx, ctx.user.id, input, [signal, ctx.signal])),
  /**
   * Stop: ends the session's reply in progress and saves exactly the first `shownLength` characters (what the
   * person was shown), marked stopped. A reply that already ended is left as it is ({stopped: false}).
   */
  stop: protectedProcedure
    .input(stopReplySchema)
    .mutation(({ ctx, input }) => stopReply(ctx, ctx.user.id, input)),
  /**
   * Continue: the rest of the session's last reply, which the person stopped (`messageId`), streamed like `send`
   * (the same limits; not a new session use): {type:'user-message'} (the message it answers), then the deltas of
   * the rest, then {type:'done'} with the whole reply, saved in the same message. 409 for a reply that was not
   * stopped or is not the last, 404 for another's message.
   */
  continue: protectedProcedure
    .input(continueReplySchema)
    .mutation(({ ctx, input, signal }) => continueReply(ctx, ctx.user.id, input, [signal, ctx.signal])),
  /**
   * Replaces the session's last reply with a new one to the same message, streamed like `send` (the same limits;
   * not a new session use); the earlier reply is kept as a version (selectVersion). 409 when there is nothing to
   * regenerate, or the reply has CHAT_REPLY_VERSIONS_MAX versions already.
   */
  regenerate: protectedProcedure
    .input(sessionIdSchema)
    .mutation(({ ctx, input, signal }) => regenerateReply(ctx, ctx.user.id, input, [signal, ctx.signal])),
  /**
   * Edits the session's last message of the person (409 for an earlier one), deletes the reply after it and
   * streams a new reply, like `send`.
   */
  editLast: protectedProcedure
    .input(editLastMessageSchema)
    .mutation(({ ctx, input, signal }) => editLastMessage(ctx, ctx.user.id, input, [signal, ctx.signal])),
  /**
   * Shows another version of the session's last (regenerated) reply: it becomes the current one, which the
   * transcript, the summary and the next replies use. 404 for another's message, 409 for an earlier reply.
   */
  selectVersion: protectedProcedure
    .input(messageIdSchema)
    .mutation(({ ctx, input }) => selectVersion(ctx.db, ctx.user.id, input.messageId)),
  /** Thumbs up or down (with an optional reason) on one of the mentor's replies; `rating: null` clears it. */
  feedback: protectedProcedure
    .input(replyFeedbackSchema)
    .mutation(({ ctx, input }) => rateReply(ctx.db, ctx.user.id, input, ctx.clock.now())),
  /**
   * The work after the user's replies (titles, summaries, memories, goal progress): the sessions whose work is
   * still to be done, and those whose work just finished. Screens showing its results look again until it is done.
   */
  sessionWork: protectedProcedure.query(({ ctx }) => sessionWork(ctx.db, ctx.user.id)),
  /** Sessions used this month against the effective limit. */
  quota: protectedProcedure.query(({ ctx }) => quota(ctx.db, ctx.user.id, ctx.clock.now())),
};
