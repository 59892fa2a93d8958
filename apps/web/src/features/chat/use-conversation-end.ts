import { useCallback } from 'react';
import type { ChatMessageOut, ReplyRequest } from './chat-types';

/**
 * What the person can do to the end of the conversation, while no reply is being written and the session goes on:
 * Regenerate the last reply, Edit their last message, Continue the last reply when they stopped it.
 */
export function useConversationEnd({
  sessionId,
  saved,
  canChange,
  request,
}: {
  /** The open session (null: none). */
  sessionId: string | null;
  /** Its saved messages, in order. */
  saved: readonly ChatMessageOut[];
  /** No reply is being written and the session's time is not up. */
  canChange: boolean;
  /** Asks for a reply (the chat's reply mutation). */
  request: (reply: ReplyRequest) => void;
}) {
  const lastSaved = saved.at(-1);
  const lastUser = saved.findLast((m) => m.role === 'user');
  const can = canChange && sessionId !== null;
  /** The last reply, which Regenerate replaces (null when the conversation does not end with one). */
  const regenerableId = can && lastSaved?.role === 'assistant' && lastUser ? lastSaved.id : null;
  /** The last message of the person, which Edit changes. */
  const editableId = can && lastUser ? lastUser.id : null;
  /** The last reply when the person stopped it: Continue asks for its rest. */
  const continuableId =
    can && lastSaved?.role === 'assistant' && lastSaved.stopped && lastUser ? lastSaved.id : null;

  const regenerate = useCallback(() => {
    if (!sessionId || !regenerableId || !lastUser) return;
    request({ kind: 'regenerate', sessionId, message: lastUser.content, replaces: regenerableId });
  }, [sessionId, regenerableId, lastUser, request]);
  const editLast = useCallback(
    (messageId: string, message: string) => {
      if (!sessionId || editableId !== messageId) return;
      request({ kind: 'edit', sessionId, messageId, message });
    },
    [sessionId, editableId, request],
  );
  const continueReply = useCallback(() => {
    if (!sessionId || !continuableId || !lastSaved || !lastUser) return;
    request({
      kind: 'continue',
      sessionId,
      messageId: continuableId,
      message: lastUser.content,
      written: lastSaved.content,
    });
  }, [sessionId, continuableId, lastSaved, lastUser, request]);

  return { lastSaved, regenerableId, regenerate, editableId, editLast, continuableId, continueReply };
}
