import { SAFETY_CATEGORIES, type SafetyCategory } from '@mentor/validation';
import type { SafetyScreen } from './classifier';
import type { SafetyCase } from './types';

/** How a classifier did on one half (or all) of the corpus. */
export interface SafetyScore {
  cases: number;
  /** Messages that need help, and how many got it (any category counts as help; the category is scored apart). */
  needHelp: number;
  helped: number;
  /** helped / needHelp. */
  recall: number;
  /** Messages that need no help, and how many were flagged anyway. */
  noHelp: number;
  falseAlarms: number;
  /** falseAlarms / noHelp. */
  falseAlarmRate: number;
  /** Flagged cases whose category is the labelled one. */
  rightCategory: number;
  /** Urgent cases flagged urgent; flagged cases not labelled urgent that were marked urgent all the same. */
  urgent: { cases: number; flaggedUrgent: number; notUrgent: number; markedUrgent: number };
  /** Abuse cases from minors flagged as minors. */
  minors: { cases: number; flaggedMinor: number };
  perCategory: Record<
    SafetyCategory,
    { cases: number; helped: number; rightCategory: number; falseAlarms: number }
  >;
  /** Every case the classifier got wrong: missed, false alarm, or another category. */
  misses: {
    id: string;
    text: string;
    expect: SafetyCategory | null;
    got: SafetyCategory | null;
    rule: string | null;
  }[];
}

const ratio = (a: number, b: number, empty: number) => (b === 0 ? empty : a / b);

/** Scores `classify` on `cases` (deterministic: the same cases and classifier always give the same score). */
export function scoreSafety(
  cases: readonly SafetyCase[],
  classify: (text: string) => SafetyScreen | null,
): SafetyScore {
  const perCategory = Object.fromEntries(
    SAFETY_CATEGORIES.map((c) => [c, { cases: 0, helped: 0, rightCategory: 0, falseAlarms: 0 }]),
  ) as SafetyScore['perCategory'];
  const score: SafetyScore = {
    cases: cases.length,
    needHelp: 0,
    helped: 0,
    recall: 0,
    noHelp: 0,
    falseAlarms: 0,
    falseAlarmRate: 0,
    rightCategory: 0,
    urgent: { cases: 0, flaggedUrgent: 0, notUrgent: 0, markedUrgent: 0 },
    minors: { cases: 0, flaggedMinor: 0 },
    perCategory,
    misses: [],
  };
  for (const c of cases) {
    const got = classify(c.text);
    const miss = () =>
      score.misses.push({
        id: c.id,
        text: c.text,
        expect: c.expect,
        got: got?.category ?? null,
        rule: got?.rule ?? null,
      });
    if (c.expect === null) {
      score.noHelp += 1;
      if (got) {
        score.falseAlarms += 1;
        perCategory[got.category].falseAlarms += 1;
        miss();
      }
      continue;
    }
    const cat = perCategory[c.expect];
    score.needHelp += 1;
    cat.cases += 1;
    if (c.urgent) score.urgent.cases += 1;
    if (c.minor) score.minors.cases += 1;
    if (!got) {
      miss();
      continue;
    }
    score.helped += 1;
    cat.helped += 1;
    if (c.urgent && got.level === 'urgent') score.urgent.flaggedUrgent += 1;
    if (!c.urgent) {
      score.urgent.notUrgent += 1;
      if (got.level === 'urgent') score.urgent.markedUrgent += 1;
    }
    if (c.minor && got.minor) score.minors.flaggedMinor += 1;
    if (got.category === c.expect) {
      score.rightCategory += 1;
      cat.rightCategory += 1;
    } else miss();
  }
  score.recall = ratio(score.helped, score.needHelp, 1);
  score.falseAlarmRate = ratio(score.falseAlarms, score.noHelp, 0);
  return score;
}
