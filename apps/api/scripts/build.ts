// `pnpm --filter @mentor/api build`: the production bundle (dist/server.js, and dist/migrate.js for `pnpm migrate`). esbuild bundles the server and the workspace packages
// (@mentor/db, @mentor/validation, TypeScript sources) into dist/server.js with a source map; packages that load
// native code or WebAssembly from beside their own files stay external and are loaded from node_modules at run time.
// The offline voice's worker thread is plain JavaScript loaded by URL (src/ai/offline/speech.ts): it is copied next
// to the bundle, where that URL points from dist/server.js.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Loaded from node_modules at run time: native addons, WebAssembly with its data files, optional natives. */
export const EXTERNAL = ['@electric-sql/pglite', '@node-rs/argon2', 'espeak-ng', 'pg-native'];

/** Builds apps/api/dist (server.js, migrate.js, their shared chunk and source maps, speech-worker.mjs); returns server.js. */
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
  return `${outdir}/server.js`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildServer();
}
