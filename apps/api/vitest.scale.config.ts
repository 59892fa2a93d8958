import { defineConfig } from 'vitest/config';

// `pnpm test:scale` (test/scale/): several api processes behind Caddy. Apart from the main suite: it starts its
// own processes and needs the whole machine while it runs.
export default defineConfig({
  test: {
    include: ['test/scale/**/*.test.ts'],
    globalSetup: ['test/global-bundle.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    maxWorkers: 1,
  },
});
