import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp, Json } from './columns';
import type { StoredActionItem } from './chat';

// What sessions leave behind: their summaries and the memories the mentor keeps.

export interface SessionSummariesTable {
  id: Generated<string>;
  /** Null once the session was deleted and the person kept its summary. */
  sessionId: string | null;
  userId: string;
  /** The session's title and mentor, copied when the session is deleted and the summary kept (null before). */
  sessionTitle: ColumnType<string | null, string | null | undefined, string | null>;
  mentorId: ColumnType<string | null, string | null | undefined, string | null>;
  summary: string;
  keyInsights: Json<string[]>;
  actionItems: Json<StoredActionItem[]>;
  sentiment: string;
  progressMade: string;
  nextSteps: string;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface MemoriesTable {
  id: Generated<string>;
  userId: string;
  sourceSessionId: string | null;
  content: string;
  createdAt: GeneratedTimestamp;
}
