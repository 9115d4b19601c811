import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium driven by playwright-core against a real server on a free port.
export default defineConfig({
  test: {
    include: ['apps/web/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
