// The offline voice's worker thread (see ./speech.ts): eSpeak NG compiled to WebAssembly (the `espeak-ng` package,
// which ships the engine and its voice data inside the package, so nothing is fetched at run time). Each message
// { id, text } is spoken into a WAV file in the engine's in-memory file system and answered { id, wav } or
// { id, error }. The text goes in through a file, never as a command-line argument, so a text that starts with
// '-' is read aloud rather than taken for an option. Plain JavaScript, so it runs the same under tsx, vitest and a
// bundle.
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';

let queue = Promise.resolve();

async function speak(text) {
  const engine = await ESpeakNg({
    preRun: [(module) => module.FS.writeFile('/in.txt', text)],
    arguments: ['-v', 'en-us', '-s', '165', '-f', '/in.txt', '-w', '/out.wav'],
    print: () => {},
    printErr: () => {},
  });
  return engine.FS.readFile('/out.wav');
}

parentPort.on('message', ({ id, text }) => {
  queue = queue.then(async () => {
    try {
      const wav = await speak(text);
      parentPort.postMessage({ id, wav }, [wav.buffer]);
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
