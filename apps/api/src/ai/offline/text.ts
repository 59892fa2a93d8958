import { FILLERS, NEGATIVE_WORDS, POSITIVE_WORDS, PRONOUNS, REFLECTIONS } from './content';

/** Reading and quoting the person's words: pure, deterministic text helpers of the offline mentor. */

/** A stable small hash, so template choices vary with the message but never randomly. */
export function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length]!;
}

/** Strips Markdown and HTML markers from quoted text so it shows as plain words. */
export function plain(text: string): string {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/[*_`#<>[\]|~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** First person to second person: "my CV" -> "your CV". */
export function toSecondPerson(text: string): string {
  return text
    .replace(/\bI am\b/gi, 'you are')
    .replace(/\bI was\b/gi, 'you were')
    .replace(/[A-Za-z']+/g, (word) => {
      const swap = PRONOUNS[word.toLowerCase().replace(/’/g, "'")];
      if (!swap) return word;
      // "I", "I'm", "I've"… are capitalised wherever they stand: their swap is lower case; others keep their case.
      const capitalised = word[0] === word[0]!.toUpperCase() && !word.toLowerCase().startsWith('i');
      return capitalised ? swap[0]!.toUpperCase() + swap.slice(1) : swap;
    });
}

const UNSAFE = /[<>=/\\`{}[\]|*#~^@$\uE000"“”„‟«»「」『』¿¡]|https?:|www\./i;
const LATIN = /^[\p{Script=Latin}\p{N}\s',;:%()\-–—.!?&]+$/u;
const DANGLING = new Set(
  'a an the to of in on at for with about from into by and or but my your our their this that these those which than as if because very'.split(
    ' ',
  ),
);
const PREPOSITIONS = new Set('to of in on at for with about from into by'.split(' '));

/**
 * The person's message without what the mentor never repeats: HTML elements and tags are removed, code, links,
 * addresses, data and Markdown headings or list items become a marker (the clause holding it is never quoted),
 * Markdown emphasis is dropped and curly apostrophes become straight.
 */
export function cleanText(message: string): string {
  return message
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/```[\s\S]*?(```|$)|`[^`]*`/g, ' \uE000 ')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1 \uE000')
    .replace(/https?:\/\/\S+|www\.\S+|\S+@\S+\.\w+/gi, ' \uE000 ')
    .replace(/^\s*(?:#+|[-*+>]|\d+[.)])\s+.*$/gm, '\uE000.')
    .replace(/\*\*|__|(?<=\s|^)[*_](?=\S)|(?<=\S)[*_](?=\s|[.,!?]|$)/gm, '')
    .replace(
      /\p{Extended_Pictographic}(?:\u{FE0F}|\u{200D}|\p{Emoji_Modifier}|\u2640|\u2642|\p{Extended_Pictographic})*/gu,
      '',
    )
    .replace(/[’‘]/g, "'");
}

export interface Clause {
  text: string;
  /** The clause ends a sentence that asks something. */
  question: boolean;
  /** It is its sentence on its own. */
  whole: boolean;
}

/** The clean clauses of a message, in order, without leading fillers ("So, I…" -> "I…"); marked ones are left out. */
export function clauses(message: string): Clause[] {
  const out: Clause[] = [];
  // A parenthetical between dashes ("— again —") is left out, so the clause around it stays whole.
  const text = cleanText(message).replace(/\s[—–]\s[^—–\n]{1,40}\s[—–]\s/g, ' ');
  for (const sentence of text.split(/(?<=[.!?。！？])\s+|\n+/)) {
    const question = /[?？]\s*$/.test(sentence);
    const parts = sentence.split(/,\s+|;\s+|:\s+|\s+[—–-]\s+|\s*[—–]\s*(?=\p{L})/u);
    parts.forEach((part, i) => {
      const text = part
        .replace(/[.!?。！？…:;,\s]+$/u, '')
        .trim()
        .replace(FILLERS, '')
        .replace(/[,\s]+please$/i, '')
        .trim();
      if (text.length === 0 || UNSAFE.test(text)) return;
      out.push({ text, question: question && i === parts.length - 1, whole: parts.length === 1 });
    });
  }
  return out;
}

/**
 * True when `phrase` can be quoted to the person: plain words in Latin script (no markup, code, link, emoji or
 * quotation marks), a sensible length, and not ending on a word that needs more after it ("focus on", "the").
 */
export function isQuotable(phrase: string, maxWords = 18, maxChars = 120): boolean {
  const words = phrase.trim().split(/\s+/);
  if (phrase.length > maxChars || words.length > maxWords || words[0] === '') return false;
  if (UNSAFE.test(phrase) || !LATIN.test(phrase) || /\p{Extended_Pictographic}/u.test(phrase)) return false;
  const last = words
    .at(-1)!
    .toLowerCase()
    .replace(/[^a-z']/g, '');
  const wh = /^(what|where|when|which|who|how)\b/i.test(phrase);
  return !DANGLING.has(last) || (wh && PREPOSITIONS.has(last));
}

export interface Reflection {
  /** The mentor's words before the phrase ('you want to'); '' for a statement reflected whole; null for a quote. */
  lead: string | null;
  phrase: string;
  question: boolean;
}

/** "my cofounder and I" -> "you and your cofounder", then first person to second person. */
function secondPersonStatement(text: string): string {
  return toSecondPerson(text.replace(/^my ([a-z-]+) and i\b/i, 'you and my $1'));
}

/**
 * The gist of a message in the mentor's words: at most two whole phrases (a statement and what the person asks or
 * wants), in the message's order. Empty for greetings, very short messages, and messages with nothing quotable.
 */
export function reflections(message: string): Reflection[] {
  if (isGreeting(message) || message.trim().split(/\s+/).length < 3) return [];
  const found: (Reflection & { at: number; statement: boolean })[] = [];
  clauses(message)
    .slice(0, 12)
    .forEach((clause, at) => {
      for (const r of REFLECTIONS) {
        const m = r.re.exec(clause.text);
        if (!m) continue;
        const lead = typeof r.lead === 'function' ? r.lead(m) : r.lead;
        const raw = r.phrase ? r.phrase(m) : m[1]!;
        const phrase = r.statement ? secondPersonStatement(raw).replace(/^You/, 'you') : toSecondPerson(raw);
        // A statement needs a subject and more ("you're exhausted", not "your goals").
        if (r.statement && phrase.split(/\s+/).length < (/^you(?:'re| are)\b/.test(phrase) ? 2 : 3)) break;
        // …nor lean on something said before it ("it's because you're lonely").
        if (r.statement && /\b(?:it|that|this)(?:'s| is| was)? because\b/i.test(phrase)) break;
        if (isQuotable(phrase))
          found.push({ lead, phrase, question: r.question ?? false, statement: r.statement ?? false, at });
        break;
      }
      // A plain sentence said on its own may be quoted as it is.
      if (
        found.at(-1)?.at !== at &&
        clause.whole &&
        !clause.question &&
        /^[A-Z]/.test(clause.text) &&
        clause.text.split(/\s+/).length >= 4 &&
        isQuotable(clause.text, 14)
      )
        found.push({ lead: null, phrase: clause.text, question: false, statement: true, at });
    });
  const primary = found.find((r) => !r.statement) ?? found[0];
  if (!primary) return [];
  // The other reflection nearest to it (before it on a tie) gives its context.
  const second = found
    .filter(
      (r) =>
        r !== primary &&
        r.lead !== null &&
        primary.lead !== null &&
        (r.statement !== primary.statement || r.question !== primary.question) &&
        r.phrase.length + primary.phrase.length <= 150,
    )
    .sort((a, b) => Math.abs(a.at - primary.at) - Math.abs(b.at - primary.at) || a.at - b.at)[0];
  return (second ? [primary, second].sort((a, b) => a.at - b.at) : [primary]).map(
    ({ lead, phrase, question }) => ({ lead, phrase, question }),
  );
}

/** The main gist of a message (the first of its reflections), or null. */
export function keyPhrase(message: string): { lead: string | null; phrase: string } | null {
  const first = reflections(message)[0];
  return first ? { lead: first.lead, phrase: first.phrase } : null;
}

export function isGreeting(text: string): boolean {
  return /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|thanks|thank you)\b[\s!.,a-z]{0,20}$/i.test(
    text.trim(),
  );
}

/** How many of `words` the text uses (a word starts there; short ones stand alone), leaving out negated ones. */
function countWords(text: string, words: readonly string[]): number {
  const lower = text.toLowerCase().replace(/’/g, "'");
  return words.reduce((n, w) => {
    const re = new RegExp(`(?<!\\b(?:not|no|never)\\s(?:\\w+\\s)?)\\b${w}${w.length <= 3 ? '\\b' : ''}`);
    return n + (re.test(lower) ? 1 : 0);
  }, 0);
}

export function sentimentOf(text: string): 'positive' | 'negative' | 'neutral' {
  const neg = countWords(text, NEGATIVE_WORDS);
  const pos = countWords(text, POSITIVE_WORDS);
  if (pos > neg) return 'positive';
  if (neg > pos) return 'negative';
  return 'neutral';
}

/** Numbered list items ("1. Do x") of a text, in order. */
/** Whether `text` ends a sentence: . ! ? or … (a closing quote, bracket or emphasis mark may follow). */
function endsSentence(text: string): boolean {
  return /[.!?…]["'”’)\]*_]*\s*$/u.test(text);
}

/**
 * The numbered steps of a reply that are whole: all of them, but for a stopped reply (cut off where the person
 * pressed Stop) the last one only when it ends a sentence; a step cut mid-sentence ("…and bring") is no step.
 */
export function wholeSteps(turn: { content: string; stopped?: boolean }): string[] {
  const steps = numberedSteps(turn.content);
  const last = steps.at(-1);
  if (!turn.stopped || last === undefined) return steps;
  // Only a step on the reply's very last line can have been cut (text after the list means the list was done).
  const lastLine = turn.content.trimEnd().split('\n').at(-1) ?? '';
  if (!/^\s*\d+[.)]\s+/.test(lastLine) || endsSentence(last)) return steps;
  return steps.slice(0, -1);
}

/** The step a stopped reply cut off mid-sentence, or null (for the summary of a model to leave out). */
export function cutOffStep(turn: { content: string; stopped?: boolean }): string | null {
  if (!turn.stopped) return null;
  const steps = numberedSteps(turn.content);
  return steps.length > wholeSteps(turn).length ? steps.at(-1)! : null;
}

export function numberedSteps(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*\d+[.)]\s+(.+)$/.exec(line);
    if (match?.[1]) out.push(match[1].replace(/\*\*/g, '').trim());
  }
  return out;
}
