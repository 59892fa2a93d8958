import type { Database, SessionSummaryRow, StoredActionItem } from '@mentor/db';
import {
  isUuid,
  MESSAGES,
  normaliseSentiment,
  type ActionItemToggleInput,
  type SummaryListItem,
  type SummaryOutput,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import * as repo from './summaries.repository';

/** Stored jsonb read defensively: only strings survive as insights. */
function keyInsightsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Stored jsonb read defensively: every action item has text, completed and dueDate (string or null). */
function actionItemsOf(value: unknown): StoredActionItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    .map((v) => ({
      text: typeof v.text === 'string' ? v.text : '',
      completed: v.completed === true,
      dueDate: typeof v.dueDate === 'string' ? v.dueDate : null,
    }));
}

/** A summary row as the API answers it: timestamps ISO, sentiment normalised. */
export function toSummaryOutput(row: SessionSummaryRow): SummaryOutput {
  return {
    id: row.id,
    sessionId: row.sessionId,
    userId: row.userId,
    summary: row.summary,
    keyInsights: keyInsightsOf(row.keyInsights),
    actionItems: actionItemsOf(row.actionItems),
    sentiment: normaliseSentiment(row.sentiment),
    progressMade: row.progressMade,
    nextSteps: row.nextSteps,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSummaryListItem(row: repo.SummaryListRow): SummaryListItem {
  return {
    ...toSummaryOutput(row),
    sessionTitle: row.sessionTitle,
    mentorName: row.mentorName,
    mentorType: row.mentorType,
    goalId: row.goalId,
  };
}

/** The user's summaries, newest first. */
export async function listSummaries(db: Database, userId: string): Promise<SummaryListItem[]> {
  return (await repo.listSummaries(db, userId)).map(toSummaryListItem);
}

/**
 * Ticks an action item done (or undone) in the summary row and mirrors the list onto the chat session row,
 * in one transaction. A missing or another user's summary answers NOT_FOUND; an index past the end BAD_REQUEST.
 */
export async function toggleActionItem(
  db: Database,
  userId: string,
  input: ActionItemToggleInput,
  now: Date,
): Promise<SummaryOutput> {
  const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.summaries.notFound });
  // Summary ids are uuids: anything else names no summary of the user, so it answers like an unknown id.
  if (!isUuid(input.summaryId)) throw notFound();
  return db.transaction().execute(async (trx) => {
    const summary = await repo.findSummaryForUpdate(trx, userId, input.summaryId);
    if (!summary) throw notFound();
    const items = actionItemsOf(summary.actionItems);
    const item = items[input.index];
    if (!item) throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.summaries.actionItemNotFound });
    if (item.completed === input.completed) return toSummaryOutput(summary);
    items[input.index] = { ...item, completed: input.completed };
    const updated = await repo.setSummaryActionItems(trx, userId, summary, items, now);
    if (!updated) throw notFound();
    return toSummaryOutput(updated);
  });
}
