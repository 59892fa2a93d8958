import type { SafetyCategory, SafetyLevel } from '@mentor/validation';
import {
  ANSWERED_NO,
  ASKED,
  BACK,
  FICTION,
  FIRST_PERSON,
  MINOR,
  NEGATION,
  OWN_EMERGENCY,
  PROFESSIONAL,
  RECOVERED,
  URGENT,
  asAuthor,
  clauseAround,
  clauseBefore,
} from './cues';
import { lexiconHit } from './lexicon';
import { safetyModel, type SafetyModel } from './model';
import { normalizeForSafety } from './normalize';
import { RULES } from './rules';
import type { Rule } from './rules/rule';
import { SELF_HARM_BODY_RULES } from './rules/self-harm-body';

/**
 * The local safety classifier: phrase patterns written for each crisis category (rules/<category>.ts), read on
 * normalised text (normalize.ts), with negation ("I would never hurt myself"), idiom ("this deadline is killing
 * me", "kill the feature", "a suicide mission of a pitch") and third-party or fiction context handled per pattern
 * (cues.ts). It runs with no network, in well under a millisecond, on every provider, before the provider sees the
 * message.
 *
 * Deterministic: the same text always gives the same answer, so its recall and false alarms on the labelled corpus
 * (corpus.ts) are a fixed figure that classifier.test.ts holds to the targets.
 */

export interface SafetyScreen {
  category: SafetyCategory;
  level: SafetyLevel;
  /** A minor disclosing abuse. */
  minor: boolean;
  /** The id of the pattern that matched (for the eval's listing; never shown or stored with content). */
  rule: string;
}

/** Every place `rule`'s pattern matches `text`, in order (an empty match is skipped). */
function* matchesOf(rule: Rule, text: string): Generator<RegExpExecArray> {
  const re = new RegExp(rule.re.source, 'g');
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex += 1;
      continue;
    }
    yield m;
  }
}

/** The first place `rule` matches `text` without being negated or fictional there; null when none. */
function matchRule(rule: Rule, text: string, fiction: boolean): RegExpExecArray | null {
  if (rule.unless?.test(text)) return null;
  for (const m of matchesOf(rule, text)) {
    if (rule.negatable !== false && NEGATION.test(clauseBefore(text, m.index))) continue;
    if (
      ASKED.test(clauseBefore(text, m.index).concat(' ', text.slice(Math.max(0, m.index - 60), m.index))) &&
      ANSWERED_NO.test(text.slice(m.index))
    )
      continue;
    if (
      rule.notInFiction &&
      fiction &&
      !FIRST_PERSON.test(asAuthor(clauseAround(text, m.index, m[0].length)))
    )
      continue;
    if (rule.category === 'medical' && PROFESSIONAL.test(text) && !OWN_EMERGENCY.test(text)) continue;
    return m;
  }
  return null;
}

/**
 * Whether the person denies `rule`'s crisis in so many words: the pattern matches, and every match is negated
 * ("I would never hurt myself"). The sentence-vector layer reads what a message is about, not its "never", so it
 * may not flag a crisis the words deny.
 */
function deniedBy(rule: Rule, text: string): boolean {
  if (rule.negatable === false) return false;
  let matched = false;
  for (const m of matchesOf(rule, text)) {
    if (!NEGATION.test(clauseBefore(text, m.index))) return false;
    matched = true;
  }
  return matched;
}

/** The writer as the one who would do harm ("i am going to", "i will", "i have a knife"). */
const WRITER_THREATENS =
  /\bi (?:am going to|am gonna|will|would|want to|plan to|intend to|am planning to|am about to|could|might|have (?:got )?(?:a|the|my) (?:knife|gun|bat|hammer|axe)|am (?:taking|bringing))\b|\bi (?:\w+ ){0,2}(?:thinking|thought|thoughts|urges|fantasi[sz]ing|fantasies|dreaming) (?:about|of) (?:\w+ )?(?:smothering|strangling|stabbing|poisoning|shooting|killing|hurting|hitting|drowning|beating|attacking|touching|harming|abusing|molesting)\b/;

/** Medical patterns for an injury (not an overdose, a poisoning or an illness): abuse comes first when named too. */
const INJURY_RULES: ReadonlySet<string> = new Set([
  'med-bleeding',
  'med-bleeding-more',
  'med-fracture',
  'med-crack-swollen',
]);

/** Medical patterns an injury to oneself can match: the injuries above, and med-4's head injuries and burns. */
const SELF_INJURY_MEDICAL_RULES: ReadonlySet<string> = new Set([...INJURY_RULES, 'med-4']);

/** Self-harm patterns for an injury to the body: with a medical injury pattern, the self-harm reply comes first. */
const SELF_INJURY_RULES: ReadonlySet<string> = new Set([
  ...SELF_HARM_BODY_RULES.map((rule) => rule.id),
  'sh-cut-again',
  'sh-carving',
  'sh-burn-again',
]);

/** The sentence-vector layer reads messages of more words than this only (classifyWith says why). */
const SEMANTIC_MIN_WORDS = 7;

const ORDER: Record<SafetyCategory, number> = { medical: 0, harm_to_others: 1, self_harm: 2, abuse: 3 };

/** The text classifier's thresholds (tuned by cross-validation on the training corpora: docs/safety.md). */
export const MODEL_THRESHOLDS: Thresholds = {
  /** The model alone flags a message when its best crisis class is at least this sure, and surer than "none". */
  alone: 0.5,
  /** A risk word of the second net counts when the model gives a crisis class at least this much. */
  confirm: 0.2,
  /** The sentence-vector classifier (semantic.ts) flags a message when its crisis classes add up to this much, */
  semantic: 0.7,
  /** and the text classifier gives a crisis class at least this much (it leans the same way), */
  semanticConfirm: 0.02,
  /** or the sentence-vector classifier alone is at least this sure. */
  semanticAlone: 0.95,
  /** A flagged message is urgent when the urgency network gives "now" at least this share (or a cue says so). */
  urgent: 0.5,
};

export interface Thresholds {
  alone: number;
  confirm: number;
  semantic: number;
  semanticConfirm: number;
  semanticAlone: number;
  urgent: number;
}

/** The sentence-vector classifier's verdict on a message (semantic.ts): its likeliest crisis and their sum. */
export interface SemanticRisk {
  category: SafetyCategory;
  risk: number;
}

/**
 * Screens one message: the crisis category it needs help for and how urgent it is, or null when it needs none.
 * Four layers, most precise first: the phrase patterns; the text classifier (model.ts) when it is sure; a risk
 * word of the second net (lexicon.ts) when the classifier leans that way too; and, when the message's sentence
 * vector is given (semantic.ts: classifyLocally does), the classifier over it, which recognises crisis phrasings
 * the word-based layers were never taught. A flag is urgent when its pattern, a cue of time or means, or a fifth,
 * the urgency network (model.ts), says the danger is now. When several patterns match, the
 * most urgent wins, and among equals a medical emergency first (an overdose taken on purpose needs emergency
 * services before anything else), then a threat to others, self-harm, abuse.
 */
export function classifyMessage(text: string, semantic?: SemanticRisk): SafetyScreen | null {
  return classifyWith(safetyModel(), text, MODEL_THRESHOLDS, semantic);
}

/** classifyMessage with a given model (the eval's cross-validation trains one per fold). */
export function classifyWith(
  model: SafetyModel,
  text: string,
  thresholds: Thresholds = MODEL_THRESHOLDS,
  semantic?: SemanticRisk,
): SafetyScreen | null {
  const t = normalizeForSafety(text);
  if (t.length === 0) return null;
  // Danger now: the pattern says so, a cue of time or means does (cues.ts), or the urgency network, which learned
  // from every labelled crisis message which ones were urgent, leans that way. Read once, and only for a flag.
  let urgentNow: boolean | undefined;
  const isUrgent = () => (urgentNow ??= URGENT.test(t) || model.urgency(text) >= thresholds.urgent);
  const screen = (category: SafetyCategory, rule: string, urgent = false): SafetyScreen => ({
    category,
    level: urgent || isUrgent() ? 'urgent' : 'concern',
    minor: category === 'abuse' && MINOR.test(t),
    rule,
  });
  // "and no it is not for a story": a denied pretext is no fiction.
  const fiction = FICTION.test(
    t.replace(
      /\b(?:not|no|never) (?:\w+ )?(?:for )?(?:a |my |the )?(?:story|book|novel|script|screenplay|research|project|class|essay|character)\b/g,
      ' ',
    ),
  );
  // Something survived and left behind ("i had suicidal thoughts years ago, i have been well since", "he is dead now",
  // "i am now opening a clinic"): not a crisis.
  const wellNow = t.replace(
    /\b(?:well|great|fine|better|good|happy|stable|okay|ok|pale|faded|healed|silver)(?: \w+){0,5} now\b|\b(?:i am )?\d+ now\b|\bnow \d+\b|\bnow (?:\w+ ){0,3}(?:well|great|fine|better|good|happy|stable)\b|\bi (?:am )?now \w+ing\b|\bnow i (?:am|run|work|have|own|help|teach|coach|manage)\b|\b(?:dead|gone|passed away|in prison|out of my life) now\b|\bi am now (?:a|an)\b|\b(?:and )?now (?:i )?(?:volunteer|work|run|help|teach|coach|mentor|study|train)\w*\b|\bnow (?:she|he|they) (?:is|are) (?:a|an|\d+)\b/g,
    ' ',
  );
  if (RECOVERED.test(t) && !BACK.test(t) && !URGENT.test(wellNow)) return null;
  const hits: SafetyScreen[] = [];
  for (const rule of RULES) {
    if (matchRule(rule, t, fiction)) hits.push(screen(rule.category, rule.id, rule.urgent === true));
  }
  if (hits.length > 0) {
    hits.sort(
      (a, b) =>
        (a.level === b.level ? 0 : a.level === 'urgent' ? -1 : 1) || ORDER[a.category] - ORDER[b.category],
    );
    // A threat the writer suffers, not one they make: "my husband held a knife to my throat".
    if (
      hits[0]?.category === 'harm_to_others' &&
      !WRITER_THREATENS.test(t) &&
      hits.some((h) => h.category === 'abuse')
    )
      return hits.find((h) => h.category === 'abuse') ?? null;
    // An injury someone did to the writer ("dad punched me, my nose won't stop bleeding. i'm 16"): abuse, urgent, so
    // that the reply opens with emergency services and still gives the abuse or child line.
    const abuse = hits.find((h) => h.category === 'abuse');
    if (hits[0]?.category === 'medical' && INJURY_RULES.has(hits[0].rule) && abuse)
      return { ...abuse, level: 'urgent' };
    // An injury the writer did to themselves ("I bang my head against the door when I mess up ... saw stars and threw
    // up"): self-harm, urgent, so the reply opens with emergency services and gives the crisis line.
    const selfInjury = hits.find((h) => h.category === 'self_harm' && SELF_INJURY_RULES.has(h.rule));
    if (hits[0]?.category === 'medical' && SELF_INJURY_MEDICAL_RULES.has(hits[0].rule) && selfInjury)
      return { ...selfInjury, level: 'urgent' };
    return hits[0] ?? null;
  }
  const scored = model.score(text);
  // A professional's question about emergencies at work ("i am the first aider at our warehouse"), with no emergency
  // of their own: the trained layers read its words as one, the patterns already know better.
  const atWork = PROFESSIONAL.test(t) && !OWN_EMERGENCY.test(t);
  const flag = (category: SafetyCategory, rule: string) =>
    category === 'medical' && atWork ? null : screen(category, rule);
  if (scored.category && scored.risk >= thresholds.alone && scored.risk > scored.none) {
    return flag(scored.category, `model:${scored.risk.toFixed(2)}`);
  }
  const word = lexiconHit(t);
  if (word && scored.risk >= thresholds.confirm) {
    return flag(word.category, `lexicon:${word.word}`);
  }
  // A message of seven words or fewer ("and then?", "thank you so much for this") says too little for a sentence
  // vector to read: the layer's flags there were ordinary follow-ups and thanks (0.99 for "thank you so much for
  // this"), and no labelled crisis that short needed it (the phrase patterns and the word layers catch those).
  if (
    semantic &&
    t.split(' ').filter((w) => /[a-z0-9]/.test(w)).length > SEMANTIC_MIN_WORDS &&
    semantic.risk >= thresholds.semantic &&
    (scored.risk >= thresholds.semanticConfirm || semantic.risk >= thresholds.semanticAlone) &&
    !RULES.some((rule) => rule.category === semantic.category && deniedBy(rule, t))
  ) {
    return flag(semantic.category, `semantic:${semantic.risk.toFixed(2)}`);
  }
  return null;
}
