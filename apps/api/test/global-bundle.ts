import { mkdtemp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../scripts/build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The compiled server (dist/server.js as `pnpm start` runs it), built once for the whole run. */
    apiBundle: string;
  }
}

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the production bundle (scripts/build.ts) once before the suite: the tests that run the api as a process
 * of its own (a crash, a restart, two instances, tracing) start it in about a second, where compiling the sources
 * with tsx at each start took 5 to 15 s on a busy machine. It sits inside apps/api, so the external packages resolve
 * from its node_modules as they do from dist/, and is removed after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = await mkdtemp(`${apiDir}.tmp-bundle-`);
  project.provide('apiBundle', await buildServer(outDir));
  return () => rm(outDir, { recursive: true, force: true });
}
