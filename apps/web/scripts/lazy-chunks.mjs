// Checks after `vite build` that code meant to load on demand stays out of every page's static imports: the code
// highlighter (loaded by the first code block a message shows), the voice conversation's voice activity
// detection with its ONNX runtime (loaded when the conversation opens) and the admin's charts (recharts, loaded when
// the Analytics tab opens). A page, the chat and the admin's other tabs included, that never needs them downloads
// none of their bytes. Reads dist/.vite/manifest.json and the chunks' source maps; exits 1 when one leaks.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each lazy library: the sources that are its code, and the dynamic entries allowed to import it statically. */
export const LAZY = [
  {
    name: 'highlight.js',
    test: /node_modules\/highlight\.js\//,
    entries: ['src/features/chat/highlight/highlighter.tsx'],
  },
  {
    name: '@ricky0123/vad-web',
    test: /node_modules\/@ricky0123\/vad-web\//,
    entries: ['src/features/voice/hands-free/VoiceModePanel.tsx'],
  },
  {
    name: 'onnxruntime-web',
    test: /node_modules\/onnxruntime-(web|common)\//,
    entries: ['src/features/voice/hands-free/VoiceModePanel.tsx'],
  },
  {
    // The admin's charts (recharts under @mantine/charts), loaded when the Analytics tab opens.
    name: 'recharts',
    test: /node_modules\/(recharts|@mantine\/charts)\//,
    entries: ['src/features/admin/DailyBarChart.tsx'],
  },
];

/** The chunks `key` loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key) {
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const imported of manifest[k].imports ?? []) visit(imported);
  };
  visit(key);
  return seen;
}

/** Every lazy library found in a page's static imports: `{ library, entry, file }`. */
export function leaks(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const sourcesOf = (file) => {
    const map = join(distDir, `${file}.map`);
    return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
  };
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry || chunk.isDynamicEntry);
  const found = [];
  for (const lib of LAZY) {
    const holders = new Set(
      Object.keys(manifest).filter(
        (key) =>
          manifest[key].file.endsWith('.js') && sourcesOf(manifest[key].file).some((s) => lib.test.test(s)),
      ),
    );
    for (const [key] of entries) {
      if (lib.entries.includes(key)) continue;
      for (const chunk of staticClosure(manifest, key)) {
        if (holders.has(chunk)) found.push({ library: lib.name, entry: key, file: manifest[chunk].file });
      }
    }
  }
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // `--dist DIR` checks another build (e.g. an older one).
  const distArg = process.argv.indexOf('--dist');
  const distDir =
    distArg > 0
      ? resolve(process.argv[distArg + 1] ?? '')
      : resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
  const found = leaks(distDir);
  for (const leak of found) {
    console.error(`${leak.library} is loaded statically by ${leak.entry} (in ${leak.file})`);
  }
  if (found.length > 0) process.exit(1);
  console.log(`Lazy chunks: ${LAZY.map((l) => l.name).join(', ')} load only on demand`);
}
