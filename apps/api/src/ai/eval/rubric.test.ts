import { describe, expect, it } from 'vitest';
import { MENTOR_CHECKS, type EvalOutcome } from './rubric';

const format = MENTOR_CHECKS.find((c) => c.name === 'format')!;

const outcome = (message: string, text: string): EvalOutcome => ({
  entry: { id: 'x', persona: 'life', message, intent: 'life.moving', kind: 'topic', split: 'held-out' },
  text,
  answered: 'life.moving',
  now: new Date('2026-11-10T09:00:00Z'),
});

const echoes = (o: EvalOutcome) => (format.score(o) ?? []).filter((p) => p.startsWith('echoes'));

describe('the format check', () => {
  it("counts six words of the person's message in the reply as an echo", () => {
    expect(
      echoes(
        outcome(
          'my landlord keeps the heating off all winter long',
          'It sounds like my landlord keeps the heating off all winter.',
        ),
      ),
    ).toEqual(['echoes “my landlord keeps the heating off”']);
  });

  it('does not count the playbook’s own words for the topic when the person wrote them too', () => {
    expect(
      echoes(
        outcome(
          'how long does it take to make a new place feel like home',
          'A move is a big change even when it is a good one; routines and a few familiar faces make a new place feel like home.',
        ),
      ),
    ).toEqual([]);
  });
});
