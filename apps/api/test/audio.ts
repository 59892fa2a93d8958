/** Audio test data: a real PCM WAV, the magic bytes of each recording format, and a multipart upload body. */

/** A 16-bit mono PCM WAV of `seconds` of a quiet tone (or exactly `totalBytes` long when given). */
export function makeWav(seconds: number, options: { sampleRate?: number; totalBytes?: number } = {}): Buffer {
  const sampleRate = options.sampleRate ?? 16_000;
  const dataBytes =
    options.totalBytes !== undefined ? options.totalBytes - 44 : Math.round(seconds * sampleRate) * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i + 1 < dataBytes && i < 32_000; i += 2) {
    wav.writeInt16LE(Math.round(Math.sin(i / 20) * 800), 44 + i);
  }
  return wav;
}

const EBML = (docType: string) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01]),
    Buffer.from([0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x80 | docType.length]),
    Buffer.from(docType, 'ascii'),
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
    Buffer.alloc(64),
  ]);

/** The first bytes of a recording in each format the server accepts (what MediaRecorder and encoders write). */
export const AUDIO_SAMPLES = {
  wav: makeWav(0.5),
  ogg: Buffer.concat([
    Buffer.from('OggS', 'ascii'),
    Buffer.from([0, 2]),
    Buffer.alloc(20),
    Buffer.from('OpusHead'),
  ]),
  mp4: Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypM4A \0\0\0\0M4A isom', 'latin1'),
    Buffer.alloc(32),
  ]),
  webm: EBML('webm'),
} as const;

/** A Matroska (not WebM) header: an EBML file the server does not take as a recording. */
export const MATROSKA_SAMPLE = EBML('matroska');

/** A multipart/form-data body with one file part (and optional text fields), as a browser's FormData sends it. */
export function multipart(
  file: { field?: string; filename: string; contentType: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mentor${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
