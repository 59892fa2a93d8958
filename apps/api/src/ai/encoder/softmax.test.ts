import { describe, expect, it } from 'vitest';
import { rounded, softmaxScores, trainSoftmax } from './softmax';

// Three classes, each around its own direction in three dimensions.
const points = [
  [1, 0.1, 0],
  [0.9, 0, 0.2],
  [0.1, 1, 0],
  [0, 0.8, 0.1],
  [0, 0.1, 1],
  [0.2, 0, 0.9],
];
const labels = ['a', 'a', 'b', 'b', 'c', 'c'];
const settings = { epochs: 30, rate: 0.5, scale: 5 };

describe('the softmax classifier', () => {
  it('learns classes from labelled vectors, and scores that add up to 1', () => {
    const model = trainSoftmax(points, labels, ['a', 'b', 'c'], settings);
    for (const [i, x] of points.entries()) {
      const p = softmaxScores(model, x);
      expect(p.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 6);
      expect(model.classes[p.indexOf(Math.max(...p))]).toBe(labels[i]);
    }
    expect(
      model.classes[
        softmaxScores(model, [0.05, 0.95, 0.05]).indexOf(
          Math.max(...softmaxScores(model, [0.05, 0.95, 0.05])),
        )
      ],
    ).toBe('b');
  });

  it('trains the same weights from the same data', () => {
    const one = trainSoftmax(points, labels, ['a', 'b', 'c'], settings);
    const two = trainSoftmax(points, labels, ['a', 'b', 'c'], settings);
    expect(two.weights).toEqual(one.weights);
  });

  it('refuses a label that is not a class, and rounds weights for storage', () => {
    expect(() => trainSoftmax(points, [...labels.slice(0, 5), 'd'], ['a', 'b', 'c'], settings)).toThrow(
      'unknown class d',
    );
    const model = rounded(trainSoftmax(points, labels, ['a', 'b', 'c'], settings), 2);
    for (const w of model.weights.flat()) expect(Math.round(w * 100) / 100).toBe(w);
  });
});
