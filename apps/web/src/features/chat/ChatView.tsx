import { useCallback } from 'react';
import { useTRPCClient } from '../../lib/trpc';
import type { ChatStreamEvent, SendInput } from './chat-types';
import { ChatScreen } from './ChatScreen';

/** Dashboard view 'chat': the chat screen with replies streamed by `chat.send` (httpBatchStreamLink). */
export default function ChatView() {
  const client = useTRPCClient();
  const openReplyStream = useCallback(
    async (input: SendInput, signal: AbortSignal): Promise<AsyncIterable<ChatStreamEvent>> =>
      client.chat.send.mutate(input, { signal }),
    [client],
  );
  return <ChatScreen openReplyStream={openReplyStream} />;
}
