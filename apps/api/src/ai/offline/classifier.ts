import lang from '@nlpjs/lang-en-min';
import { NeuralNetwork } from '@nlpjs/neural';
import { trainingUtterances } from './utterances';

/**
 * The offline mentor's intent classifier: NLP.js's neural network (one perceptron per intent, the model NLP.js's
 * NLU trains) over stemmed words and word pairs, trained from the labelled utterances of ./utterances on first use
 * and cached for the life of the process (training takes a fraction of a second: docs/mentor.md gives the figure).
 *
 * Scores are normalised as NLP.js does (squared, then divided by their sum), so they add up to 1. `evidence` is the
 * top intent's raw activation: near 0 when the message shares hardly a word with anything the mentor was taught.
 */

const normalizer = new lang.NormalizerEn();
const tokenizer = new lang.TokenizerEn();
const stemmer = new lang.StemmerEn();

/** Words too common to tell intents apart. */
const STOPWORDS = new Set(
  'a an the and or but so to of in on at for with about from into by is are was were be been am i me my we our us you your it its this that these those do does did have has had will would can could should just really very what how when where why which who there here than then them they he she his her him not no'.split(
    ' ',
  ),
);

function features(text: string): Record<string, number> {
  const tokens = tokenizer.tokenize(
    normalizer.normalize(text.replace(/\bco-(founder|worker)/gi, 'co$1')),
    true,
  );
  const stems = stemmer.stem(tokens.filter((t) => !STOPWORDS.has(t) && /[a-z0-9]/.test(t)));
  const out: Record<string, number> = {};
  for (const s of stems) out[s] = 1;
  for (let i = 0; i + 1 < stems.length; i += 1) out[`${stems[i]}_${stems[i + 1]}`] = 1;
  return out;
}

export interface Classification {
  /** Intents, most likely first, with normalised scores (they add up to 1). */
  ranked: { intent: string; score: number }[];
  /** The top intent's raw activation (0 when nothing in the message was learned). */
  evidence: number;
}

interface Model {
  network: NeuralNetwork;
  known: Set<string>;
  trainingMs: number;
}

let model: Model | null = null;

/** Trains the classifier (once per process). */
function trained(): Model {
  if (model) return model;
  const started = performance.now();
  const corpus = trainingUtterances().map((u) => ({ input: features(u.text), output: { [u.intent]: 1 } }));
  const known = new Set(corpus.flatMap((c) => Object.keys(c.input)));
  const network = new NeuralNetwork({ iterations: 100, errorThresh: 0.0003, log: false });
  network.train(corpus);
  model = { network, known, trainingMs: performance.now() - started };
  return model;
}

/** How long training took, in ms (trains first when it has not yet). */
export function trainingTimeMs(): number {
  return trained().trainingMs;
}

export function classify(text: string): Classification {
  const { network, known } = trained();
  const input = Object.fromEntries(Object.entries(features(text)).filter(([f]) => known.has(f)));
  if (Object.keys(input).length === 0) return { ranked: [], evidence: 0 };
  const raw = network.run(input) ?? {};
  const entries = Object.entries(raw).filter(([, v]) => v > 0);
  const total = entries.reduce((sum, [, v]) => sum + v * v, 0);
  if (total === 0) return { ranked: [], evidence: 0 };
  const ranked = entries
    .map(([intent, v]) => ({ intent, score: (v * v) / total }))
    .sort((a, b) => b.score - a.score);
  return { ranked, evidence: Math.max(...entries.map(([, v]) => v)) };
}
