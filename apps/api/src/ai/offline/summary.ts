import {
  defaultActionItemDueDate,
  sessionSummarySchema,
  SUMMARY_ACTION_ITEMS_MAX,
  type SessionSummaryContent,
} from '@mentor/validation';
import type { ChatTurn, MentorContext } from '../provider';
import { INSIGHT_MARKERS, PROGRESS_MARKERS, SUMMARY_LEADS } from './content';
import { estimateGoalProgress } from './progress';
import {
  clip,
  detectTopics,
  keyPhrase,
  numberedSteps,
  plain,
  sentences,
  sentimentOf,
  toSecondPerson,
} from './text';

/** A heuristic session summary, taken only from what was said. */
export function summarizeTranscript(
  transcript: readonly ChatTurn[],
  ctx: MentorContext,
): SessionSummaryContent {
  const userTexts = transcript.filter((t) => t.role === 'user').map((t) => t.content);
  const mentorTexts = transcript.filter((t) => t.role === 'assistant').map((t) => t.content);
  const allUser = userTexts.join('\n');

  const topicsDiscussed: string[] = [];
  for (const text of userTexts) {
    const gist = keyPhrase(text);
    if (!gist) continue;
    const phrase = gist.lead
      ? `${SUMMARY_LEADS[gist.lead] ?? gist.lead} ${gist.phrase}`
      : `you talked about “${gist.phrase}”`;
    if (!topicsDiscussed.includes(phrase)) topicsDiscussed.push(phrase);
  }
  const goal = ctx.goal ? ` on your goal “${ctx.goal.title}”` : '';
  const summary =
    topicsDiscussed.length > 0
      ? `In this session with your ${ctx.mentor.name}${goal}, ${topicsDiscussed.slice(0, 3).join(', and ')}.`
      : `You opened a session with your ${ctx.mentor.name}${goal}.`;

  const insights: string[] = [];
  for (const text of userTexts) {
    for (const s of sentences(plain(text))) {
      if (INSIGHT_MARKERS.test(s)) insights.push(clip(toSecondPerson(s), 200));
    }
  }
  for (const topic of detectTopics(allUser, ctx.mentor.type)) insights.push(topic.insight);
  if (ctx.goal) insights.push(`Your goal “${ctx.goal.title}” stands at ${ctx.goal.progress}%.`);
  const keyInsights = [...new Set(insights)].slice(0, 5);

  // The latest steps the mentor gave are the session's action items.
  let steps: string[] = [];
  for (let i = mentorTexts.length - 1; i >= 0 && steps.length === 0; i -= 1)
    steps = numberedSteps(mentorTexts[i]!);
  const due = defaultActionItemDueDate(ctx.now);
  const actionItems = steps
    .slice(0, SUMMARY_ACTION_ITEMS_MAX)
    .map((text) => ({ text: clip(text, 480), completed: false, dueDate: due }));

  const reported: string[] = [];
  for (const text of userTexts) {
    for (const s of sentences(plain(text)))
      if (PROGRESS_MARKERS.test(s)) reported.push(clip(toSecondPerson(s), 160));
  }
  const progressMade =
    reported.length > 0
      ? `You reported: ${reported.slice(0, 3).join(' ')}`
      : steps.length > 0
        ? `You clarified where you stand and agreed on ${steps.length} next ${steps.length === 1 ? 'step' : 'steps'}.`
        : 'No progress was reported yet in this session.';
  const nextSteps = steps.map((s, i) => `${i + 1}. ${s}`).join('\n');

  return sessionSummarySchema.parse({
    summary,
    keyInsights,
    actionItems,
    sentiment: sentimentOf(allUser),
    progressMade,
    nextSteps,
    ...estimateGoalProgress(transcript, ctx),
  });
}
