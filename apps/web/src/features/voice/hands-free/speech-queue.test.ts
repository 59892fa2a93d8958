import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeAudio, installFakeSpeech } from '../fake-media';
import { SpeechQueue } from './speech-queue';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A fetch that answers /api/voice/speak with audio once `release(text)` is called for that sentence. */
function stubSpeak() {
  const asked: string[] = [];
  const waiting = new Map<string, () => void>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { text } = JSON.parse(init.body as string) as { text: string };
      asked.push(text);
      await new Promise<void>((resolve) => waiting.set(text, resolve));
      return new Response(new Blob(['audio'], { type: 'audio/mpeg' }));
    }),
  );
  return { asked, release: (text: string) => waiting.get(text)?.() };
}

describe('SpeechQueue', () => {
  it('asks for every sentence at once and plays them in order, one after the other', async () => {
    const audio = installFakeAudio();
    const speak = stubSpeak();
    const speaking: boolean[] = [];
    const queue = new SpeechQueue({ providerSpeech: true, onSpeakingChange: (on) => speaking.push(on) });
    queue.push('First sentence of the reply.');
    queue.push('Second sentence of the reply.');
    await vi.waitFor(() =>
      expect(speak.asked).toEqual(['First sentence of the reply.', 'Second sentence of the reply.']),
    );
    // The second is ready first: it still waits for the first.
    speak.release('Second sentence of the reply.');
    await new Promise((r) => setTimeout(r, 10));
    expect(audio.played).toHaveLength(0);
    speak.release('First sentence of the reply.');
    await vi.waitFor(() => expect(audio.played).toHaveLength(1));
    expect(speaking).toEqual([true]);
    audio.end();
    await vi.waitFor(() => expect(audio.played).toHaveLength(2));
    audio.end();
    await vi.waitFor(() => expect(speaking).toEqual([true, false]));
  });

  it('stops at once and drops what is queued (barge-in)', async () => {
    const audio = installFakeAudio();
    const speak = stubSpeak();
    const speaking: boolean[] = [];
    const queue = new SpeechQueue({ providerSpeech: true, onSpeakingChange: (on) => speaking.push(on) });
    queue.push('First sentence of the reply.');
    queue.push('Second sentence of the reply.');
    speak.release('First sentence of the reply.');
    await vi.waitFor(() => expect(audio.played).toHaveLength(1));
    queue.stop();
    expect(audio.played[0]!.paused).toBe(true);
    expect(speaking).toEqual([true, false]);
    speak.release('Second sentence of the reply.');
    queue.push('A sentence after the stop.');
    await new Promise((r) => setTimeout(r, 10));
    expect(audio.played).toHaveLength(1);
    expect(speak.asked).not.toContain('A sentence after the stop.');
  });

  it("reads the sentences with the browser's voice when the server cannot speak", async () => {
    const speech = installFakeSpeech();
    const queue = new SpeechQueue({ providerSpeech: false, onSpeakingChange: () => {} });
    queue.push('First sentence of the reply.');
    queue.push('Second sentence of the reply.');
    await vi.waitFor(() =>
      expect(speech.spoken.map((s) => s.text)).toEqual(['First sentence of the reply.']),
    );
    speech.finish();
    await vi.waitFor(() =>
      expect(speech.spoken.map((s) => s.text)).toEqual([
        'First sentence of the reply.',
        'Second sentence of the reply.',
      ]),
    );
  });
});
