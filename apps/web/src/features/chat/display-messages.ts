import type { ChatMessageOut } from './chat-types';
import type { ReplyDraft } from './use-reply-stream';

export interface DisplayMessage {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  /** Set on the reply being written: 'thinking' before its first token, 'streaming', or 'stopped' by the user. */
  live?: 'thinking' | 'streaming' | 'stopped';
}

/**
 * The messages to show: the saved ones, then the draft of the reply in progress (its user bubble until the
 * server's copy is loaded, and the reply until a saved reply follows the user message).
 */
export function displayMessages(
  saved: readonly ChatMessageOut[],
  draft: ReplyDraft | null,
  sessionId: string | null,
): DisplayMessage[] {
  const out: DisplayMessage[] = saved.map((m) => ({ key: m.id, role: m.role, content: m.content }));
  if (!draft || draft.sessionId !== sessionId) return out;

  const userIndex = draft.userMessage
    ? saved.findIndex((m) => m.id === draft.userMessage?.id)
    : savedCopyOfUnconfirmedSend(saved, draft.userText);
  const replySaved =
    (draft.reply !== null && saved.some((m) => m.id === draft.reply?.id)) ||
    (userIndex >= 0 && saved.slice(userIndex + 1).some((m) => m.role === 'assistant'));
  if (replySaved) {
    // A stopped reply keeps its 'Stopped' mark once the server's copy is shown.
    if (draft.phase === 'stopped' && userIndex >= 0) {
      const replyIndex = saved.findIndex((m, i) => i > userIndex && m.role === 'assistant');
      const reply = out[replyIndex];
      if (reply) out[replyIndex] = { ...reply, live: 'stopped' };
    }
    return out;
  }

  if (userIndex < 0) {
    out.push({ key: 'draft-user', role: 'user', content: draft.userMessage?.content ?? draft.userText });
  }
  if (draft.phase === 'done') {
    out.push({ key: 'draft-reply', role: 'assistant', content: draft.text });
  } else if (draft.phase === 'stopped') {
    if (draft.text.length > 0)
      out.push({ key: 'draft-reply', role: 'assistant', content: draft.text, live: 'stopped' });
  } else {
    out.push({ key: 'draft-reply', role: 'assistant', content: draft.text, live: draft.phase });
  }
  return out;
}

/**
 * A send stopped before the server confirmed the user's message: its saved copy, if any, is the last saved
 * message, from the user, with the same (trimmed) text.
 */
function savedCopyOfUnconfirmedSend(saved: readonly ChatMessageOut[], userText: string): number {
  const last = saved[saved.length - 1];
  return last && last.role === 'user' && last.content === userText.trim() ? saved.length - 1 : -1;
}
