import type { Generated } from 'kysely';
import type { Timestamp, GeneratedTimestamp } from './columns';

// Metered AI usage and the payment provider's events and subscriptions.

export type AiUsageKind = 'chat' | 'summary' | 'memory' | 'transcription' | 'speech' | 'title';

export interface AiUsageTable {
  id: Generated<string>;
  userId: string;
  sessionId: string | null;
  kind: AiUsageKind;
  provider: string;
  model: string;
  inputTokens: Generated<number>;
  outputTokens: Generated<number>;
  audioSeconds: Generated<number>;
  /** Characters synthesised into speech (0 for other kinds). */
  characters: Generated<number>;
  costUsd: Generated<number>;
  createdAt: GeneratedTimestamp;
}

/** A payment-provider webhook event that was applied (its id makes a repeated delivery a no-op). */
export interface BillingEventsTable {
  id: string;
  type: string;
  /** The provider's creation time of the event. */
  eventCreatedAt: Timestamp;
  processedAt: GeneratedTimestamp;
}

/** A payment-provider subscription: its user, the provider's time of the last event applied to it, its status. */
export interface BillingSubscriptionsTable {
  id: string;
  userId: string;
  lastEventAt: Timestamp;
  /** The provider's status after the last event applied (null before the first). */
  status: string | null;
  updatedAt: GeneratedTimestamp;
}
