import type { AiUsageKind, Database, DB, Transaction } from '@mentor/db';
import type { ProviderUsage } from '../../ai/provider';
import { estimateCostUsd } from '../../ai/usage';
import { countAiUsage } from '../../lib/metrics';
import * as repo from './usage.repository';

/** Whom a provider call was made for: the user, and the chat session when there is one. */
export interface UsageOwner {
  userId: string;
  sessionId: string | null;
}

/**
 * Meters one provider call (tokens or audio seconds, model, estimated cost): the admin dashboard's AI usage and
 * cost come from these records, and /metrics counts it. Pass the caller's transaction to record it with what the call produced.
 */
export async function recordUsage(
  db: Database | Transaction<DB>,
  owner: UsageOwner,
  kind: AiUsageKind,
  usage: ProviderUsage,
  now: Date,
): Promise<void> {
  const record = {
    userId: owner.userId,
    sessionId: owner.sessionId,
    kind,
    provider: usage.provider,
    model: usage.model,
    inputTokens: Math.max(0, Math.round(usage.inputTokens)),
    outputTokens: Math.max(0, Math.round(usage.outputTokens)),
    audioSeconds: Math.max(0, usage.audioSeconds),
    characters: Math.max(0, Math.round(usage.characters)),
    costUsd: estimateCostUsd(usage),
    createdAt: now,
  };
  await repo.insertUsage(db, record);
  // Counted once the row is written (a transaction rolled back after it is the rare case the count keeps).
  countAiUsage(record);
}
