import type { AudioFormat } from '@mentor/validation';

/** A recording's format as its bytes say, with the MIME type the transcription provider is told. */
export interface DetectedAudio {
  format: AudioFormat;
  mimeType: string;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** The EBML DocType of a Matroska/WebM header ('webm', 'matroska'), read from the first bytes, or null. */
function ebmlDocType(bytes: Uint8Array): string | null {
  // The DocType element (id 0x4282) sits in the EBML header, within its first few dozen bytes.
  const head = bytes.subarray(0, Math.min(bytes.length, 64));
  for (let i = 4; i + 3 < head.length; i += 1) {
    if (head[i] !== 0x42 || head[i + 1] !== 0x82) continue;
    const sizeByte = head[i + 2]!;
    // A one-byte EBML size (1xxx xxxx): the DocType is short ASCII.
    if ((sizeByte & 0x80) === 0) return null;
    const size = sizeByte & 0x7f;
    return ascii(head, i + 3, size);
  }
  return null;
}

/**
 * The audio format of an upload, recognised by its content (magic bytes), never by its name or the client's
 * content type: WAV (RIFF....WAVE), Ogg (OggS; Opus or Vorbis inside), MP4/M4A (an ISO BMFF 'ftyp' box) and WebM
 * (an EBML header whose DocType is webm). Anything else is null (400 'Invalid audio format').
 */
export function detectAudioFormat(bytes: Uint8Array): DetectedAudio | null {
  if (bytes.length < 12) return null;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') {
    return { format: 'wav', mimeType: 'audio/wav' };
  }
  if (ascii(bytes, 0, 4) === 'OggS') return { format: 'ogg', mimeType: 'audio/ogg' };
  if (ascii(bytes, 4, 4) === 'ftyp') return { format: 'mp4', mimeType: 'audio/mp4' };
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return ebmlDocType(bytes) === 'webm' ? { format: 'webm', mimeType: 'audio/webm' } : null;
  }
  return null;
}
