import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit, component and integration tests (browser tests have their own config:
// vitest.e2e.config.ts). `vitest run` runs every project once.
export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', 'apps/web/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Vitest's default (one worker per core but one) leaves a 2-core machine running one file at
    // a time, while most server files spend their time waiting on databases and child processes.
    // Every file makes its own databases, key prefixes, ports and folders, so two run side by side.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        // Pure code: no native addons, no process state, so workers can share one process.
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          pool: 'threads',
        },
      },
      {
        // React components rendered into jsdom and driven the way a user does.
        extends: true,
        test: {
          name: 'component',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/componentTestSetup.ts'],
          pool: 'threads',
        },
      },
      {
        // The server's tests load native addons (better-sqlite3, DuckDB) and start servers and
        // workers; each file gets its own process.
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          pool: 'forks',
          globalSetup: ['apps/server/test/support/global-setup.ts'],
        },
      },
    ],
  },
});
