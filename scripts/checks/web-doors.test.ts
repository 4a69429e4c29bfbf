import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWebDoors } from './web-doors';

/** A small web tree: modules a and b, the app's route table, and imports that keep to the doors or pass them by. */
const tree: Record<string, string> = {
  'apps/web/src/modules/b/index.ts': "export { bRoutes } from './routes';\nexport { bKeys } from './api';\n",
  'apps/web/src/modules/b/routes.ts': 'export const bRoutes = [];\n',
  'apps/web/src/modules/b/api.ts': "import { x } from './inner/x';\nexport const bKeys = x;\n",
  'apps/web/src/modules/b/inner/x.ts': 'export const x = 1;\n',
  // through the door, by the folder or by index
  'apps/web/src/modules/a/good.ts': "import { bKeys } from '../b';\nexport { bRoutes } from '../b/index';\n",
  // past the door: a static import, a re-export and a lazy page
  'apps/web/src/modules/a/pages/bad.tsx': [
    "import { bKeys } from '../../b/api';",
    "export { x } from '../../b/inner/x';",
    "export const page = () => import('../../b/routes');",
  ].join('\n'),
  // a test may reach further
  'apps/web/src/modules/a/a.test.ts': "import { x } from '../b/inner/x';\n",
  'apps/web/src/app/routes.tsx':
    "import { bRoutes } from '../modules/b';\nimport { page } from '../modules/a/pages/bad';\n",
};

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-doors-'));
  for (const [file, text] of Object.entries(tree)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('web module doors', () => {
  it('finds each import that passes a module’s index.ts by, and only those', () => {
    const found = checkWebDoors(root).map((p) => p.split('：')[0]);
    expect(found.sort()).toEqual(
      [
        'apps/web/src/app/routes.tsx → ../modules/a/pages/bad',
        'apps/web/src/modules/a/pages/bad.tsx → ../../b/api',
        'apps/web/src/modules/a/pages/bad.tsx → ../../b/inner/x',
        'apps/web/src/modules/a/pages/bad.tsx → ../../b/routes',
      ].sort(),
    );
  });

  it('holds for the web as it is', () => {
    expect(checkWebDoors(path.resolve(import.meta.dirname, '../..'))).toEqual([]);
  });
});
