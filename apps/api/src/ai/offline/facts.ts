import { MEMORY_TEXT_MAX, newMemories } from '@mentor/validation';
import { DURABLE, FLEETING } from './content';
import { plain, sentences, toSecondPerson } from './text';

/** Durable first-person facts from the person's messages, in the second person, new ones only (at most 5). */
export function extractFacts(userMessages: readonly string[], existing: readonly string[]): string[] {
  const candidates: string[] = [];
  for (const message of userMessages) {
    for (const raw of sentences(plain(message))) {
      const s = raw.replace(/^(so|well|also|and|but|honestly|actually),?\s+/i, '').replace(/’/g, "'");
      if (s.endsWith('?') || !DURABLE.test(s) || FLEETING.test(s)) continue;
      if (s.split(/\s+/).length < 3) continue;
      const fact = toSecondPerson(s).replace(/[.!]+$/, '');
      candidates.push(`${fact[0]!.toUpperCase()}${fact.slice(1)}`.slice(0, MEMORY_TEXT_MAX - 1) + '.');
    }
  }
  return newMemories(candidates, existing).slice(0, 5);
}
