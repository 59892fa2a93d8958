import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    // test/scale/ runs on its own (`pnpm test:scale`, vitest.scale.config.ts).
    exclude: ['test/scale/**', '**/node_modules/**'],
    // The compiled server, built once for the tests that start the api as a process (test/global-bundle.ts).
    globalSetup: ['test/global-bundle.ts'],
    // The offline mentor's classifier, loaded in each worker from the file that build wrote (test/setup-models.ts).
    setupFiles: ['test/setup-models.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // Every core: the default leaves one free, which on a 2-core CI machine halves the suite's speed.
    maxWorkers: '100%',
    // The files of a worker share its modules (Fastify, the app, the SDKs): importing them once per worker rather
    // than once per file halves the suite's time. Nothing here replaces a module (no vi.mock): each test builds its
    // own app on its own database (test/helpers.ts), so no state is shared through a module.
    isolate: false,
  },
});
