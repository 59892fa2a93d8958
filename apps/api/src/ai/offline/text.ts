import type { MentorType } from '@mentor/validation';
import { NEGATIVE_WORDS, POSITIVE_WORDS, PRONOUNS, REFLECTIONS, TOPICS, type Topic } from './content';

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

/** The gist of a message in the mentor's words, or null for greetings and very short messages. */
export function keyPhrase(message: string): { lead: string | null; phrase: string } | null {
  const text = plain(message);
  if (isGreeting(text) || text.split(/\s+/).length < 3) return null;
  for (const { re, lead } of REFLECTIONS) {
    const match = re.exec(text);
    if (match?.[1]) {
      const phrase = clip(
        toSecondPerson(match[1].split(/(?<=[.!?])\s|[.!?]$/)[0] ?? match[1]).replace(/[.!?]+$/, ''),
        110,
      );
      if (phrase.length > 2) return { lead, phrase };
    }
  }
  const first = sentences(text)[0] ?? text;
  return { lead: null, phrase: clip(first.replace(/[.!?]+$/, ''), 120) };
}

function isGreeting(text: string): boolean {
  return /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|thanks|thank you)\b[\s!.,a-z]{0,20}$/i.test(
    text.trim(),
  );
}

function countWords(text: string, words: readonly string[]): number {
  const lower = text.toLowerCase();
  return words.reduce((n, w) => n + (lower.includes(w) ? 1 : 0), 0);
}

export function sentimentOf(text: string): 'positive' | 'negative' | 'neutral' {
  const neg = countWords(text, NEGATIVE_WORDS);
  const pos = countWords(text, POSITIVE_WORDS);
  if (pos > neg) return 'positive';
  if (neg > pos) return 'negative';
  return 'neutral';
}

/** The topics of `text` the mentor coaches on: the most mentioned first, then in the table's order. */
export function detectTopics(text: string, persona?: MentorType): Topic[] {
  const hits = (t: Topic) => (text.match(new RegExp(t.re.source, 'gi'))?.length ?? 0) * (t.weight ?? 1);
  return TOPICS.filter((t) => !persona || t.personas.includes(persona))
    .map((topic, order) => ({ topic, order, count: hits(topic) }))
    .filter((x) => x.count > 0)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map((x) => x.topic);
}

/** Numbered list items ("1. Do x") of a text, in order. */
export function numberedSteps(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*\d+[.)]\s+(.+)$/.exec(line);
    if (match?.[1]) out.push(match[1].replace(/\*\*/g, '').trim());
  }
  return out;
}
