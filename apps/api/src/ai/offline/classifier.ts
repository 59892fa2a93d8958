import { existsSync, readFileSync } from 'node:fs';
import lang from '@nlpjs/lang-en-min';
import { NeuralNetwork } from '@nlpjs/neural';
import { SEMANTIC_WEIGHT, semanticScores, utterancesHash } from './semantic';
import { trainingUtterances } from './utterances';

/**
 * The offline mentor's intent classifier: NLP.js's neural network (one perceptron per intent, the model NLP.js's
 * NLU trains) over stemmed words and word pairs, trained from the train half of the labelled corpus (./utterances).
 * The build trains it and writes it beside the bundle (scripts/build.ts), and the server loads that file at start,
 * before it listens (src/main.ts: prepareClassifier); without one (under tsx, in tests) it trains on first use, once
 * per process. docs/mentor.md gives the times.
 *
 * What was tuned on the corpus (train half to fit, held-out half to check; docs/mentor.md has the figures):
 * - Inputs are weighted by how rare a word is in the training messages (inverse document frequency) and scaled to
 *   the same length, so "churn" counts for more than "customers" and a long message does not outvote a short one.
 * - A fixed, small number of passes over the data (early stopping): more passes learn the training sentences'
 *   wording, not the topics.
 * - Scores are a softmax over every perceptron's weighted sum (not only the positive activations NLP.js's `run`
 *   returns), so a message between two intents gives two close scores instead of one score of 1.
 *
 * `evidence` is the top intent's activation: near 0 when the message shares hardly a word with anything taught.
 *
 * When the message's sentence vector is ready (semantic.ts), the scores are blended with those of the classifier
 * over it, which reads meaning rather than words.
 */

const normalizer = new lang.NormalizerEn();
const tokenizer = new lang.TokenizerEn();
const stemmer = new lang.StemmerEn();

/** The settings chosen on the corpus's held-out half. */
const CLASSIFIER_SETTINGS = {
  /** Passes over the training data (a fixed number: deterministic, and early enough to generalise). */
  iterations: 12,
  /** Length every message's input vector is scaled to. */
  inputLength: 2,
  /** Softmax temperature over the perceptrons' activations: lower is more decisive. */
  temperature: 0.1,
} as const;

/** NLP.js's activation slope (its default), which turns a perceptron's weighted sum into its activation. */
const ALPHA = 0.07;

/** Words too common to tell intents apart. */
const STOPWORDS = new Set(
  'a an the and or but so to of in on at for with about from into by is are was were be been am i me my we our us you your it its this that these those do does did have has had will would can could should just really very what how when where why which who there here than then them they he she his her him not no'.split(
    ' ',
  ),
);

/** The stems of a message and its pairs of neighbouring stems (each present once). */
function features(text: string): string[] {
  const tokens = tokenizer.tokenize(
    normalizer.normalize(text.replace(/\bco-(founder|worker)/gi, 'co$1')),
    true,
  );
  const stems: string[] = stemmer.stem(tokens.filter((t) => !STOPWORDS.has(t) && /[a-z0-9]/.test(t)));
  const out = new Set(stems);
  for (let i = 0; i + 1 < stems.length; i += 1) out.add(`${stems[i]}_${stems[i + 1]}`);
  return [...out];
}

export interface Classification {
  /** Intents, most likely first, with scores that add up to 1. */
  ranked: { intent: string; score: number }[];
  /** The top intent's activation (0 when nothing in the message was learned). */
  evidence: number;
}

interface Model {
  /** Per intent, a weight for each known feature (by index) and a bias. */
  intents: { intent: string; weights: Float32Array; bias: number }[];
  /** Known feature -> its index and its inverse document frequency in the training messages. */
  features: Map<string, { index: number; idf: number }>;
  /** The weight of a feature never taught (the rarest there is). */
  rarest: number;
  trainingMs: number;
}

/**
 * A message's input: its features weighted by rarity (a word never taught counts as the rarest) and scaled together
 * to `inputLength`, of which only the taught ones are kept. Words the mentor never learned make the rest count less.
 */
function inputOf(features: readonly string[], idf: (feature: string) => number | undefined, rarest: number) {
  const weighted = features.map((f) => [f, idf(f)] as const);
  const length = Math.sqrt(weighted.reduce((sum, [, w]) => sum + (w ?? rarest) ** 2, 0));
  return weighted
    .filter((e): e is readonly [string, number] => e[1] !== undefined)
    .map(([f, w]) => [f, (w / length) * CLASSIFIER_SETTINGS.inputLength] as const);
}

/** Trains the classifier on labelled texts (deterministic: the same texts always give the same weights). */
function trainModel(utterances: readonly { text: string; intent: string }[]): Model {
  const started = performance.now();
  const featureSets = utterances.map((u) => features(u.text));
  const counts = new Map<string, number>();
  for (const set of featureSets) for (const f of set) counts.set(f, (counts.get(f) ?? 0) + 1);
  const rarest = Math.log(1 + utterances.length);
  const idfOf = (f: string) => {
    const n = counts.get(f);
    return n === undefined ? undefined : Math.log(1 + utterances.length / n);
  };
  const network = new NeuralNetwork({
    alpha: ALPHA,
    iterations: CLASSIFIER_SETTINGS.iterations,
    errorThresh: 0,
    deltaErrorThresh: 0,
    log: false,
  });
  network.train(
    utterances.map((u, i) => ({
      input: Object.fromEntries(inputOf(featureSets[i]!, idfOf, rarest)),
      output: { [u.intent]: 1 },
    })),
  );
  const json = network.toJSON();
  const names = json.features ?? [];
  return {
    intents: (json.intents ?? []).map((intent, i) => {
      const row = json.perceptrons?.[i] ?? [];
      return { intent, weights: Float32Array.from(row.slice(0, names.length)), bias: row[names.length] ?? 0 };
    }),
    features: new Map(names.map((f, index) => [f, { index, idf: idfOf(f) ?? 0 }])),
    rarest,
    trainingMs: performance.now() - started,
  };
}

/**
 * The trained classifier as a file keeps it (scripts/build.ts writes it beside the bundle; the server loads it at
 * start): the intents, the known features with their rarity, and per intent its bias and its weights that count
 * (|w| >= 1e-4, the feature indices as gaps from the previous one), each rounded to 6 significant digits.
 */
export interface StoredMentorClassifier {
  corpusHash: string;
  intents: string[];
  features: string[];
  idf: number[];
  rarest: number;
  rows: { bias: number; at: number[]; w: number[] }[];
}

/** Weights smaller than this are left out of the stored model: they move a score by less than 1e-4. */
const KEPT_WEIGHT = 1e-4;
const rounded = (x: number) => Number(x.toPrecision(6));

/** A trained model as its file keeps it. */
function storedClassifier(m: Model, corpusHash: string): StoredMentorClassifier {
  const names = [...m.features.keys()];
  return {
    corpusHash,
    intents: m.intents.map((i) => i.intent),
    features: names,
    idf: names.map((f) => rounded(m.features.get(f)!.idf)),
    rarest: rounded(m.rarest),
    rows: m.intents.map(({ weights, bias }) => {
      const at: number[] = [];
      const w: number[] = [];
      let last = 0;
      weights.forEach((x, k) => {
        if (Math.abs(x) < KEPT_WEIGHT) return;
        at.push(k - last);
        last = k;
        w.push(rounded(x));
      });
      return { bias: rounded(bias), at, w };
    }),
  };
}

/** The model a stored file describes. */
function modelFrom(stored: StoredMentorClassifier, trainingMs: number): Model {
  return {
    intents: stored.intents.map((intent, i) => {
      const row = stored.rows[i]!;
      const weights = new Float32Array(stored.features.length);
      let k = 0;
      row.at.forEach((gap, j) => {
        k += gap;
        weights[k] = row.w[j]!;
      });
      return { intent, weights, bias: row.bias };
    }),
    features: new Map(stored.features.map((f, index) => [f, { index, idf: stored.idf[index]! }])),
    rarest: stored.rarest,
    trainingMs,
  };
}

/**
 * Trains the classifier on the corpus's train half, as the stored file keeps it (so a model trained here and one
 * loaded from the build's file answer alike), with the hash of what it learned.
 */
export function trainStoredClassifier(): StoredMentorClassifier {
  const utterances = trainingUtterances();
  return storedClassifier(trainModel(utterances), utterancesHash(utterances));
}

/** The file the build writes beside the bundle (scripts/build.ts) and the server loads (src/main.ts). */
export const MENTOR_CLASSIFIER_FILE = 'mentor-classifier.json';

let model: Model | null = null;

/** The classifier: loaded from the build's file at start (prepareClassifier), or trained on first use. */
function trained(): Model {
  if (!model) {
    const started = performance.now();
    const stored = trainStoredClassifier();
    model = modelFrom(stored, performance.now() - started);
  }
  return model;
}

/** The classifier stored in `file`, when there is one and it was trained on today's corpus; else null. */
export function loadClassifier(file: string): Model | null {
  if (!existsSync(file)) return null;
  const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredMentorClassifier;
  return stored.corpusHash === utterancesHash(trainingUtterances()) ? modelFrom(stored, 0) : null;
}

/**
 * Makes the classifier ready before the server listens: loaded from `file` (the build writes it beside the bundle)
 * when it was trained on today's corpus, else trained here. Answers how long it took and which it was.
 */
export function prepareClassifier(file?: string): { ms: number; from: 'file' | 'training' } {
  const started = performance.now();
  const loaded = !model && file ? loadClassifier(file) : null;
  if (loaded) {
    model = loaded;
    return { ms: performance.now() - started, from: 'file' };
  }
  trained();
  return { ms: performance.now() - started, from: 'training' };
}

export function classify(text: string, m: Model = trained()): Classification {
  const input = inputOf(features(text), (f) => m.features.get(f)?.idf, m.rarest);
  if (input.length === 0) return { ranked: [], evidence: 0 };
  const activations = m.intents.map(({ intent, weights, bias }) => ({
    intent,
    activation:
      ALPHA * input.reduce((sum, [f, value]) => sum + value * weights[m.features.get(f)!.index]!, bias),
  }));
  const top = Math.max(...activations.map((a) => a.activation));
  const exp = activations.map((a) => ({
    intent: a.intent,
    e: Math.exp((a.activation - top) / CLASSIFIER_SETTINGS.temperature),
  }));
  const total = exp.reduce((sum, x) => sum + x.e, 0);
  // The sentence-vector classifier's scores, when the message was encoded (semantic.ts), blended in.
  const semantic = semanticScores(text);
  const blend = (intent: string, score: number) =>
    semantic ? (1 - SEMANTIC_WEIGHT) * score + SEMANTIC_WEIGHT * (semantic.get(intent) ?? 0) : score;
  return {
    ranked: exp
      .map((x) => ({ intent: x.intent, score: blend(x.intent, x.e / total) }))
      .sort((a, b) => b.score - a.score),
    evidence: Math.max(0, top),
  };
}
