import type { SpokenReplyCandidate } from './use-spoken-replies';

interface SavedMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
}

interface ShownMessage {
  key: string;
  role: 'user' | 'assistant';
  live?: string;
}

/**
 * The replies voice mode may read: the open session's saved assistant messages (a saved reply's stream is over),
 * except one the person stopped (shown with its 'Stopped' mark).
 */
export function finishedReplies(
  saved: readonly SavedMessage[] | undefined,
  shown: readonly ShownMessage[],
): SpokenReplyCandidate[] {
  const stopped = new Set(shown.filter((m) => m.live !== undefined).map((m) => m.key));
  return (saved ?? [])
    .filter((m) => m.role === 'assistant' && !stopped.has(m.id))
    .map((m) => ({ id: m.id, content: m.content }));
}
