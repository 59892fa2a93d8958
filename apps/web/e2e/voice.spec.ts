import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import ESpeakNg from 'espeak-ng';
import config from '../playwright.config';
import { expect, openAiTest, test as base } from './fixtures';

/**
 * Voice in the chat view, in Chromium with a fake microphone that "says" a question: a WAV spoken by eSpeak NG (the
 * WebAssembly build the api's offline voice uses, so no system package is needed) when the spec loads, played by
 * Chromium's fake capture device.
 */
const wav = join(mkdtempSync(join(tmpdir(), 'mentor-voice-')), 'question.wav');
const engine = await ESpeakNg({
  arguments: ['-v', 'en-us', '-w', '/question.wav', 'How do I ask my manager for a promotion?'],
  print: () => {},
  printErr: () => {},
});
writeFileSync(wav, engine.FS.readFile('/question.wav'));

const launchOptions = config.use?.launchOptions ?? {};
base.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
    ],
  },
});

/** Notes every media element that starts playing, with its content type, and every speechSynthesis call. */
async function recordPlayback(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __voiceLog: string[] }).__voiceLog = log;
    document.addEventListener('playing', () => log.push('audio-playing'), true);
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function patchedPlay(this: HTMLMediaElement) {
      this.addEventListener('playing', () => log.push('audio-playing'), { once: true });
      this.addEventListener('error', () => log.push('audio-error'), { once: true });
      return play.call(this);
    };
    if ('speechSynthesis' in window) {
      const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
      window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        log.push('browser-voice');
        speak(utterance);
      };
    }
  });
}

const voiceLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __voiceLog: string[] }).__voiceLog);

async function openNewSession(page: Page): Promise<void> {
  await page.goto('/dashboard/chat?new');
  // The chat chunk loads first: on a busy machine that takes longer than the default wait.
  await expect(page).toHaveURL(/\/dashboard\/chat\?session=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
}

base.describe('with the offline mentor', () => {
  const test = base;

  test('no record button, dictation offered; voice mode reads the reply in the built-in voice', async ({
    signedIn: page,
  }) => {
    await recordPlayback(page);
    await openNewSession(page);
    await expect(page.getByRole('switch', { name: 'Voice mode' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dictate your message' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Record a voice message' })).toHaveCount(0);

    await page.getByRole('switch', { name: 'Voice mode' }).click();
    await expect(page.getByRole('switch', { name: 'Voice mode' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Mentor voice' })).toBeChecked();

    const speak = page.waitForResponse((r) => r.url().endsWith('/api/voice/speak'));
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('I want to move into product management.');
    await box.press('Enter');
    const response = await speak;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('audio/wav');
    const body = JSON.parse(response.request().postData() ?? '{}') as { text: string; voice: string };
    expect(body.voice).toBe('alloy');
    const reply = page.locator('[data-role="assistant"]').last();
    await expect(reply).not.toBeEmpty();

    await expect(page.getByTestId('voice-controls')).toHaveAttribute('data-speaking', 'provider');
    await expect.poll(() => voiceLog(page)).toContain('audio-playing');
    expect(await voiceLog(page)).not.toContain('browser-voice');

    // Voice mode off stops it.
    await page.getByRole('switch', { name: 'Voice mode' }).click();
    await expect(page.getByTestId('voice-controls')).not.toHaveAttribute('data-speaking', /.+/);
    await expect(page.getByText('Audio Error')).toHaveCount(0);
  });
});

base.describe('with an OpenAI-compatible server', () => {
  const test = openAiTest;

  test('a recorded question is transcribed, sent and answered; voice mode plays the mentor voice', async ({
    signedIn: page,
    stub,
  }) => {
    stub.reset();
    stub.setReply('Book a 20-minute talk with your manager this week.');
    await recordPlayback(page);
    await openNewSession(page);

    const record = page.getByRole('button', { name: 'Record a voice message' });
    await record.click();
    await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Recording… press stop when you are done.');
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
    await page.waitForTimeout(1500); // let the fake microphone say something
    const transcribe = page.waitForResponse((r) => r.url().endsWith('/api/voice/transcribe'));
    await page.getByRole('button', { name: 'Stop recording' }).click();
    expect((await transcribe).status()).toBe(200);

    // The stub's transcription is sent as the user's message and answered.
    await expect(page.locator('[data-role="user"]').last()).toHaveText('Hello from the stub transcription.');
    await expect(page.getByText('Voice recognized successfully')).toBeVisible();
    await expect(page.locator('[data-role="assistant"]').last()).toContainText(
      'Book a 20-minute talk with your manager this week.',
      { timeout: 30_000 },
    );
    const upload = stub.requests.find((r) => r.path === '/v1/audio/transcriptions');
    expect(upload?.rawSize).toBeGreaterThan(1000);

    // Voice mode: the next reply is asked for in the mentor voice.
    await page.getByRole('switch', { name: 'Voice mode' }).click();
    const speakRequest = page.waitForRequest((r) => r.url().endsWith('/api/voice/speak'));
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('And if they say no?');
    await box.press('Enter');
    const request = await speakRequest;
    expect(JSON.parse(request.postData() ?? '{}')).toEqual({
      text: 'Book a 20-minute talk with your manager this week.',
      voice: 'alloy',
    });
    const speech = await request.response();
    expect(speech?.status()).toBe(200);
    expect(speech?.headers()['content-type']).toContain('audio/mpeg');
    await expect.poll(() => stub.requests.some((r) => r.path === '/v1/audio/speech')).toBe(true);
    // The stub answers a real (silent) MP3: the mentor voice plays, with no fallback to the browser voice.
    await expect.poll(() => voiceLog(page)).toContain('audio-playing');
    expect(await voiceLog(page)).not.toContain('browser-voice');
  });
});
