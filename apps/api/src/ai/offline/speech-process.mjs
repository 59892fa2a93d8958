// The offline voice's own process (see ./speech.ts): eSpeak NG compiled to WebAssembly (the `espeak-ng` package,
// GPL-3.0, which ships the engine and its voice data inside the package, so nothing is fetched at run time). The
// api starts it with `node speech-process.mjs` and talks to it over stdio only: one JSON line per request on
// standard input, { id, text }, and one JSON line per answer on standard output, { id, wav } (the WAV file in
// base64) or { id, error }. It shares no memory and no code with the server, and ends when its standard input
// closes (the server stopped or died). The text goes in through a file of the engine's in-memory file system,
// never as a command-line argument, so a text that starts with '-' is read aloud rather than taken for an option.
// Plain JavaScript, so it runs the same under tsx, vitest and a bundle.
import { createInterface } from 'node:readline';
import ESpeakNg from 'espeak-ng';

let queue = Promise.resolve();

async function speak(text) {
  const engine = await ESpeakNg({
    preRun: [(module) => module.FS.writeFile('/in.txt', text)],
    arguments: ['-v', 'en-us', '-s', '165', '-f', '/in.txt', '-w', '/out.wav'],
    // Standard output carries the answers only.
    print: () => {},
    printErr: () => {},
  });
  return engine.FS.readFile('/out.wav');
}

const answer = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on('line', (line) => {
  let request;
  try {
    request = JSON.parse(line);
  } catch {
    return;
  }
  const { id, text } = request ?? {};
  if (typeof id !== 'number' || typeof text !== 'string') return;
  queue = queue.then(async () => {
    try {
      const wav = await speak(text);
      answer({ id, wav: Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength).toString('base64') });
    } catch (error) {
      answer({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
// The server is gone: finish what was asked (its answers go nowhere), then end.
lines.on('close', () => {
  void queue.then(() => process.exit(0));
});
