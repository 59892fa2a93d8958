import { setImmediate, setTimeout } from 'node:timers/promises';
import { composeReply, extractFacts, summarizeTranscript, titleFromTopic } from './offline';
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
  type TitleSessionInput,
  type TitleSessionResult,
  type TranscribeResult,
} from './provider';
import { ProviderError } from './provider-error';

const OFFLINE_MODEL = 'offline-mentor';

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

/** Waits between streamed words; rejects with the abort reason when `signal` aborts. */
async function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await (ms > 0 ? setTimeout(ms, undefined, { signal }) : setImmediate(undefined, { signal }));
  } catch (error) {
    throw signal?.aborted ? abortError(signal) : error;
  }
}

/**
 * The built-in offline mentor (no OPENAI_API_KEY): real, deterministic replies, summaries and memory extraction
 * from ./offline, streamed word by word. Transcription and speech need a model server: they fail with the
 * ProviderError kind `unsupported` (PRECONDITION_FAILED with MESSAGES.ai.offlineVoice for the client).
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
              await pause(wordDelayMs, input.signal);
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

    async titleSession(input: TitleSessionInput): Promise<TitleSessionResult> {
      if (input.signal?.aborted) throw abortError(input.signal);
      const title = titleFromTopic(input.message, input.mentorType);
      return { title, usage: usageOf(input.message, title ?? '') };
    },

    async transcribe(): Promise<TranscribeResult> {
      throw new ProviderError('unsupported', 'the offline mentor cannot transcribe audio');
    },

    async speak(): Promise<SpeakResult> {
      throw new ProviderError('unsupported', 'the offline mentor cannot synthesise speech');
    },
  };
}
