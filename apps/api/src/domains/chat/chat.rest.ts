import {
  chatMessageSchema,
  chatSessionOutSchema,
  createChatSessionSchema,
  feedbackReasonSchema,
  feedbackRatingSchema,
  pageQueryParamsSchema,
  renameChatSessionFormSchema,
  sendMessageResultSchema,
  sendMessageSchema,
  type ChatMessageOut,
  type ChatStreamEvent,
  type SessionSafety,
} from '@mentor/validation';
import { z } from 'zod';
import { PAGE_LINK_HEADER, pageQueryOf, pageReply, restRoutesOf, type RestRoute } from '../../lib/rest';
import { chatRouter } from './chat.router';

const route = restRoutesOf(chatRouter);

/** The errors of a message or a reply that is not the session's last (or of a session past its time). */
const NOT_LAST = 'The message is not the last reply of its session (only that one has versions).';

/** A reply's stream read to its end, as a REST answer. */
async function readReply(events: AsyncIterable<ChatStreamEvent>) {
  let userMessage: ChatMessageOut | null = null;
  let assistantMessage: ChatMessageOut | null = null;
  let safety: SessionSafety | null = null;
  for await (const event of events) {
    if (event.type === 'user-message') userMessage = event.message;
    else if (event.type === 'safety') safety = event.safety;
    else if (event.type === 'done') assistantMessage = event.message;
  }
  return { userMessage, assistantMessage, safety };
}

/** A query's 'true' or 'false' as a boolean; anything else as it is, for the procedure's schema to refuse. */
const booleanOf = (value: unknown): unknown => (value === 'true' ? true : value === 'false' ? false : value);

export const chatRoutes: RestRoute[] = [
  // ?limit=&cursor=&archived=  ->  the page's sessions (an array; pinned first, or with archived=true the archived
  // ones); the next page in `Link: <...>; rel="next"`
  route({
    method: 'GET',
    url: '/api/chat/sessions',
    auth: 'user',
    procedure: (chat) => chat.listSessions,
    input: ({ query }) => ({ ...pageQueryOf(query), archived: booleanOf(query.archived) }),
    reply: pageReply,
    doc: {
      tag: 'Chat',
      summary: 'List your chat sessions: pinned first, then newest first',
      query: pageQueryParamsSchema.extend({
        archived: z
          .enum(['true', 'false'])
          .optional()
          .meta({ description: '`true` lists the archived sessions instead (hidden from the sidebar).' }),
      }),
      example: { query: { limit: '20' } },
      response: z.array(chatSessionOutSchema),
      responseDescription: 'One page of sessions.',
      responseHeaders: PAGE_LINK_HEADER,
    },
  }),
  route({
    method: 'POST',
    url: '/api/chat/sessions',
    auth: 'user',
    status: 201,
    procedure: (chat) => chat.createSession,
    input: ({ body }) => body,
    doc: {
      tag: 'Chat',
      summary: 'Start a chat session',
      description:
        "`mentorId` is a mentor's id or type (founder, career, life); a session linked to a goal (`goalId`) may leave it out.",
      body: createChatSessionSchema,
      example: { body: { mentorId: 'career', title: 'Preparing my promotion case' } },
      response: chatSessionOutSchema,
      responseDescription: 'The session created.',
      errors: {
        403: "This month's session limit of the plan is reached; or the `Origin` header is missing or names another site.",
        404: 'The goal or the mentor named is not found.',
      },
    },
  }),
  route({
    method: 'PATCH',
    url: '/api/chat/sessions/:sessionId',
    auth: 'user',
    procedure: (chat) => chat.renameSession,
    input: ({ params, body }) => ({ ...body, sessionId: params.sessionId }),
    doc: {
      tag: 'Chat',
      summary: 'Rename a session',
      body: renameChatSessionFormSchema,
      example: { body: { title: 'Promotion case, week 2' } },
      response: chatSessionOutSchema,
      responseDescription: 'The session as it is now.',
    },
  }),
  route({
    method: 'DELETE',
    url: '/api/chat/sessions/:sessionId',
    auth: 'user',
    status: 204,
    procedure: (chat) => chat.deleteSession,
    // ?keepSummary=true keeps the session's summary in History.
    input: ({ params, query }) => ({
      sessionId: params.sessionId,
      keepSummary: query.keepSummary === 'true' || query.keepSummary === true,
    }),
    reply: () => null,
    doc: {
      tag: 'Chat',
      summary: 'Delete a session with its messages',
      query: z.object({
        keepSummary: z
          .enum(['true', 'false'])
          .optional()
          .meta({ description: "`true` keeps the session's summary in History." }),
      }),
      example: { query: { keepSummary: 'true' } },
      response: null,
      responseDescription: 'Deleted.',
    },
  }),
  // Pin (first in the sidebar; an archived session is restored)  ->  the session; DELETE unpins it (204).
  route({
    method: 'PUT',
    url: '/api/chat/sessions/:sessionId/pin',
    auth: 'user',
    procedure: (chat) => chat.pinSession,
    input: ({ params }) => ({ sessionId: params.sessionId, pinned: true }),
    doc: {
      tag: 'Chat',
      summary: 'Pin a session (first in the sidebar)',
      description: 'Pinning an archived session restores it.',
      response: chatSessionOutSchema,
      responseDescription: 'The session, pinned.',
    },
  }),
  route({
    method: 'DELETE',
    url: '/api/chat/sessions/:sessionId/pin',
    auth: 'user',
    status: 204,
    procedure: (chat) => chat.pinSession,
    input: ({ params }) => ({ sessionId: params.sessionId, pinned: false }),
    reply: () => null,
    doc: { tag: 'Chat', summary: 'Unpin a session', response: null, responseDescription: 'Unpinned.' },
  }),
  // Archive (hidden from the sidebar, listed with ?archived=true)  ->  the session; DELETE restores it (204).
  route({
    method: 'PUT',
    url: '/api/chat/sessions/:sessionId/archive',
    auth: 'user',
    procedure: (chat) => chat.archiveSession,
    input: ({ params }) => ({ sessionId: params.sessionId, archived: true }),
    doc: {
      tag: 'Chat',
      summary: 'Archive a session (hidden from the sidebar, listed with `?archived=true`)',
      description: 'Archiving unpins it. Sending a message in an archived session restores it.',
      response: chatSessionOutSchema,
      responseDescription: 'The session, archived.',
    },
  }),
  route({
    method: 'DELETE',
    url: '/api/chat/sessions/:sessionId/archive',
    auth: 'user',
    status: 204,
    procedure: (chat) => chat.archiveSession,
    input: ({ params }) => ({ sessionId: params.sessionId, archived: false }),
    reply: () => null,
    doc: {
      tag: 'Chat',
      summary: 'Restore an archived session',
      response: null,
      responseDescription: 'Restored.',
    },
  }),
  route({
    method: 'GET',
    url: '/api/chat/sessions/:sessionId/messages',
    auth: 'user',
    procedure: (chat) => chat.listMessages,
    input: ({ params }) => ({ sessionId: params.sessionId }),
    doc: {
      tag: 'Chat',
      summary: "A session's messages, in transcript order",
      response: z.array(chatMessageSchema),
    },
  }),
  // Makes this version of the session's last (regenerated) reply the current one; answers the message.
  route({
    method: 'POST',
    url: '/api/chat/messages/:messageId/current',
    auth: 'user',
    procedure: (chat) => chat.selectVersion,
    input: ({ params }) => ({ messageId: params.messageId }),
    doc: {
      tag: 'Chat',
      summary: 'Make this version of a regenerated reply the current one',
      response: chatMessageSchema,
      responseDescription: 'The message, now current.',
      errors: { 409: NOT_LAST },
    },
  }),
  // Body: { rating: 'up' | 'down', reason? }  ->  the message with its feedback.
  route({
    method: 'PUT',
    url: '/api/chat/messages/:messageId/feedback',
    auth: 'user',
    procedure: (chat) => chat.feedback,
    input: ({ params, body }) => ({ ...body, messageId: params.messageId }),
    doc: {
      tag: 'Chat',
      summary: "Rate a mentor's reply",
      description:
        'One rating per reply: a new one replaces it. A reason may come with a thumbs down (or up).',
      body: z.object({ rating: feedbackRatingSchema, reason: feedbackReasonSchema.optional() }),
      example: { body: { rating: 'down', reason: 'Too generic' } },
      response: chatMessageSchema,
      responseDescription: 'The reply with its rating.',
    },
  }),
  route({
    method: 'DELETE',
    url: '/api/chat/messages/:messageId/feedback',
    auth: 'user',
    status: 204,
    procedure: (chat) => chat.feedback,
    input: ({ params }) => ({ messageId: params.messageId, rating: null }),
    reply: () => null,
    doc: { tag: 'Chat', summary: "Clear a reply's rating", response: null, responseDescription: 'Cleared.' },
  }),
  // Continue a stopped reply: its rest is written and saved in the same message, read to its end like a send:
  // {userMessage (the message it answers), assistantMessage (the whole reply, or null when nothing was added), safety}.
  route({
    method: 'POST',
    url: '/api/chat/messages/:messageId/continue',
    auth: 'user',
    procedure: (chat) => chat.continue,
    input: ({ params }) => ({ messageId: params.messageId }),
    reply: (events) => readReply(events),
    doc: {
      tag: 'Chat',
      summary: 'Continue a stopped reply',
      description:
        'Only the last reply of its session, and only once it was stopped. The rest is written and saved in the same message; the answer is read to its end, like a send.',
      response: sendMessageResultSchema,
      responseDescription:
        'The message it answers, the whole reply (null when nothing was added) and the safety flag.',
      errors: {
        409: 'Only the last reply, when it was stopped, can be continued (or the session’s time is up).',
        429: 'Too many replies in the last minute: `Retry-After` says when to try again.',
        502: 'The AI provider failed.',
        504: 'The AI provider did not answer in time.',
      },
    },
  }),
  route({
    method: 'POST',
    url: '/api/chat/sessions/:sessionId/messages',
    auth: 'user',
    status: 201,
    procedure: (chat) => chat.send,
    input: ({ params, body }) => ({ ...body, sessionId: params.sessionId }),
    // The same streaming procedure as the web app's, read to its end: {userMessage, assistantMessage, safety}
    // (assistantMessage is null when the request was stopped before the mentor wrote anything; safety is the
    // session's flag with its help lines' region when the safety screen flagged the message, else null).
    reply: (events) => readReply(events),
    doc: {
      tag: 'Chat',
      summary: 'Send a message and wait for the reply',
      description:
        "Saves the message and answers once the mentor's reply is written and saved. The web app streams the same reply over tRPC.",
      body: sendMessageSchema.omit({ sessionId: true }),
      example: { body: { message: 'How do I ask my manager for a promotion?' } },
      response: sendMessageResultSchema,
      responseDescription: 'The saved message, the saved reply and the safety flag.',
      errors: {
        403: "This month's session limit of the plan is reached; or the `Origin` header is missing or names another site.",
        409: "The session's time is up.",
        429: 'Too many messages in the last minute: `Retry-After` says when to send again.',
        502: 'The AI provider failed.',
        504: 'The AI provider did not answer in time.',
      },
    },
  }),
];
