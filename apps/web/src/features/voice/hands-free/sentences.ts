import { speakableText } from '@mentor/validation';

/** A sentence ends at . ! ? or … after a letter, quote or bracket (not the "1." of a list), then a space; or a line. */
const BOUNDARY = /(?<=[\p{L}\p{M}"”’)\]*_][.!?…]+)\s+|\n+/gu;

/** Sentences shorter than this are spoken with the next one (no choppy "Great." clips). */
const MIN_SENTENCE = 24;

/**
 * The sentences of a streaming reply that are complete after `from` (the characters already taken), each made plain
 * for speech (no markdown), and where the next call starts. With `final` (the reply has ended) the rest of the text
 * counts as complete too.
 */
export function takeSentences(
  text: string,
  from: number,
  final: boolean,
): { sentences: string[]; next: number } {
  const sentences: string[] = [];
  /** Where the text not yet spoken starts (a short piece waits there for the sentence after it). */
  let start = from;
  BOUNDARY.lastIndex = from;
  for (let match = BOUNDARY.exec(text); match; match = BOUNDARY.exec(text)) {
    const end = match.index + match[0].length;
    const piece = speakableText(text.slice(start, match.index)).replace(/\s+/g, ' ').trim();
    if (piece.length >= MIN_SENTENCE) {
      sentences.push(piece);
      start = end;
    }
  }
  if (final) {
    const rest = speakableText(text.slice(start)).replace(/\s+/g, ' ').trim();
    if (rest) sentences.push(rest);
    return { sentences, next: text.length };
  }
  return { sentences, next: start };
}
