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
  /**
   * How likely a crisis message is to be urgent (danger now: emergency services first), 0 to 1: the share of the
   * urgency network's "now" among its two classes. Only meaningful on a message already flagged.
   */
  urgency(text: string): number;
}

type Network = ReturnType<NeuralNetwork['toJSON']>;

/** The trained networks as model.json keeps them (NLP.js's own JSON), with the hash of the corpus they learned. */
export interface StoredSafetyModel {
  corpusHash: string;
  network: Network;
  /** The urgency network: crisis messages only, "now" against "later". */
  urgency: Network;
}

/** A hash of the training corpus, labels included: model.json must have been trained on exactly this. */
export function corpusHash(cases: readonly SafetyCase[]): string {
  return createHash('sha256')
    .update(JSON.stringify(cases.map((c) => [c.id, c.text, c.expect, c.urgent ?? null])))
    .digest('hex')
    .slice(0, 16);
}

function newNetwork(): NeuralNetwork {
  return new NeuralNetwork({ iterations: 2000, errorThresh: 0.00005, learningRate: 0.1, log: false });
}

/** The network's outputs for `text`, on the features it knows (none known: null). */
function run(
  network: NeuralNetwork,
  known: ReadonlySet<string>,
  text: string,
): Record<string, number> | null {
  const input = Object.fromEntries(Object.entries(features(text)).filter(([f]) => known.has(f)));
  if (Object.keys(input).length === 0) return null;
  return network.run(input) ?? {};
}

function scorer(network: NeuralNetwork, urgencyNetwork: NeuralNetwork): SafetyModel {
  const known = new Set(network.toJSON().features ?? []);
  const knownUrgent = new Set(urgencyNetwork.toJSON().features ?? []);
  return {
    score(text) {
      const out = run(network, known, text) as Partial<Record<SafetyClass, number>> | null;
      if (!out) return { category: null, risk: 0, none: 1 };
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
    urgency(text) {
      const out = run(urgencyNetwork, knownUrgent, text);
      const now = out?.now ?? 0;
      const later = out?.later ?? 0;
      return now + later > 0 ? now / (now + later) : 0;
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

/** Trains the urgency network on the crisis messages of `cases`: urgent ("now") or not ("later"). */
export function trainUrgencyNetwork(cases: readonly SafetyCase[]): NeuralNetwork {
  const network = newNetwork();
  network.train(
    cases
      .filter((c) => c.expect !== null)
      .map((c) => ({ input: features(c.text), output: { [c.urgent ? 'now' : 'later']: 1 } })),
  );
  return network;
}

/** A model from its two trained networks. */
export function modelOf(network: NeuralNetwork, urgencyNetwork: NeuralNetwork): SafetyModel {
  return scorer(network, urgencyNetwork);
}

let shared: SafetyModel | null = null;

/**
 * The models trained at build time on the training corpora (model.json, written by `pnpm safety:train`; a test
 * fails when the corpora changed since), loaded once per process.
 */
export function safetyModel(): SafetyModel {
  if (!shared) {
    const { network, urgency } = stored as unknown as StoredSafetyModel;
    const main = newNetwork();
    main.fromJSON(network);
    const urgent = newNetwork();
    urgent.fromJSON(urgency);
    shared = modelOf(main, urgent);
  }
  return shared;
}
