/**
 * A softmax (multinomial logistic regression) classifier over sentence vectors (index.ts): one weight vector and
 * a bias per class. Trained at build time by plain stochastic gradient descent in a fixed order, so the same
 * vectors and labels always give the same weights; stored as JSON beside the code that uses it.
 */
export interface SoftmaxModel {
  classes: string[];
  /** Per class: one weight per dimension, then the bias. */
  weights: number[][];
  /** Multiplies every logit: a sharper or softer distribution. */
  scale: number;
}

export interface SoftmaxTraining {
  epochs: number;
  /** The first epoch's learning rate; epoch e uses rate / (1 + e / 10). */
  rate: number;
  scale: number;
}

function logits(model: Pick<SoftmaxModel, 'weights' | 'scale'>, x: ArrayLike<number>): number[] {
  return model.weights.map((w) => {
    let sum = w[x.length] ?? 0;
    for (let i = 0; i < x.length; i += 1) sum += w[i]! * x[i]!;
    return sum * model.scale;
  });
}

/** Each class's probability for `x` (they add up to 1), in the order of `model.classes`. */
export function softmaxScores(
  model: Pick<SoftmaxModel, 'weights' | 'scale'>,
  x: ArrayLike<number>,
): number[] {
  const z = logits(model, x);
  const top = Math.max(...z);
  const e = z.map((v) => Math.exp(v - top));
  const total = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / total);
}

/** Trains a model on vectors and their labels (each one of `classes`). */
export function trainSoftmax(
  vectors: readonly ArrayLike<number>[],
  labels: readonly string[],
  classes: readonly string[],
  settings: SoftmaxTraining,
): SoftmaxModel {
  const dimensions = vectors[0]?.length ?? 0;
  const model: SoftmaxModel = {
    classes: [...classes],
    weights: classes.map(() => new Array<number>(dimensions + 1).fill(0)),
    scale: settings.scale,
  };
  const targets = labels.map((label) => {
    const index = classes.indexOf(label);
    if (index < 0) throw new Error(`unknown class ${label}`);
    return index;
  });
  for (let epoch = 0; epoch < settings.epochs; epoch += 1) {
    const rate = settings.rate / (1 + epoch / 10);
    vectors.forEach((x, n) => {
      const p = softmaxScores(model, x);
      p.forEach((probability, c) => {
        const gradient = probability - (c === targets[n] ? 1 : 0);
        if (Math.abs(gradient) < 1e-4) return;
        const w = model.weights[c]!;
        for (let i = 0; i < dimensions; i += 1) w[i]! -= rate * gradient * x[i]!;
        w[dimensions]! -= rate * gradient;
      });
    });
  }
  return model;
}

/** The model with weights rounded to `digits` decimals (a smaller file; scores move by far less than thresholds). */
export function rounded(model: SoftmaxModel, digits = 4): SoftmaxModel {
  const f = 10 ** digits;
  return { ...model, weights: model.weights.map((w) => w.map((v) => Math.round(v * f) / f)) };
}
