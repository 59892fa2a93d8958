import type { ChatMessageOut, ChatStreamEvent, SessionSafety } from '@mentor/validation';
import { pageQueryOf, pageReply, restRoutesOf, type RestRoute } from '../../lib/rest';
import { chatRouter } from './chat.router';

const route = restRoutesOf(chatRouter);

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
  }),
  route({
    method: 'POST',
    url: '/api/chat/sessions',
    auth: 'user',
    status: 201,
    procedure: (chat) => chat.createSession,
    input: ({ body }) => body,
  }),
  route({
    method: 'PATCH',
    url: '/api/chat/sessions/:sessionId',
    auth: 'user',
    procedure: (chat) => chat.renameSession,
    input: ({ params, body }) => ({ ...body, sessionId: params.sessionId }),
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
  }),
  // Pin (first in the sidebar; an archived session is restored)  ->  the session; DELETE unpins it (204).
  route({
    method: 'PUT',
    url: '/api/chat/sessions/:sessionId/pin',
    auth: 'user',
    procedure: (chat) => chat.pinSession,
    input: ({ params }) => ({ sessionId: params.sessionId, pinned: true }),
  }),
  route({
    method: 'DELETE',
    url: '/api/chat/sessions/:sessionId/pin',
    auth: 'user',
    status: 204,
    procedure: (chat) => chat.pinSession,
    input: ({ params }) => ({ sessionId: params.sessionId, pinned: false }),
    reply: () => null,
  }),
  // Archive (hidden from the sidebar, listed with ?archived=true)  ->  the session; DELETE restores it (204).
  route({
    method: 'PUT',
    url: '/api/chat/sessions/:sessionId/archive',
    auth: 'user',
    procedure: (chat) => chat.archiveSession,
    input: ({ params }) => ({ sessionId: params.sessionId, archived: true }),
  }),
  route({
    method: 'DELETE',
    url: '/api/chat/sessions/:sessionId/archive',
    auth: 'user',
    status: 204,
    procedure: (chat) => chat.archiveSession,
    input: ({ params }) => ({ sessionId: params.sessionId, archived: false }),
    reply: () => null,
  }),
  route({
    method: 'GET',
    url: '/api/chat/sessions/:sessionId/messages',
    auth: 'user',
    procedure: (chat) => chat.listMessages,
    input: ({ params }) => ({ sessionId: params.sessionId }),
  }),
  // Makes this version of the session's last (regenerated) reply the current one; answers the message.
  route({
    method: 'POST',
    url: '/api/chat/messages/:messageId/current',
    auth: 'user',
    procedure: (chat) => chat.selectVersion,
    input: ({ params }) => ({ messageId: params.messageId }),
  }),
  // Body: { rating: 'up' | 'down', reason? }  ->  the message with its feedback.
  route({
    method: 'PUT',
    url: '/api/chat/messages/:messageId/feedback',
    auth: 'user',
    procedure: (chat) => chat.feedback,
    input: ({ params, body }) => ({ ...body, messageId: params.messageId }),
  }),
  route({
    method: 'DELETE',
    url: '/api/chat/messages/:messageId/feedback',
    auth: 'user',
    status: 204,
    procedure: (chat) => chat.feedback,
    input: ({ params }) => ({ messageId: params.messageId, rating: null }),
    reply: () => null,
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
  }),
];
