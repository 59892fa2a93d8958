import type { MentorType } from '@mentor/validation';
import * as chrono from 'chrono-node';
import { encode } from '../encoder';
import type { ChatTurn } from '../provider';
import { classify } from './classifier';
import { intentById, type Intent } from './playbook';
import { cleanText, isGreeting } from './text';

/**
 * What the offline mentor makes of a message before it answers: the intent (classified, with a confidence tier),
 * a follow-up on the session's topic, a request it cannot serve offline, another language, a greeting, and the
 * earliest future date the message names (the steps must fall due before it).
 */

/**
 * Confidence tiers, chosen on the corpus's held-out half (docs/mentor.md): scores are the classifier's, after the
 * mentor's own playbook is weighted up. A family is a group of neighbouring intents; answering another family
 * would be an unrelated reply, so the family's share decides between answering and asking.
 */
const THRESHOLDS = {
  /** The top intent at or above: answered plainly; below: answered with "if I understood you right". */
  answer: 0.5,
  /** The top intent's family (its score and its neighbours') below this: one clarifying question. */
  family: 0.4,
  /** Below this activation the message shares too little with anything taught: a clarifying question. */
  evidence: 0.05,
  /** The family's lead over the best intent of another family below this: the mentor asks which one it is. */
  margin: 0.3,
} as const;

/**
 * How much more an intent of the mentor asked counts than another mentor's: the mentor a person chose says a lot
 * about the topic, but it is not a wall (a clear career question to the Founder Advisor is still answered as one).
 */
const OWN_PLAYBOOK_WEIGHT = 8;

export type Limit = 'table' | 'comparison' | 'plan' | 'code' | 'writing';
type FollowUp = 'today' | 'next' | 'explain';

export type Understanding =
  | { kind: 'intent'; intent: Intent; confidence: 'answer' | 'hedge'; score: number }
  | { kind: 'clarify'; candidates: Intent[] }
  | { kind: 'follow-up'; intent: Intent; followUp: FollowUp; step: number | null }
  | { kind: 'limit'; limit: Limit; topic: Intent | null }
  | { kind: 'language' }
  | { kind: 'greeting' }
  | { kind: 'acknowledgement'; intent: Intent | null };

/** A request for the mentor to produce something ("can you write…", "make me…", "give me…", "write…"). */
const REQUEST =
  /(?:^|[.!?]\s+)(?:please\s+)?(?:write|draft|rewrite|compose|make|create|build|give|generate|produce|draw|list)\b|\b(?:can|could|would|will) you (?:please )?(?:write|draft|rewrite|compose|make|create|build|give|generate|produce|draw)\b|\bi (?:need|want) you to\b/i;

const LIMITS: readonly { limit: Limit; re: RegExp; request: boolean }[] = [
  { limit: 'table', re: /\b(tables?|spreadsheets?|charts?|matrix|graphs?)\b/i, request: true },
  {
    limit: 'comparison',
    // "A vs B, which should I pick?" is a decision the mentor coaches; a comparison written out is not. Nor is a
    // product ("our price comparison site"), "in comparison to her", or a difference asked on the way to the person's own question ("what's
    // the difference between senior and staff, and how do I show I'm ready?") or about one concern ("an LLC and a sole
    // proprietorship when it comes to personal liability").
    re: /^(?:please\s+)?compare\b|\b(?:can|could|would) you\b.{0,10}\bcompare\b|(?<!\b(?:in|by) )\bcomparison\b(?! (?:site|website|app|tool|platform|engine|service|business|startup|company|marketplace|shopping)s?\b)|(?<!tell (?:the )?)\bdifference between\b(?![^.?!]{0,80}\b(?:and how (?:do|can|should|would) i|when it comes to|in terms of)\b)/i,
    request: false,
  },
  {
    limit: 'code',
    re: /\b(code|script|function|sql|query|python|javascript|regex|html|css)\b/i,
    request: true,
  },
  {
    limit: 'plan',
    re: /\b(?:\d+|six|twelve|three)[- ](?:month|week|day)s?\b.{0,25}\b(?:plan|schedule|roadmap)\b|\b(?:detailed|full|complete|whole)\b.{0,20}\b(?:plan|schedule)\b|\bbusiness plan\b|\bmeal plan\b/i,
    request: true,
  },
  {
    limit: 'writing',
    re: /\b(poem|essay|story|song|letter|cover letter|email|e-mail|speech|post|resume|cv|message|bio)\b/i,
    request: true,
  },
];

/** The request of a message the offline mentor cannot serve, if any. */
function limitOf(text: string): Limit | null {
  const found = LIMITS.find((l) => l.re.test(text) && (!l.request || REQUEST.test(text)));
  return found?.limit ?? null;
}

const FOLLOW_UP_TODAY =
  /\b(today|tonight|right now|this evening)\b.{0,40}\?|\b(what|one thing|something)\b.{0,30}\b(today|tonight|right now)\b/i;
const FOLLOW_UP_EXPLAIN =
  /\b(explain|say more|tell me more|more about|what do you mean|elaborate|expand on|unpack)\b.{0,30}\b(first|second|third|last|1st|2nd|3rd|step [123])\b/i;
const FOLLOW_UP_NEXT =
  /^(?:(?:ok(?:ay)?|thanks?|thank you|great|cool|got it|right)(?:,? that helps)?[,.!]?\s*)*(?:and then(?: what)?|then what|what next|what now|what else(?: can i do)?|anything else|any other ideas|what(?:'s| is) next|what should i do (?:next|after that|then)|and after that|next|more|go on|continue)\??[.!]?$/i;
const ACKNOWLEDGEMENT =
  /^(ok|okay|thanks|thank you|got it|sure|great|cool|yes|no|alright|nice|perfect|will do)\b[\s!.,a-z]{0,20}$/i;
const HELP = /^(help|help me|i need help|sos|\?+)[\s!.?]*$/i;

/** Words that tell English apart from the other languages people write in. */
const ENGLISH = new Set(
  'i you my me we the a an to and is are am how what do can should help want it of in for not this that have with at on be was just but so'.split(
    ' ',
  ),
);
const OTHER =
  /\b(el|la|los|las|que|qué|cómo|como|estoy|tengo|mis|una|por|para|le|les|je|est|dois|des|une|pas|mais|ich|nicht|und|der|die|das|mein|meine|wie|ein|einen|für|il|della|sono|mi|sento|nella|posso|chiedere|al|eu|muito|desde|não|você|sinto)\b/gi;

/** True when the message is written in another language than English. */
export function isOtherLanguage(text: string): boolean {
  const clean = cleanText(text);
  if (
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Hangul}]/u.test(
      clean,
    )
  )
    return true;
  const words = clean.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 3) return false;
  const english = words.filter((w) => ENGLISH.has(w)).length;
  const other = (clean.match(OTHER) ?? []).length + (/[¿¡]/.test(clean) ? 2 : 0);
  return other >= 2 && other > english;
}

function weighted(text: string, persona: MentorType): { intent: Intent; score: number }[] {
  const { ranked, evidence } = classify(text);
  if (evidence < THRESHOLDS.evidence) return [];
  const scored = ranked.map(({ intent, score }) => {
    const i = intentById(intent);
    return {
      intent: i,
      score: i.persona === persona || i.persona === 'any' ? score * OWN_PLAYBOOK_WEIGHT : score,
    };
  });
  const total = scored.reduce((s, x) => s + x.score, 0);
  return scored.map((x) => ({ ...x, score: x.score / total })).sort((a, b) => b.score - a.score);
}

/** The intent of one message on its own (no session), or a clarifying question's candidates. */
function understandTopic(
  text: string,
  persona: MentorType,
): Extract<Understanding, { kind: 'intent' | 'clarify' }> {
  const ranked = weighted(cleanText(text), persona);
  const top = ranked[0];
  const family = ranked
    .filter((r) => r.intent.family === top?.intent.family)
    .reduce((s, r) => s + r.score, 0);
  const rival = ranked.find((r) => r.intent.family !== top?.intent.family)?.score ?? 0;
  // Unsure of the family, or two families close together: asking is better than answering the wrong one.
  if (!top || family < THRESHOLDS.family || family - rival < THRESHOLDS.margin)
    return {
      kind: 'clarify',
      candidates: ranked
        .filter((r, i) => i === 0 || r.intent.family !== top?.intent.family)
        .filter((r) => r.score >= 0.1)
        .map((r) => r.intent)
        .slice(0, 2),
    };
  return {
    kind: 'intent',
    intent: top.intent,
    confidence: top.score >= THRESHOLDS.answer ? 'answer' : 'hedge',
    score: top.score,
  };
}

/** The session's topic: the intent of the latest earlier message that had one. */
function sessionIntent(earlier: readonly string[], persona: MentorType): Intent | null {
  for (let i = earlier.length - 1; i >= 0; i -= 1) {
    const u = understandTopic(earlier[i]!, persona);
    if (u.kind === 'intent') return u.intent;
  }
  return null;
}

const ORDINALS: Record<string, number> = { first: 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2 };

/** What the person's last message in `history` asks of the mentor. */
export function understand(history: readonly ChatTurn[], persona: MentorType): Understanding {
  const users = history.filter((t) => t.role === 'user').map((t) => t.content);
  const message = (users.at(-1) ?? '').trim();
  const earlier = users.slice(0, -1);
  const clean = cleanText(message).replace(/\s+/g, ' ').trim();
  const session = earlier.length > 0 ? sessionIntent(earlier, persona) : null;

  if (isOtherLanguage(message)) return { kind: 'language' };
  if (session) {
    const explain = FOLLOW_UP_EXPLAIN.exec(clean);
    if (explain) {
      const word = explain[2]!.toLowerCase();
      const step = word === 'last' ? 2 : (ORDINALS[word] ?? Number(word.replace(/\D/g, '')) - 1);
      return { kind: 'follow-up', intent: session, followUp: 'explain', step };
    }
    if (FOLLOW_UP_TODAY.test(clean) && clean.split(' ').length <= 14)
      return { kind: 'follow-up', intent: session, followUp: 'today', step: null };
    if (FOLLOW_UP_NEXT.test(clean.replace(/\s*[.?!]+\s*$/, '')) || FOLLOW_UP_NEXT.test(clean))
      return { kind: 'follow-up', intent: session, followUp: 'next', step: null };
  }
  const limit = limitOf(clean);
  if (limit) {
    const topic = understandTopic(clean, persona);
    return { kind: 'limit', limit, topic: topic.kind === 'intent' ? topic.intent : null };
  }
  if (ACKNOWLEDGEMENT.test(clean) && earlier.length > 0) return { kind: 'acknowledgement', intent: session };
  if (isGreeting(clean) || HELP.test(clean) || clean.length === 0) return { kind: 'greeting' };
  const topic = understandTopic(clean, persona);
  if (topic.kind === 'clarify' && session && clean.split(' ').length <= 12) {
    // A short message the mentor cannot place, in a session with a topic: it carries the topic on.
    if (FOLLOW_UP_TODAY.test(clean))
      return { kind: 'follow-up', intent: session, followUp: 'today', step: null };
    return { kind: 'follow-up', intent: session, followUp: 'next', step: null };
  }
  if (topic.kind === 'clarify' && clean.split(' ').length < 3) return { kind: 'greeting' };
  return topic;
}

/**
 * Encodes the sentence vectors of every text `understand` and `sessionTopics` read for these messages (the
 * person's messages, raw and as understand cleans them), so the classifier can blend in its sentence-vector scores
 * (semantic.ts). Callers await it before composing; when the encoder cannot run, the word classifier reads alone.
 */
export async function prepareUnderstanding(userTexts: readonly string[]): Promise<void> {
  const texts = userTexts.flatMap((text) => {
    const clean = cleanText(text);
    return [clean, cleanText(clean.replace(/\s+/g, ' ').trim())];
  });
  await encode(texts.slice(-64)).catch(() => undefined);
}

/** The earliest day after today (yyyy-mm-dd, UTC) the message names, if any, within the next 60 days. */
export function eventDay(message: string, now: Date): string | null {
  const today = now.toISOString().slice(0, 10);
  const limit = new Date(now.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
  const days: string[] = chrono
    .parse(cleanText(message), { instant: now, timezone: 'UTC' }, { forwardDate: true })
    .filter(
      (r) =>
        r.start.isCertain('day') ||
        r.start.isCertain('weekday') ||
        /\b(tomorrow|next|in \d+|in (?:two|three|a) )/i.test(r.text),
    )
    .map((r) => r.start.date().toISOString().slice(0, 10));
  // "on the 15th": this month's, or next month's when it has passed (chrono reads it only with a month).
  for (const m of cleanText(message).matchAll(/\bthe (\d{1,2})(?:st|nd|rd|th)\b/gi)) {
    const day = Number(m[1]);
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day));
    const date =
      month.toISOString().slice(0, 10) > today
        ? month
        : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day));
    if (day >= 1 && day <= 31) days.push(date.toISOString().slice(0, 10));
  }
  return days.filter((d) => d > today && d <= limit).sort()[0] ?? null;
}

/** The intents a session was about, in the order the person raised them (for its summary). */
export function sessionTopics(userTexts: readonly string[], persona: MentorType): Intent[] {
  const out: Intent[] = [];
  for (const text of userTexts) {
    const u = understandTopic(text, persona);
    if (u.kind === 'intent' && !out.includes(u.intent)) out.push(u.intent);
  }
  return out;
}
