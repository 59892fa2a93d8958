import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MESSAGES,
  SPEAK_TEXT_MAX,
  TRANSCRIBE_MAX_BYTES,
  VOICE_REQUESTS_PER_MINUTE,
} from '@mentor/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wavDurationSeconds } from '../../ai/offline/speech';
import { AUDIO_SAMPLES, MATROSKA_SAMPLE, makeWav, multipart } from '../../../test/audio';
import {
  ORIGIN,
  createTestApp,
  refusedInput,
  testTargets,
  type Client,
  type TestApp,
  openAiConfig,
} from '../../../test/helpers';
import { SILENT_MP3, startOpenAiStub, type OpenAiStub } from '../../../test/openai-stub';

// Voice over real connections: POST /api/voice/transcribe (multipart) and /api/voice/speak, with the OpenAI
// provider through the real SDK against the OpenAI-compatible stub on loopback, and with the offline mentor, whose
// spoken replies are synthesised locally (eSpeak NG).

type Upload = { filename: string; contentType: string; bytes: Buffer } | null;

function transcribe(t: TestApp, c: Client | null, file: Upload, headers: Record<string, string> = {}) {
  const body = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: '/api/voice/transcribe',
    headers: { origin: ORIGIN, ...(c?.cookie ? { cookie: c.cookie } : {}), ...body.headers, ...headers },
    payload: body.payload,
  });
}

const wavUpload = (bytes: Buffer = AUDIO_SAMPLES.wav) => ({
  filename: 'recording.wav',
  contentType: 'audio/wav',
  bytes,
});

async function usageOf(t: TestApp, userId: string) {
  return t.db
    .selectFrom('aiUsage')
    .select(['kind', 'provider', 'model', 'audioSeconds', 'characters', 'sessionId'])
    .where('userId', '=', userId)
    .execute();
}

describe.each(testTargets())('voice with the OpenAI provider on %s', (target) => {
  let t: TestApp;
  let stub: OpenAiStub;

  beforeAll(async () => {
    stub = await startOpenAiStub();
    t = await createTestApp({
      target,
      config: openAiConfig(stub, 5000),
    });
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });
  beforeEach(() => stub.reset());

  it('says what the server can do', async () => {
    const c = await t.signUp();
    expect(await c.caller().voice.capabilities()).toEqual({
      provider: 'openai',
      transcription: true,
      speech: true,
    });
    const res = await c.get('/api/trpc/voice.capabilities');
    expect(res.statusCode).toBe(200);
  });

  it('transcribes a recording through the provider and meters its audio seconds', async () => {
    const c = await t.signUp();
    stub.queue({ reply: '  I want to raise a seed round.  ' }, '/v1/audio/transcriptions');
    const res = await transcribe(t, c, wavUpload());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: 'I want to raise a seed round.' });
    const [request] = stub.requests.filter((r) => r.path === '/v1/audio/transcriptions');
    expect(request?.upload).toEqual({
      filename: 'recording.wav',
      contentType: 'audio/wav',
      size: AUDIO_SAMPLES.wav.length,
    });
    expect(await usageOf(t, c.user.id)).toEqual([
      {
        kind: 'transcription',
        provider: 'openai',
        model: 'whisper-1',
        audioSeconds: 3.5,
        characters: 0,
        sessionId: null,
      },
    ]);
  });

  it.each(Object.entries(AUDIO_SAMPLES))(
    'recognises %s by its content, whatever the name and type the client gave',
    async (format, bytes) => {
      const c = await t.signUp();
      // Named and typed wrongly on purpose: the bytes decide.
      const res = await transcribe(t, c, {
        filename: 'clip.bin',
        contentType: 'application/octet-stream',
        bytes,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [request] = stub.requests.filter((r) => r.path === '/v1/audio/transcriptions');
      expect(request?.upload?.filename).toBe(`recording.${format}`);
      expect(request?.upload?.contentType).toBe(`audio/${format}`);
    },
  );

  it('refuses what is not audio with the spec message, and never calls the provider', async () => {
    const c = await t.signUp();
    const text = Buffer.from('Just some notes, not a recording at all.\n'.repeat(10));
    for (const file of [
      { filename: 'voice.webm', contentType: 'audio/webm', bytes: text },
      { filename: 'voice.mkv', contentType: 'audio/webm', bytes: MATROSKA_SAMPLE },
      { filename: 'tiny.wav', contentType: 'audio/wav', bytes: Buffer.from('RIFF') },
    ]) {
      const res = await transcribe(t, c, file);
      expect(res.statusCode, file.filename).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.transcription.invalidFormat });
    }
    expect(stub.requests).toHaveLength(0);
  });

  it('answers 400 when no file or an empty one was sent, or the body is not multipart', async () => {
    const c = await t.signUp();
    const none = await transcribe(t, c, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: MESSAGES.transcription.missingFile });
    const empty = await transcribe(t, c, { ...wavUpload(), bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: MESSAGES.transcription.noAudio });
    const json = await c.post('/api/voice/transcribe', { audio: 'aGVsbG8=' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: MESSAGES.transcription.missingFile });
  });

  it('takes a recording one byte under the 25 MiB limit and at it, and refuses one byte over with 413', async () => {
    const c = await t.signUp();
    for (const size of [TRANSCRIBE_MAX_BYTES - 1, TRANSCRIBE_MAX_BYTES]) {
      const res = await transcribe(t, c, wavUpload(makeWav(0, { totalBytes: size })));
      expect(res.statusCode, String(size)).toBe(200);
    }
    const uploads = stub.requests.filter((r) => r.path === '/v1/audio/transcriptions');
    expect(uploads.map((r) => r.upload?.size)).toEqual([TRANSCRIBE_MAX_BYTES - 1, TRANSCRIBE_MAX_BYTES]);

    stub.reset();
    const over = await transcribe(t, c, wavUpload(makeWav(0, { totalBytes: TRANSCRIBE_MAX_BYTES + 1 })));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: MESSAGES.transcription.tooLarge });
    expect(stub.requests).toHaveLength(0);
  });

  it('refuses a request that says it is far over the limit before reading it', async () => {
    const c = await t.signUp();
    const res = await transcribe(t, c, wavUpload(), { 'content-length': String(TRANSCRIBE_MAX_BYTES * 2) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MESSAGES.transcription.tooLarge });
    expect(stub.requests).toHaveLength(0);
  });

  it('leaves nothing of an upload on disk', async () => {
    const c = await t.signUp();
    const dir = mkdtempSync(join(tmpdir(), 'voice-tmp-'));
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = dir;
    try {
      expect(tmpdir()).toBe(dir);
      expect((await transcribe(t, c, wavUpload(makeWav(3)))).statusCode).toBe(200);
      expect(
        (await transcribe(t, c, wavUpload(makeWav(0, { totalBytes: TRANSCRIBE_MAX_BYTES + 1 })))).statusCode,
      ).toBe(413);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers a provider failure with 500 and the spec message, never the details', async () => {
    const c = await t.signUp();
    for (let i = 0; i < 4; i += 1) stub.queue({ status: 500 }, '/v1/audio/transcriptions');
    const res = await transcribe(t, c, wavUpload());
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Server error during transcription. Please try again in a moment.',
    });
    expect(res.body).not.toContain('stub');
    expect(await usageOf(t, c.user.id)).toEqual([]);
  });

  it('speaks a reply in the provider voice, metering its characters', async () => {
    const c = await t.signUp();
    const text = 'Write down your goal. Then take the first step today.';
    const res = await c.post('/api/voice/speak', { text, voice: 'alloy' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(SILENT_MP3)).toBe(true);
    const [request] = stub.requests.filter((r) => r.path === '/v1/audio/speech');
    expect(request?.body).toMatchObject({ model: 'tts-1', voice: 'alloy', input: text });
    const usage = await usageOf(t, c.user.id);
    expect(usage).toEqual([
      expect.objectContaining({ kind: 'speech', model: 'tts-1', characters: text.length }),
    ]);
  });

  it('answers a speech provider failure with its status and a clear message', async () => {
    const c = await t.signUp();
    for (let i = 0; i < 4; i += 1) stub.queue({ status: 500 }, '/v1/audio/speech');
    const res = await c.post('/api/voice/speak', { text: 'Hello', voice: 'alloy' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: MESSAGES.ai.unavailable });
  });

  it(`limits each user to ${VOICE_REQUESTS_PER_MINUTE} voice requests a minute`, async () => {
    const c = await t.signUp();
    const other = await t.signUp();
    for (let i = 0; i < VOICE_REQUESTS_PER_MINUTE; i += 1) {
      expect((await c.post('/api/voice/speak', { text: `Line ${i}` })).statusCode).toBe(200);
    }
    const refused = await transcribe(t, c, wavUpload());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.transcription.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not affected.
    expect((await other.post('/api/voice/speak', { text: 'Hi' })).statusCode).toBe(200);
  });
});

describe.each(testTargets())('voice with the offline mentor on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ target });
  });
  afterAll(async () => t?.close());

  it('says it cannot transcribe but can speak', async () => {
    const c = await t.signUp();
    expect(await c.caller().voice.capabilities()).toEqual({
      provider: 'offline',
      transcription: false,
      speech: true,
    });
  });

  it('answers a recording with 503 and a clear message', async () => {
    const c = await t.signUp();
    const res = await transcribe(t, c, wavUpload());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: MESSAGES.transcription.offlineUnavailable });
  });

  it('speaks in the local voice: a real WAV of the text, metered', async () => {
    const c = await t.signUp();
    const text = '-v Start with one customer call today. Then write down what you learned.';
    const res = await c.post('/api/voice/speak', { text, voice: 'alloy' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    const wav = new Uint8Array(res.rawPayload);
    const seconds = wavDurationSeconds(wav);
    // About 13 words at 165 words a minute: several seconds of speech, not silence or an option's echo.
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(20);
    let loud = 0;
    const view = new DataView(wav.buffer, wav.byteOffset + 44, wav.byteLength - 44);
    for (let i = 0; i + 1 < view.byteLength; i += 2) if (Math.abs(view.getInt16(i, true)) > 1000) loud += 1;
    expect(loud).toBeGreaterThan(1000);
    const [usage] = await usageOf(t, c.user.id);
    expect(usage).toMatchObject({
      kind: 'speech',
      provider: 'offline',
      model: 'espeak-ng',
      characters: text.length,
    });
    expect(usage?.audioSeconds).toBeCloseTo(seconds, 0);
  });

  it('refuses bad speech input with the messages', async () => {
    const c = await t.signUp();
    const cases: [unknown, string, string][] = [
      [{ text: '   ', voice: 'alloy' }, 'text', MESSAGES.speech.textRequired],
      [{ voice: 'alloy' }, 'text', MESSAGES.speech.textRequired],
      [{ text: 'x'.repeat(SPEAK_TEXT_MAX + 1), voice: 'alloy' }, 'text', MESSAGES.speech.textTooLong],
      [{ text: 'Hello', voice: 'nova' }, 'voice', MESSAGES.speech.invalidVoice],
    ];
    for (const [body, field, message] of cases) {
      const res = await c.post('/api/voice/speak', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedInput(message, { [field]: [message] }));
    }
    expect(await usageOf(t, c.user.id)).toEqual([]);
  });

  it('answers 401 signed out, before reading anything', async () => {
    const anon = t.anonymous();
    const speak = await anon.post('/api/voice/speak', { text: 'Hello', voice: 'alloy' });
    expect(speak.statusCode).toBe(401);
    expect(speak.json().message).toContain('Unauthorized');
    const upload = await transcribe(t, null, wavUpload());
    expect(upload.statusCode).toBe(401);
    expect(upload.json().message).toContain('Unauthorized');
    const caps = await anon.get('/api/trpc/voice.capabilities');
    expect(caps.statusCode).toBe(401);
  });

  it('refuses a foreign Origin with 403', async () => {
    const c = await t.signUp();
    const upload = await transcribe(t, c, wavUpload(), { origin: 'https://evil.example' });
    expect(upload.statusCode).toBe(403);
    const speak = await t.app.inject({
      method: 'POST',
      url: '/api/voice/speak',
      headers: { origin: 'https://evil.example', cookie: c.cookie!, 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'Hello', voice: 'alloy' }),
    });
    expect(speak.statusCode).toBe(403);
    expect(await usageOf(t, c.user.id)).toEqual([]);
  });
});
