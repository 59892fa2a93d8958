import type { Database, DB, SessionSummaryRow, StoredActionItem, Transaction } from '@mentor/db';
import {
  actionItemKey,
  MESSAGES,
  normaliseSentiment,
  sameActionItem,
  type ActionItemToggleInput,
  type Page,
  type PageQueryParsed,
  type SummaryListItem,
  type SummaryOutput,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { cutOffStep } from '../../ai/offline/text';
import type { AiProvider, ChatTurn, SummarizeResult } from '../../ai/provider';
import { pageOf, positionOf, type KeysetPosition } from '../../lib/cursor';
import { recordUsage } from '../usage';
import type { Clock } from '../../lib/clock';
import { findUserById } from '../account';
import {
  buildMentorContext,
  copySummaryToSession,
  findSession,
  listTranscript,
  lockSessionForSummary,
} from '../chat';
import { applySessionProgress } from '../goals';
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
function toSummaryOutput(row: SessionSummaryRow): SummaryOutput {
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

function toSummaryListItem(row: repo.SummaryListRow): SummaryListItem {
  return {
    ...toSummaryOutput(row),
    sessionTitle: row.sessionTitle,
    mentorName: row.mentorName,
    mentorType: row.mentorType,
    goalId: row.goalId,
  };
}

/** A page of the user's summaries, newest first; a bad cursor answers 400. */
export async function listSummaries(
  db: Database,
  userId: string,
  query: PageQueryParsed,
): Promise<Page<SummaryListItem>> {
  const rows = await repo.listSummaries(db, userId, {
    after: positionOf(query.cursor),
    limit: query.limit + 1,
  });
  return pageOf(rows, query.limit, toSummaryListItem);
}

/** Every summary of the user, newest first, a page at a time (keyset on createdAt, id): for the data export. */
export async function* summaryPages(
  db: Database,
  userId: string,
  pageSize = 100,
): AsyncGenerator<SummaryListItem[]> {
  let after: KeysetPosition | undefined;
  for (;;) {
    const rows = await repo.listSummaries(db, userId, { after, limit: pageSize });
    if (rows.length > 0) yield rows.map(toSummaryListItem);
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { at: last.cursorAt, id: last.id };
  }
}

/**
 * Writes a session's summary and its copy on the session's row (chat's table, through chat's index) in the
 * caller's transaction, under the session's lock. Only one of input.userId's sessions; undefined when there is none.
 */
export async function saveSessionSummary(
  trx: Transaction<DB>,
  input: repo.SessionSummaryInput,
  now: Date,
): Promise<SessionSummaryRow | undefined> {
  if (!(await lockSessionForSummary(trx, input.userId, input.sessionId))) return undefined;
  const saved = await repo.upsertSessionSummary(trx, input, now);
  if (!saved) return undefined;
  const copy = { summary: input.summary, keyInsights: input.keyInsights, actionItems: saved.actionItems };
  await copySummaryToSession(trx, input.userId, input.sessionId, copy, now);
  return saved.row;
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
  return db.transaction().execute(async (trx) => {
    const summary = await repo.findSummaryForUpdate(trx, userId, input.summaryId);
    if (!summary) throw notFound();
    const items = actionItemsOf(summary.actionItems);
    const item = items[input.index];
    if (!item) throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.summaries.actionItemNotFound });
    if (item.completed === input.completed) return toSummaryOutput(summary);
    items[input.index] = { ...item, completed: input.completed };
    const updated = await repo.setSummaryActionItems(trx, userId, summary.id, items, now);
    if (!updated) throw notFound();
    if (summary.sessionId)
      await copySummaryToSession(trx, userId, summary.sessionId, { actionItems: items }, null);
    return toSummaryOutput(updated);
  });
}

/**
 * The summary of a session whose every exchange was flagged by the safety screen: it says that help was offered
 * and nothing of what was said; no insight, no action item, no progress.
 */
const CRISIS_SUMMARY: SummarizeResult['summary'] = {
  summary:
    'You shared something serious in this session, and your mentor pointed you to people who can help right now.',
  keyInsights: [],
  actionItems: [],
  sentiment: 'negative',
  progressMade: '',
  nextSteps:
    'If you are in danger, call your local emergency number. The help lines in this session are there any time, day or night.',
  progressPercent: null,
  completedMilestones: [],
};

/**
 * The action items without any a stopped reply cut off mid-sentence ("…and bring"), however a model worded it: the
 * same item, the cut words with an ending the mentor never wrote, or a piece of them. The offline summary never
 * makes one; a model is told not to, and this holds when it does all the same.
 */
function withoutCutOffSteps<T extends { text: string }>(items: T[], turns: readonly ChatTurn[]): T[] {
  const cut = turns
    .map(cutOffStep)
    .filter((s): s is string => s !== null)
    .map(actionItemKey);
  if (cut.length === 0) return items;
  // One is the other's first words (at least three of them): the cut step finished, or a piece of it.
  const piece = (a: string, b: string) => {
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    return short.split(' ').length >= 3 && `${long} `.startsWith(`${short} `);
  };
  return items.filter((item) => {
    const key = actionItemKey(item.text);
    return !cut.some((c) => sameActionItem(c, key) || piece(c, key));
  });
}

/** Creates or updates the session's summary from its whole transcript (the session row's fields follow it). */
export async function summarizeSession(
  deps: { db: Database; ai: AiProvider; clock: Clock; log: FastifyBaseLogger },
  userId: string,
  sessionId: string,
): Promise<void> {
  const { db, ai, clock, log } = deps;
  const user = await findUserById(db, userId);
  const session = await findSession(db, userId, sessionId);
  if (!user || !session) return;
  const messages = await listTranscript(db, userId, sessionId);
  if (!messages.some((m) => m.role === 'assistant')) return;
  const now = clock.now();
  // What the safety screen flagged, and the crisis replies to it, are never summarised: no insight or action item
  // is made from them. A flagged session's sentiment is never neutral.
  const transcript = messages.filter((m) => m.safetyCategory === null);
  const flagged = session.safetyCategory !== null;
  const context = await buildMentorContext(db, user, session, null, now);
  const turns = transcript.map((m) => ({ role: m.role, content: m.content, stopped: m.stopped }));
  const result = transcript.some((m) => m.role === 'assistant')
    ? await ai.summarize({ transcript: turns, context })
    : { summary: CRISIS_SUMMARY, fallback: false, usage: null };
  result.summary = { ...result.summary, actionItems: withoutCutOffSteps(result.summary.actionItems, turns) };
  if (flagged) result.summary = { ...result.summary, sentiment: 'negative' };
  if (result.fallback)
    log.warn({ sessionId }, 'the model summary was unusable; the heuristic summary was saved');
  const saveAt = clock.now();
  await db.transaction().execute(async (trx) => {
    await saveSessionSummary(
      trx,
      {
        sessionId,
        userId,
        summary: result.summary.summary,
        keyInsights: result.summary.keyInsights,
        actionItems: result.summary.actionItems.map((a) => ({
          text: a.text,
          completed: a.completed,
          dueDate: a.dueDate,
        })),
        sentiment: result.summary.sentiment,
        progressMade: result.summary.progressMade,
        nextSteps: result.summary.nextSteps,
      },
      saveAt,
    );
    if (result.usage) await recordUsage(trx, { userId, sessionId }, 'summary', result.usage, saveAt);
  });
  // The linked goal follows the summary's progress estimate (goals domain: only up, recorded, undoable).
  if (session.goalId && result.summary !== CRISIS_SUMMARY)
    await applySessionProgress(
      db,
      userId,
      session.goalId,
      {
        progressPercent: result.summary.progressPercent,
        completedMilestones: result.summary.completedMilestones,
        sessionId,
      },
      saveAt,
    );
}

/** A session's summary for its mail (undefined while the session has none). */
export async function sessionSummaryOf(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<SummaryOutput | undefined> {
  const row = await repo.findSummaryOfSession(db, userId, sessionId);
  return row ? toSummaryOutput(row) : undefined;
}

/** The user's open action items due within [from, to] (yyyy-mm-dd), soonest first (the weekly check-in). */
export async function actionItemsDue(
  db: Database,
  userId: string,
  range: { from: string; to: string },
  limit: number,
): Promise<repo.DueActionItem[]> {
  return repo.listActionItemsDue(db, userId, range, limit);
}

/** The user's open action items with a due date, latest due first (the calendar feed; flagged sessions left out). */
export async function openActionItems(
  db: Database,
  userId: string,
  limit: number,
): Promise<repo.OpenActionItem[]> {
  return repo.listOpenActionItems(db, userId, limit);
}
