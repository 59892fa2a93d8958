/** The History view's 'Export All': every summary as a JSON document or a Markdown one. */
import { EXPORT_FILE_PREFIX } from './constants';
import { formatDisplayDate, formatDueDate } from './dates';
import {
  actionItemLabel,
  normaliseSentiment,
  SENTIMENT_LABELS,
  SUMMARY_LABELS,
  type SummaryListItem,
} from './summary';

/** 'mentorai-summaries-YYYY-MM-DD.json' (local date of `now`). */
export function summariesExportFileName(now: Date, ext: 'json' | 'md' = 'json'): string {
  return `${EXPORT_FILE_PREFIX}-summaries-${formatDueDate(now)}.${ext}`;
}

type ExportableSummary = Pick<
  SummaryListItem,
  | 'id'
  | 'sessionId'
  | 'sessionTitle'
  | 'mentorName'
  | 'mentorType'
  | 'goalId'
  | 'summary'
  | 'keyInsights'
  | 'actionItems'
  | 'sentiment'
  | 'progressMade'
  | 'nextSteps'
  | 'createdAt'
  | 'updatedAt'
>;

/** The JSON document 'Export All' downloads: every summary, newest first, as the API gave them. */
export function buildSummariesExport(summaries: readonly ExportableSummary[], now: Date) {
  return {
    exportedAt: now.toISOString(),
    count: summaries.length,
    summaries: summaries.map((s) => ({
      id: s.id,
      sessionId: s.sessionId,
      sessionTitle: s.sessionTitle,
      mentorName: s.mentorName,
      mentorType: s.mentorType,
      goalId: s.goalId,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
      sentiment: normaliseSentiment(s.sentiment),
      summary: s.summary,
      progressMade: s.progressMade,
      keyInsights: [...s.keyInsights],
      actionItems: s.actionItems.map((a) => ({ text: a.text, completed: a.completed, dueDate: a.dueDate })),
      nextSteps: s.nextSteps,
    })),
  };
}

/** The same export as a readable Markdown document; action item labels are computed at `now`. */
export function summariesToMarkdown(summaries: readonly ExportableSummary[], now: Date): string {
  const lines: string[] = ['# MentorAI session summaries', '', `Exported ${formatDisplayDate(now)}`, ''];
  for (const s of summaries) {
    lines.push(`## ${s.sessionTitle}`, '');
    lines.push(
      `${formatDisplayDate(s.createdAt)} · ${s.mentorName} · ${SENTIMENT_LABELS[normaliseSentiment(s.sentiment)]}`,
      '',
    );
    lines.push(s.summary, '');
    if (s.progressMade.trim()) lines.push(`### ${SUMMARY_LABELS.progressMade}`, '', s.progressMade, '');
    if (s.keyInsights.length > 0) {
      lines.push(`### ${SUMMARY_LABELS.keyInsights}`, '', ...s.keyInsights.map((i) => `- ${i}`), '');
    }
    if (s.actionItems.length > 0) {
      lines.push(
        `### ${SUMMARY_LABELS.actionItems}`,
        '',
        ...s.actionItems.map(
          (a) => `- [${a.completed ? 'x' : ' '}] ${a.text} (${actionItemLabel(a, now).label})`,
        ),
        '',
      );
    }
    if (s.nextSteps.trim()) lines.push(`### ${SUMMARY_LABELS.nextSteps}`, '', s.nextSteps, '');
  }
  if (summaries.length === 0) lines.push(SUMMARY_LABELS.emptyTitle, '');
  return lines.join('\n');
}
