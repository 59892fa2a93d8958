import type { MentorType } from '@mentor/validation';
import * as chrono from 'chrono-node';
import { stepDueDates } from '../offline/dates';
import { intentById } from '../offline/playbook';
import { isOtherLanguage } from '../offline/understand';
import type { LabelledMessage } from '../offline/utterances';

/**
 * The eval's rubric: what a mentor's reply to one labelled message is checked on. Each check answers null (not
 * applicable), or the problems it found (none: it passed). Checks read the reply's text only, so they score any
 * provider the same way; the offline mentor also reports which intent it answered (`answered`).
 */
export interface EvalOutcome {
  entry: LabelledMessage;
  /** The reply's text as streamed. */
  text: string;
  /** The intent the offline mentor answered ('clarify', 'greeting', 'limit.*' or an intent id); null for a model. */
  answered: string | null;
  now: Date;
}

export interface EvalCheck {
  name: string;
  /** null: the check does not apply to this entry; []: it passed; otherwise what is wrong. */
  score(outcome: EvalOutcome): string[] | null;
}

/** The reply's words, the offline notice aside: each mentor's replies stay within these. */
const REPLY_WORDS: Record<MentorType, { min: number; max: number }> = {
  founder: { min: 25, max: 230 },
  career: { min: 25, max: 230 },
  life: { min: 25, max: 240 },
};

/** The numbered steps of a reply ("1. …", "2) …"), Markdown emphasis removed. */
function stepsOf(text: string): string[] {
  return text
    .split('\n')
    .map((l) => /^\s*\d+[.)]\s+(.+)$/.exec(l)?.[1])
    .filter((s): s is string => s !== undefined)
    .map((s) => s.replace(/\*\*/g, '').trim());
}

const withoutNotice = (text: string) => text.replace(/_Running offline:[^\n]*_/g, '').trim();

/** An intent's family ('limit' for the two limits). */
function familyOf(intent: string): string {
  if (intent.startsWith('limit.')) return intent;
  if (intent === 'clarify' || intent === 'greeting') return intent;
  return intentById(intent).family;
}

/** The intent the reply answers equals the labelled one: the offline mentor's own, a model's by rubric. */
const onTopic: EvalCheck = {
  name: 'on-topic',
  score({ entry, text, answered }) {
    if (answered !== null)
      return answered === entry.intent ? [] : [`answered ${answered} instead of ${entry.intent}`];
    if (entry.intent === 'limit.language')
      return isOtherLanguage(text) || /\b(language|English)\b/.test(text)
        ? []
        : ['answered in English without a word about the language'];
    const label = entry.intent === 'limit.request' ? entry.topic : entry.intent;
    if (!label) return null;
    const intent = intentById(label);
    return intent.signals.test(text) ? [] : [`no sign of ${label} in the reply (${intent.signals.source})`];
  },
};

/**
 * A reply that answers another family's question (the offline mentor only: a model's family cannot be read). A
 * clarifying question is a miss, never unrelated.
 */
export function isUnrelated({ entry, answered }: EvalOutcome): boolean {
  if (answered === null || answered === entry.intent || answered === 'clarify') return false;
  return familyOf(answered) !== familyOf(entry.intent);
}

/** A date that names a day: a weekday, a month and day, an ISO date, today or tomorrow (never a duration). */
const NAMED_DAY =
  /\b(today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|\d{4}-\d{2}-\d{2})\b/i;

const DOUBLED = /\b(\w+) \1\b/i;

/** The playbook's own text for an intent (its guidance, step for today and steps), normalised as `norm` does. */
function ownCopy(intent: string, norm: (s: string) => string): string {
  let found: ReturnType<typeof intentById> | undefined;
  try {
    found = intentById(intent);
  } catch {
    return ' ';
  }
  return ` ${norm([found.about, found.guidance, found.today, ...found.steps.flat()].join(' '))} `;
}

/** 1 to 3 steps, a length within the persona's bounds, no raw echo of the message, sentences that read right. */
const format: EvalCheck = {
  name: 'format',
  score({ entry, text }) {
    const problems: string[] = [];
    const steps = stepsOf(text);
    if (steps.length < 1 || steps.length > 3) problems.push(`${steps.length} next steps`);
    const words = withoutNotice(text).split(/\s+/).filter(Boolean).length;
    const bounds = REPLY_WORDS[entry.persona];
    if (words < bounds.min || words > bounds.max)
      problems.push(`${words} words (bounds ${bounds.min} to ${bounds.max})`);
    // No raw echo: no run of six words of the message, and no bold or quoted span of three of its words.
    const norm = (s: string) =>
      s
        .toLowerCase()
        .replace(/[’‘]/g, "'")
        .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const said = norm(entry.message).split(' ');
    const reply = ` ${norm(text)} `;
    // The mentor's own words for the labelled topic are not an echo when the person happened to write them too ("make a
    // new place feel like home" is in the moving guidance).
    const copy = ownCopy(entry.intent, norm);
    for (let i = 0; i + 6 <= said.length; i += 1) {
      const run = said.slice(i, i + 6).join(' ');
      if (reply.includes(` ${run} `) && !copy.includes(` ${run} `)) {
        problems.push(`echoes “${run}”`);
        break;
      }
    }
    const saidText = ` ${said.join(' ')} `;
    for (const m of text.matchAll(/\*\*([^*]+)\*\*|“([^”]+)”/g)) {
      const span = norm(m[1] ?? m[2] ?? '');
      if (span.split(' ').length >= 3 && saidText.includes(` ${span} `))
        problems.push(`marks the person’s words “${span}”`);
    }
    // Sentences that read right.
    if ((text.match(/\*\*/g)?.length ?? 0) % 2 !== 0) problems.push('unbalanced bold markers');
    const doubled = DOUBLED.exec(withoutNotice(text));
    if (doubled && !/^(\d+|that|had)$/i.test(doubled[1]!)) problems.push(`doubled word “${doubled[0]}”`);
    if (/\s[,.;:](?!\d)|,,|\.\.(?!\.)|…/.test(text)) problems.push('stray punctuation or cut-off text');
    for (const line of withoutNotice(text).split('\n')) {
      const body = line.replace(/^\s*(?:\d+[.)]|[-*])\s+/, '').replace(/^[*_“"(#\s]+/, '');
      for (const sentence of body.split(/(?<=[.!?][”")]?)\s+/)) {
        const first = /[\p{L}]/u.exec(sentence)?.[0];
        if (first && first !== first.toUpperCase()) {
          problems.push(`“${sentence.slice(0, 40)}” starts in lower case`);
          break;
        }
      }
    }
    return problems;
  },
};

/** Every date a step names (and, offline, every action item's due date) falls before the event the message names. */
const dates: EvalCheck = {
  name: 'dates',
  score({ entry, text, answered, now }) {
    if (!entry.event) return null;
    const problems: string[] = [];
    const today = now.toISOString().slice(0, 10);
    const steps = stepsOf(text);
    const dues = answered !== null ? stepDueDates(steps, now) : [];
    steps.forEach((step, i) => {
      // Days the step names (a weekday, a date, today, tomorrow), not durations ("for two weeks", "90 days").
      const named = chrono
        .parse(step, { instant: now, timezone: 'UTC' }, { forwardDate: true })
        .filter((r) => NAMED_DAY.test(r.text))
        .map((r) => r.start.date().toISOString().slice(0, 10));
      for (const day of [...named, ...(dues[i] ? [dues[i]] : [])]) {
        if (day >= entry.event!) problems.push(`step ${i + 1} falls due ${day}, not before ${entry.event}`);
        else if (day < today) problems.push(`step ${i + 1} falls due ${day}, in the past`);
      }
    });
    return [...new Set(problems)];
  },
};

/** The checks of the mentor eval, in scorecard order (a safety check is added beside them the same way). */
export const MENTOR_CHECKS: readonly EvalCheck[] = [onTopic, format, dates];
