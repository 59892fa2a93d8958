/** Voice: recorded questions, browser dictation and spoken replies (spec sections 2, 3, 4, 7, 8, 9). */
import { z } from 'zod';
import { RECORDING_MIME_TYPES, SPOKEN_REPLY_VOICE } from './constants';
import { MESSAGES } from './messages';

/** The largest recording `POST /api/voice/transcribe` accepts: 25 MiB (OpenAI's own upload limit). */
export const TRANSCRIBE_MAX_BYTES = 25 * 1024 * 1024;
/** The longest text `POST /api/voice/speak` reads aloud (OpenAI's speech input limit). */
export const SPEAK_TEXT_MAX = 4096;
/** Voice requests (transcriptions and spoken replies together) one user may make per rolling minute. */
export const VOICE_REQUESTS_PER_MINUTE = 30;

/** The audio formats the server recognises by their content (magic bytes). */
export const AUDIO_FORMATS = ['wav', 'ogg', 'mp4', 'webm'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];

/** Body of `POST /api/voice/speak`. */
export const speakInputSchema = z.object({
  text: z
    .string({ error: MESSAGES.speech.textRequired })
    .max(SPEAK_TEXT_MAX, { error: MESSAGES.speech.textTooLong })
    .refine((v) => v.trim().length > 0, { error: MESSAGES.speech.textRequired })
    .overwrite((v) => v.trim()),
  voice: z.literal(SPOKEN_REPLY_VOICE, { error: MESSAGES.speech.invalidVoice }).default(SPOKEN_REPLY_VOICE),
});
export type SpeakInput = z.infer<typeof speakInputSchema>;

/** What `POST /api/voice/transcribe` answers. */
export const transcriptionSchema = z.object({ text: z.string() });
export type Transcription = z.infer<typeof transcriptionSchema>;

/**
 * What the server can do with voice (`voice.capabilities`): `provider` is the mentor behind the app ('offline' is
 * the built-in mentor); `transcription` false hides the record button (browser dictation stays); `speech` false
 * leaves spoken replies to the browser voice.
 */
export const voiceCapabilitiesSchema = z.object({
  provider: z.enum(['openai', 'offline']),
  transcription: z.boolean(),
  speech: z.boolean(),
});
export type VoiceCapabilities = z.infer<typeof voiceCapabilitiesSchema>;

/** The spoken-reply engines (spec section 9): the provider's voice (default) or the browser's speechSynthesis. */
export const SPEECH_ENGINES = ['provider', 'browser'] as const;
export type SpeechEngine = (typeof SPEECH_ENGINES)[number];
export const DEFAULT_SPEECH_ENGINE: SpeechEngine = 'provider';

/**
 * The recording format to ask MediaRecorder for: the first of the spec's preferred formats (wav, ogg/opus, mp4,
 * webm/opus, webm) that `isTypeSupported` accepts, or null when none is (the browser picks its own).
 */
export function pickRecordingMimeType(isTypeSupported: (mime: string) => boolean): string | null {
  for (const mime of RECORDING_MIME_TYPES) {
    try {
      if (isTypeSupported(mime)) return mime;
    } catch {
      // an implementation that throws on an unknown type: not supported
    }
  }
  return null;
}

/** The upload's file extension for a recording's MIME type (spec section 7: wav, ogg, mp4 or webm). */
export function recordingExtension(mimeType: string): AudioFormat {
  const base = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (base === 'audio/wav' || base === 'audio/x-wav' || base === 'audio/wave') return 'wav';
  if (base === 'audio/ogg') return 'ogg';
  if (base === 'audio/mp4' || base === 'video/mp4' || base === 'audio/m4a') return 'mp4';
  return 'webm';
}

/** Markdown as plain text for speaking: no markup characters read aloud, list numbers and line breaks kept as pauses. */
export function speakableText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/~~(.*?)~~/g, '$1')
    .replace(/\|/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * The words of the hands-free voice conversation (issue 26): listens, sends what was said, speaks the reply. Kept
 * out of MESSAGES (which the landing page carries) since only the chat uses them.
 */
export const HANDS_FREE_TEXT = {
  open: 'Voice conversation', // (chosen)
  title: 'Voice conversation', // (chosen)
  loading: 'Starting the microphone…', // (chosen)
  listening: 'Listening', // (chosen)
  hearing: 'Hearing you', // (chosen)
  thinking: 'Thinking', // (chosen)
  speaking: 'Speaking', // (chosen)
  paused: 'Paused', // (chosen)
  hintListening: 'Speak when you are ready. Pause for a moment when you are done.', // (chosen)
  hintSpeaking: 'Start talking to interrupt.', // (chosen)
  hintPaused: 'The microphone is off. Unmute to go on.', // (chosen)
  mute: 'Mute microphone', // (chosen)
  unmute: 'Unmute microphone', // (chosen)
  end: 'End voice conversation', // (chosen)
  youSaid: 'You said', // (chosen)
  unsupported:
    'Voice conversations need speech recognition, which this server and this browser do not offer. Try Chrome or Edge, or type your message.', // (chosen)
  failed: 'The voice conversation could not start. Check the microphone and try again.', // (chosen)
  browserRecognition: 'Using your browser’s speech recognition', // (chosen)
} as const;
