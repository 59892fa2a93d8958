import type { ChatMode, MentorType, SafetyCategory, SessionSummaryContent } from '@mentor/validation';

/**
 * The AI provider layer: everything the product asks of a language or speech model goes through `AiProvider`.
 *
 * Two implementations exist, chosen in ./index.ts from the config:
 * - `openai-provider.ts`: the `openai` SDK against OpenAI or any OpenAI-compatible server (OPENAI_BASE_URL).
 * - `offline-provider.ts`: the built-in, deterministic offline mentor, used when no OPENAI_API_KEY is set. It writes
 *   real replies, summaries and memories from what was said and speaks in a local voice (eSpeak NG); it cannot
 *   transcribe audio, and says so with a clear error (the ProviderError kind `unsupported`).
 *
 * Errors: a failed call rejects with a `ProviderError` (./provider-error.ts) whose kind says what went wrong
 * (unavailable, timeout, rate_limited, bad_output, unsupported), never with the SDK's own error and never with the
 * upstream's status (an upstream 401 is our server's problem, not the user's sign-in). The tRPC layer turns it into
 * a status and a MESSAGES.ai text, once. A call aborted through its `signal` rejects with the abort reason (an
 * `AbortError`).
 *
 * Metering: every method reports the usage of the call (`ProviderUsage`); the caller records it with the usage
 * domain's `recordUsage`, against the user and session it was made for (./usage.ts prices it).
 */

type ProviderName = 'openai' | 'offline';

export interface ProviderUsage {
  provider: ProviderName;
  model: string;
  inputTokens: number;
  outputTokens: number;
  /** Seconds of audio transcribed or synthesised. */
  audioSeconds: number;
  /** Characters synthesised into speech (priced per character). */
  characters: number;
  /** True when the figures are estimated (the call ended before the provider reported its usage). */
  estimated: boolean;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
  /** A reply the person stopped (or that was cut off) before it ended: its last words may be mid-sentence. */
  stopped?: boolean;
}

interface MentorContextGoal {
  title: string;
  description: string;
  category: string;
  status: string;
  progress: number;
  targetDate: Date | null;
  milestones: { title: string; completed: boolean; dueDate: string | null }[];
}

interface MentorContextPreviousSession {
  title: string;
  date: Date;
  summary: string;
  nextSteps: string;
}

/**
 * What the mentor knows when it answers: the persona, the person's profile, the linked goal and (memory on) the
 * most relevant memories and the previous session's summary. prompts.ts renders it for a model; the offline
 * mentor reads it directly.
 */
export interface MentorContext {
  mentor: { type: MentorType; name: string; systemPrompt: string };
  profile: {
    firstName: string | null;
    primaryGoal: string | null;
    timeHorizon: string | null;
    preferredTone: string | null;
    goalDescription: string | null;
  };
  goal: MentorContextGoal | null;
  memories: string[];
  previousSession: MentorContextPreviousSession | null;
  now: Date;
  /** The session was flagged by the safety screen earlier (its category): later replies check in first. */
  sessionSafety?: SafetyCategory | null;
  /** 'voice': the reply is spoken in the hands-free voice mode (short spoken sentences, steps said in order). */
  mode?: ChatMode;
}

export interface StreamChatInput {
  /** The system prompt: the persona and the rules only, no text from the person (prompts.ts). */
  system: string;
  /**
   * What the account knows about the person (profile, linked goal, memories, previous session) as delimited,
   * escaped data, sent as a user-role message before the conversation; absent or null when there is none (prompts.ts).
   */
  background?: string | null;
  /** The conversation so far, oldest first, ending with the user's new message. */
  messages: ChatTurn[];
  context: MentorContext;
  /**
   * 0 (or absent) for the first reply to the last message; 1, 2… when the person asks to regenerate it: the offline
   * mentor answers each variant with another step set or order, deterministically. The OpenAI provider ignores it
   * (a model's sampling already varies).
   */
  variant?: number;
  /**
   * Continue: the saved beginning of the reply to the last message, which the person stopped. Only the rest of that
   * reply is written (./continuation.ts): a model is asked for what follows it, the offline mentor writes the rest
   * of the reply it composes.
   */
  continueFrom?: string;
  signal?: AbortSignal;
}

/** A streamed reply: text chunks in order; `usage` is known once the iteration has ended (normally or not). */
export interface ChatStream extends AsyncIterable<string> {
  readonly usage: ProviderUsage | null;
}

export interface SummarizeInput {
  /** The whole session, oldest first. */
  transcript: ChatTurn[];
  context: MentorContext;
  signal?: AbortSignal;
}

export interface SummarizeResult {
  summary: SessionSummaryContent;
  /** True when the model's output was unusable (or the call failed) and the heuristic summary was used instead. */
  fallback: boolean;
  /** Null when no provider call was made; estimated when the call failed (every call made is metered). */
  usage: ProviderUsage | null;
}

export interface ExtractMemoriesInput {
  /** The person's own messages to read facts from (newest last). */
  userMessages: string[];
  /** Memories already stored, so they are not extracted again. */
  existing: string[];
  now: Date;
  signal?: AbortSignal;
}

export interface ExtractMemoriesResult {
  /** Short second-person facts ("You work as a nurse."), new ones only, at most 5. */
  memories: string[];
  /** Null when no provider call was made; estimated when the call failed (every call made is metered). */
  usage: ProviderUsage | null;
}

export interface TitleSessionInput {
  /** The person's first message and the mentor's first reply. */
  message: string;
  reply: string;
  mentorType: MentorType;
  signal?: AbortSignal;
}

export interface TitleSessionResult {
  /** A short title (cleaned, at most CHAT_SESSION_TITLE_MAX characters), or null when none could be written. */
  title: string | null;
  /** Null when no provider call was made; estimated when the call failed (every call made is metered). */
  usage: ProviderUsage | null;
}

export interface TranscribeInput {
  audio: Uint8Array;
  filename: string;
  mimeType: string;
  signal?: AbortSignal;
}

export interface TranscribeResult {
  text: string;
  usage: ProviderUsage;
}

export interface SpeakInput {
  text: string;
  voice: string;
  signal?: AbortSignal;
}

export interface SpeakResult {
  audio: Uint8Array;
  contentType: string;
  usage: ProviderUsage;
}

export interface ModerateInput {
  text: string;
  signal?: AbortSignal;
}

/** The moderation endpoint's verdict on a message: the categories it flagged (OpenAI's names, e.g. 'self-harm/intent'). */
export interface ModerationResult {
  flagged: boolean;
  categories: string[];
}

/** What a provider can do with voice: the web app hides what it can't (voice.capabilities). */
interface VoiceSupport {
  transcription: boolean;
  speech: boolean;
}

export interface AiProvider {
  readonly name: ProviderName;
  /** The chat model's name (shown on the admin dashboard). */
  readonly chatModel: string;
  readonly voice: VoiceSupport;
  streamChat(input: StreamChatInput): ChatStream;
  summarize(input: SummarizeInput): Promise<SummarizeResult>;
  extractMemories(input: ExtractMemoriesInput): Promise<ExtractMemoriesResult>;
  /** A title for a session from its first exchange; a failed call answers a null title (never throws but aborts). */
  titleSession(input: TitleSessionInput): Promise<TitleSessionResult>;
  transcribe(input: TranscribeInput): Promise<TranscribeResult>;
  speak(input: SpeakInput): Promise<SpeakResult>;
  /**
   * Asks the provider's moderation endpoint about a message (the safety screen's second opinion). Null when the
   * provider has none, moderation is off, or the call failed: a moderation failure never blocks the chat.
   */
  moderate(input: ModerateInput): Promise<ModerationResult | null>;
  /**
   * The linked goal's progress after what the person said so far (`transcript` ends with their new message), where
   * the provider can tell at once without a call (the offline mentor: the same estimate its summary makes). The
   * goal is moved by it before the reply is written, so the reply and the summary after it read the goal after the
   * update. Absent (a model): the goal moves with the model's summary after the reply.
   */
  estimateGoalProgress?(transcript: readonly ChatTurn[], context: MentorContext): GoalProgressEstimate;
}

/** A linked goal's estimated progress after a session, and the titles of the milestones it reports done. */
interface GoalProgressEstimate {
  progressPercent: number | null;
  completedMilestones: string[];
}

/** Rough token count of text (about 4 characters a token), for estimates only. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'APIUserAbortError');
}

/** The error an aborted call rejects with. */
export function abortError(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error && reason.name === 'AbortError') return reason;
  return new DOMException('The operation was aborted.', 'AbortError');
}
