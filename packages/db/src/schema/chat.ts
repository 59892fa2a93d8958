import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, GeneratedTimestamp, JsonWithDefault } from './columns';
import type { MentorTypeValue } from './users';

// Mentors, chat sessions, messages, reply feedback, reply leases and the safety flags counted for the admin.

export interface MentorsTable {
  id: Generated<string>;
  name: string;
  type: MentorTypeValue;
  description: string;
  systemPrompt: string;
  createdAt: GeneratedTimestamp;
}

export interface StoredActionItem {
  text: string;
  completed: boolean;
  dueDate: string | null;
}

export type ChatSessionTitleSource = 'default' | 'generated' | 'renamed';

export interface ChatSessionsTable {
  id: Generated<string>;
  userId: string;
  mentorId: string;
  goalId: string | null;
  title: string;
  /** Where the title came from: the client's default, written from the first exchange, or the person's rename. */
  titleSource: ColumnType<ChatSessionTitleSource, ChatSessionTitleSource | undefined, ChatSessionTitleSource>;
  summary: string | null;
  keyInsights: JsonWithDefault<string[]>;
  actionItems: JsonWithDefault<StoredActionItem[]>;
  /** Minutes from the first message to the last. */
  duration: Generated<number>;
  /** When the first message was sent: the session counts against the month then, and its 60 minutes start. */
  startedAt: Timestamp | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  /** When the session ends: its 60 minutes, or 30 idle minutes after the last reply, whichever is first. */
  summaryMailDueAt: Timestamp | null;
  /** When its summary mail was queued (once per session). */
  summaryMailedAt: Timestamp | null;
  /** The session's safety flag (set once a message is flagged, never cleared): its latest category and level. */
  safetyCategory: SafetyCategoryValue | null;
  safetyLevel: SafetyLevelValue | null;
  /** A minor disclosed abuse in the session. */
  safetyMinor: Generated<boolean>;
  /** The help lines' region when it was flagged (from the person's time zone). */
  safetyRegion: string | null;
  safetyFlaggedAt: Timestamp | null;
  /** When the person pinned it (pinned sessions come first in the sidebar); null when not pinned. */
  pinnedAt: Timestamp | null;
  /** When the person archived it (hidden from the sidebar, in its Archived view); null when not archived. */
  archivedAt: Timestamp | null;
}

export interface MessagesTable {
  id: Generated<string>;
  sessionId: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: GeneratedTimestamp;
  /** A reply the person stopped: its content is what they were shown when they pressed Stop. */
  stopped: Generated<boolean>;
  /** Insertion order within the transcript (an identity column: never written). */
  seq: ColumnType<number, never, never>;
  /** The safety screen flagged this message (or this is the crisis reply to one): never summarised or remembered. */
  safetyCategory: SafetyCategoryValue | null;
  /** The versions of one regenerated reply share this (the first version's id); null for a reply never regenerated. */
  versionGroup: string | null;
  /** The version the transcript uses; false for the earlier (or later) versions of a regenerated reply. */
  current: Generated<boolean>;
  /** The provider and model that wrote a mentor's reply (null for the crisis reply and replies saved before). */
  provider: string | null;
  model: string | null;
}

/** A person's rating of one mentor reply (one per reply). */
export interface MessageFeedbackTable {
  messageId: string;
  userId: string;
  rating: 'up' | 'down';
  reason: string | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** A reply being written in a session, claimed for a while (one at a time per session, across instances). */
export interface ChatReplyLeasesTable {
  sessionId: string;
  userId: string;
  /** The claim's token: only the reply that took the lease renews or ends it. */
  leaseId: string;
  /** The claim lapses then unless renewed (a crashed process cannot wedge the session). */
  expiresAt: Timestamp;
}

export type SafetyCategoryValue = 'self_harm' | 'medical' | 'abuse' | 'harm_to_others';

export type SafetyLevelValue = 'concern' | 'urgent';

/** One flagged message, counted for the admin: no user, no session, no content. */
export interface SafetyFlagsTable {
  id: Generated<string>;
  category: SafetyCategoryValue;
  level: SafetyLevelValue;
  source: 'classifier' | 'moderation';
  createdAt: GeneratedTimestamp;
}
