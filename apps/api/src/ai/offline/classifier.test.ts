import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classify, loadClassifier, trainStoredClassifier } from './classifier';
import { LABELLED_CORPUS } from './utterances';

describe('the stored intent classifier (the build trains it, the server loads it)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mentor-classifier-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const stored = trainStoredClassifier();

  it('answers every labelled message exactly as the classifier trained in the process', () => {
    const file = join(dir, 'mentor-classifier.json');
    writeFileSync(file, JSON.stringify(stored));
    const loaded = loadClassifier(file);
    expect(loaded).not.toBeNull();
    for (const { message } of LABELLED_CORPUS.filter((_, i) => i % 7 === 0)) {
      expect(classify(message, loaded!), message).toEqual(classify(message));
    }
  });

  it('keeps only the weights that count, so the file stays a few MB', () => {
    const kept = stored.rows.reduce((n, row) => n + row.w.length, 0);
    expect(kept).toBeLessThan(stored.intents.length * stored.features.length * 0.3);
    expect(stored.rows.every((row) => row.w.every((w) => Math.abs(w) >= 1e-4))).toBe(true);
  });

  it('is not used when it was trained on another corpus, nor when there is none', () => {
    const stale = join(dir, 'stale.json');
    writeFileSync(stale, JSON.stringify({ ...stored, corpusHash: '0000000000000000' }));
    expect(loadClassifier(stale)).toBeNull();
    expect(loadClassifier(join(dir, 'missing.json'))).toBeNull();
  });
});
