import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
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

/** The program the offline voice runs in (copied beside the bundle by scripts/build.ts). */
const SPEECH_PROCESS = fileURLToPath(new URL('./speech-process.mjs', import.meta.url));

/**
 * The built-in voice of the offline mentor: eSpeak NG (WebAssembly, GPL-3.0) in a child process of its own, spoken
 * to over stdio (JSON lines: text in, a base64 WAV out), so a synthesis never blocks the server's event loop and the
 * GPL program is never loaded into the server (docs/decisions.md, "Licences"). One process, started on first use
 * with an empty environment (no secret of the server reaches it) and not keeping the server alive; its requests run
 * one after another. A process that dies fails what it had in hand and is replaced on the next call.
 */
export function createOfflineVoice(): OfflineVoice {
  let child: ChildProcessWithoutNullStreams | null = null;
  let nextId = 0;
  const jobs = new Map<number, Job>();

  const failAll = (error: Error) => {
    for (const [id, job] of jobs) {
      clearTimeout(job.timer);
      jobs.delete(id);
      job.reject(error);
    }
  };

  function start(): ChildProcessWithoutNullStreams {
    const p = spawn(process.execPath, [SPEECH_PROCESS], { env: {}, stdio: ['pipe', 'pipe', 'pipe'] });
    // Neither the process nor its pipes keep the server running (a pending synthesis has its own timer).
    p.unref();
    for (const stream of [p.stdin, p.stdout, p.stderr]) (stream as { unref?: () => void }).unref?.();
    let stderr = '';
    p.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-500);
    });
    createInterface({ input: p.stdout, crlfDelay: Infinity }).on('line', (line) => {
      let message: { id?: unknown; wav?: unknown; error?: unknown };
      try {
        message = JSON.parse(line) as typeof message;
      } catch {
        return;
      }
      const job = typeof message.id === 'number' ? jobs.get(message.id) : undefined;
      if (!job || typeof message.id !== 'number') return;
      jobs.delete(message.id);
      clearTimeout(job.timer);
      if (typeof message.wav === 'string') job.resolve(new Uint8Array(Buffer.from(message.wav, 'base64')));
      else
        job.reject(
          new ProviderError(
            'bad_output',
            `offline speech failed: ${typeof message.error === 'string' ? message.error : 'unknown'}`,
          ),
        );
    });
    const gone = (reason: string) => {
      if (child === p) child = null;
      failAll(
        new ProviderError('bad_output', `offline speech process ${reason}${stderr ? `: ${stderr}` : ''}`),
      );
    };
    p.on('error', (error) => gone(`failed: ${error.message}`));
    p.on('exit', (code, signal) => gone(`exited with ${signal ?? `code ${code}`}`));
    // A write to a process that just died: its exit fails the jobs.
    p.stdin.on('error', () => {});
    return p;
  }

  return {
    synthesize(text, signal) {
      if (signal?.aborted) return Promise.reject(abortError(signal));
      child ??= start();
      const id = (nextId += 1);
      const p = child;
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
        p.stdin.write(`${JSON.stringify({ id, text })}\n`);
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
