// `pnpm --filter @mentor/api mentor:train`: trains the offline mentor's sentence-vector classifier on the labelled
// utterances' train half (src/ai/offline/utterances) and writes src/ai/offline/semantic.json, with the hash of the
// utterances it learned. Run it after changing the corpus: semantic.test.ts fails while the file is older.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { rounded } from '../src/ai/encoder/softmax';
import { trainMentorSemantic, utterancesHash, type StoredMentorSemantic } from '../src/ai/offline/semantic';
import { trainingUtterances } from '../src/ai/offline/utterances';

const started = performance.now();
const utterances = trainingUtterances();
const stored: StoredMentorSemantic = {
  corpusHash: utterancesHash(utterances),
  ...rounded(await trainMentorSemantic(utterances)),
};
const file = fileURLToPath(new URL('../src/ai/offline/semantic.json', import.meta.url));
await writeFile(file, `${JSON.stringify(stored)}\n`);
console.log(
  `encoded and trained on ${utterances.length} utterances in ${Math.round(performance.now() - started)} ms -> ${file}`,
);
