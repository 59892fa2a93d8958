import { mapItems, type Pages } from '../../lib/pages';
import type { ChatSessionOut } from './chat-types';

/**
 * The sidebar's cached pages with a new (or renewed) session in its place until the list is read again: first,
 * after the pinned sessions (a pinned one first of all).
 */
export function withNewSession<P>(
  data: Pages<ChatSessionOut, P>,
  session: ChatSessionOut,
): Pages<ChatSessionOut, P> {
  const rest = mapItems(data, (items) => items.filter((s) => s.id !== session.id));
  const [first, ...others] = rest.pages;
  if (!first) return rest;
  const afterPinned = first.items.findIndex((s) => !s.pinnedAt);
  const at = session.pinnedAt ? 0 : afterPinned < 0 ? first.items.length : afterPinned;
  const items = [...first.items.slice(0, at), session, ...first.items.slice(at)];
  return { ...rest, pages: [{ ...first, items }, ...others] };
}
