import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const TESTS = ['src/**/*.test.{ts,tsx}'];

/**
 * Test files that replace modules with vi.mock: they run isolated (a module graph of their own), since a mock
 * would otherwise stay in the module cache of the worker for the files after them.
 */
const src = fileURLToPath(new URL('./src', import.meta.url));
const MOCKING = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(src, file), 'utf8')))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test-utils/setup.ts'],
    css: false,
    // Every core: the default leaves one free, which on a 2-core CI machine halves the suite's speed.
    maxWorkers: '100%',
    projects: [
      // Most files share their worker's modules (React, Mantine, the app): importing them once per worker rather
      // than once per file is most of the suite's time. The setup file's afterEach puts back what a test changes.
      { extends: true, test: { name: 'web', include: TESTS, exclude: MOCKING, isolate: false } },
      { extends: true, test: { name: 'web (isolated)', include: MOCKING, isolate: true } },
    ],
  },
});
