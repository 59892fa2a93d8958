import { Worker } from 'node:worker_threads';
import { abortError } from '../provider';
import { ProviderError } from '../provider-error';

/** How long one synthesis may take before it fails as a timeout (4,096 characters take about 3 s on 2 cores). */
const SYNTHESIS_TIMEOUT_MS = 30_000;

interface Job {
  resolve: (wav: Uint8Array) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** Synthesises speech locally: text in, a 16-bit mono WAV out. */
export interface OfflineVoice {
  synthesize(text: string, signal?: AbortSignal): Promise<Uint8Array>;
}

/**
 * The built-in voice of the offline mentor: eSpeak NG (WebAssembly) in a worker thread, so a synthesis never blocks
 * the server's event loop. One worker, started on first use and not keeping the process alive; its requests run
 * one after another. A worker that dies fails what it had in hand and is replaced on the next call.
 */
export function createOfflineVoice(): OfflineVoice {
  let worker: Worker | null = null;
  let nextId = 0;
  const jobs = new Map<number, Job>();

  const failAll = (error: Error) => {
    for (const [id, job] of jobs) {
      clearTimeout(job.timer);
      jobs.delete(id);
      job.reject(error);
    }
  };

  function start(): Worker {
    const w = new Worker(new URL('./speech-worker.mjs', import.meta.url));
    w.unref();
    w.on('message', (message: { id: number; wav?: Uint8Array; error?: string }) => {
      const job = jobs.get(message.id);
      if (!job) return;
      jobs.delete(message.id);
      clearTimeout(job.timer);
      if (message.wav) job.resolve(new Uint8Array(message.wav));
      else
        job.reject(new ProviderError('bad_output', `offline speech failed: ${message.error ?? 'unknown'}`));
    });
    const gone = (reason: string) => {
      if (worker === w) worker = null;
      failAll(new ProviderError('bad_output', `offline speech worker ${reason}`));
    };
    w.on('error', (error) => gone(`failed: ${error.message}`));
    w.on('exit', (code) => gone(`exited with code ${code}`));
    return w;
  }

  return {
    synthesize(text, signal) {
      if (signal?.aborted) return Promise.reject(abortError(signal));
      worker ??= start();
      const id = (nextId += 1);
      const w = worker;
      return new Promise<Uint8Array>((resolve, reject) => {
        const onAbort = () => {
          const job = jobs.get(id);
          if (!job) return;
          clearTimeout(job.timer);
          jobs.delete(id);
          reject(abortError(signal));
        };
        const timer = setTimeout(() => {
          jobs.delete(id);
          signal?.removeEventListener('abort', onAbort);
          reject(new ProviderError('timeout', 'offline speech took too long'));
        }, SYNTHESIS_TIMEOUT_MS);
        jobs.set(id, {
          resolve: (wav) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(wav);
          },
          reject: (error) => {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
          timer,
        });
        signal?.addEventListener('abort', onAbort, { once: true });
        w.postMessage({ id, text });
      });
    },
  };
}

/** The length in seconds of a PCM WAV file (from its fmt and data chunks), or 0 when it is not one. */
export function wavDurationSeconds(wav: Uint8Array): number {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (at: number) => String.fromCharCode(...wav.subarray(at, at + 4));
  if (wav.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return 0;
  let byteRate = 0;
  for (let at = 12; at + 8 <= wav.byteLength;) {
    const id = tag(at);
    let size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 16 <= wav.byteLength) byteRate = view.getUint32(at + 16, true);
    if (id === 'data') {
      // A streamed WAV may carry 0 or 0xFFFFFFFF as its data size: take what the file holds.
      if (size === 0 || size === 0xffffffff || at + 8 + size > wav.byteLength) size = wav.byteLength - at - 8;
      return byteRate > 0 ? size / byteRate : 0;
    }
    at += 8 + size + (size % 2);
  }
  return 0;
}
