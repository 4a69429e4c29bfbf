import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const templateDumpPath = path.join(
  fileURLToPath(new URL('../../../../.tmp', import.meta.url)),
  'test-template-pglite.tar.gz',
);
export const TEMPLATE_DB = 'kc_test_template';

/** The maintenance connection on the same server (to create and drop per-file databases). */
export const adminUrl = (url: string) => url;
