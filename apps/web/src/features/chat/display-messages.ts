import type { ChatMessageOut } from './chat-types';
import type { ReplyDraft } from './use-reply-stream';

export interface DisplayMessage {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  /** The saved message's id (absent on the draft's bubbles). */
  id?: string;
  /**
   * Set on the reply being written: 'thinking' before its first token, 'streaming', or 'stopped' by the user; a
   * saved reply the person stopped is 'stopped' too (the stored mark, kept after a reload).
   */
  live?: 'thinking' | 'streaming' | 'stopped';
  /** A saved regenerated reply's versions, and the person's rating of a saved reply. */
  versions?: ChatMessageOut['versions'];
  feedback?: ChatMessageOut['feedback'];
}

const fromSaved = (m: ChatMessageOut): DisplayMessage => ({
  key: m.id,
  id: m.id,
  role: m.role,
  content: m.content,
  ...(m.stopped ? { live: 'stopped' as const } : {}),
  ...(m.versions ? { versions: m.versions } : {}),
  ...(m.feedback ? { feedback: m.feedback } : {}),
});

/**
 * The draft's reply is loaded: the saved message is it, or another version of it (the person switched versions
 * with the arrows once the regenerated reply was saved).
 */
function isSavedReply(m: ChatMessageOut, draft: ReplyDraft): boolean {
  const id = draft.reply?.id;
  return id !== undefined && (m.id === id || (m.versions?.ids.includes(id) ?? false));
}

/**
 * The saved messages as a regenerate or an edit in progress changes them, until the server's copy of the new
 * reply is loaded: a regenerated reply hides the reply it replaces (unless Stop came before any token: the old
 * reply then stays); an edited message shows its new text and hides the reply after it.
 */
function savedWhileReplacing(saved: readonly ChatMessageOut[], draft: ReplyDraft): ChatMessageOut[] {
  const { request } = draft;
  if (request.kind === 'send' || saved.some((m) => isSavedReply(m, draft))) {
    return [...saved];
  }
  if (request.kind === 'regenerate') {
    const keepOld = draft.phase === 'stopped' && draft.text.length === 0;
    return keepOld ? [...saved] : saved.filter((m) => m.id !== request.replaces);
  }
  const at = saved.findIndex((m) => m.id === request.messageId);
  if (at < 0) return [...saved];
  return [...saved.slice(0, at), { ...saved[at]!, content: request.message.trim() }];
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
  if (!draft || draft.sessionId !== sessionId) return saved.map(fromSaved);
  if (draft.request.kind === 'continue') return continuedMessages(saved, draft, draft.request);
  const base = savedWhileReplacing(saved, draft);
  const out = base.map(fromSaved);

  const userIndex = draft.userMessage
    ? base.findIndex((m) => m.id === draft.userMessage?.id)
    : savedCopyOfUnconfirmedSend(base, draft.userText);
  const replySaved =
    base.some((m) => isSavedReply(m, draft)) ||
    (userIndex >= 0 && base.slice(userIndex + 1).some((m) => m.role === 'assistant'));
  if (replySaved) return out;

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
 * Continue: the stopped reply grows in its own place as the rest streams in, until the server's copy of it has
 * the rest (done, or the reply Stop saved). A Stop before any of the rest leaves it as it was.
 */
function continuedMessages(
  saved: readonly ChatMessageOut[],
  draft: ReplyDraft,
  request: Extract<ReplyDraft['request'], { kind: 'continue' }>,
): DisplayMessage[] {
  return saved.map((m) => {
    const caughtUp = m.content !== request.written || !m.stopped;
    if (m.id !== request.messageId || caughtUp) return fromSaved(m);
    const shown = { ...fromSaved(m), content: draft.text };
    if (draft.phase === 'done') return { ...shown, live: undefined };
    return { ...shown, live: draft.phase === 'thinking' ? 'streaming' : draft.phase };
  });
}

/**
 * A send stopped before the server confirmed the user's message: its saved copy, if any, is the last saved
 * message, from the user, with the same (trimmed) text.
 */
function savedCopyOfUnconfirmedSend(saved: readonly ChatMessageOut[], userText: string): number {
  const last = saved[saved.length - 1];
  return last && last.role === 'user' && last.content === userText.trim() ? saved.length - 1 : -1;
}
