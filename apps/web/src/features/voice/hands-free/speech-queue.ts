import { PlaybackCancelled, playAudio, playBrowserVoice } from '../speech-playback';
import { fetchSpokenReply } from '../voice-api';

export interface SpeechQueueOptions {
  /** The server speaks (`/api/voice/speak`); else the browser's speechSynthesis does. */
  providerSpeech: boolean;
  /** Playback started or ended (the queue is empty and nothing plays). */
  onSpeakingChange: (speaking: boolean) => void;
  /** A sentence could not be spoken (it is skipped; the next one is tried). */
  onError?: (error: unknown) => void;
}

/**
 * The sentences of one reply, spoken in order as they arrive: each sentence's audio is asked for as soon as it is
 * queued (so the next one is ready when the one before ends), and played after the one before. `stop` cuts it
 * all short (barge-in, mute, end).
 */
export class SpeechQueue {
  private readonly controller = new AbortController();
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;
  private speaking = false;

  constructor(private readonly options: SpeechQueueOptions) {}

  /** Queues a sentence. */
  push(sentence: string): void {
    const { signal } = this.controller;
    if (signal.aborted) return;
    this.pending += 1;
    // Fetched now, played in turn.
    const audio = this.options.providerSpeech
      ? fetchSpokenReply(sentence, signal).catch((error: unknown) => error)
      : null;
    this.chain = this.chain.then(async () => {
      try {
        if (signal.aborted) return;
        this.setSpeaking(true);
        if (audio) {
          const blob = await audio;
          if (!(blob instanceof Blob)) throw blob;
          await playAudio(blob, signal);
        } else {
          await playBrowserVoice(sentence, signal);
        }
      } catch (error) {
        if (!(error instanceof PlaybackCancelled) && !signal.aborted) this.options.onError?.(error);
      } finally {
        this.pending -= 1;
        if (this.pending === 0) this.setSpeaking(false);
      }
    });
  }

  /** Stops playback now and drops what is queued. */
  stop(): void {
    this.controller.abort();
    this.setSpeaking(false);
  }

  private setSpeaking(speaking: boolean): void {
    if (this.speaking === speaking) return;
    this.speaking = speaking;
    this.options.onSpeakingChange(speaking);
  }
}
