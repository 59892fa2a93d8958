import { wavDurationSeconds } from './offline/speech';
import { describe, expect, it } from 'vitest';
import { mentorContext as ctx } from '../../test/mentor-context';
import { composeReply } from './offline';
import { createOfflineProvider } from './offline-provider';
import { ProviderError } from './provider-error';

describe('offline provider', () => {
  it('streams word by word, joining back to the full reply, and stops on abort', async () => {
    const provider = createOfflineProvider({ wordDelayMs: 0 });
    const c = ctx();
    const full = composeReply(c, [{ role: 'user', content: 'Help me plan my job search.' }]).text;
    const stream = provider.streamChat({
      system: 'S',
      messages: [{ role: 'user', content: 'Help me plan my job search.' }],
      context: c,
    });
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(20);
    expect(chunks.join('')).toBe(full);
    expect(stream.usage).toMatchObject({ provider: 'offline', model: 'offline-mentor' });

    const controller = new AbortController();
    const slow = createOfflineProvider({ wordDelayMs: 5 }).streamChat({
      system: 'S',
      messages: [{ role: 'user', content: 'Help me plan my job search.' }],
      context: c,
      signal: controller.signal,
    });
    const got: string[] = [];
    const error = await (async () => {
      for await (const chunk of slow) {
        got.push(chunk);
        if (got.length === 3) controller.abort();
      }
    })().then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as Error).name).toBe('AbortError');
    expect(got).toHaveLength(3);
  });

  it('says clearly that transcription is not available offline', async () => {
    const offline = createOfflineProvider();
    expect(offline.voice).toEqual({ transcription: false, speech: true });
    const error = await offline
      .transcribe({ audio: new Uint8Array([1]), filename: 'a.webm', mimeType: 'audio/webm' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'unsupported' });
  });

  it('speaks in a local voice: a WAV whose length follows the text', async () => {
    const offline = createOfflineProvider();
    const short = await offline.speak({ text: 'Hi there.', voice: 'alloy' });
    const long = await offline.speak({
      text: 'Book two customer calls this week, then write down the three things you heard most often.',
      voice: 'alloy',
    });
    expect(short.contentType).toBe('audio/wav');
    expect(short.usage).toMatchObject({ provider: 'offline', characters: 9 });
    expect(short.usage.audioSeconds).toBeGreaterThan(0.3);
    expect(long.usage.audioSeconds).toBeGreaterThan(short.usage.audioSeconds * 3);
    expect(wavDurationSeconds(long.audio)).toBeCloseTo(long.usage.audioSeconds, 0);
  });

  it('stops waiting for a synthesis when the call is aborted', async () => {
    const offline = createOfflineProvider();
    const controller = new AbortController();
    const call = offline.speak({
      text: 'A sentence to read aloud.',
      voice: 'alloy',
      signal: controller.signal,
    });
    controller.abort();
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as Error).name).toBe('AbortError');
  });
});
