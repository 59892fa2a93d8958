// `pnpm --filter @mentor/api safety:train`: trains the safety screen's text classifier, its urgency network and its
// sentence-vector classifier on the training corpora (src/ai/safety/training) and writes src/ai/safety/model.json and
// semantic.json, each with the hash of the corpus it learned. Run it after changing a corpus: classifier.test.ts
// fails while either file is older than the corpora.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  corpusHash,
  trainSafetyNetwork,
  trainUrgencyNetwork,
  type StoredSafetyModel,
} from '../src/ai/safety/model';
import { SAFETY_TRAINING } from '../src/ai/safety/training';
import { encode } from '../src/ai/encoder';
import { rounded } from '../src/ai/encoder/softmax';
import { trainSemantic, type StoredSemanticModel } from '../src/ai/safety/semantic';

const started = performance.now();
// Features no perceptron weighs (all |w| < 0.01) are dropped and weights kept to 3 decimals: the file stays small,
// and a score moves by far less than the thresholds' resolution.
function pruned(network: StoredSafetyModel['network']): StoredSafetyModel['network'] {
  const features = network.features ?? [];
  const all = network.perceptrons ?? [];
  const keep = features.map((_, j) => all.some((weights) => Math.abs(weights[j] ?? 0) >= 0.01));
  const round = (w: number) => Math.round(w * 1e3) / 1e3;
  return {
    ...network,
    features: features.filter((_, j) => keep[j]),
    // Each perceptron: its kept weights, then its bias (NLP.js's layout).
    perceptrons: all.map((weights) => [
      ...weights
        .slice(0, features.length)
        .filter((_, j) => keep[j])
        .map(round),
      round(weights[features.length] ?? 0),
    ]),
  };
}
const network = trainSafetyNetwork(SAFETY_TRAINING).toJSON();
const stored: StoredSafetyModel = {
  corpusHash: corpusHash(SAFETY_TRAINING),
  network: pruned(network),
  urgency: pruned(trainUrgencyNetwork(SAFETY_TRAINING).toJSON()),
};
const file = fileURLToPath(new URL('../src/ai/safety/model.json', import.meta.url));
await writeFile(file, `${JSON.stringify(stored)}\n`);
console.log(
  `trained on ${SAFETY_TRAINING.length} messages in ${Math.round(performance.now() - started)} ms: ${stored.network.features?.length ?? 0} of ${network.features?.length ?? 0} features kept -> ${file}`,
);

const semanticStarted = performance.now();
const vectors = await encode(SAFETY_TRAINING.map((c) => c.text));
const semantic: StoredSemanticModel = {
  corpusHash: corpusHash(SAFETY_TRAINING),
  ...rounded(trainSemantic(SAFETY_TRAINING, vectors)),
};
const semanticFile = fileURLToPath(new URL('../src/ai/safety/semantic.json', import.meta.url));
await writeFile(semanticFile, `${JSON.stringify(semantic)}\n`);
console.log(
  `sentence-vector classifier: encoded and trained in ${Math.round(performance.now() - semanticStarted)} ms -> ${semanticFile}`,
);
