import type { ChatMessageOut, ReplyRequest } from './chat-types';

/**
 * Adds messages to a cached list; one already there (by id) takes the server's newer copy in its place (a continued
 * reply's whole text), keeping what only the list reads (versions, rating).
 */
export function withMessages(
  list: ChatMessageOut[] | undefined,
  added: (ChatMessageOut | null)[],
): ChatMessageOut[] {
  const out = [...(list ?? [])];
  for (const message of added) {
    if (!message) continue;
    const at = out.findIndex((m) => m.id === message.id);
    if (at < 0) out.push(message);
    else out[at] = { ...out[at]!, ...message };
  }
  return out;
}

/**
 * The cached transcript once a regenerated, edited or continued reply is saved: the replaced reply or the old one
 * are gone; a continued reply has its whole text.
 */
export function withReplacedReply(
  list: ChatMessageOut[] | undefined,
  request: ReplyRequest,
  userMessage: ChatMessageOut | null,
  reply: ChatMessageOut,
): ChatMessageOut[] {
  let out = [...(list ?? [])];
  if (request.kind === 'regenerate') out = out.filter((m) => m.id !== request.replaces);
  if (request.kind === 'edit') {
    const at = out.findIndex((m) => m.id === request.messageId);
    if (at >= 0) out = [...out.slice(0, at), userMessage ?? { ...out[at]!, content: request.message.trim() }];
  }
  return withMessages(out, [reply]);
}
