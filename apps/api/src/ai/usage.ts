import { sql, type AiUsageKind, type Database, type DB, type Transaction } from '@mentor/db';
import { inIndexOrder } from '../lib/index-order';
import type { ProviderUsage } from './provider';

type Db = Database | Transaction<DB>;

/**
 * Prices in US dollars (OpenAI list prices; per 1M tokens, per audio minute, or per 1M characters of speech).
 * A model is priced by the longest entry its name starts with ("gpt-4o-mini-2024-07-18" -> "gpt-4o-mini").
 * Unknown models (self-hosted ones behind OPENAI_BASE_URL, such as Ollama) and the offline mentor cost 0.
 */
export const PRICES: Record<
  string,
  { inputPerM?: number; outputPerM?: number; perAudioMinute?: number; perMChars?: number }
> = {
  'gpt-4o-mini': { inputPerM: 0.15, outputPerM: 0.6 },
  'gpt-4o': { inputPerM: 2.5, outputPerM: 10 },
  'gpt-4.1-nano': { inputPerM: 0.1, outputPerM: 0.4 },
  'gpt-4.1-mini': { inputPerM: 0.4, outputPerM: 1.6 },
  'gpt-4.1': { inputPerM: 2, outputPerM: 8 },
  'gpt-5-nano': { inputPerM: 0.05, outputPerM: 0.4 },
  'gpt-5-mini': { inputPerM: 0.25, outputPerM: 2 },
  'gpt-5': { inputPerM: 1.25, outputPerM: 10 },
  'gpt-3.5-turbo': { inputPerM: 0.5, outputPerM: 1.5 },
  'whisper-1': { perAudioMinute: 0.006 },
  'gpt-4o-transcribe': { perAudioMinute: 0.006 },
  'gpt-4o-mini-transcribe': { perAudioMinute: 0.003 },
  'tts-1-hd': { perMChars: 30 },
  'tts-1': { perMChars: 15 },
  'gpt-4o-mini-tts': { perAudioMinute: 0.015 },
};

function priceOf(model: string) {
  let best: string | undefined;
  for (const key of Object.keys(PRICES)) {
    if (model.startsWith(key) && (!best || key.length > best.length)) best = key;
  }
  return best ? PRICES[best] : undefined;
}

/** Estimated cost in US dollars of one provider call (0 for the offline mentor and unknown models). */
export function estimateCostUsd(usage: ProviderUsage): number {
  if (usage.provider === 'offline') return 0;
  const price = priceOf(usage.model);
  if (!price) return 0;
  const cost =
    (usage.inputTokens * (price.inputPerM ?? 0)) / 1_000_000 +
    (usage.outputTokens * (price.outputPerM ?? 0)) / 1_000_000 +
    (usage.audioSeconds / 60) * (price.perAudioMinute ?? 0) +
    (usage.characters * (price.perMChars ?? 0)) / 1_000_000;
  return Math.round(cost * 1e8) / 1e8;
}

export interface UsageOwner {
  userId: string;
  sessionId: string | null;
}

/** Records one provider call in ai_usage (the admin dashboard's AI usage and cost come from these rows). */
export async function recordUsage(
  db: Db,
  owner: UsageOwner,
  kind: AiUsageKind,
  usage: ProviderUsage,
  now: Date,
): Promise<void> {
  await db
    .insertInto('aiUsage')
    .values({
      userId: owner.userId,
      sessionId: owner.sessionId,
      kind,
      provider: usage.provider,
      model: usage.model,
      inputTokens: Math.max(0, Math.round(usage.inputTokens)),
      outputTokens: Math.max(0, Math.round(usage.outputTokens)),
      audioSeconds: Math.max(0, usage.audioSeconds),
      costUsd: estimateCostUsd(usage),
      createdAt: now,
    })
    .execute();
}

/** One metered provider call as the data export shows it. */
export interface UsageRecord {
  id: string;
  sessionId: string | null;
  kind: AiUsageKind;
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  audioSeconds: number;
  costUsd: number;
  createdAt: string;
}

/**
 * The user's metered provider calls, oldest first, a page at a time. Keyset on (created_at, id), the time carried
 * as PostgreSQL's text so it stays exact to the microsecond.
 */
export async function* usagePages(
  db: Database,
  userId: string,
  pageSize = 1000,
): AsyncGenerator<UsageRecord[]> {
  let after: { cursorAt: string; id: string } | null = null;
  for (;;) {
    const cursor = after;
    const rows = await inIndexOrder(db, (trx) => {
      let query = trx
        .selectFrom('aiUsage')
        .select([
          'id',
          'sessionId',
          'kind',
          'provider',
          'model',
          'inputTokens',
          'outputTokens',
          'audioSeconds',
          'costUsd',
          'createdAt',
        ])
        .select(sql<string>`${sql.ref('aiUsage.createdAt')}::text`.as('cursorAt'))
        .where('userId', '=', userId);
      if (cursor) {
        const at = sql<Date>`${cursor.cursorAt}::timestamptz`;
        query = query.where((eb) =>
          eb.or([eb('createdAt', '>', at), eb.and([eb('createdAt', '=', at), eb('id', '>', cursor.id)])]),
        );
      }
      return query.orderBy('createdAt', 'asc').orderBy('id', 'asc').limit(pageSize).execute();
    });
    if (rows.length > 0) {
      yield rows.map(({ cursorAt: _cursor, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { cursorAt: last.cursorAt, id: last.id };
  }
}
