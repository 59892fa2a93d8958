import { parseChatSeed, STORAGE_KEYS, type ChatSeed } from '@mentor/validation';

/**
 * Takes the chat seed handed over from onboarding (session storage STORAGE_KEYS.chatSeed) and removes it, so it
 * is used once. Null when there is none or storage is unavailable.
 */
export function takeChatSeed(storage: Storage | undefined = globalThis.sessionStorage): ChatSeed | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(STORAGE_KEYS.chatSeed);
    if (raw === null) return null;
    storage.removeItem(STORAGE_KEYS.chatSeed);
    return parseChatSeed(raw);
  } catch {
    return null;
  }
}
