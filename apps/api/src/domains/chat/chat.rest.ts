import type { ChatMessageOut, SessionSafety } from '@mentor/validation';
import { pageQueryOf, pageReply, restRoutesOf, type RestRoute } from '../../lib/rest';
import { chatRouter } from './chat.router';

const route = restRoutesOf(chatRouter);

export const chatRoutes: RestRoute[] = [
  // ?limit=&cursor=  ->  the page's sessions (an array); the next page in `Link: <...>; rel="next"`
  route({
    method: 'GET',
    url: '/api/chat/sessions',
    auth: 'user',
    procedure: (chat) => chat.listSessions,
    input: ({ query }) => pageQueryOf(query),
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
    reply: async (events) => {
      let userMessage: ChatMessageOut | null = null;
      let assistantMessage: ChatMessageOut | null = null;
      let safety: SessionSafety | null = null;
      for await (const event of events) {
        if (event.type === 'user-message') userMessage = event.message;
        else if (event.type === 'safety') safety = event.safety;
        else if (event.type === 'done') assistantMessage = event.message;
      }
      return { userMessage, assistantMessage, safety };
    },
  }),
];
