import type { ChatTurn, MentorContext } from '../provider';

/**
 * The offline estimate of a linked goal's progress after a session, read from what the person said they did:
 * "I finished the first step", "I booked two calls", "shipped the landing page", "done with my CV". A report
 * that names a milestone (by its order, "the first milestone", or by the words of its title) ticks it; other
 * reports of real outcomes count a little. Plans, hopes and negations ("I haven't finished", "I will book")
 * count for nothing.
 *
 * Conservative and stable: a session that reports nothing done keeps the goal's progress; otherwise the estimate
 * is the share of milestones done (those already ticked and those reported now) plus a small step for each other
 * outcome reported, never below the goal's progress and never
 * above 99 (completing a goal stays the person's act). It depends on the transcript and the milestones only, so
 * summarising the same session again gives the same estimate. Without a goal there is no estimate.
 */
export interface ProgressEstimate {
  progressPercent: number | null;
  completedMilestones: string[];
}

/** Each reported outcome that names no milestone adds this much, at most OTHER_OUTCOMES_COUNTED times. */
const OTHER_OUTCOME_STEP = 5;
const OTHER_OUTCOMES_COUNTED = 2;
/** A goal without milestones: each reported outcome adds this much, up to NO_MILESTONE_CAP. */
const NO_MILESTONE_STEP = 10;
const NO_MILESTONE_CAP = 30;
const ESTIMATE_MAX = 99;

const DONE_VERBS =
  'finished|completed|shipped|launched|booked|sent|submitted|published|delivered|wrapped up|signed|closed|hit|reached|achieved|got through|ran|held|did|made|built|wrote|set up|defined|ticked off';
/** A clause that reports something done: "I (have) (just) finished …", "booked two calls", "done with …", "… is done". */
const DONE_CLAUSE = new RegExp(
  String.raw`^(?:(?:also|then|so|and|finally|today|yesterday|this week)\s+)*(?:i(?:'ve|’ve| have)?\s+)?(?:just\s+|finally\s+|already\s+|also\s+)*(?:${DONE_VERBS})\b` +
    String.raw`|\bi(?:'ve|’ve| have)?\s+(?:just\s+|finally\s+|already\s+|also\s+)*(?:${DONE_VERBS})\b` +
    String.raw`|\b(?:i'm|i’m|i am)?\s*done with\b` +
    String.raw`|\b(?:is|are|was|were)\s+(?:now\s+)?(?:done|finished|complete|completed|shipped|booked|live)\b`,
  'i',
);
/** Plans, hopes and negations: the clause reports nothing done. */
const NOT_DONE =
  /\b(not|no|never|haven't|haven’t|hasn't|hasn’t|didn't|didn’t|don't|don’t|can't|can’t|couldn't|couldn’t|won't|won’t|yet to|going to|gonna|plan|planning|will|want|wanted|need|needs|should|hope|hoping|try|trying|might|maybe|if)\b/i;

const ORDINALS: Record<string, number> = {
  first: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
};
const STEP_WORDS = '(?:milestone|step|stage|phase|task|goal step)';
const ORDINAL_REF = new RegExp(
  String.raw`\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th)\s+${STEP_WORDS}\b`,
  'i',
);
const NEXT_REF = new RegExp(String.raw`\b(?:next|current)\s+${STEP_WORDS}\b`, 'i');
const LAST_REF = new RegExp(String.raw`\b(?:last|final)\s+${STEP_WORDS}\b`, 'i');
const WEEK_REF = /\bweek\s+(\d{1,2})\b/i;

const STOP_WORDS = new Set(
  'a an and the of to in on for with my our your their at by from into up out week weeks first final last is are be'.split(
    ' ',
  ),
);

/** The significant words of a milestone title, cut to a 5-letter stem ("Define outcomes" -> defin, outco). */
function stems(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2 && !STOP_WORDS.has(w) && !/^\d+$/.test(w))
    .map((w) => w.slice(0, 5));
}

/** The clauses of what the person wrote: sentences split at commas, semicolons, 'and', 'but'. */
function clausesOf(texts: readonly string[]): string[] {
  return texts
    .flatMap((t) => t.split(/(?<=[.!?])\s+|\n+/))
    .flatMap((s) => s.split(/[,;:]\s*|\s+(?:and|but|plus)\s+/i))
    .map((c) => c.trim().replace(/[.!?]+$/, ''))
    .filter((c) => c.length > 0);
}

type Milestones = NonNullable<MentorContext['goal']>['milestones'];

/** The milestone a done clause names, as an index into the milestones, or -1. */
function milestoneNamed(clause: string, milestones: Milestones, taken: ReadonlySet<number>): number {
  const ordinal = ORDINAL_REF.exec(clause);
  if (ordinal) {
    const index = ORDINALS[ordinal[1]!.toLowerCase()];
    return index !== undefined && index < milestones.length ? index : -1;
  }
  if (NEXT_REF.test(clause)) return milestones.findIndex((m, i) => !m.completed && !taken.has(i));
  if (LAST_REF.test(clause)) return milestones.length - 1;
  const week = WEEK_REF.exec(clause);
  if (week) {
    const index = milestones.findIndex((m) =>
      new RegExp(String.raw`\bweek\s+${week[1]}\b`, 'i').test(m.title),
    );
    if (index >= 0) return index;
  }
  const said = new Set(stems(clause));
  let best = -1;
  let bestScore = 0;
  milestones.forEach((m, i) => {
    const words = stems(m.title);
    if (words.length === 0) return;
    const hits = words.filter((w) => said.has(w)).length;
    // Two words of the title (or all of a one-word title) must be there.
    if (hits < Math.min(2, words.length)) return;
    const score = hits / words.length;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

/** The progress estimate of the session's linked goal (see the comment above), or none without a goal. */
export function estimateGoalProgress(transcript: readonly ChatTurn[], ctx: MentorContext): ProgressEstimate {
  const goal = ctx.goal;
  if (!goal) return { progressPercent: null, completedMilestones: [] };
  const said = transcript.filter((t) => t.role === 'user').map((t) => t.content);
  const reported = new Set<number>();
  let otherOutcomes = 0;
  for (const clause of clausesOf(said)) {
    if (!DONE_CLAUSE.test(clause) || NOT_DONE.test(clause)) continue;
    const index = milestoneNamed(clause, goal.milestones, reported);
    if (index >= 0) reported.add(index);
    else otherOutcomes += 1;
  }

  // Nothing reported done: the goal stays where it is (its ticked milestones were counted when they were ticked,
  // or the person set the progress themselves), as a model is asked to keep it.
  if (reported.size === 0 && otherOutcomes === 0)
    return { progressPercent: goal.progress, completedMilestones: [] };
  const completedMilestones = [...reported]
    .sort((a, b) => a - b)
    .filter((i) => !goal.milestones[i]!.completed)
    .map((i) => goal.milestones[i]!.title);
  const total = goal.milestones.length;
  let estimate: number;
  if (total > 0) {
    const done = goal.milestones.filter((m, i) => m.completed || reported.has(i)).length;
    estimate =
      Math.floor((done / total) * 100) + Math.min(otherOutcomes, OTHER_OUTCOMES_COUNTED) * OTHER_OUTCOME_STEP;
  } else {
    estimate = Math.min(NO_MILESTONE_CAP, otherOutcomes * NO_MILESTONE_STEP);
  }
  return {
    progressPercent: Math.max(goal.progress, Math.min(ESTIMATE_MAX, estimate)),
    completedMilestones,
  };
}
