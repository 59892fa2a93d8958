import type { ChatMessageOut, ReplyRequest } from './chat-types';

/** Adds messages to a cached list unless already there (by id). */
export function withMessages(
  list: ChatMessageOut[] | undefined,
  added: (ChatMessageOut | null)[],
): ChatMessageOut[] {
  const out = [...(list ?? [])];
  for (const message of added) {
    if (message && !out.some((m) => m.id === message.id)) out.push(message);
  }
  return out;
}

/** The cached transcript once a regenerated or edited reply is saved: the replaced reply or the old one are gone. */
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
