import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDeclaredPackages, packageOf, type Workspace } from './declared-packages';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const fake = fs.mkdtempSync(path.join(os.tmpdir(), 'declared-packages-'));
afterAll(() => fs.rmSync(fake, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(fake, file)), { recursive: true });
  fs.writeFileSync(path.join(fake, file), text);
};
const manifest = (dir: string, name: string, dependencies: Record<string, string> = {}) =>
  write(`${dir}/package.json`, JSON.stringify({ name, devDependencies: dependencies }));

describe('the declared-packages check', () => {
  it('holds for this repository: every workspace declares what it imports', () => {
    expect(checkDeclaredPackages(repo)).toEqual([]);
  });

  it('names the package behind a specifier, and none for paths and Node builtins', () => {
    expect(packageOf('@kc/domain/receipt/status')).toBe('@kc/domain');
    expect(packageOf('drizzle-orm/pg-core')).toBe('drizzle-orm');
    expect([packageOf('./x'), packageOf('../y/z.ts'), packageOf('node:fs'), packageOf('path')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('fails when a workspace imports an undeclared package, itself or through another workspace it reaches', () => {
    // The server declares what it imports; its types package declares `mailer`.
    manifest('server', '@fake/server', { pdf: '1', '@types/mailer': '1' });
    write(
      'server/src/pdf-inspect.ts',
      "import { read } from 'pdf';\nimport fs from 'node:fs';\nexport { read, fs };\n",
    );
    write('server/src/mail.ts', "import type { Mailer } from 'mailer';\nexport type M = Mailer;\n");
    // e2e reads PDFs through the server's file without declaring `pdf`, and imports `late` lazily.
    manifest('e2e', '@fake/e2e', { playwright: '1' });
    write(
      'e2e/spec.ts',
      "import { test } from 'playwright';\nimport { read } from '../server/src/pdf-inspect';\nconst later = () => import('late');\n",
    );
    // bench declares the server: what the server's files import is the server's to declare.
    manifest('bench', '@fake/bench', { '@fake/server': '*' });
    write('bench/run.ts', "import { read } from '../server/src/pdf-inspect';\nimport pg from 'pg';\n");
    const workspaces: Workspace[] = ['server', 'e2e', 'bench'].map((dir) => ({ dir, sources: [dir] }));
    expect(checkDeclaredPackages(fake, workspaces)).toEqual([
      'e2e/package.json 未声明 late（e2e/spec.ts 引用了它）',
      'e2e/package.json 未声明 pdf（server/src/pdf-inspect.ts 引用了它）',
      'bench/package.json 未声明 pg（bench/run.ts 引用了它）',
    ]);
  });
});
