import { createHash } from 'node:crypto';
import { encode, encoded } from '../encoder';
import { softmaxScores, trainSoftmax, type SoftmaxModel } from '../encoder/softmax';
import stored from './semantic.json';

/**
 * The offline mentor's second reader: a softmax classifier over each message's sentence vector (../encoder),
 * trained at build time on the same labelled utterances as the word classifier (classifier.ts) by
 * `pnpm --filter @mentor/api mentor:train` into semantic.json. The word classifier knows the words it was taught;
 * this one knows what a message means, so "how do I get investors to take a first call" lands on fundraising
 * without one taught phrase. classifier.ts blends the two (SEMANTIC_WEIGHT, chosen on the corpus: docs/mentor.md).
 *
 * Its input must be ready before the mentor reads a message: the offline provider and the title job encode the
 * session's messages first (prepareUnderstanding in understand.ts); a message never encoded is read by the word
 * classifier alone.
 */

/** How the model is trained. */
const MENTOR_SEMANTIC_TRAINING = { epochs: 30, rate: 0.1, scale: 10 } as const;

/** The sentence-vector classifier's share of the blended scores (the word classifier has the rest). */
export const SEMANTIC_WEIGHT = 0.25;

/** The trained model as semantic.json keeps it, with the hash of the utterances it learned. */
export interface StoredMentorSemantic extends SoftmaxModel {
  corpusHash: string;
}

/** A hash of the training utterances: semantic.json must have been trained on exactly these. */
export function utterancesHash(utterances: readonly { text: string; intent: string }[]): string {
  return createHash('sha256')
    .update(JSON.stringify(utterances.map((u) => [u.text, u.intent])))
    .digest('hex')
    .slice(0, 16);
}

/** Trains the model on labelled utterances (scripts/train-mentor.ts). */
export async function trainMentorSemantic(
  utterances: readonly { text: string; intent: string }[],
): Promise<SoftmaxModel> {
  const vectors = await encode(utterances.map((u) => u.text));
  const intents = [...new Set(utterances.map((u) => u.intent))].sort();
  return trainSoftmax(
    vectors,
    utterances.map((u) => u.intent),
    intents,
    MENTOR_SEMANTIC_TRAINING,
  );
}

/** Each intent's probability for a message already encoded, or null when it was not. */
export function semanticScores(text: string, model: SoftmaxModel = stored) {
  const vector = encoded(text);
  if (!vector || model.classes.length === 0) return null;
  const p = softmaxScores(model, vector);
  return new Map(model.classes.map((intent, i) => [intent, p[i]!]));
}
