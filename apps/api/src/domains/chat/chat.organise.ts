import type { Database } from '@mentor/db';
import type {
  ArchiveChatSessionInput,
  ChatSessionOut,
  Page,
  PinChatSessionInput,
  SessionListQuery,
} from '@mentor/validation';
import { decodeGroupedCursor, encodeGroupedCursor, pageOf, positionOf } from '../../lib/cursor';
import { sessionNotFound, toSessionOut } from './chat.service';
import * as repo from './repository';

// The sidebar's sessions as the person organised them: pinned first, archived apart (docs/decisions.md, "Pinned
// and archived sessions").

/** The sidebar's parts, in the order it shows them (a cursor names the part its position is in). */
const SIDEBAR_PARTS = ['pinned', 'unpinned'] as const;

/**
 * A page of the user's sessions; a bad cursor answers 400. The sidebar's (not archived): the pinned ones, then the
 * others, each part newest first; the page runs on from one part into the next. `archived`: the archived ones,
 * newest first.
 */
export async function listSessions(
  db: Database,
  userId: string,
  query: SessionListQuery,
): Promise<Page<ChatSessionOut>> {
  const { limit } = query;
  if (query.archived) {
    const rows = await repo.listSessions(db, userId, {
      part: 'archived',
      after: positionOf(query.cursor),
      limit: limit + 1,
    });
    return pageOf(rows, limit, toSessionOut);
  }
  const after = query.cursor ? decodeGroupedCursor(query.cursor, SIDEBAR_PARTS, 'unpinned') : undefined;
  const rows: (repo.SessionWithMentor & { cursorAt: string; part: (typeof SIDEBAR_PARTS)[number] })[] = [];
  // The parts from the cursor's on, until the page and one more row (which says there is a next page) are read.
  const from = after ? SIDEBAR_PARTS.indexOf(after.group) : 0;
  for (const part of SIDEBAR_PARTS.slice(from)) {
    const wanted = limit + 1 - rows.length;
    if (wanted <= 0) break;
    const read = await repo.listSessions(db, userId, {
      part,
      after: after?.group === part ? after : undefined,
      limit: wanted,
    });
    rows.push(...read.map((row) => ({ ...row, part })));
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toSessionOut),
    nextCursor:
      rows.length > limit && last
        ? encodeGroupedCursor({ group: last.part, at: last.cursorAt, id: last.id })
        : null,
  };
}

/** The session as the api answers it, after a change; 404 when it is not the user's. */
async function sessionAfter(
  db: Database,
  userId: string,
  changed: { id: string } | undefined,
): Promise<ChatSessionOut> {
  const session = changed ? await repo.findSession(db, userId, changed.id) : undefined;
  if (!session) throw sessionNotFound();
  return toSessionOut(session);
}

/** Pins one of the user's sessions (an archived one is restored) or unpins it. */
export async function pinSession(
  db: Database,
  userId: string,
  input: PinChatSessionInput,
  now: Date,
): Promise<ChatSessionOut> {
  const changed = await repo.setSessionPinned(db, userId, input.sessionId, input.pinned, now);
  return sessionAfter(db, userId, changed);
}

/** Archives one of the user's sessions (it is unpinned) or restores it. */
export async function archiveSession(
  db: Database,
  userId: string,
  input: ArchiveChatSessionInput,
  now: Date,
): Promise<ChatSessionOut> {
  const changed = await repo.setSessionArchived(db, userId, input.sessionId, input.archived, now);
  return sessionAfter(db, userId, changed);
}
