import { createChatSessionSchema, sendMessageSchema, sessionIdSchema } from '@mentor/validation';
import { protectedProcedure } from '../../trpc/init';
import { createSession, listMessages, listSessions, quota } from './chat.service';
import { sendMessage } from './send';

export const chatRouter = {
  /** The user's sessions, newest first. */
  listSessions: protectedProcedure.query(({ ctx }) => listSessions(ctx.db, ctx.user.id)),
  createSession: protectedProcedure
    .input(createChatSessionSchema)
    .mutation(({ ctx, input }) => createSession(ctx.db, ctx.user.id, input, ctx.clock.now())),
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
