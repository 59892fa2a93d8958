import { MESSAGES, sessionSummarySchema } from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  RateLimitError,
  toFile,
} from 'openai';
import { z } from 'zod';
import type { Config } from '../env';
import { extractFacts, summarizeTranscript } from './offline-mentor';
import {
  buildMemoryPrompt,
  buildSummaryPrompt,
  isoDay,
  MEMORIES_JSON_SCHEMA,
  SUMMARY_JSON_SCHEMA,
} from './prompts';
import {
  abortError,
  estimateTokens,
  isAbortError,
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
  type TranscribeInput,
  type TranscribeResult,
} from './provider';

/**
 * Retries of one call: few, so a person never waits long for a failure. The SDK retries timeouts too, so a retry
 * doubles the wait on a server that hangs: a chat reply, which the person is watching, is never retried
 * (CHAT_MAX_RETRIES); summaries, memory extraction and voice calls get one retry.
 */
const MAX_RETRIES = 1;
const CHAT_MAX_RETRIES = 0;

export interface OpenAiProviderOptions {
  /** Called with a failure that was handled by a fallback (summary or memory), for the log. */
  onFallback?: (what: 'summary' | 'memory', error: unknown) => void;
}

/** A provider failure as the client should see it: a precise code and a clear message, never a raw 500. */
export function mapProviderError(error: unknown): Error {
  if (error instanceof TRPCError) return error;
  if (isAbortError(error) || error instanceof APIUserAbortError) return error as Error;
  if (error instanceof RateLimitError) {
    return new TRPCError({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.ai.rateLimited, cause: error });
  }
  if (error instanceof APIConnectionTimeoutError) {
    return new TRPCError({ code: 'GATEWAY_TIMEOUT', message: MESSAGES.ai.timeout, cause: error });
  }
  if (error instanceof APIConnectionError) {
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.ai.unreachable, cause: error });
  }
  if (error instanceof APIError) {
    // Any other upstream status (5xx, and 4xx such as a bad key or an unknown model, which are our
    // configuration's fault and must never reach the person as their own 401/403/404).
    return new TRPCError({ code: 'BAD_GATEWAY', message: MESSAGES.ai.unavailable, cause: error });
  }
  return new TRPCError({
    code: 'BAD_GATEWAY',
    message: MESSAGES.ai.unavailable,
    cause: error instanceof Error ? error : undefined,
  });
}

function chatUsage(model: string, input: string, output: string): ProviderUsage {
  return {
    provider: 'openai',
    model,
    inputTokens: estimateTokens(input),
    outputTokens: estimateTokens(output),
    audioSeconds: 0,
    characters: 0,
    estimated: true,
  };
}

function reportedUsage(
  model: string,
  usage: { prompt_tokens: number; completion_tokens: number },
): ProviderUsage {
  return {
    provider: 'openai',
    model,
    inputTokens: usage.prompt_tokens,
    outputTokens: usage.completion_tokens,
    audioSeconds: 0,
    characters: 0,
    estimated: false,
  };
}

/** Links `signal` to `controller`: aborting the first aborts the second. Returns the unlink function. */
function link(signal: AbortSignal | undefined, controller: AbortController): () => void {
  if (!signal) return () => {};
  const onAbort = () => controller.abort(signal.reason);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  return () => signal.removeEventListener('abort', onAbort);
}

const summaryDueDate = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null),
  z.string().nullable(),
);
/** The model's summary JSON, normalised before the shared schema checks it. */
const modelSummarySchema = z.object({
  summary: z.string(),
  keyInsights: z.array(z.string()),
  actionItems: z.array(
    z.object({ text: z.string(), completed: z.boolean().optional(), dueDate: summaryDueDate.optional() }),
  ),
  sentiment: z.string(),
  progressMade: z.string(),
  nextSteps: z.string(),
});
const modelMemoriesSchema = z.object({ memories: z.array(z.string()) });

/**
 * The OpenAI provider, through the official `openai` SDK: OpenAI itself or any OpenAI-compatible server
 * (OPENAI_BASE_URL: Ollama, vLLM, LM Studio). Models and the timeout come from the config.
 */
export function createOpenAiProvider(config: Config, options: OpenAiProviderOptions = {}): AiProvider {
  const { openai } = config;
  const client = new OpenAI({
    apiKey: openai.apiKey ?? '',
    baseURL: openai.baseUrl,
    timeout: openai.timeoutMs,
    maxRetries: MAX_RETRIES,
  });

  /** The estimated usage of a structured call that failed: the prompt's tokens in, none out. */
  const failedUsage = (prompt: string): ProviderUsage => chatUsage(openai.summaryModel, prompt, '');

  async function structured<T>(
    name: string,
    schema: object,
    system: string,
    user: string,
    signal: AbortSignal | undefined,
  ): Promise<{ raw: T | null; usage: ProviderUsage }> {
    const completion = await client.chat.completions.create(
      {
        model: openai.summaryModel,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name, strict: true, schema: schema as Record<string, unknown> },
        },
      },
      { signal },
    );
    const content = completion.choices[0]?.message?.content ?? '';
    const usage = completion.usage
      ? reportedUsage(openai.summaryModel, completion.usage)
      : chatUsage(openai.summaryModel, system + user, content);
    try {
      return { raw: JSON.parse(content) as T, usage };
    } catch {
      return { raw: null, usage };
    }
  }

  return {
    name: 'openai',
    chatModel: openai.chatModel,

    streamChat(input: StreamChatInput): ChatStream {
      let usage: ProviderUsage | null = null;
      const model = openai.chatModel;
      const prompt = [input.system, input.background ?? '', ...input.messages.map((m) => m.content)].join(
        '\n',
      );
      return {
        get usage() {
          return usage;
        },
        async *[Symbol.asyncIterator]() {
          const controller = new AbortController();
          const unlink = link(input.signal, controller);
          let written = '';
          // The SDK's timeout covers the wait for the response headers; a stream that goes quiet afterwards is
          // cut by this idle timer, with the same limit.
          let idle: NodeJS.Timeout | undefined;
          let timedOut = false;
          const arm = () => {
            clearTimeout(idle);
            idle = setTimeout(() => {
              timedOut = true;
              controller.abort();
            }, openai.timeoutMs);
          };
          try {
            const stream = await client.chat.completions.create(
              {
                model,
                // The person's data never in the system role: the background is a user message of its own.
                messages: [
                  { role: 'system', content: input.system },
                  ...(input.background ? [{ role: 'user' as const, content: input.background }] : []),
                  ...input.messages,
                ],
                stream: true,
                stream_options: { include_usage: true },
              },
              // No retry: a hung server answers 504 after one OPENAI_TIMEOUT_MS, not two.
              { signal: controller.signal, maxRetries: CHAT_MAX_RETRIES },
            );
            arm();
            for await (const chunk of stream) {
              arm();
              if (chunk.usage) usage = reportedUsage(model, chunk.usage);
              const text = chunk.choices[0]?.delta?.content;
              if (text) {
                written += text;
                yield text;
              }
            }
            // The SDK ends an aborted stream quietly: say why it ended.
            if (timedOut) throw new TRPCError({ code: 'GATEWAY_TIMEOUT', message: MESSAGES.ai.timeout });
            if (input.signal?.aborted) throw abortError(input.signal);
          } catch (error) {
            if (error instanceof TRPCError) throw error;
            if (timedOut)
              throw new TRPCError({ code: 'GATEWAY_TIMEOUT', message: MESSAGES.ai.timeout, cause: error });
            if (input.signal?.aborted || isAbortError(error)) throw abortError(input.signal);
            throw mapProviderError(error);
          } finally {
            clearTimeout(idle);
            unlink();
            // Stops the upstream request when the reader leaves early (Stop, closed tab).
            controller.abort();
            usage ??= chatUsage(model, prompt, written);
          }
        },
      };
    },

    async summarize(input: SummarizeInput): Promise<SummarizeResult> {
      const { system, user } = buildSummaryPrompt(input.transcript, input.context);
      const fallback = () => summarizeTranscript(input.transcript, input.context);
      let usage: ProviderUsage | null = null;
      try {
        const result = await structured<unknown>(
          'session_summary',
          SUMMARY_JSON_SCHEMA,
          system,
          user,
          input.signal,
        );
        usage = result.usage;
        const shaped = modelSummarySchema.safeParse(result.raw);
        if (shaped.success) {
          const weekOut = isoDay(new Date(input.context.now.getTime() + 7 * 86_400_000));
          const checked = sessionSummarySchema.safeParse({
            ...shaped.data,
            keyInsights: shaped.data.keyInsights.filter((s) => s.trim().length > 0).slice(0, 10),
            actionItems: shaped.data.actionItems
              .filter((a) => a.text.trim().length > 0)
              .slice(0, 10)
              .map((a) => ({
                text: a.text.trim().slice(0, 500),
                completed: a.completed ?? false,
                dueDate: a.dueDate ?? weekOut,
              })),
          });
          if (checked.success) return { summary: checked.data, fallback: false, usage };
        }
        options.onFallback?.('summary', new Error('the model returned an invalid summary'));
        return { summary: fallback(), fallback: true, usage };
      } catch (error) {
        if (input.signal?.aborted) throw abortError(input.signal);
        options.onFallback?.('summary', error);
        // The call was made even though it failed: meter it with an estimate (the prompt in, nothing out).
        return { summary: fallback(), fallback: true, usage: usage ?? failedUsage(system + user) };
      }
    },

    async extractMemories(input: ExtractMemoriesInput): Promise<ExtractMemoriesResult> {
      const { system, user } = buildMemoryPrompt(input.userMessages, input.existing);
      try {
        const result = await structured<unknown>(
          'memories',
          MEMORIES_JSON_SCHEMA,
          system,
          user,
          input.signal,
        );
        const parsed = modelMemoriesSchema.safeParse(result.raw);
        if (parsed.success) {
          const memories = parsed.data.memories.map((m) => m.trim()).filter((m) => m.length > 0);
          return { memories, usage: result.usage };
        }
        options.onFallback?.('memory', new Error('the model returned invalid memories'));
        return { memories: extractFacts(input.userMessages, input.existing), usage: result.usage };
      } catch (error) {
        if (input.signal?.aborted) throw abortError(input.signal);
        options.onFallback?.('memory', error);
        return {
          memories: extractFacts(input.userMessages, input.existing),
          usage: failedUsage(system + user),
        };
      }
    },

    async transcribe(input: TranscribeInput): Promise<TranscribeResult> {
      const model = openai.transcribeModel;
      const file = await toFile(input.audio, input.filename, { type: input.mimeType });
      try {
        if (model.startsWith('whisper')) {
          const result = await client.audio.transcriptions.create(
            { file, model, response_format: 'verbose_json' },
            { signal: input.signal },
          );
          return {
            text: result.text,
            usage: {
              provider: 'openai',
              model,
              inputTokens: 0,
              outputTokens: 0,
              audioSeconds: result.duration ?? 0,
              characters: 0,
              estimated: false,
            },
          };
        }
        const result = await client.audio.transcriptions.create({ file, model }, { signal: input.signal });
        const reported = result.usage;
        const audioSeconds = reported?.type === 'duration' ? reported.seconds : 0;
        const tokens = reported?.type === 'tokens' ? reported : null;
        return {
          text: result.text,
          usage: {
            provider: 'openai',
            model,
            inputTokens: tokens?.input_tokens ?? 0,
            outputTokens: tokens?.output_tokens ?? 0,
            audioSeconds,
            characters: 0,
            estimated: !reported,
          },
        };
      } catch (error) {
        if (input.signal?.aborted) throw abortError(input.signal);
        throw mapProviderError(error);
      }
    },

    async speak(input: SpeakInput): Promise<SpeakResult> {
      const model = openai.ttsModel;
      try {
        const response = await client.audio.speech.create(
          { model, voice: input.voice, input: input.text, response_format: 'mp3' },
          { signal: input.signal },
        );
        const audio = new Uint8Array(await response.arrayBuffer());
        const words = input.text.trim().split(/\s+/).filter(Boolean).length;
        return {
          audio,
          contentType: response.headers.get('content-type') ?? 'audio/mpeg',
          usage: {
            provider: 'openai',
            model,
            inputTokens: 0,
            outputTokens: 0,
            // About 150 spoken words a minute.
            audioSeconds: Math.round((words / 150) * 60 * 10) / 10,
            characters: input.text.length,
            estimated: true,
          },
        };
      } catch (error) {
        if (input.signal?.aborted) throw abortError(input.signal);
        throw mapProviderError(error);
      }
    },
  };
}
