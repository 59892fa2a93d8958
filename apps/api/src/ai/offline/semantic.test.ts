import { describe, expect, it } from 'vitest';
import { classify } from './classifier';
import { SEMANTIC_WEIGHT, semanticScores, utterancesHash } from './semantic';
import stored from './semantic.json';
import { prepareUnderstanding } from './understand';
import { trainingUtterances } from './utterances';

describe("the offline mentor's sentence-vector classifier", () => {
  it("runs on the model trained on today's utterances (pnpm --filter @mentor/api mentor:train)", () => {
    const utterances = trainingUtterances();
    expect(stored.corpusHash).toBe(utterancesHash(utterances));
    expect(stored.classes).toEqual([...new Set(utterances.map((u) => u.intent))].sort());
  });

  it('blends its scores into the word classifier once the message is encoded', async () => {
    const text = 'my manager keeps taking credit for my slides in front of the VP';
    const words = classify(text);
    expect(semanticScores(text)).toBeNull();
    await prepareUnderstanding([text]);
    const semantic = semanticScores(text)!;
    // Meaning gives the right intent real weight (here shared with its neighbour, career.colleague); the blend with
    // the words decides.
    expect(semantic.get('career.manager')).toBeGreaterThan(0.25);
    const blended = classify(text);
    expect(blended.ranked[0]!.intent).toBe('career.manager');
    const word = words.ranked.find((r) => r.intent === 'career.manager')!.score;
    expect(blended.ranked[0]!.score).toBeCloseTo(
      (1 - SEMANTIC_WEIGHT) * word + SEMANTIC_WEIGHT * semantic.get('career.manager')!,
      6,
    );
  });
});
