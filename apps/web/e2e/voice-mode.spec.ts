import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import ESpeakNg from 'espeak-ng';
import config from '../playwright.config';
import { expect, openAiTest, test as base } from './fixtures';

/**
 * The hands-free voice conversation in Chromium with a fake microphone. The microphone plays a WAV made when the
 * spec loads: a question spoken by eSpeak NG (the WebAssembly build the api's offline voice uses), then silence.
 * Chromium loops the file, so the question comes again every SILENCE_SECONDS or so: the second time it is the next
 * turn of the conversation, or (while the mentor still talks) a barge-in.
 */
const SILENCE_SECONDS = 12;

/** A mono 16-bit WAV of eSpeak NG saying `text`, followed by `silence` seconds of silence. */
async function spokenWav(text: string, silence: number): Promise<Buffer> {
  const engine = await ESpeakNg({
    arguments: ['-v', 'en-us', '-w', '/speech.wav', text],
    print: () => {},
    printErr: () => {},
  });
  const wav = Buffer.from(engine.FS.readFile('/speech.wav'));
  const sampleRate = wav.readUInt32LE(24);
  const dataAt = wav.indexOf('data', 12) + 8;
  const speech = wav.subarray(dataAt);
  const pcm = Buffer.concat([Buffer.alloc(sampleRate), speech, Buffer.alloc(sampleRate * 2 * silence)]);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

const wavPath = join(mkdtempSync(join(tmpdir(), 'mentor-voice-mode-')), 'question.wav');
writeFileSync(wavPath, await spokenWav('How do I ask my manager for a promotion?', SILENCE_SECONDS));

const launchOptions = config.use?.launchOptions ?? {};
base.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${wavPath}`,
    ],
  },
});

async function openNewSession(page: Page): Promise<void> {
  await page.goto('/dashboard/chat?new');
  await expect(page).toHaveURL(/\/dashboard\/chat\?session=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
}

/** The voice and chat requests the page makes, in order, by kind. */
function trackRequests(page: Page) {
  const log: { kind: 'speak' | 'send' | 'stop' | 'transcribe'; req: Request }[] = [];
  const kindOf = (url: string) =>
    url.endsWith('/api/voice/speak')
      ? 'speak'
      : url.endsWith('/api/voice/transcribe')
        ? 'transcribe'
        : url.includes('/trpc/chat.send')
          ? 'send'
          : url.includes('/trpc/chat.stop')
            ? 'stop'
            : null;
  page.on('request', (req) => {
    const kind = kindOf(req.url());
    if (kind) log.push({ kind, req });
  });
  return (kind: string) => log.filter((e) => e.kind === kind);
}

base.describe('with an OpenAI-compatible server', () => {
  const test = openAiTest;
  test.describe.configure({ timeout: 120_000 });

  test('a hands-free conversation of two turns: heard, sent, answered and spoken sentence by sentence', async ({
    signedIn: page,
    stub,
  }) => {
    stub.reset();
    stub.queue({ reply: 'How do I ask my manager for a promotion?' }, '/v1/audio/transcriptions');
    stub.queue({ reply: 'And how do I prepare for that talk?' }, '/v1/audio/transcriptions');
    stub.setReply(
      'That is a good step to take. First, list three wins from this quarter by Friday. ' +
        'Then book a short talk with your manager next week. What would you like to start with?',
    );
    // About a reader's pace (33 words in 4 s), so the reply is still streaming when its first sentence is spoken
    // even when the machine is busy (at 40 ms a word the whole reply took 1.3 s, less than a loaded browser took to
    // hand the first sentence to the speaker).
    stub.setChunkDelay(120);
    const requests = trackRequests(page);
    await openNewSession(page);

    await page.getByRole('button', { name: 'Voice conversation' }).click();
    const panel = page.getByRole('dialog', { name: 'Voice conversation' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText(/Listening|Hearing you/, { timeout: 30_000 });

    // Turn 1: the question is heard, transcribed, sent in voice mode and the reply spoken as it streams.
    await expect(page.locator('[data-role="user"]').first()).toHaveText(
      'How do I ask my manager for a promotion?',
      { timeout: 30_000 },
    );
    await expect(panel.getByTestId('voice-mode-heard')).toContainText(
      'How do I ask my manager for a promotion?',
    );
    await expect.poll(() => requests('speak').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    const [send] = requests('send');
    expect(JSON.stringify(send!.req.postDataJSON())).toContain('"mode":"voice"');
    // The first sentence reached the speech endpoint before the reply had finished streaming, both as the
    // OpenAI-compatible server saw them (its own clock: the browser's network events lag on a loaded machine).
    const streamed = () =>
      stub.requests.find((r) => r.path === '/v1/chat/completions' && r.body?.stream === true);
    await expect.poll(() => streamed()?.closedAt ?? null, { timeout: 30_000 }).not.toBeNull();
    const firstSpeech = stub.requests.find((r) => r.path === '/v1/audio/speech');
    expect(firstSpeech!.receivedAt).toBeLessThan(streamed()!.closedAt!);
    // Every sentence is spoken, in order (the last one once the reply has ended).
    await expect
      .poll(() => requests('speak').map((r) => (r.req.postDataJSON() as { text: string }).text), {
        timeout: 30_000,
      })
      .toEqual([
        'That is a good step to take.',
        'First, list three wins from this quarter by Friday.',
        'Then book a short talk with your manager next week.',
        'What would you like to start with?',
      ]);
    await expect(panel.getByRole('status')).toHaveText('Speaking');
    await expect(panel.getByRole('status')).toHaveText(/Listening|Hearing you/, { timeout: 30_000 });

    // Turn 2: the microphone speaks again; the next question is taken and answered the same way.
    await expect(page.locator('[data-role="user"]').nth(1)).toHaveText(
      'And how do I prepare for that talk?',
      {
        timeout: 40_000,
      },
    );
    await expect.poll(() => requests('speak').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(8);
    expect(requests('stop')).toHaveLength(0);

    // End closes the conversation and the microphone.
    await panel.getByRole('button', { name: 'End voice conversation' }).first().click();
    await expect(panel).toBeHidden();
  });

  test('barge-in: speaking while the mentor talks stops the reply where it was and takes the new question', async ({
    signedIn: page,
    stub,
  }) => {
    stub.reset();
    stub.queue({ reply: 'How do I ask my manager for a promotion?' }, '/v1/audio/transcriptions');
    stub.queue({ reply: 'Sorry, how long should the talk be?' }, '/v1/audio/transcriptions');
    const long = Array.from(
      { length: 12 },
      (_, i) => `Step ${String.fromCharCode(65 + i)} is worth doing with care this month.`,
    ).join(' ');
    // Slow: the reply is still being written when the question comes again.
    stub.queue({ reply: long, chunkDelayMs: 400 });
    stub.setReply('Twenty minutes is enough for a first talk.');
    const requests = trackRequests(page);
    await openNewSession(page);

    await page.getByRole('button', { name: 'Voice conversation' }).click();
    const panel = page.getByRole('dialog', { name: 'Voice conversation' });
    await expect(page.locator('[data-role="user"]').first()).toHaveText(
      'How do I ask my manager for a promotion?',
      { timeout: 40_000 },
    );
    await expect(panel.getByRole('status')).toHaveText('Speaking', { timeout: 30_000 });

    // The question comes again while the reply is spoken: the reply stops as Stop does, the new one is sent.
    await expect.poll(() => requests('stop').length, { timeout: 40_000 }).toBe(1);
    await expect(page.locator('[data-role="user"]').nth(1)).toHaveText(
      'Sorry, how long should the talk be?',
      {
        timeout: 30_000,
      },
    );
    const first = page.locator('[data-role="assistant"]').first();
    await expect(first).toContainText('Step A is worth doing');
    // What was shown is what was saved: cut short, marked stopped.
    await expect(first).not.toContainText('Step L is worth doing');
    await expect(page.locator('[data-role="assistant"]').nth(1)).toContainText(
      'Twenty minutes is enough for a first talk.',
      { timeout: 30_000 },
    );
  });
});

base.describe('with the offline mentor (no transcription on the server)', () => {
  const test = base;
  test.describe.configure({ timeout: 90_000 });

  test('listens with the browser’s speech recognition and speaks the spoken-style steps', async ({
    signedIn: page,
  }) => {
    const requests = trackRequests(page);
    await openNewSession(page);
    // A scripted browser speech recognition: says one question once it starts.
    await page.evaluate(() => {
      class ScriptedRecognition {
        lang = '';
        continuous = false;
        interimResults = false;
        maxAlternatives = 1;
        onstart: (() => void) | null = null;
        onresult: ((event: unknown) => void) | null = null;
        onerror: ((event: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        private said = false;
        start() {
          setTimeout(() => this.onstart?.(), 50);
          if (this.said) return;
          this.said = true;
          setTimeout(() => {
            const result = Object.assign([{ transcript: 'I want to get promoted this year.' }], {
              isFinal: true,
            });
            this.onresult?.({ resultIndex: 0, results: [result] });
          }, 800);
        }
        stop() {}
        abort() {}
      }
      // Chromium has both names (the unprefixed one first).
      for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
        Object.defineProperty(window, name, {
          value: ScriptedRecognition,
          configurable: true,
          writable: true,
        });
      }
    });
    await page.getByRole('button', { name: 'Voice conversation' }).click();
    const panel = page.getByRole('dialog', { name: 'Voice conversation' });
    await expect(panel.getByText('Using your browser’s speech recognition')).toBeVisible();
    await expect(page.locator('[data-role="user"]').first()).toHaveText('I want to get promoted this year.', {
      timeout: 30_000,
    });
    // The offline mentor says its steps in order, and the built-in voice speaks them.
    await expect(page.locator('[data-role="assistant"]').first()).toContainText('First, ', {
      timeout: 30_000,
    });
    await expect.poll(() => requests('speak').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect(requests('transcribe')).toHaveLength(0);
  });

  test('says plainly when neither the server nor the browser can recognise speech', async ({
    signedIn: page,
  }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'webkitSpeechRecognition');
      Reflect.deleteProperty(window, 'SpeechRecognition');
    });
    await openNewSession(page);
    await page.getByRole('button', { name: 'Voice conversation' }).click();
    const panel = page.getByRole('dialog', { name: 'Voice conversation' });
    await expect(panel.getByRole('alert')).toHaveText(
      'Voice conversations need speech recognition, which this server and this browser do not offer. Try Chrome or Edge, or type your message.',
    );
    await expect(panel.getByRole('button', { name: 'Mute microphone' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'End voice conversation' }).last().click();
    await expect(panel).toBeHidden();
  });
});
