import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { Check } from './check';

/**
 * Every package a workspace imports is declared in its own package.json. npm hoists every workspace's packages
 * into one node_modules, so an undeclared import works until that package moves or leaves; the check makes the
 * list honest. A workspace imports what its own files import, and what the files of another workspace import when
 * it reaches them by a relative path (e2e reads PDFs through the server's pdf-inspect) — unless it declares that
 * workspace itself (bench runs the server in-process): then the server's own package.json answers for them.
 */
export type Workspace = {
  /** The folder holding the package.json, relative to the root ('' for the root package). */
  dir: string;
  /** The folders whose files belong to the workspace, relative to the root. */
  sources: string[];
};

/** The workspaces of this repository; the root package holds the scripts. */
export const WORKSPACES: Workspace[] = [
  { dir: 'apps/server', sources: ['apps/server'] },
  { dir: 'apps/web', sources: ['apps/web'] },
  { dir: 'packages/domain', sources: ['packages/domain'] },
  { dir: 'e2e', sources: ['e2e'] },
  { dir: 'bench', sources: ['bench'] },
  { dir: '', sources: ['scripts'] },
];

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const builtins = new Set(builtinModules);

const codeFiles = (root: string, dir: string): string[] => {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => CODE.test(f) && !/(^|\/)(node_modules|dist)\//.test(f))
    .map((f) => path.posix.join(dir, f));
};

/** The package a bare specifier names ('@scope/name/sub' → '@scope/name'), or none for a path or a builtin. */
export const packageOf = (specifier: string): string | undefined => {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtins.has(name) ? undefined : name;
};

/** The file a relative specifier names, as TypeScript and the bundlers resolve it (extension or index optional). */
const resolveRelative = (root: string, from: string, specifier: string): string | undefined => {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const stem = base.replace(/\.(js|mjs|cjs)$/, '');
  const candidates = [base, ...['.ts', '.tsx', '.mts', '.js', '.mjs'].map((e) => stem + e), `${base}/index.ts`];
  return candidates.find((c) => CODE.test(c) && fs.existsSync(path.join(root, c)));
};

const manifestOf = (root: string, dir: string) =>
  JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));

const declaredIn = (root: string, dir: string): Set<string> => {
  const pkg = manifestOf(root, dir);
  const declared = new Set<string>([pkg.name]);
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'])
    for (const name of Object.keys(pkg[field] ?? {})) declared.add(name);
  return declared;
};

/** `@types/x` declares the types of `x`, so a type-only package counts as declared by its types. */
const isDeclared = (declared: Set<string>, name: string) =>
  declared.has(name) || declared.has(`@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`);

/** What breaks the rule: one line per workspace and package, with the file that imports it. */
export const checkDeclaredPackages = (root: string, workspaces: Workspace[] = WORKSPACES): string[] => {
  const problems: string[] = [];
  const owner = (file: string) => workspaces.find((w) => w.sources.some((s) => file.startsWith(`${s}/`)));
  for (const workspace of workspaces) {
    const declared = declaredIn(root, workspace.dir);
    const missing = new Map<string, string>();
    const seen = new Set<string>();
    const queue = workspace.sources.flatMap((s) => codeFiles(root, s));
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true);
      for (const { fileName: specifier } of importedFiles) {
        const name = packageOf(specifier);
        if (name) {
          if (!isDeclared(declared, name) && !missing.has(name)) missing.set(name, file);
          continue;
        }
        if (!specifier.startsWith('.')) continue;
        const target = resolveRelative(root, file, specifier);
        // Only another workspace's files are followed (the workspace's own are all read anyway), and only when
        // that workspace is not a declared dependency.
        const other = target && owner(target);
        if (other === workspace) continue;
        if (target && !(other && declared.has(manifestOf(root, other.dir).name))) queue.push(target);
      }
    }
    const where = workspace.dir === '' ? 'package.json' : `${workspace.dir}/package.json`;
    for (const [name, file] of [...missing].sort(([a], [b]) => a.localeCompare(b)))
      problems.push(`${where} 未声明 ${name}（${file} 引用了它）`);
  }
  return problems;
};

export const declaredPackages: Check = {
  name: 'declared packages: every workspace declares what it imports',
  run: () => checkDeclaredPackages(fileURLToPath(new URL('../..', import.meta.url))),
};
