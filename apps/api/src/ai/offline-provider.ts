import { MESSAGES } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { composeReply, extractFacts, summarizeTranscript } from './offline-mentor';
import {
  abortError,
  estimateTokens,
  type AiProvider,
  type ChatStream,
  type ExtractMemoriesInput,
  type ExtractMemoriesResult,
  type ProviderUsage,
  type SpeakResult,
  type StreamChatInput,
  type SummarizeInput,
  type SummarizeResult,
  type TranscribeResult,
} from './provider';

export const OFFLINE_MODEL = 'offline-mentor';

export interface OfflineProviderOptions {
  /** Pause between streamed words, so streaming is visible (default 12 ms; 0 in fast tests). Read per reply. */
  wordDelayMs?: number;
}

function usageOf(input: string, output: string): ProviderUsage {
  return {
    provider: 'offline',
    model: OFFLINE_MODEL,
    inputTokens: estimateTokens(input),
    outputTokens: estimateTokens(output),
    audioSeconds: 0,
    characters: 0,
    estimated: true,
  };
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    if (ms <= 0) return void setImmediate(resolve);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The built-in offline mentor (no OPENAI_API_KEY): real, deterministic replies, summaries and memory extraction
 * from offline-mentor.ts, streamed word by word. Transcription and speech need a model server: they answer
 * PRECONDITION_FAILED with MESSAGES.ai.offlineVoice, which the voice screens show as it is.
 */
export function createOfflineProvider(options: OfflineProviderOptions = {}): AiProvider {
  return {
    name: 'offline',
    chatModel: OFFLINE_MODEL,

    streamChat(input: StreamChatInput): ChatStream {
      let usage: ProviderUsage | null = null;
      const prompt = [input.system, input.background ?? '', ...input.messages.map((m) => m.content)].join(
        '\n',
      );
      return {
        get usage() {
          return usage;
        },
        async *[Symbol.asyncIterator]() {
          let written = '';
          try {
            const wordDelayMs = options.wordDelayMs ?? 12;
            const reply = composeReply(input.context, input.messages);
            const words = reply.text.match(/\s*\S+\s*/g) ?? [reply.text];
            for (const word of words) {
              await sleep(wordDelayMs, input.signal);
              written += word;
              yield word;
            }
          } finally {
            usage = usageOf(prompt, written);
          }
        },
      };
    },

    async summarize(input: SummarizeInput): Promise<SummarizeResult> {
      if (input.signal?.aborted) throw abortError(input.signal);
      const summary = summarizeTranscript(input.transcript, input.context);
      const text = input.transcript.map((t) => t.content).join('\n');
      return { summary, fallback: false, usage: usageOf(text, JSON.stringify(summary)) };
    },

    async extractMemories(input: ExtractMemoriesInput): Promise<ExtractMemoriesResult> {
      if (input.signal?.aborted) throw abortError(input.signal);
      const memories = extractFacts(input.userMessages, input.existing);
      return { memories, usage: usageOf(input.userMessages.join('\n'), memories.join('\n')) };
    },

    async transcribe(): Promise<TranscribeResult> {
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: MESSAGES.ai.offlineVoice });
    },

    async speak(): Promise<SpeakResult> {
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: MESSAGES.ai.offlineVoice });
    },
  };
}
