// `pnpm --filter @mentor/api build`: the production bundle (dist/server.js, and dist/migrate.js for `pnpm migrate`). esbuild bundles the server and the workspace packages
// (@mentor/db, @mentor/validation, TypeScript sources) into dist/server.js with a source map; packages that load
// native code or WebAssembly from beside their own files stay external and are loaded from node_modules at run time.
// The offline voice's worker thread is plain JavaScript loaded by URL (src/ai/offline/speech.ts): it is copied next
// to the bundle, where that URL points from dist/server.js. So is a migrated embedded database (a PGlite tarball)
// that a first start on an empty DATA_DIR loads instead of initialising one.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { MENTOR_SEEDS, migratedPgliteDump, migrations } from '@mentor/db';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Loaded from node_modules at run time: native addons, WebAssembly with its data files, optional natives. */
export const EXTERNAL = ['@electric-sql/pglite', '@node-rs/argon2', 'espeak-ng', 'pg-native'];

/**
 * Builds apps/api/dist (server.js, migrate.js, their shared chunks and source maps, speech-worker.mjs,
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
    external: EXTERNAL,
    // The CommonJS packages inside an ES module bundle still call require() and read __dirname.
    banner: {
      js: [
        "import { createRequire as __createRequire } from 'node:module';",
        "import { dirname as __pathDirname } from 'node:path';",
        "import { fileURLToPath as __fileURLToPath } from 'node:url';",
        'const require = __createRequire(import.meta.url);',
        'const __filename = __fileURLToPath(import.meta.url);',
        'const __dirname = __pathDirname(__filename);',
      ].join('\n'),
    },
    logLevel: 'warning',
  });
  await copyFile(`${root}src/ai/offline/speech-worker.mjs`, `${outdir}/speech-worker.mjs`);
  await copyFile(await pgliteTemplate(), `${outdir}/${PGLITE_TEMPLATE}`);
  return `${outdir}/server.js`;
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
