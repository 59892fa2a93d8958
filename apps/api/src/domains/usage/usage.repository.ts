import type { Database, DB, NewAiUsage, Transaction } from '@mentor/db';

type Db = Database | Transaction<DB>;

/** A metered provider call, as stored in ai_usage. */
export type UsageRecord = Pick<
  NewAiUsage,
  | 'userId'
  | 'sessionId'
  | 'kind'
  | 'provider'
  | 'model'
  | 'inputTokens'
  | 'outputTokens'
  | 'audioSeconds'
  | 'costUsd'
  | 'createdAt'
>;

export async function insertUsage(db: Db, record: UsageRecord): Promise<void> {
  await db
    .insertInto('aiUsage')
    .values({
      userId: record.userId,
      sessionId: record.sessionId,
      kind: record.kind,
      provider: record.provider,
      model: record.model,
      inputTokens: record.inputTokens,
      outputTokens: record.outputTokens,
      audioSeconds: record.audioSeconds,
      costUsd: record.costUsd,
      createdAt: record.createdAt,
    })
    .execute();
}
