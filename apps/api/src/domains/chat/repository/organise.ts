import type { ChatSessionRow } from '@mentor/db';
import { afterCursor, cursorAtOf, type KeysetPosition } from '../../../lib/cursor';
import type { SessionWithMentor } from './sessions';
import { SESSION_COLUMNS, type Db } from './shared';

// The sidebar's lists (pinned first, the others, the Archived view) and organising a session: pin, archive, restore.

/**
 * The parts the sidebar's sessions are listed in: the pinned ones (not archived), then the others not archived;
 * the Archived view lists the archived ones.
 */
export type SessionListPart = 'pinned' | 'unpinned' | 'archived';

/**
 * A page of one part of the user's sessions, newest first (createdAt, then id), after the keyset `after`: `limit`
 * rows, each with its keyset (`cursorAt`). One range scan: of chat_sessions_user_pinned_idx (pinned),
 * chat_sessions_user_archived_idx (archived) or chat_sessions_user_created_id_idx (the others, most rows).
 */
export async function listSessions(
  db: Db,
  userId: string,
  page: { part: SessionListPart; after: KeysetPosition | undefined; limit: number },
): Promise<(SessionWithMentor & { cursorAt: string })[]> {
  let query = db
    .selectFrom('chatSessions')
    .innerJoin('mentors', 'mentors.id', 'chatSessions.mentorId')
    .select([...SESSION_COLUMNS, 'mentors.type as mentorType', 'mentors.name as mentorName'])
    .select(cursorAtOf('chatSessions.createdAt').as('cursorAt'))
    .where('chatSessions.userId', '=', userId);
  if (page.part === 'archived') {
    query = query.where('chatSessions.archivedAt', 'is not', null);
  } else {
    query = query
      .where('chatSessions.pinnedAt', page.part === 'pinned' ? 'is not' : 'is', null)
      .where('chatSessions.archivedAt', 'is', null);
  }
  if (page.after) query = query.where(afterCursor('chatSessions.createdAt', 'chatSessions.id', page.after));
  return query
    .orderBy('chatSessions.createdAt', 'desc')
    .orderBy('chatSessions.id', 'desc')
    .limit(page.limit)
    .execute();
}

/**
 * Pins one of the user's sessions (keeping when it was first pinned; an archived session is restored, as a pinned
 * one is shown first) or unpins it. Undefined when there is none.
 */
export async function setSessionPinned(
  db: Db,
  userId: string,
  sessionId: string,
  pinned: boolean,
  now: Date,
): Promise<ChatSessionRow | undefined> {
  return db
    .updateTable('chatSessions')
    .set((eb) =>
      pinned
        ? { pinnedAt: eb.fn.coalesce('chatSessions.pinnedAt', eb.val(now)), archivedAt: null }
        : { pinnedAt: null },
    )
    .where('chatSessions.id', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .returning(SESSION_COLUMNS)
    .executeTakeFirst();
}

/**
 * Archives one of the user's sessions (keeping when it was first archived; it is no longer pinned) or restores it.
 * Undefined when there is none.
 */
export async function setSessionArchived(
  db: Db,
  userId: string,
  sessionId: string,
  archived: boolean,
  now: Date,
): Promise<ChatSessionRow | undefined> {
  return db
    .updateTable('chatSessions')
    .set((eb) =>
      archived
        ? { archivedAt: eb.fn.coalesce('chatSessions.archivedAt', eb.val(now)), pinnedAt: null }
        : { archivedAt: null },
    )
    .where('chatSessions.id', '=', sessionId)
    .where('chatSessions.userId', '=', userId)
    .returning(SESSION_COLUMNS)
    .executeTakeFirst();
}
