import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
