import { sql, type AiUsageKind, type Database, type DB, type NewAiUsage, type Transaction } from '@mentor/db';
import { inIndexOrder } from '../../lib/index-order';

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
  | 'characters'
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
      characters: record.characters,
      costUsd: record.costUsd,
      createdAt: record.createdAt,
    })
    .execute();
}

/** One metered provider call as the data export shows it. */
export interface ExportedUsage {
  id: string;
  sessionId: string | null;
  kind: AiUsageKind;
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  audioSeconds: number;
  characters: number;
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
): AsyncGenerator<ExportedUsage[]> {
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
          'characters',
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
