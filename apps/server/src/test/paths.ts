import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The seeded PGlite data directory every test file copies, uncompressed: loading it skips a gunzip per file. */
export const templateDumpPath = path.join(
  fileURLToPath(new URL('../../../../.tmp', import.meta.url)),
  'test-template-pglite.tar',
);

/**
 * The seeded PostgreSQL template. TEST_TEMPLATE_DB names another one, so that two checkouts can run the
 * PostgreSQL tests on one server at the same time (the global setup drops and re-creates it).
 */
export const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? 'kc_test_template';
if (!/^[a-z_][a-z0-9_]*$/.test(TEMPLATE_DB))
  throw new Error(`TEST_TEMPLATE_DB must be a plain identifier: ${TEMPLATE_DB}`);

/** The maintenance connection on the same server (to create and drop per-file databases). */
export const adminUrl = (url: string) => url;
