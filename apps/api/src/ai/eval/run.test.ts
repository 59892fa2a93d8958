import { describe, expect, it } from 'vitest';
import type { EvalResult } from './run';
import { scorecard } from './run';
import type { EvalCheck } from './rubric';

const checks: EvalCheck[] = [{ name: 'on-topic', score: () => [] }];

const result = (id: string, message: string, problems: string[]): EvalResult => ({
  entry: { id, persona: 'founder', message, intent: 'founder.pricing', kind: 'topic', split: 'held-out' },
  text: '',
  answered: 'founder.pricing',
  now: new Date('2026-11-27T09:00:00Z'),
  checks: { 'on-topic': problems },
  unrelated: false,
});

describe('the scorecard', () => {
  const results = [
    result('a', 'how should i price it', []),
    result('b', 'a message the blind set holds', ['answered clarify instead of founder.pricing']),
  ];

  it('lists every miss with its message by default', () => {
    const card = scorecard(results, checks, 'Corpus');
    expect(card).toContain('### Misses (1)');
    expect(card).toContain('a message the blind set holds');
    expect(card).toContain('| all | 2 |  50.0% (1/2) | 0 |');
  });

  it("counts a blind set's misses without showing them", () => {
    const card = scorecard(results, checks, 'Blind', [{ split: 'held-out', name: 'Blind' }], {
      listMisses: false,
    });
    expect(card).toContain('### Misses (1)');
    expect(card).toContain('Not listed');
    expect(card).not.toContain('a message the blind set holds');
  });
});
