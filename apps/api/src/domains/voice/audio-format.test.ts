import { describe, expect, it } from 'vitest';
import { AUDIO_SAMPLES, MATROSKA_SAMPLE } from '../../../test/audio';
import { detectAudioFormat } from './audio-format';

describe('detectAudioFormat', () => {
  it('recognises each recording format by its magic bytes', () => {
    expect(detectAudioFormat(AUDIO_SAMPLES.wav)).toEqual({ format: 'wav', mimeType: 'audio/wav' });
    expect(detectAudioFormat(AUDIO_SAMPLES.ogg)).toEqual({ format: 'ogg', mimeType: 'audio/ogg' });
    expect(detectAudioFormat(AUDIO_SAMPLES.mp4)).toEqual({ format: 'mp4', mimeType: 'audio/mp4' });
    expect(detectAudioFormat(AUDIO_SAMPLES.webm)).toEqual({ format: 'webm', mimeType: 'audio/webm' });
  });

  it('refuses text, other containers and files too short to tell', () => {
    expect(detectAudioFormat(Buffer.from('<html><body>not audio</body></html>'))).toBeNull();
    expect(detectAudioFormat(MATROSKA_SAMPLE)).toBeNull();
    expect(detectAudioFormat(Buffer.from('RIFF\0\0\0\0AVI LIST'))).toBeNull();
    expect(detectAudioFormat(Buffer.from('OggS'))).toBeNull();
    expect(detectAudioFormat(new Uint8Array(0))).toBeNull();
  });
});
