import { describe, expect, it } from 'vitest';
import {
  SPEAK_TEXT_MAX,
  pickRecordingMimeType,
  recordingExtension,
  speakInputSchema,
  speakableText,
} from './voice';

describe('pickRecordingMimeType', () => {
  it('takes the first preferred format the browser supports', () => {
    const chrome = (m: string) => m === 'audio/webm;codecs=opus' || m === 'audio/webm';
    expect(pickRecordingMimeType(chrome)).toBe('audio/webm;codecs=opus');
    const safari = (m: string) => m === 'audio/mp4';
    expect(pickRecordingMimeType(safari)).toBe('audio/mp4');
    const firefox = (m: string) => m.startsWith('audio/ogg') || m.startsWith('audio/webm');
    expect(pickRecordingMimeType(firefox)).toBe('audio/ogg;codecs=opus');
  });

  it('answers null when nothing is supported, or the check throws', () => {
    expect(pickRecordingMimeType(() => false)).toBeNull();
    expect(
      pickRecordingMimeType(() => {
        throw new Error('nope');
      }),
    ).toBeNull();
  });
});

describe('recordingExtension', () => {
  it('follows the recording format', () => {
    expect(recordingExtension('audio/wav')).toBe('wav');
    expect(recordingExtension('audio/ogg;codecs=opus')).toBe('ogg');
    expect(recordingExtension('audio/mp4')).toBe('mp4');
    expect(recordingExtension('audio/webm;codecs=opus')).toBe('webm');
    expect(recordingExtension('')).toBe('webm');
  });
});

describe('speakInputSchema', () => {
  it('trims the text and defaults the voice to alloy', () => {
    expect(speakInputSchema.parse({ text: '  Hello ' })).toEqual({ text: 'Hello', voice: 'alloy' });
  });

  it('refuses empty, too long and another voice with the messages', () => {
    const first = (v: unknown) => speakInputSchema.safeParse(v).error?.issues[0]?.message;
    expect(first({ text: '   ' })).toBe('Text to speak is required');
    expect(first({})).toBe('Text to speak is required');
    expect(first({ text: 'x'.repeat(SPEAK_TEXT_MAX + 1) })).toBe(
      'Text to speak must be at most 4096 characters',
    );
    expect(speakInputSchema.safeParse({ text: 'x'.repeat(SPEAK_TEXT_MAX) }).success).toBe(true);
    expect(first({ text: 'Hi', voice: 'nova' })).toBe('Voice must be alloy');
  });
});

describe('speakableText', () => {
  it('drops markup but keeps the words', () => {
    const md =
      '## Plan\n\n**Start** with `one` thing:\n\n1. Write [the goal](https://x.y).\n- Call _two_ people';
    expect(speakableText(md)).toBe('Plan\nStart with one thing:\n1. Write the goal.\nCall two people');
  });
});
