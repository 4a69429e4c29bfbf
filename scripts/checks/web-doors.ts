import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { Check } from './check';

/**
 * The web's module doors, as the server's (STYLE.md 10): a file of apps/web/src reaches a module of
 * apps/web/src/modules only through that module's index.ts — its pages, its API calls, its routes are its own.
 * A module's own files import each other freely; tests may reach further.
 */
const MODULES = 'apps/web/src/modules/';
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every module specifier a file names: static imports, re-exports and dynamic `import()`. */
export const specifiersOf = (source: string, fileName: string): string[] => {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false));
  return found;
};

/** The module a repo-relative path belongs to, and whether the path is that module's door. */
const moduleOf = (rel: string) => {
  if (!rel.startsWith(MODULES)) return undefined;
  const [name, ...rest] = rel.slice(MODULES.length).split('/');
  const inner = rest.join('/');
  return { name: name!, door: inner === '' || inner === 'index' || /^index\.tsx?$/.test(inner) };
};

/** The cross-module imports of the web that pass a door by, as `file → import`. */
export const checkWebDoors = (root: string): string[] => {
  const webSrc = path.join(root, 'apps/web/src');
  if (!fs.existsSync(webSrc)) return [];
  const files = (fs.readdirSync(webSrc, { recursive: true }) as string[])
    .map((f) => path.join(webSrc, f).split(path.sep).join('/'))
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !isTest(f));
  const problems: string[] = [];
  for (const file of files) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    const from = moduleOf(rel);
    for (const spec of specifiersOf(fs.readFileSync(file, 'utf8'), file)) {
      if (!spec.startsWith('.')) continue;
      const target = path
        .relative(root, path.resolve(path.dirname(file), spec))
        .split(path.sep)
        .join('/');
      const to = moduleOf(target);
      if (!to || to.door || to.name === from?.name) continue;
      problems.push(`${rel} → ${spec}：请经由 ${MODULES}${to.name}/index.ts 引用`);
    }
  }
  return problems;
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const webDoors: Check = { name: 'web-doors', run: () => checkWebDoors(repoRoot) };
