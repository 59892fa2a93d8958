import { DICTATION_LANG } from '@mentor/validation';
import { fetchSpokenReply } from './voice-api';

/** Playback cut short by the person (voice mode off, a newer reply, leaving the screen): not a failure. */
export class PlaybackCancelled extends Error {
  constructor() {
    super('Playback cancelled');
    this.name = 'PlaybackCancelled';
  }
}

function whenAborted(signal: AbortSignal, reject: (error: Error) => void, cleanup: () => void): void {
  if (signal.aborted) {
    cleanup();
    reject(new PlaybackCancelled());
    return;
  }
  signal.addEventListener(
    'abort',
    () => {
      cleanup();
      reject(new PlaybackCancelled());
    },
    { once: true },
  );
}

/**
 * Reads `text` in the provider's voice: fetches `/api/voice/speak` and plays the audio with an Audio element.
 * Resolves when playback ends; rejects on a non-OK answer or a playback error, or with PlaybackCancelled.
 */
export async function playProviderVoice(text: string, signal: AbortSignal): Promise<void> {
  let audioBlob: Blob;
  try {
    audioBlob = await fetchSpokenReply(text, signal);
  } catch (error) {
    if (signal.aborted) throw new PlaybackCancelled();
    throw error;
  }
  return playAudio(audioBlob, signal);
}

/** Plays audio bytes with an Audio element; resolves when playback ends; rejects on an error or when cancelled. */
export async function playAudio(audioBlob: Blob, signal: AbortSignal): Promise<void> {
  if (signal.aborted) throw new PlaybackCancelled();
  const url = URL.createObjectURL(audioBlob);
  const audio = new Audio(url);
  try {
    await new Promise<void>((resolve, reject) => {
      audio.onended = () => resolve();
      audio.onerror = () => reject(new Error('The spoken reply could not be played'));
      whenAborted(signal, reject, () => audio.pause());
      audio.play().catch((error: unknown) => {
        reject(error instanceof Error ? error : new Error('The spoken reply could not be played'));
      });
    });
  } finally {
    audio.onended = null;
    audio.onerror = null;
    URL.revokeObjectURL(url);
  }
}

/** Whether this browser can speak (the Web Speech API's speechSynthesis). */
export function browserVoiceAvailable(): boolean {
  return (
    typeof speechSynthesis !== 'undefined' &&
    typeof speechSynthesis?.speak === 'function' &&
    typeof SpeechSynthesisUtterance === 'function'
  );
}

/**
 * Reads `text` with the browser's speechSynthesis (en-US, rate, pitch and volume 1). Resolves when done; rejects
 * on a synthesis error, or with PlaybackCancelled (which also cancels speechSynthesis).
 */
export function playBrowserVoice(text: string, signal: AbortSignal): Promise<void> {
  const synth = speechSynthesis;
  return new Promise<void>((resolve, reject) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = DICTATION_LANG;
    utterance.rate = 1;
    utterance.pitch = 1;
    utterance.volume = 1;
    utterance.onend = () => resolve();
    utterance.onerror = (event) => {
      if (event.error === 'interrupted' || event.error === 'canceled') reject(new PlaybackCancelled());
      else reject(new Error(`Speech synthesis failed: ${event.error}`));
    };
    whenAborted(signal, reject, () => synth.cancel());
    try {
      synth.cancel();
      synth.speak(utterance);
    } catch (error) {
      reject(error instanceof Error ? error : new Error('Speech synthesis failed'));
    }
  });
}
