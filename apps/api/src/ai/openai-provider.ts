import {
  CHAT_REPLY_MAX_TOKENS,
  defaultActionItemDueDate,
  fitSessionSummary,
  MEMORIES_MAX_TOKENS,
  modelMemoriesSchema,
  modelSessionSummarySchema,
  sessionSummarySchema,
  SUMMARY_MAX_TOKENS,
} from '@mentor/validation';
import OpenAI from 'openai';
import type { Config } from '../env';
import { CONTINUE_RULE, continuationMessages } from './continuation';
import { extractFacts, summarizeTranscript } from './offline';
import { chatUsage, reportedUsage, toProviderError } from './openai-calls';
import { speakWithOpenAi, transcribeWithOpenAi } from './openai-voice';
import { buildMemoryPrompt, buildSummaryPrompt, MEMORIES_JSON_SCHEMA, SUMMARY_JSON_SCHEMA } from './prompts';
import {
  abortError,
  isAbortError,
  type AiProvider,
  type ChatStream,
  type ExtractMemoriesInput,
  type ExtractMemoriesResult,
  type ProviderUsage,
  type SpeakInput,
  type StreamChatInput,
  type SummarizeInput,
  type SummarizeResult,
  type TitleSessionInput,
  type TitleSessionResult,
  type ModerateInput,
  type ModerationResult,
  type TranscribeInput,
} from './provider';
import { ProviderError } from './provider-error';
import type { JsonSchema } from './structured-output';
import { buildTitlePrompt, cleanTitle } from './title';

/**
 * Retries of one call: few, so a person never waits long for a failure. The SDK retries timeouts too, so a retry
 * doubles the wait on a server that hangs: a chat reply, which the person is watching, is never retried
 * (CHAT_MAX_RETRIES); summaries, memory extraction and voice calls get one retry.
 */
const MAX_RETRIES = 1;
const CHAT_MAX_RETRIES = 0;

/** How long the moderation call may take before the chat goes on without it. */
const MODERATION_TIMEOUT_MS = 4000;

export interface OpenAiProviderOptions {
  /** Called with a failure that was handled by a fallback (summary or memory), for the log. */
  onFallback?: (what: 'summary' | 'memory' | 'title' | 'moderation', error: unknown) => void;
}

/** The goal progress a model estimated, kept only for a goal-linked session (fitSessionSummary trims the titles). */
function modelGoalProgress(
  data: { progressPercent: number | null; completedMilestones: string[] },
  context: SummarizeInput['context'],
): { progressPercent: number | null; completedMilestones: string[] } {
  if (!context.goal) return { progressPercent: null, completedMilestones: [] };
  return { progressPercent: data.progressPercent, completedMilestones: data.completedMilestones };
}

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
    schema: JsonSchema,
    system: string,
    user: string,
    maxTokens: number,
    signal: AbortSignal | undefined,
  ): Promise<{ raw: T | null; usage: ProviderUsage }> {
    const completion = await client.chat.completions.create(
      {
        model: openai.summaryModel,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        // The SDK's current name for the output cap (`max_tokens` is deprecated for it). An answer cut here is not
        // valid JSON, so the heuristic result is used; one that is longer than the fields allow is cut to them.
        max_completion_tokens: maxTokens,
        response_format: {
          type: 'json_schema',
          json_schema: { name, strict: true, schema },
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
    voice: { transcription: true, speech: true },

    streamChat(input: StreamChatInput): ChatStream {
      let usage: ProviderUsage | null = null;
      const model = openai.chatModel;
      // Continue: the conversation goes on with the stopped reply and the request to continue it, under one more rule.
      const system = input.continueFrom === undefined ? input.system : `${input.system}\n${CONTINUE_RULE}`;
      const conversation =
        input.continueFrom === undefined
          ? input.messages
          : continuationMessages(input.messages, input.continueFrom);
      const prompt = [system, input.background ?? '', ...conversation.map((m) => m.content)].join('\n');
      return {
        get usage() {
          return usage;
        },
        async *[Symbol.asyncIterator]() {
          // Aborted by the idle timer below and when the reader leaves early; the upstream call also listens to
          // the caller's signal (Stop, closed tab).
          const local = new AbortController();
          const signal = input.signal ? AbortSignal.any([input.signal, local.signal]) : local.signal;
          let written = '';
          // The SDK's timeout covers the wait for the response headers; a stream that goes quiet afterwards is
          // cut by this idle timer, with the same limit.
          let idle: NodeJS.Timeout | undefined;
          let timedOut = false;
          const arm = () => {
            clearTimeout(idle);
            idle = setTimeout(() => {
              timedOut = true;
              local.abort();
            }, openai.timeoutMs);
          };
          const quiet = (cause?: unknown) =>
            new ProviderError('timeout', 'the reply stream went quiet', cause === undefined ? {} : { cause });
          try {
            const stream = await client.chat.completions.create(
              {
                model,
                // The person's data never in the system role: the background is a user message of its own.
                messages: [
                  { role: 'system', content: system },
                  ...(input.background ? [{ role: 'user' as const, content: input.background }] : []),
                  ...conversation.map((m) => ({ role: m.role, content: m.content })),
                ],
                stream: true,
                stream_options: { include_usage: true },
                max_tokens: CHAT_REPLY_MAX_TOKENS,
              },
              // No retry: a hung server answers 504 after one OPENAI_TIMEOUT_MS, not two.
              { signal, maxRetries: CHAT_MAX_RETRIES },
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
            if (timedOut) throw quiet();
            if (input.signal?.aborted) throw abortError(input.signal);
          } catch (error) {
            if (error instanceof ProviderError) throw error;
            if (timedOut) throw quiet(error);
            if (input.signal?.aborted || isAbortError(error)) throw abortError(input.signal);
            throw toProviderError(error);
          } finally {
            clearTimeout(idle);
            // Stops the upstream request when the reader leaves early (Stop, closed tab).
            local.abort();
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
          SUMMARY_MAX_TOKENS,
          input.signal,
        );
        usage = result.usage;
        const shaped = modelSessionSummarySchema.safeParse(result.raw);
        if (shaped.success) {
          const weekOut = defaultActionItemDueDate(input.context.now);
          // Fitted to the schema's maximums (cut at a word, lists cut to their counts), never refused for length.
          const checked = sessionSummarySchema.safeParse(
            fitSessionSummary({
              ...shaped.data,
              actionItems: shaped.data.actionItems.map((a) => ({
                text: a.text,
                completed: a.completed ?? false,
                dueDate: a.dueDate ?? weekOut,
              })),
              // A session without a goal has no goal progress, whatever the model wrote.
              ...modelGoalProgress(shaped.data, input.context),
            }),
          );
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
          MEMORIES_MAX_TOKENS,
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

    async titleSession(input: TitleSessionInput): Promise<TitleSessionResult> {
      const { system, user } = buildTitlePrompt(input.message, input.reply);
      const model = openai.summaryModel;
      try {
        // One small, non-streamed completion: a few words are all it may write.
        const completion = await client.chat.completions.create(
          {
            model,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: user },
            ],
            max_tokens: 24,
            temperature: 0.3,
          },
          { signal: input.signal },
        );
        const content = completion.choices[0]?.message?.content ?? '';
        const usage = completion.usage
          ? reportedUsage(model, completion.usage)
          : chatUsage(model, system + user, content);
        const title = cleanTitle(content);
        if (!title) options.onFallback?.('title', new Error('the model returned no usable title'));
        return { title, usage };
      } catch (error) {
        if (input.signal?.aborted) throw abortError(input.signal);
        options.onFallback?.('title', error);
        return { title: null, usage: failedUsage(system + user) };
      }
    },

    async moderate(input: ModerateInput): Promise<ModerationResult | null> {
      const model = openai.moderationModel;
      if (!model) return null;
      try {
        // A second opinion beside the local screen: quick, never retried, never blocking the chat.
        const result = await client.moderations.create(
          { model, input: input.text },
          { signal: input.signal, timeout: MODERATION_TIMEOUT_MS, maxRetries: 0 },
        );
        const first = result.results[0];
        if (!first) return null;
        const categories = Object.entries(first.categories as unknown as Record<string, boolean | null>)
          .filter(([, on]) => on === true)
          .map(([name]) => name);
        return { flagged: first.flagged, categories };
      } catch (error) {
        if (input.signal?.aborted) throw abortError(input.signal);
        options.onFallback?.('moderation', error);
        return null;
      }
    },

    transcribe: (input: TranscribeInput) => transcribeWithOpenAi(client, openai.transcribeModel, input),

    speak: (input: SpeakInput) => speakWithOpenAi(client, openai.ttsModel, input),
  };
}
