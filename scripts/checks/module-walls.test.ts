import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkModuleWalls, type Violation } from './module-walls';

/** A small tree that breaks every wall once, next to code that keeps to them. */
const tree: Record<string, string> = {
  'apps/server/src/modules/a/index.ts': "export { a } from './a.table';\n",
  'apps/server/src/modules/a/a.table.ts': 'export const a = { name: "a" };\n',
  'apps/server/src/modules/b/index.ts': "export { b } from './b.table';\nexport const bService = () => 1;\n",
  'apps/server/src/modules/b/b.table.ts': 'export const b = { name: "b" };\n',
  // keeps to the walls: reads b through its door, writes its own table
  'apps/server/src/modules/a/good.ts': [
    "import { b, bService } from '../b';",
    "import { a } from './a.table';",
    'export const good = (db: any) => { db.select().from(b); db.insert(a); return bService(); };',
  ].join('\n'),
  // reaches past b's door
  'apps/server/src/modules/a/past-door.ts': "import { b } from '../b/b.table';\nexport const x = b;\n",
  // writes b's table: with the query builder, a status move, raw SQL
  'apps/server/src/modules/a/writes-b.ts': "import { b } from '../b';\nexport const w = (db: any) => db.update(b);\n",
  'apps/server/src/modules/a/moves-b.ts': [
    "import { b } from '../b';",
    "import { transition } from '../../platform/state/transition';",
    'export const m = (tx: any) => transition(tx, { table: b, id: "1", from: 1, to: 2 });',
  ].join('\n'),
  'apps/server/src/modules/a/sql-writes-b.ts': [
    "import { b } from '../b';",
    "import { sql } from 'drizzle-orm';",
    // (the placeholder is spelled '$' + '{b}' so that this file's own strings hold no template placeholder)
    'export const r = (db: any) => db.execute(sql`update $' + '{b} set x = 1`);',
    'export const ok = (db: any) => db.execute(sql`select * from $' + '{b}`);',
  ].join('\n'),
  // refusals without a reason
  'apps/server/src/modules/a/legacy.ts': [
    "import { badRequest, DomainError } from '@kc/domain';",
    "export const f = () => { throw badRequest('请求有误'); };",
    "export const g = () => new DomainError(400, 'x', 'y');",
  ].join('\n'),
  'apps/server/src/modules/a/free-text.ts': [
    "import { requestRefusals } from '@kc/domain';",
    "export const h = () => requestRefusals.invalid('随便写');",
  ].join('\n'),
  // the platform and the providers import a module
  'apps/server/src/platform/uses-module.ts': "import { a } from '../modules/a';\nexport const p = a;\n",
  'apps/server/src/providers/uses-module.ts': "import { a } from '../modules/a';\nexport const q = a;\n",
  // b is registered before a: a may import b, b may not import a (not even a type); c, not registered, comes last
  'apps/server/src/app-modules.ts': [
    "import { aModule } from './modules/a';",
    "import { bModule } from './modules/b';",
    "import { cModule } from './modules/c';",
    'export const appModules = [bModule, aModule];',
    'export const unused = cModule;',
  ].join('\n'),
  'apps/server/src/modules/b/backward.ts': "import { a } from '../a';\nexport const y = a;\n",
  'apps/server/src/modules/b/backward-type.ts': "import type { a } from '../a';\nexport type Y = typeof a;\n",
  'apps/server/src/modules/b/backward-export.ts': "export { a } from '../a';\n",
  'apps/server/src/modules/b/to-unregistered.ts': "import { c } from '../c';\nexport const z = c;\n",
  'apps/server/src/modules/c/index.ts':
    "import { a } from '../a';\nimport { b } from '../b';\nexport const c = [a, b];\n",
  'apps/server/src/modules/b/b.fixtures.ts': "import { a } from '../a';\nexport const f = a;\n",
  // tests may set up data of several modules
  'apps/server/src/modules/a/a.test.ts':
    "import { b } from '../b/b.table';\nexport const t = (db: any) => db.insert(b);\n",
};

let root: string;
let found: Violation[];
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'walls-'));
  for (const [file, text] of Object.entries(tree)) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  found = await checkModuleWalls(root);
}, 60_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const of = (rule: string) =>
  found
    .filter((v) => v.rule === rule)
    .map((v) => v.file.replace(/:\d+$/, ''))
    .sort();

describe('the module-wall check fails the build', () => {
  it('when a module reaches past another module’s door', () => {
    expect(of('module-door')).toEqual(['apps/server/src/modules/a/past-door.ts']);
  });

  it('when a module imports a module registered after it (app-modules.ts), or one not registered there', () => {
    expect(of('module-order')).toEqual([
      'apps/server/src/modules/b/backward-export.ts',
      'apps/server/src/modules/b/backward-type.ts',
      'apps/server/src/modules/b/backward.ts',
      'apps/server/src/modules/b/to-unregistered.ts',
    ]);
  });

  it('when platform/ or providers/ import a module', () => {
    expect(of('platform-knows-no-module')).toEqual(['apps/server/src/platform/uses-module.ts']);
    expect(of('providers-know-no-module')).toEqual(['apps/server/src/providers/uses-module.ts']);
  });

  it('when a module writes another module’s table', () => {
    expect(of('owner-writes')).toEqual([
      'apps/server/src/modules/a/moves-b.ts',
      'apps/server/src/modules/a/sql-writes-b.ts',
      'apps/server/src/modules/a/writes-b.ts',
    ]);
  });

  it('when a refusal has no reason from a refusal table', () => {
    expect(of('refusal-reason')).toEqual([
      'apps/server/src/modules/a/free-text.ts',
      'apps/server/src/modules/a/legacy.ts',
      'apps/server/src/modules/a/legacy.ts',
    ]);
  });

  it('and passes code that keeps to the walls, and tests', () => {
    const files = found.map((v) => v.file);
    expect(files.some((f) => f.includes('good.ts') || f.includes('a.test.ts'))).toBe(false);
  });
});
