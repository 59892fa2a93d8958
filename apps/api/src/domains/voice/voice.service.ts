import type { UserRow } from '@mentor/db';
import {
  MESSAGES,
  VOICE_REQUESTS_PER_MINUTE,
  type SpeakInput,
  type Transcription,
  type VoiceCapabilities,
} from '@mentor/validation';
import { TRPCError } from '@trpc/server';
import { isAbortError, type AiProvider } from '../../ai/provider';
import { asProviderError } from '../../ai/provider-error';
import { wavDurationSeconds } from '../../ai/offline/speech';
import type { RateStore } from '../../lib/rate-store';
import { providerErrorToTRPC } from '../../trpc/provider-errors';
import type { InnerContext } from '../../trpc/context';
import { recordUsage } from '../usage';
import { detectAudioFormat } from './audio-format';

/** What the web app may offer: the record button needs transcription; spoken replies need speech. */
export function voiceCapabilities(ai: AiProvider): VoiceCapabilities {
  return { provider: ai.name, transcription: ai.voice.transcription, speech: ai.voice.speech };
}

class VoiceRateLimitError extends TRPCError {
  constructor(public readonly retryAfterSeconds: number) {
    super({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.transcription.tooManyRequests });
  }
}

type VoiceContext = Pick<InnerContext, 'db' | 'ai' | 'clock' | 'log' | 'signal'>;

/**
 * Counts one voice request of the user, or refuses it (429 with Retry-After): VOICE_REQUESTS_PER_MINUTE
 * transcriptions and spoken replies together per user in any rolling minute, across instances when Redis is set.
 */
export async function takeVoiceRequest(rates: RateStore, user: UserRow, now: Date): Promise<void> {
  const taken = await rates.take(`voice:${user.id}`, VOICE_REQUESTS_PER_MINUTE, 60_000, now);
  if (!taken.ok) throw new VoiceRateLimitError(taken.retryAfterSeconds);
}

/**
 * Transcribes one recording (POST /api/voice/transcribe). The format is recognised by the bytes (400 otherwise); a
 * server whose provider cannot transcribe answers 503 with MESSAGES.transcription.offlineUnavailable; a provider
 * failure answers 500 with the spec's generic transcription message (the log has the details). The audio seconds
 * of a transcription are metered (from the recording itself when it is a WAV and the provider did not say).
 */
export async function transcribeRecording(
  ctx: VoiceContext,
  user: UserRow,
  audio: Uint8Array,
): Promise<Transcription> {
  const detected = detectAudioFormat(audio);
  if (!detected) throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.transcription.invalidFormat });
  if (!ctx.ai.voice.transcription) {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.transcription.offlineUnavailable });
  }
  const recordedSeconds = detected.format === 'wav' ? wavDurationSeconds(audio) : 0;
  try {
    const result = await ctx.ai.transcribe({
      audio,
      filename: `recording.${detected.format}`,
      mimeType: detected.mimeType,
      signal: ctx.signal,
    });
    const usage = result.usage;
    await recordUsage(
      ctx.db,
      { userId: user.id, sessionId: null },
      'transcription',
      { ...usage, audioSeconds: usage.audioSeconds > 0 ? usage.audioSeconds : recordedSeconds },
      ctx.clock.now(),
    );
    return { text: result.text.trim() };
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: MESSAGES.transcription.serverError,
      cause: asProviderError(error),
    });
  }
}

/**
 * Speaks a reply (POST /api/voice/speak): the provider's voice (OpenAI's, or the offline mentor's local eSpeak NG
 * voice). The characters are metered; a provider failure answers its status and message (503, 504, 429, 502).
 */
export async function speakText(
  ctx: VoiceContext,
  user: UserRow,
  input: SpeakInput,
): Promise<{ audio: Uint8Array; contentType: string }> {
  try {
    const result = await ctx.ai.speak({ text: input.text, voice: input.voice, signal: ctx.signal });
    await recordUsage(ctx.db, { userId: user.id, sessionId: null }, 'speech', result.usage, ctx.clock.now());
    return { audio: result.audio, contentType: result.contentType };
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw providerErrorToTRPC(asProviderError(error));
  }
}
