import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeWav } from '../../../test/audio';
import { createOfflineVoice, wavDurationSeconds } from './speech';

describe('the offline voice, in a process of its own', () => {
  it('speaks over stdio with an empty environment: a JSON line in, a WAV out; bad lines skipped; ends with its input', async () => {
    const child = spawn(process.execPath, [fileURLToPath(new URL('./speech-process.mjs', import.meta.url))], {
      env: {},
    });
    const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    child.stdin.write('not json\n{"id":"x","text":1}\n');
    child.stdin.write(`${JSON.stringify({ id: 7, text: '-v is read aloud, not taken for an option' })}\n`);
    const first = await answers.next();
    const answer = JSON.parse(String(first.value)) as { id: number; wav: string };
    expect(answer.id).toBe(7);
    const wav = Buffer.from(answer.wav, 'base64');
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wavDurationSeconds(wav)).toBeGreaterThan(1);
    child.stdin.end();
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  });

  it('the server side starts it on first use and gives each of several requests its own WAV', async () => {
    const voice = createOfflineVoice();
    const [short, long] = await Promise.all([
      voice.synthesize('Hi.'),
      voice.synthesize('A longer sentence takes longer to say out loud.'),
    ]);
    expect(wavDurationSeconds(long)).toBeGreaterThan(wavDurationSeconds(short));
  });
});

describe('wavDurationSeconds', () => {
  it('reads the length of a PCM WAV from its header', () => {
    expect(wavDurationSeconds(makeWav(2.5))).toBeCloseTo(2.5, 5);
    expect(wavDurationSeconds(makeWav(0.25, { sampleRate: 44_100 }))).toBeCloseTo(0.25, 3);
  });

  it('takes what the file holds when the data size is unknown (a streamed WAV)', () => {
    const wav = makeWav(1);
    wav.writeUInt32LE(0xffffffff, 40);
    expect(wavDurationSeconds(wav)).toBeCloseTo(1, 5);
  });

  it('answers 0 for anything that is not a WAV', () => {
    expect(wavDurationSeconds(new Uint8Array(0))).toBe(0);
    expect(wavDurationSeconds(Buffer.from('OggS and then some bytes'))).toBe(0);
  });
});
