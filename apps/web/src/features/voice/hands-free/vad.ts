import { MicVAD, utils } from '@ricky0123/vad-web';

/**
 * Where the build puts the voice activity detector's files (vite.config.ts): the audio worklet, the Silero VAD model
 * and onnxruntime-web's WebAssembly, all served from our own origin.
 */
const VAD_ASSET_PATH = '/vad/';

/** Silence that ends an utterance (VAD's redemption time). */
const END_OF_SPEECH_MS = 1500;

export interface VadHandlers {
  /** Speech began (the mentor's voice stops: barge-in). */
  onSpeechStart: () => void;
  /** An utterance ended after END_OF_SPEECH_MS of silence: its audio as a 16 kHz mono WAV. */
  onSpeechEnd: (wav: Blob) => void;
  /** What began was too short to be speech. */
  onMisfire: () => void;
}

export interface Vad {
  start: () => Promise<void>;
  pause: () => Promise<void>;
  destroy: () => Promise<void>;
}

/**
 * Starts listening: Silero VAD (v5) on onnxruntime-web in the browser, on the microphone (echo cancellation and
 * noise suppression on). Its code is in the voice conversation's chunk, loaded only when the conversation opens.
 */
export async function startVad(handlers: VadHandlers): Promise<Vad> {
  return MicVAD.new({
    model: 'v5',
    baseAssetPath: VAD_ASSET_PATH,
    onnxWASMBasePath: VAD_ASSET_PATH,
    // One thread: no worker or SharedArrayBuffer (the page is not cross-origin isolated).
    ortConfig: (ort) => {
      ort.env.wasm.numThreads = 1;
    },
    redemptionMs: END_OF_SPEECH_MS,
    minSpeechMs: 300,
    preSpeechPadMs: 300,
    startOnLoad: true,
    onSpeechStart: handlers.onSpeechStart,
    onSpeechEnd: (audio) => handlers.onSpeechEnd(new Blob([utils.encodeWAV(audio)], { type: 'audio/wav' })),
    onVADMisfire: handlers.onMisfire,
  });
}
