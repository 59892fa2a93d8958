import { describe, expect, it } from 'vitest';
import { makeWav } from '../../../test/audio';
import { wavDurationSeconds } from './speech';

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
