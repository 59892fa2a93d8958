import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, GeneratedTimestamp, Json, JsonWithDefault } from './columns';

// Goals with their milestones, and the inspiration board.

export interface StoredMilestone {
  id: string;
  title: string;
  completed: boolean;
  completedAt: string | null;
  dueDate?: string | null;
}

export interface GoalsTable {
  id: Generated<string>;
  userId: string;
  title: string;
  description: string;
  category: 'career' | 'business' | 'life' | 'other';
  status: ColumnType<'active' | 'completed', 'active' | 'completed' | undefined, 'active' | 'completed'>;
  progress: Generated<number>;
  targetDate: Timestamp | null;
  milestones: JsonWithDefault<StoredMilestone[]>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
  /** The latest progress change a session summary made (null when none, or when the goal changed since). */
  autoProgressFrom: number | null;
  autoProgressTo: number | null;
  autoProgressSessionId: string | null;
  autoProgressAt: Timestamp | null;
  /** Ids of the milestones that change ticked. */
  autoProgressMilestoneIds: JsonWithDefault<string[]>;
  /** Set when the person undid that change. */
  autoProgressUndoneAt: Timestamp | null;
}

export interface StoredStep {
  id: string;
  text: string;
  done: boolean;
  createdAt: number;
}

export interface InspirationItemsTable {
  id: Generated<string>;
  userId: string;
  text: string;
  tag: 'Idea' | 'Event' | 'Goal' | 'Note';
  position: Generated<number>;
  steps: Json<StoredStep[]> | null;
  dueDate: string | null;
  priority: 'None' | 'Low' | 'Medium' | 'High' | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}
