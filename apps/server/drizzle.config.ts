import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table lives in a *.table.ts file of its module, its provider or the platform.
  schema: ['./apps/server/src/**/*.table.ts', './apps/server/src/platform/db/columns.ts'],
  out: './apps/server/drizzle',
});
