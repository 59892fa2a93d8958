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

  it('says clearly that transcription and speech are not available offline', async () => {
    const offline = createOfflineProvider();
    for (const call of [
      offline.transcribe({ audio: new Uint8Array([1]), filename: 'a.webm', mimeType: 'audio/webm' }),
      offline.speak({ text: 'Hi', voice: 'alloy' }),
    ]) {
      const error = await call.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind: 'unsupported' });
    }
  });
});
