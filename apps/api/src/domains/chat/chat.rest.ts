import { isUuid, MESSAGES } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { bodyOf, paramOf, restRoute } from '../../lib/rest';
import type { AppServices } from '../../trpc/context';

/** A session id from the path: a malformed one is simply not found (404). */
function sessionIdParam(value: string): string {
  if (!isUuid(value)) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.chat.sessionNotFound });
  return value;
}

export function registerChatRoutes(app: FastifyInstance, services: AppServices): void {
  restRoute(app, services, {
    method: 'GET',
    url: '/api/chat/sessions',
    auth: 'user',
    handler: (caller) => caller.chat.listSessions(),
  });

  restRoute(app, services, {
    method: 'POST',
    url: '/api/chat/sessions',
    auth: 'user',
    status: 201,
    handler: (caller, req) => caller.chat.createSession(bodyOf(req) as never),
  });

  restRoute(app, services, {
    method: 'GET',
    url: '/api/chat/sessions/:sessionId/messages',
    auth: 'user',
    handler: (caller, req) =>
      caller.chat.listMessages({ sessionId: sessionIdParam(paramOf(req, 'sessionId')) }),
  });

  restRoute(app, services, {
    method: 'POST',
    url: '/api/chat/sessions/:sessionId/messages',
    auth: 'user',
    status: 201,
    // The same streaming procedure as the web app's, read to its end: {userMessage, assistantMessage}
    // (assistantMessage is null when the request was stopped before the mentor wrote anything).
    handler: async (caller, req) => {
      const sessionId = sessionIdParam(paramOf(req, 'sessionId'));
      const events = await caller.chat.send({ ...bodyOf(req), sessionId } as never);
      let userMessage = null;
      let assistantMessage = null;
      for await (const event of events) {
        if (event.type === 'user-message') userMessage = event.message;
        else if (event.type === 'done') assistantMessage = event.message;
      }
      return { userMessage, assistantMessage };
    },
  });
}
