import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, GeneratedTimestamp, JsonWithDefault } from './columns';

// Admin actions on users, and support requests.

export type AdminActionValue = 'set_plan' | 'ban' | 'unban';

/** One admin action on a user (the users list shows the latest); details as the action wrote them. */
export interface AdminActionsTable {
  id: Generated<string>;
  /** The admin who acted (null once that account is deleted). */
  adminId: string | null;
  targetUserId: string;
  action: AdminActionValue;
  details: JsonWithDefault<Record<string, unknown>>;
  createdAt: GeneratedTimestamp;
}

export type SupportPriorityValue = 'low' | 'normal' | 'high';

export type SupportStatusValue = 'open' | 'resolved';

export interface SupportRequestsTable {
  id: Generated<string>;
  userId: string;
  subject: string;
  message: string;
  priority: ColumnType<SupportPriorityValue, SupportPriorityValue | undefined, SupportPriorityValue>;
  status: ColumnType<SupportStatusValue, SupportStatusValue | undefined, SupportStatusValue>;
  createdAt: GeneratedTimestamp;
  resolvedAt: Timestamp | null;
  /** The admin who resolved it (null while open, or once that account is deleted). */
  resolvedBy: string | null;
}
