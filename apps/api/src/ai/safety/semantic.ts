import { SAFETY_CATEGORIES, type SafetyCategory } from '@mentor/validation';
import { encode } from '../encoder';
import { softmaxScores, trainSoftmax, type SoftmaxModel } from '../encoder/softmax';
import { classifyMessage, type SafetyScreen, type SemanticRisk } from './classifier';
import stored from './semantic.json';
import type { SafetyCase } from './types';

/**
 * The safety screen's fourth layer: a softmax classifier over each message's sentence vector (../encoder), with
 * five classes (no crisis and the four crisis categories), trained at build time on the training corpora by
 * `pnpm --filter @mentor/api safety:train` into semantic.json. Where the phrase patterns and the word-based
 * classifier know only the words they were taught, this layer knows what a message means: "i keep thinking about
 * riding into the side of a lorry and letting it all be over" lies close to what it learned as self-harm, with not
 * one of its phrases. classifier.ts flags a message when the crisis classes' probabilities add up to its threshold.
 */

const SEMANTIC_CLASSES = ['none', ...SAFETY_CATEGORIES] as const;

/** How the layer is trained (chosen by cross-validation on the training corpora: docs/safety.md). */
const SEMANTIC_TRAINING = { epochs: 30, rate: 0.1, scale: 10 } as const;

/** The trained model as semantic.json keeps it, with the hash of the corpus it learned. */
export interface StoredSemanticModel extends SoftmaxModel {
  corpusHash: string;
}

/** Trains the layer's model on labelled cases and their vectors. */
export function trainSemantic(cases: readonly SafetyCase[], vectors: readonly Float32Array[]): SoftmaxModel {
  return trainSoftmax(
    vectors,
    cases.map((c) => c.expect ?? 'none'),
    SEMANTIC_CLASSES,
    SEMANTIC_TRAINING,
  );
}

/** A message's crisis risk from its vector: the likeliest crisis category, and the crisis classes' sum. */
export function semanticRisk(vector: ArrayLike<number>, model: SoftmaxModel = stored): SemanticRisk {
  const p = softmaxScores(model, vector);
  let category: SafetyCategory = 'self_harm';
  let best = -1;
  model.classes.forEach((name, i) => {
    if (name !== 'none' && p[i]! > best) {
      best = p[i]!;
      category = name as SafetyCategory;
    }
  });
  return { category, risk: 1 - (p[model.classes.indexOf('none')] ?? 0) };
}

/**
 * The local screen with all four layers: the message is encoded (or its vector taken from the encoder's cache)
 * and classified. When the encoder cannot run, the first three layers' verdict stands.
 */
export async function classifyLocally(text: string): Promise<SafetyScreen | null> {
  const vector = await encode([text])
    .then(([v]) => v)
    .catch(() => undefined);
  return classifyMessage(text, vector ? semanticRisk(vector) : undefined);
}
