import { createHash } from 'node:crypto';
import lang from '@nlpjs/lang-en-min';
import { NeuralNetwork } from '@nlpjs/neural';
import type { SafetyCategory } from '@mentor/validation';
import { withoutIdioms } from './lexicon';
import { normalizeForSafety } from './normalize';
import stored from './model.json';
import type { SafetyCase } from './types';

/**
 * The safety screen's text classifier: NLP.js's neural network (one perceptron per class, as NLP.js's NLU trains
 * it) over stemmed words and word pairs of the normalised text, trained at build time on the labelled training
 * corpora (./training) by `pnpm --filter @mentor/api safety:train` into model.json (training takes seconds; loading
 * takes milliseconds). Deterministic: the same corpus always trains the same weights. classifier.ts combines it
 * with the phrase patterns and the risk-word net.
 */

const tokenizer = new lang.TokenizerEn();
const stemmer = new lang.StemmerEn();

type SafetyClass = SafetyCategory | 'none';

function features(text: string): Record<string, number> {
  // Idioms out first ("this deadline is killing me"), as the risk-word net reads the text (lexicon.ts).
  const tokens = tokenizer.tokenize(withoutIdioms(normalizeForSafety(text)).replace(/[.,~]/g, ' '), true);
  const stems = stemmer.stem(tokens.filter((t) => /[a-z0-9]/.test(t)));
  const out: Record<string, number> = {};
  for (const s of stems) out[s] = 1;
  for (let i = 0; i + 1 < stems.length; i += 1) out[`${stems[i]}_${stems[i + 1]}`] = 1;
  return out;
}

export interface SafetyModel {
  /** The most likely crisis category and its activation (0 to 1), and the activation of "no crisis". */
  score(text: string): { category: SafetyCategory | null; risk: number; none: number };
}

/** The trained network as model.json keeps it (NLP.js's own JSON), with the hash of the corpus it learned. */
export interface StoredSafetyModel {
  corpusHash: string;
  network: ReturnType<NeuralNetwork['toJSON']>;
}

/** A hash of the training corpus: model.json must have been trained on exactly this. */
export function corpusHash(cases: readonly SafetyCase[]): string {
  return createHash('sha256')
    .update(JSON.stringify(cases.map((c) => [c.id, c.text, c.expect])))
    .digest('hex')
    .slice(0, 16);
}

function newNetwork(): NeuralNetwork {
  return new NeuralNetwork({ iterations: 2000, errorThresh: 0.00005, learningRate: 0.1, log: false });
}

function scorer(network: NeuralNetwork, known: ReadonlySet<string>): SafetyModel {
  return {
    score(text) {
      const input = Object.fromEntries(Object.entries(features(text)).filter(([f]) => known.has(f)));
      if (Object.keys(input).length === 0) return { category: null, risk: 0, none: 1 };
      const out = (network.run(input) ?? {}) as Partial<Record<SafetyClass, number>>;
      let category: SafetyCategory | null = null;
      let risk = 0;
      for (const [name, value] of Object.entries(out) as [SafetyClass, number][]) {
        if (name !== 'none' && value > risk) {
          category = name;
          risk = value;
        }
      }
      return { category, risk, none: out.none ?? 0 };
    },
  };
}

/** Trains a network on `cases` (scripts/train-safety.ts writes it to model.json; the eval's cross-validation). */
export function trainSafetyNetwork(cases: readonly SafetyCase[]): NeuralNetwork {
  const network = newNetwork();
  network.train(
    cases.map((c) => ({
      input: features(c.text),
      output: { [c.expect ?? 'none']: 1 } as Record<SafetyClass, number>,
    })),
  );
  return network;
}

/** A model from a trained network. */
export function modelOf(network: NeuralNetwork): SafetyModel {
  return scorer(network, new Set(network.toJSON().features ?? []));
}

let shared: SafetyModel | null = null;

/**
 * The model trained at build time on the training corpora (model.json, written by `pnpm safety:train`; a test
 * fails when the corpora changed since), loaded once per process.
 */
export function safetyModel(): SafetyModel {
  if (!shared) {
    const network = newNetwork();
    network.fromJSON((stored as unknown as StoredSafetyModel).network);
    shared = modelOf(network);
  }
  return shared;
}
