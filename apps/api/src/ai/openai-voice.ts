import type OpenAI from 'openai';
import { toFile } from 'openai';
import { callFailure } from './openai-calls';
import type { SpeakInput, SpeakResult, TranscribeInput, TranscribeResult } from './provider';

// The OpenAI provider's voice calls (openai-provider.ts): speech to text and text to speech.

/** Speech to text: whisper models report the audio's length; the gpt-4o transcribe models report tokens or seconds. */
export async function transcribeWithOpenAi(
  client: OpenAI,
  model: string,
  input: TranscribeInput,
): Promise<TranscribeResult> {
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
    throw callFailure(error, input.signal);
  }
}

/** Text to speech, as mp3; its length is estimated from the words. */
export async function speakWithOpenAi(
  client: OpenAI,
  model: string,
  input: SpeakInput,
): Promise<SpeakResult> {
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
    throw callFailure(error, input.signal);
  }
}
