import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import ts from 'typescript';
import type { Check } from './check';

/**
 * The module walls (STYLE.md 10-12, ARCHITECTURE "Layout"), checked over the source tree:
 * - a module reaches another module only through its index.ts (its one door), and only a module registered before it
 *   in app-modules.ts (the modules form a line, not a loop; a module not registered there counts as the last);
 * - platform/ and providers/ import no module; the domain imports no app; the web imports no server code;
 * - only the owning module writes its tables (insert, update, delete on a table imported through a door);
 * - every refusal comes from a module's refusal table: no legacy helper without a reason, no DomainError made
 *   by hand, and the free-text input refusal only where the platform reads requests.
 * Tests, fixtures and the test harness may reach further (they set up data of several modules).
 */
const NOT_TEST = '(\\.test\\.ts$|\\.fixtures\\.ts$|/test/)';

const importRules: IForbiddenRuleType[] = [
  {
    name: 'module-door',
    comment: '另一个模块只能经由它的 index.ts 引用',
    severity: 'error',
    from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: NOT_TEST },
    to: {
      path: '^apps/server/src/modules/',
      pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
    },
  },
  {
    name: 'platform-knows-no-module',
    comment: 'platform/ 不引用任何业务模块（需要的由注入提供）',
    severity: 'error',
    from: { path: '^apps/server/src/platform/', pathNot: NOT_TEST },
    to: { path: '^apps/server/src/(modules/|app\\.ts|app-modules\\.ts)' },
  },
  {
    name: 'providers-know-no-module',
    comment: 'providers/ 不引用任何业务模块',
    severity: 'error',
    from: { path: '^apps/server/src/providers/', pathNot: NOT_TEST },
    to: { path: '^apps/server/src/modules/' },
  },
  {
    name: 'domain-stands-alone',
    comment: 'packages/domain 不引用应用代码',
    severity: 'error',
    from: { path: '^packages/domain/' },
    to: { path: '^apps/' },
  },
  {
    name: 'web-not-server',
    comment: '前端不引用服务端代码',
    severity: 'error',
    from: { path: '^apps/web/' },
    to: { path: '^apps/server/' },
  },
];

export type Violation = { rule: string; file: string; detail: string };

const isTestFile = (file: string) => new RegExp(NOT_TEST).test(file);

const sourceFiles = (root: string, dir: string): string[] => {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('node_modules'))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')));
};

const importCheck = async (root: string): Promise<Violation[]> => {
  const scanned = ['apps/server/src', 'packages/domain/src', 'apps/web/src'].filter((d) =>
    fs.existsSync(path.join(root, d)),
  );
  const previous = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(scanned, {
      baseDir: root,
      ruleSet: { forbidden: importRules },
      validate: true,
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: 'node_modules' },
    });
    const output = typeof result.output === 'string' ? undefined : result.output;
    return (output?.summary.violations ?? []).map((v) => ({
      rule: v.rule.name,
      file: v.from,
      detail: `引用了 ${v.to}`,
    }));
  } finally {
    process.chdir(previous);
  }
};

const parse = (root: string, file: string) =>
  ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);

const walk = (node: ts.Node, visit: (n: ts.Node) => void) => {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
};

const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** A table imported through another module's door may be read and joined on, never written. */
const ownerWritesCheck = (root: string): Violation[] => {
  const violations: Violation[] = [];
  for (const file of sourceFiles(root, 'apps/server/src/modules')) {
    if (isTestFile(file)) continue;
    const own = file.split('/')[4];
    const source = parse(root, file);
    const foreign = new Set<string>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), statement.moduleSpecifier.text));
      const match = /^apps\/server\/src\/modules\/([^/]+)/.exec(target);
      if (!match || match[1] === own) continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) foreign.add(el.name.text);
    }
    if (foreign.size === 0) continue;
    const flag = (node: ts.Node, what: string) =>
      violations.push({
        rule: 'owner-writes',
        file: `${file}:${lineOf(source, node)}`,
        detail: `${what}：只有拥有该表的模块可以写它，请调用它的模块提供的服务`,
      });
    walk(source, (node) => {
      // db.insert(t), tx.update(t), db.delete(t)
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const verb = node.expression.name.text;
        const [first] = node.arguments;
        if (['insert', 'update', 'delete'].includes(verb) && first && ts.isIdentifier(first) && foreign.has(first.text))
          flag(node, `${verb}(${first.text})`);
      }
      // a guarded status move: transition(tx, { table: t, ... })
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'transition') {
        for (const arg of node.arguments) {
          if (!ts.isObjectLiteralExpression(arg)) continue;
          for (const prop of arg.properties) {
            if (
              ts.isPropertyAssignment(prop) &&
              ts.isIdentifier(prop.name) &&
              prop.name.text === 'table' &&
              ts.isIdentifier(prop.initializer) &&
              foreign.has(prop.initializer.text)
            )
              flag(node, `transition(${prop.initializer.text})`);
          }
        }
      }
      // raw SQL: sql`update ${t} ...`, sql`insert into ${t}`, sql`delete from ${t}`
      if (ts.isTaggedTemplateExpression(node) && ts.isTemplateExpression(node.template)) {
        let before = node.template.head.text;
        for (const span of node.template.templateSpans) {
          if (
            /(update|insert\s+into|delete\s+from)\s*$/i.test(before) &&
            ts.isIdentifier(span.expression) &&
            foreign.has(span.expression.text)
          )
            flag(node, `sql 写入 ${span.expression.text}`);
          before = span.literal.text;
        }
      }
    });
  }
  return violations;
};

/** The business modules in the order app-modules.ts registers them (their folder names). */
export const registrationOrder = (root: string): string[] => {
  const file = 'apps/server/src/app-modules.ts';
  if (!fs.existsSync(path.join(root, file))) return [];
  const source = parse(root, file);
  const folderOf = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const match = /^\.\/modules\/([^/]+)$/.exec(statement.moduleSpecifier.text);
    const bindings = statement.importClause?.namedBindings;
    if (match && bindings && ts.isNamedImports(bindings))
      for (const el of bindings.elements) folderOf.set(el.name.text, match[1]);
  }
  const order: string[] = [];
  walk(source, (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'appModules' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    )
      for (const el of node.initializer.elements) {
        const folder = ts.isIdentifier(el) ? folderOf.get(el.text) : undefined;
        if (folder) order.push(folder);
      }
  });
  return order;
};

/** A module imports only modules registered before it (type-only imports too): no module waits on a later one. */
const registrationOrderCheck = (root: string): Violation[] => {
  const order = registrationOrder(root);
  if (order.length === 0) return [];
  const rank = (m: string) => (order.includes(m) ? order.indexOf(m) : order.length);
  const violations: Violation[] = [];
  for (const file of sourceFiles(root, 'apps/server/src/modules')) {
    if (isTestFile(file)) continue;
    const own = file.split('/')[4];
    const source = parse(root, file);
    walk(source, (node) => {
      const specifier =
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier
          : ts.isCallExpression(node) &&
              node.expression.kind === ts.SyntaxKind.ImportKeyword &&
              node.arguments[0] &&
              ts.isStringLiteral(node.arguments[0])
            ? node.arguments[0]
            : undefined;
      if (!specifier?.text.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.text));
      const other = /^apps\/server\/src\/modules\/([^/]+)/.exec(target)?.[1];
      if (!other || other === own || rank(other) <= rank(own)) return;
      violations.push({
        rule: 'module-order',
        file: `${file}:${lineOf(source, node)}`,
        detail: `引用了后注册的模块 ${other}（app-modules.ts）：模块只能引用先注册的模块，后注册的模块经由先注册模块的登记（lentLater、监听器）提供服务`,
      });
    });
  }
  return violations;
};

const LEGACY_HELPERS = new Set([
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'tooManyRequests',
  'internalError',
]);

/** Every refusal carries a reason from a refusal table. */
const refusalCheck = (root: string): Violation[] => {
  const violations: Violation[] = [];
  const files = [...sourceFiles(root, 'apps/server/src'), ...sourceFiles(root, 'packages/domain/src')];
  for (const file of files) {
    if (isTestFile(file) || file.endsWith('shared/errors.ts')) continue;
    const source = parse(root, file);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const el of bindings.elements) {
        const name = (el.propertyName ?? el.name).text;
        if (LEGACY_HELPERS.has(name) && statement.moduleSpecifier.text.startsWith('@kc/domain')) {
          violations.push({
            rule: 'refusal-reason',
            file: `${file}:${lineOf(source, el)}`,
            detail: `${name}() 没有拒绝原因：请在模块的拒绝表 (defineRefusals) 中登记`,
          });
        }
      }
    }
    const readsRequests = file.startsWith('apps/server/src/platform/http/');
    walk(source, (node) => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'DomainError') {
        violations.push({
          rule: 'refusal-reason',
          file: `${file}:${lineOf(source, node)}`,
          detail: 'DomainError 只能由拒绝表生成',
        });
      }
      if (
        !readsRequests &&
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'requestRefusals' &&
        node.name.text === 'invalid'
      ) {
        violations.push({
          rule: 'refusal-reason',
          file: `${file}:${lineOf(source, node)}`,
          detail: 'requestRefusals.invalid 只用于读取请求的平台代码；业务拒绝请登记在模块的拒绝表中',
        });
      }
    });
  }
  return violations;
};

export const checkModuleWalls = async (root: string): Promise<Violation[]> => [
  ...(await importCheck(root)),
  ...registrationOrderCheck(root),
  ...ownerWritesCheck(root),
  ...refusalCheck(root),
];

export const formatViolations = (violations: Violation[]) =>
  violations.map((v) => `  [${v.rule}] ${v.file} — ${v.detail}`).join('\n');

export const moduleWalls: Check = {
  name: 'module walls: doors, registration order, platform and providers, table owners, refusal reasons',
  run: async () =>
    (await checkModuleWalls(fileURLToPath(new URL('../..', import.meta.url)))).map(
      (v) => `[${v.rule}] ${v.file} — ${v.detail}`,
    ),
};
