import { useCallback } from 'react';
import { useTRPCClient } from '../../lib/trpc';
import type { ChatStreamEvent, ReplyRequest } from './chat-types';
import { ChatScreen } from './ChatScreen';

/**
 * Dashboard view 'chat': the chat screen with replies streamed by `chat.send`, `chat.regenerate`,
 * `chat.editLast` and `chat.continue` (httpBatchStreamLink).
 */
export default function ChatView() {
  const client = useTRPCClient();
  const openReplyStream = useCallback(
    async (request: ReplyRequest, signal: AbortSignal): Promise<AsyncIterable<ChatStreamEvent>> => {
      const { sessionId, message } = request;
      if (request.kind === 'regenerate') return client.chat.regenerate.mutate({ sessionId }, { signal });
      if (request.kind === 'continue') {
        return client.chat.continue.mutate({ messageId: request.messageId }, { signal });
      }
      if (request.kind === 'edit') {
        return client.chat.editLast.mutate({ sessionId, messageId: request.messageId, message }, { signal });
      }
      return client.chat.send.mutate(
        { sessionId, message, ...(request.mode ? { mode: request.mode } : {}) },
        { signal },
      );
    },
    [client],
  );
  return <ChatScreen openReplyStream={openReplyStream} />;
}
