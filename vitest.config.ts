import os from 'node:os';
import { defineConfig } from 'vitest/config';

const serverProject = (name: string, kind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    globalSetup: [`apps/server/src/test/global-setup-${kind}.ts`],
    env: { TEST_DB: kind },
    pool: 'forks' as const,
    // A worker process runs file after file: the app's modules are imported and PGlite's WebAssembly compiled
    // once per worker, not once per file (most of a small file's time). Each file still opens its own copy of
    // the template database and its own app (test/harness.ts), and no test mocks a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

// The database tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    // Two test files at a time even on two cores (vitest's default there is one): a file waits on PostgreSQL,
    // on a child server or on its database much of the time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      // The web app's logic without a browser (query refresh rules, tab and breadcrumb rules): plain Node.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      { test: { name: 'checks', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
    ],
  },
});
