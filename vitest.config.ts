import { defineConfig } from 'vitest/config';

const serverProject = (name: string, kind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    globalSetup: [`apps/server/src/test/global-setup-${kind}.ts`],
    env: { TEST_DB: kind },
    pool: 'forks' as const,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

// The database tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'checks', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
    ],
  },
});
