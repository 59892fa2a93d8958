import {
  MESSAGES,
  SPEAK_TEXT_MAX,
  SPOKEN_REPLY_VOICE,
  recordingExtension,
  speakableText,
  transcriptionErrorMessage,
  transcriptionSchema,
} from '@mentor/validation';

/** The voice REST endpoints (spec section 7): multipart upload in, audio bytes out, so not tRPC. */
const VOICE_PATHS = {
  transcribe: '/api/voice/transcribe',
  speak: '/api/voice/speak',
} as const;

/** A transcription that did not give text: the message to show (spec section 8 "Transcription"). */
export class TranscriptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscriptionError';
  }
}

function serverMessageOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // not JSON
  }
  return null;
}

/**
 * Uploads a recording to `POST /api/voice/transcribe` (one `file` part named `recording.<ext>`) and resolves to
 * the recognised text ('' when nothing was said). Throws a TranscriptionError with the spec's message otherwise.
 */
export async function transcribeRecording(recording: Blob): Promise<string> {
  const form = new FormData();
  const name = `recording.${recordingExtension(recording.type)}`;
  form.append('file', new File([recording], name, { type: recording.type }), name);
  let res: Response;
  try {
    res = await fetch(VOICE_PATHS.transcribe, { method: 'POST', body: form, credentials: 'include' });
  } catch {
    throw new TranscriptionError(MESSAGES.transcription.failedGeneric);
  }
  const body = await res.text().catch(() => '');
  if (!res.ok) throw new TranscriptionError(transcriptionErrorMessage(res.status, serverMessageOf(body)));
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new TranscriptionError(MESSAGES.transcription.failedGeneric);
  }
  const result = transcriptionSchema.safeParse(parsed);
  if (!result.success) throw new TranscriptionError(MESSAGES.transcription.failedGeneric);
  return result.data.text.trim();
}

/** A reply as the text to read aloud: markdown made plain and clipped to what `/api/voice/speak` accepts. */
export function replySpeechText(markdown: string): string {
  return speakableText(markdown).slice(0, SPEAK_TEXT_MAX).trim();
}

/** Asks `POST /api/voice/speak` for the reply in the provider's voice; throws on any non-OK answer. */
export async function fetchSpokenReply(text: string, signal: AbortSignal): Promise<Blob> {
  const res = await fetch(VOICE_PATHS.speak, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text, voice: SPOKEN_REPLY_VOICE }),
    signal,
  });
  if (!res.ok) throw new Error(`Spoken reply failed: ${res.status}`);
  const audio = await res.blob();
  if (audio.size === 0) throw new Error('Spoken reply was empty');
  return audio;
}
