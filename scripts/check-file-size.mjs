// `pnpm lint:file-size`: no source file over 400 lines. Reads every .ts, .tsx and .mjs file that git tracks or
// would add (never a build output or node_modules) and exits 1 naming each one that is longer, except tests
// (*.test.ts, *.test.tsx, *.spec.ts) and the data files listed below. A file that grows past the limit is split by
// concern (docs/architecture.md, "File size"); data does not count, as its length is its content.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const MAX_LINES = 400;

const SOURCE = /\.(?:ts|tsx|mjs)$/;
const TEST = /\.test\.tsx?$|\.spec\.ts$/;

/**
 * Files that may be longer: data written as TypeScript, not code. Each entry is an exact path or, for a folder of
 * numbered data sets, a pattern that names only those sets.
 */
const ALLOWED = [
  // The user-facing copy of the whole product, one message per line (spec wording).
  'packages/validation/src/messages.ts',
  // The safety classifier's labelled corpora and its held-out set (docs/safety.md).
  'apps/api/src/ai/safety/corpus.ts',
  'apps/api/src/ai/safety/corpus-2.ts',
  'apps/api/src/ai/safety/corpus-heldout.ts',
  // The safety text classifier's training sets A, B, C, ..., Z, AA, ... (training/index.ts assembles them).
  /^apps\/api\/src\/ai\/safety\/training\/set-[a-z]{1,2}\.ts$/,
  // The offline mentor's labelled utterances and the intents' playbooks (docs/mentor.md).
  'apps/api/src/ai/offline/utterances/vocabulary.ts',
  'apps/api/src/ai/offline/utterances/vocabulary-more.ts',
  'apps/api/src/ai/offline/utterances/more-founder-career.ts',
  'apps/api/src/ai/offline/utterances/more-life-career.ts',
  'apps/api/src/ai/offline/utterances/second-blind.ts',
  'apps/api/src/ai/offline/utterances/third-blind.ts',
  'apps/api/src/ai/offline/utterances/fourth-blind.ts',
  'apps/api/src/ai/offline/utterances/fifth-blind.ts',
  'apps/api/src/ai/offline/utterances/sixth-blind.ts',
  'apps/api/src/ai/offline/utterances/seventh-blind.ts',
  'apps/api/src/ai/offline/utterances/eighth-blind.ts',
  'apps/api/src/ai/offline/utterances/ninth-blind.ts',
  'apps/api/src/ai/offline/utterances/tenth-blind.ts',
  'apps/api/src/ai/offline/utterances/eleventh-blind.ts',
  'apps/api/src/ai/offline/utterances/twelfth-blind.ts',
  'apps/api/src/ai/offline/utterances/thirteenth-blind.ts',
  'apps/api/src/ai/offline/utterances/fourteenth-blind.ts',
  'apps/api/src/ai/offline/utterances/fifteenth-blind.ts',
  'apps/api/src/ai/offline/utterances/sixteenth-blind.ts',
  'apps/api/src/ai/offline/utterances/seventeenth-blind.ts',
  'apps/api/src/ai/offline/utterances/eighteenth-blind.ts',
  'apps/api/src/ai/offline/utterances/nineteenth-blind.ts',
  'apps/api/src/ai/offline/utterances/twentieth-blind.ts',
  'apps/api/src/ai/offline/playbook/career.ts',
  'apps/api/src/ai/offline/playbook/life.ts',
  // The mentor eval's blind set (260 messages).
  'apps/api/src/ai/eval/blind-heldout-21.ts',
];

const allowed = (path) =>
  ALLOWED.some((entry) => (typeof entry === 'string' ? entry === path : entry.test(path)));

/** The line count as `wc -l` and an editor show it: a final newline ends the last line, it does not add one. */
function lineCount(text) {
  if (text.length === 0) return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((path) => SOURCE.test(path) && !TEST.test(path));

const tooLong = [];
for (const path of files) {
  let text;
  try {
    text = readFileSync(join(root, path), 'utf8');
  } catch {
    continue; // tracked but deleted in the working tree
  }
  const lines = lineCount(text);
  if (lines > MAX_LINES && !allowed(path)) tooLong.push({ path, lines });
}

const unused = ALLOWED.filter((entry) => typeof entry === 'string' && !files.includes(entry));

if (tooLong.length > 0 || unused.length > 0) {
  for (const { path, lines } of tooLong) {
    console.error(`${path}: ${lines} lines (at most ${MAX_LINES}; split it by concern)`);
  }
  for (const path of unused) console.error(`${path}: on the allow-list but not a tracked source file`);
  process.exit(1);
}
console.log(`file size: ${files.length} source files, none over ${MAX_LINES} lines outside the allow-list`);
