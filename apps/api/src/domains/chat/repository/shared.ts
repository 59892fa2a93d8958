import type { Database, DB, MessageRow, Transaction } from '@mentor/db';
import type { ExpressionBuilder } from 'kysely';

/** The app's database or one of its transactions: every query here runs on either. */
export type Db = Database | Transaction<DB>;

export const SESSION_COLUMNS = [
  'chatSessions.id',
  'chatSessions.userId',
  'chatSessions.mentorId',
  'chatSessions.goalId',
  'chatSessions.title',
  'chatSessions.titleSource',
  'chatSessions.summary',
  'chatSessions.keyInsights',
  'chatSessions.actionItems',
  'chatSessions.duration',
  'chatSessions.startedAt',
  'chatSessions.createdAt',
  'chatSessions.updatedAt',
  'chatSessions.summaryMailDueAt',
  'chatSessions.summaryMailedAt',
  'chatSessions.safetyCategory',
  'chatSessions.safetyLevel',
  'chatSessions.safetyMinor',
  'chatSessions.safetyRegion',
  'chatSessions.safetyFlaggedAt',
  'chatSessions.pinnedAt',
  'chatSessions.archivedAt',
] as const;

export const MESSAGE_COLUMNS = [
  'messages.id',
  'messages.sessionId',
  'messages.role',
  'messages.content',
  'messages.timestamp',
  'messages.stopped',
  'messages.safetyCategory',
] as const;

export type MessageOutRow = Pick<
  MessageRow,
  'id' | 'sessionId' | 'role' | 'content' | 'timestamp' | 'stopped' | 'safetyCategory'
>;

/**
 * The ownership check of a statement on `messages`: the message's session is one of the user's. One subquery
 * (`session_id in (select id from chat_sessions where user_id = ...)`), for the writes that have no join.
 */
export function inOwnSession(userId: string) {
  return (eb: ExpressionBuilder<DB, 'messages'>) =>
    eb(
      'messages.sessionId',
      'in',
      eb.selectFrom('chatSessions').select('chatSessions.id').where('chatSessions.userId', '=', userId),
    );
}
