import { setImmediate, setTimeout } from 'node:timers/promises';
import { DEFAULT_OFFLINE_WORD_DELAY_MS } from '../env';
import { remainderAfter } from './continuation';
import {
  composeReply,
  extractFacts,
  prepareUnderstanding,
  summarizeTranscript,
  titleFromTopic,
} from './offline';
import { estimateGoalProgress } from './offline/progress';
import { createOfflineVoice, wavDurationSeconds } from './offline/speech';
import {
  abortError,
  estimateTokens,
  type AiProvider,
  type ChatStream,
  type ExtractMemoriesInput,
  type ExtractMemoriesResult,
  type ProviderUsage,
  type SpeakInput,
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
const OFFLINE_VOICE_MODEL = 'espeak-ng';

export interface OfflineProviderOptions {
  /** Pause between streamed words (OFFLINE_WORD_DELAY_MS's default unless set; 0 in fast tests). Read per reply. */
  wordDelayMs?: number;
  /**
   * Encode each message's sentence vector before reading it (the default), or read with the word classifier alone,
   * as the app does when the encoder cannot run. The mentor eval's train half, whose checks are the reply's form and
   * dates, is read this way in the unit suite: encoding 4,500 messages one by one took minutes of a CI run.
   */
  encode?: boolean;
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
 * from ./offline, streamed word by word, and spoken replies in a local voice (eSpeak NG, ./offline/speech.ts).
 * Transcription needs a speech-recognition model, which it does not have: it fails with the ProviderError kind
 * `unsupported`, and `voice.transcription` is false so the web app offers browser dictation instead.
 */
export function createOfflineProvider(options: OfflineProviderOptions = {}): AiProvider {
  const voice = createOfflineVoice();
  return {
    name: 'offline',
    chatModel: OFFLINE_MODEL,
    voice: { transcription: false, speech: true },

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
            const wordDelayMs = options.wordDelayMs ?? DEFAULT_OFFLINE_WORD_DELAY_MS;
            if (options.encode !== false)
              await prepareUnderstanding(
                input.messages.filter((m) => m.role === 'user').map((m) => m.content),
              );
            const reply = composeReply(input.context, input.messages, input.variant ?? 0);
            // Continue: the rest of the same reply after what was written before the person stopped it.
            const text =
              input.continueFrom === undefined ? reply.text : remainderAfter(reply.text, input.continueFrom);
            const words = text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
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
      await prepareUnderstanding(input.transcript.filter((t) => t.role === 'user').map((t) => t.content));
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
      await prepareUnderstanding([input.message]);
      const title = titleFromTopic(input.message, input.mentorType);
      return { title, usage: usageOf(input.message, title ?? '') };
    },

    /** The summary's own progress estimate, read from the person's words (./offline/progress.ts). */
    estimateGoalProgress(transcript, context) {
      return estimateGoalProgress(transcript, context);
    },

    /** The offline mentor has no moderation endpoint: the local safety screen alone decides. */
    async moderate(): Promise<null> {
      return null;
    },

    async transcribe(): Promise<TranscribeResult> {
      throw new ProviderError('unsupported', 'the offline mentor cannot transcribe audio');
    },

    async speak(input: SpeakInput): Promise<SpeakResult> {
      const audio = await voice.synthesize(input.text, input.signal);
      return {
        audio,
        contentType: 'audio/wav',
        usage: {
          provider: 'offline',
          model: OFFLINE_VOICE_MODEL,
          inputTokens: 0,
          outputTokens: 0,
          audioSeconds: Math.round(wavDurationSeconds(audio) * 10) / 10,
          characters: input.text.length,
          estimated: false,
        },
      };
    },
  };
}
