import {
  fitSessionSummary,
  mergeActionItems,
  sessionSummarySchema,
  SUMMARY_ACTION_ITEMS_MAX,
  SUMMARY_KEY_INSIGHTS_MAX,
  type SessionSummaryContent,
} from '@mentor/validation';
import type { ChatTurn, MentorContext } from '../provider';
import { INSIGHT_MARKERS, PROGRESS_MARKERS, SUMMARY_LEADS } from './content';
import { stepDueDates } from './dates';
import { estimateGoalProgress } from './progress';
import { sessionTopics } from './understand';
import {
  clauses,
  cleanText,
  clip,
  isQuotable,
  reflections,
  sentimentOf,
  toSecondPerson,
  wholeSteps,
} from './text';

/** "a", "a, and b", "a, b, and c". */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]}, and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}

/** The person's first-person clauses that `marker` picks, in the second person and whole (never a fragment). */
function retold(userTexts: readonly string[], marker: RegExp, maxWords: number): string[] {
  const out: string[] = [];
  for (const text of userTexts)
    for (const clause of clauses(text)) {
      if (clause.question || !marker.test(clause.text)) continue;
      const s = toSecondPerson(clause.text);
      if (isQuotable(s, maxWords) && !out.includes(s)) out.push(s);
    }
  return out;
}

const sentence = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}.`;

/** A heuristic session summary, taken only from what was said, written in whole sentences. */
export function summarizeTranscript(
  transcript: readonly ChatTurn[],
  ctx: MentorContext,
): SessionSummaryContent {
  const estimate = estimateGoalProgress(transcript, ctx);
  const userTexts = transcript.filter((t) => t.role === 'user').map((t) => t.content);
  const mentorTurns = transcript.filter((t) => t.role === 'assistant');
  const allUser = cleanText(userTexts.join('\n'));
  const goalTitle = ctx.goal ? cleanText(ctx.goal.title).trim() : null;
  const goalQuoted = goalTitle && isQuotable(goalTitle, 14) ? `“${goalTitle}”` : null;

  const topics = sessionTopics(userTexts, ctx.mentor.type).map((t) => ({
    about: t.about,
    insight: t.guidance,
  }));
  const told: string[] = [];
  for (const text of userTexts)
    for (const r of reflections(text)) {
      // A sentence quoted as it is only stands in for a topic the mentor could not name.
      if (r.lead === null && topics.length > 0) continue;
      const item =
        r.lead === null
          ? `you said “${r.phrase}”`
          : `${SUMMARY_LEADS[r.lead] ?? `you said ${r.lead}`} ${r.phrase}`;
      if (!told.includes(item)) told.push(item);
    }
  const about = told.length > 0 ? list(told.slice(0, 3)) : list(topics.slice(0, 2).map((t) => t.about));
  const goal = ctx.goal ? ` on your goal${goalQuoted ? ` ${goalQuoted}` : ''}` : '';
  const summary =
    about.length > 0
      ? `In this session with your ${ctx.mentor.name}${goal}, ${told.length > 0 ? '' : 'you worked on '}${about}.`
      : `You opened a session with your ${ctx.mentor.name}${goal}.`;

  const insights = retold(userTexts, INSIGHT_MARKERS, 30).map(sentence);
  for (const topic of topics.slice(0, 2)) insights.push(topic.insight);
  if (ctx.goal)
    insights.push(
      `Your ${goalQuoted ? `goal ${goalQuoted}` : 'linked goal'} stands at ${ctx.goal.progress}%.`,
    );
  const keyInsights = [...new Set(insights)].slice(0, Math.min(5, SUMMARY_KEY_INSIGHTS_MAX));

  // The latest whole steps the mentor gave are the session's action items, due on the dates their words give; a
  // step a stopped reply cut off is none, and near-duplicate steps are one (the fuller wording).
  let steps: string[] = [];
  for (let i = mentorTurns.length - 1; i >= 0 && steps.length === 0; i -= 1)
    steps = mergeActionItems(
      [],
      wholeSteps(mentorTurns[i]!).map((text) => ({ text, completed: false, dueDate: null })),
      SUMMARY_ACTION_ITEMS_MAX,
    ).map((item) => item.text);
  const kept = steps.slice(0, SUMMARY_ACTION_ITEMS_MAX);
  const dues = stepDueDates(kept, ctx.now);
  const actionItems = kept.map((text, i) => ({ text: clip(text, 480), completed: false, dueDate: dues[i]! }));

  const reported = retold(userTexts, PROGRESS_MARKERS, 24);
  const progressMade =
    reported.length > 0
      ? `You reported: ${reported.slice(0, 3).join('; ')}.`
      : steps.length > 0
        ? `You clarified where you stand and agreed on ${steps.length} next ${steps.length === 1 ? 'step' : 'steps'}.`
        : 'No progress was reported yet in this session.';
  const nextSteps = steps.map((s, i) => `${i + 1}. ${s}`).join('\n');

  return sessionSummarySchema.parse(
    fitSessionSummary({
      summary,
      keyInsights,
      actionItems,
      sentiment: sentimentOf(allUser),
      progressMade,
      nextSteps,
      ...estimate,
    }),
  );
}
