// `pnpm --filter @mentor/api build`: the production bundle (dist/server.js, and dist/migrate.js for `pnpm migrate`).
// esbuild compiles the server and the workspace packages (@mentor/db, @mentor/validation: TypeScript sources) into
// JavaScript with source maps. Every third-party package stays external and loads from node_modules as published:
// native and WebAssembly ones (PGlite, argon2, eSpeak NG) must, and bundling the rest made the source map that
// `node --enable-source-maps` parses at start cost about 70 MB of memory (see docs/decisions.md).
// The offline voice's own process (eSpeak NG, GPL-3.0, run as a child process over stdio) is plain JavaScript found
// by URL (src/ai/offline/speech.ts): it is copied next to the bundle, where that URL points from dist/server.js. So is a migrated embedded database (a PGlite tarball)
// that a first start on an empty DATA_DIR loads instead of initialising one, and the offline mentor's trained intent
// classifier, which the server loads at start instead of training it.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { MENTOR_SEEDS, migratedPgliteDump, migrations } from '@mentor/db';
import { build } from 'esbuild';
import { MENTOR_CLASSIFIER_FILE, trainStoredClassifier } from '../src/ai/offline/classifier';
import { utterancesHash } from '../src/ai/offline/semantic';
import { trainingUtterances } from '../src/ai/offline/utterances';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds apps/api/dist (server.js, migrate.js, their shared chunks and source maps, speech-process.mjs,
 * pglite-template.tar); returns server.js.
 */
export async function buildServer(outdir = `${root}dist`): Promise<string> {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await build({
    entryPoints: { server: `${root}src/server.ts`, migrate: `${root}src/migrate.ts` },
    splitting: true,
    // Shared code sits beside the entries: paths taken from import.meta.url (env.ts's web/dist) stay right.
    chunkNames: '[name]-[hash]',
    outdir,
    outExtension: { '.js': '.js' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    sourcesContent: false,
    plugins: [
      {
        // Third-party packages load from node_modules as they are; only our own code is bundled and mapped.
        name: 'node-modules-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@mentor/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    logLevel: 'warning',
  });
  await copyFile(`${root}src/ai/offline/speech-process.mjs`, `${outdir}/speech-process.mjs`);
  await copyFile(await pgliteTemplate(), `${outdir}/${PGLITE_TEMPLATE}`);
  await copyFile(await mentorClassifier(), `${outdir}/${MENTOR_CLASSIFIER_FILE}`);
  return `${outdir}/server.js`;
}

/**
 * The offline mentor's intent classifier, trained on the corpus's train half (src/ai/offline/classifier.ts), made
 * once per corpus (its hash names the file) and kept in node_modules/.cache: the server loads it at start instead of
 * training it there.
 */
async function mentorClassifier(): Promise<string> {
  const hash = utterancesHash(trainingUtterances());
  const cacheDir = `${root}node_modules/.cache/mentorai`;
  const file = `${cacheDir}/mentor-classifier-${hash}.json`;
  if (!existsSync(file)) {
    await mkdir(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, JSON.stringify(trainStoredClassifier()));
    await rename(partial, file);
  }
  return file;
}

/** The embedded database's starting point beside the bundle (server.ts hands it to createDb). */
export const PGLITE_TEMPLATE = 'pglite-template.tar';

/**
 * A migrated, seeded embedded database as a tarball, made once per schema (migrations are never edited, so their
 * names and the seed identify it) and kept in node_modules/.cache.
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256')
    .update(Object.keys(migrations).join('\n'))
    .update(JSON.stringify(MENTOR_SEEDS))
    .digest('hex')
    .slice(0, 16);
  const cacheDir = `${root}node_modules/.cache/mentorai`;
  const file = `${cacheDir}/pglite-template-${hash}.tar`;
  if (!existsSync(file)) {
    await mkdir(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
    await rename(partial, file);
  }
  return file;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildServer();
}
