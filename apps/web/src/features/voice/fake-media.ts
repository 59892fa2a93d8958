// Test helpers: a fake microphone (getUserMedia + MediaRecorder) and fake browser speech (not used by the app).
import { vi, type Mock } from 'vitest';

export interface FakeMic {
  getUserMedia: Mock<(constraints: MediaStreamConstraints) => Promise<unknown>>;
  /** The tracks handed out; `stop` is how the microphone is released. */
  tracks: { stop: ReturnType<typeof vi.fn> }[];
  recorders: FakeMediaRecorderLike[];
  /** What the next recording's data is (an empty Blob: nothing captured). */
  nextRecording: Blob;
}

interface FakeMediaRecorderLike {
  options?: MediaRecorderOptions;
  state: 'inactive' | 'recording';
  mimeType: string;
}

export interface FakeMicOptions {
  /** The MIME types MediaRecorder.isTypeSupported accepts (default: webm/opus and webm, as Chromium). */
  supported?: string[];
  /** getUserMedia rejects with a DOMException of this name. */
  failWith?: string;
}

/** Installs a fake microphone: navigator.mediaDevices.getUserMedia and a MediaRecorder that records `nextRecording`. */
export function installFakeMic({
  supported = ['audio/webm;codecs=opus', 'audio/webm'],
  failWith,
}: FakeMicOptions = {}): FakeMic {
  const mic: FakeMic = {
    getUserMedia: vi.fn<(constraints: MediaStreamConstraints) => Promise<unknown>>(),
    tracks: [],
    recorders: [],
    nextRecording: new Blob(['RIFF-fake-audio'], { type: 'audio/webm;codecs=opus' }),
  };
  mic.getUserMedia.mockImplementation(async () => {
    if (failWith) throw new DOMException('refused', failWith);
    const track = { stop: vi.fn() };
    mic.tracks.push(track);
    return { getTracks: () => [track] };
  });

  class FakeMediaRecorder implements FakeMediaRecorderLike {
    static isTypeSupported = vi.fn((mime: string) => supported.includes(mime));
    state: 'inactive' | 'recording' = 'inactive';
    mimeType: string;
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    onerror: (() => void) | null = null;

    constructor(
      readonly stream: unknown,
      readonly options?: MediaRecorderOptions,
    ) {
      this.mimeType = options?.mimeType ?? 'audio/webm';
      mic.recorders.push(this);
    }

    start(): void {
      this.state = 'recording';
    }

    stop(): void {
      if (this.state === 'inactive') return;
      this.state = 'inactive';
      this.ondataavailable?.({ data: mic.nextRecording });
      this.onstop?.();
    }
  }

  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: mic.getUserMedia },
    configurable: true,
  });
  return mic;
}

/** Removes the fake microphone's navigator.mediaDevices (MediaRecorder goes with vi.unstubAllGlobals). */
export function removeFakeMic(): void {
  Reflect.deleteProperty(navigator, 'mediaDevices');
}

export interface FakeSpeech {
  spoken: { text: string; lang: string; rate: number; pitch: number; volume: number }[];
  cancel: ReturnType<typeof vi.fn>;
  /** Ends the utterance being spoken (onend), or makes it fail (onerror). */
  finish: () => void;
  fail: (error?: string) => void;
}

/** Installs a fake window.speechSynthesis and SpeechSynthesisUtterance. */
export function installFakeSpeech(): FakeSpeech {
  interface Utterance {
    text: string;
    lang: string;
    rate: number;
    pitch: number;
    volume: number;
    onend: (() => void) | null;
    onerror: ((event: { error: string }) => void) | null;
  }
  let current: Utterance | null = null;
  const speech: FakeSpeech = {
    spoken: [],
    cancel: vi.fn(() => {
      const u = current;
      current = null;
      u?.onerror?.({ error: 'canceled' });
    }),
    finish: () => {
      const u = current;
      current = null;
      u?.onend?.();
    },
    fail: (error = 'synthesis-failed') => {
      const u = current;
      current = null;
      u?.onerror?.({ error });
    },
  };
  class FakeUtterance implements Utterance {
    lang = '';
    rate = 0;
    pitch = 0;
    volume = 0;
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', {
    cancel: speech.cancel,
    speak: (u: Utterance) => {
      current = u;
      speech.spoken.push({ text: u.text, lang: u.lang, rate: u.rate, pitch: u.pitch, volume: u.volume });
    },
  });
  return speech;
}

export interface FakeAudio {
  /** The Audio elements created, with the blob URL each plays. */
  played: { src: string; paused: boolean }[];
  /** Makes play() reject (an undecodable answer). */
  failPlayback: boolean;
  /** Ends the audio playing now. */
  end: () => void;
}

/** Installs a fake Audio element and URL.createObjectURL / revokeObjectURL. */
export function installFakeAudio(): FakeAudio {
  const fake: FakeAudio = { played: [], failPlayback: false, end: () => {} };
  class FakeAudioElement {
    paused = true;
    onended: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly src: string) {}
    play(): Promise<void> {
      if (fake.failPlayback) return Promise.reject(new DOMException('no decoder', 'NotSupportedError'));
      this.paused = false;
      fake.played.push(this);
      fake.end = () => {
        this.paused = true;
        this.onended?.();
      };
      return Promise.resolve();
    }
    pause(): void {
      this.paused = true;
    }
  }
  vi.stubGlobal('Audio', FakeAudioElement);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:spoken-reply');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return fake;
}
