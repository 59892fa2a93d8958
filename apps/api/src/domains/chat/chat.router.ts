import {
  chatSearchSchema,
  createChatSessionSchema,
  deleteChatSessionSchema,
  renameChatSessionSchema,
  sendMessageSchema,
  sessionIdSchema,
} from '@mentor/validation';
import { protectedProcedure } from '../../trpc/init';
import {
  createSession,
  deleteSession,
  listMessages,
  listSessions,
  quota,
  renameSession,
  searchSessions,
} from './chat.service';
import { sendMessage } from './send';

export const chatRouter = {
  /** The user's sessions, newest first. */
  listSessions: protectedProcedure.query(({ ctx }) => listSessions(ctx.db, ctx.user.id)),
  createSession: protectedProcedure
    .input(createChatSessionSchema)
    .mutation(({ ctx, input }) => createSession(ctx.db, ctx.user.id, input, ctx.clock.now())),
  /** Renames a session; its title is the person's from then on. */
  renameSession: protectedProcedure
    .input(renameChatSessionSchema)
    .mutation(({ ctx, input }) => renameSession(ctx.db, ctx.user.id, input, ctx.clock.now())),
  /** Deletes a session and its messages; its summary too unless keepSummary. */
  deleteSession: protectedProcedure
    .input(deleteChatSessionSchema)
    .mutation(({ ctx, input }) => deleteSession(ctx.db, ctx.user.id, input)),
  /** Full-text search over the user's session titles and messages, best first, at most 20. */
  search: protectedProcedure
    .input(chatSearchSchema)
    .query(({ ctx, input }) => searchSessions(ctx.db, ctx.user.id, input)),
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
  /** Sessions used this month against the effective limit. */
  quota: protectedProcedure.query(({ ctx }) => quota(ctx.db, ctx.user.id, ctx.clock.now())),
};
