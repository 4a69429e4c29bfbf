import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { Check } from './check';

/**
 * One typed client on the web (ARCHITECTURE "Layout"): the web calls the API through the route contracts of
 * packages/domain (`call(routes.x, input)`), so no file of apps/web/src writes an API path (`'/api/…'`, in a string
 * or a template) or an answer type (`api.get<T>(…)`, `request<T>(…)`) by hand; and every change goes through the
 * one mutation helper that says what it refreshes (`useRefreshingMutation`, app/query-keys.ts), never a bare
 * `useMutation`. Tests may.
 */
/** The client itself passes its callers' answer types on; the refreshing helper wraps TanStack's useMutation. */
const CLIENT = 'apps/web/src/app/api-client.ts';
const MUTATION_HELPER = 'apps/web/src/app/query-keys.ts';
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** What breaks the rule in one file's text, as `line: what`. */
export const handWrittenCalls = (source: string, fileName: string, isClient = false, isHelper = false): string[] => {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) &&
      node.text.startsWith('/api/') &&
      // text a person reads (an input's example), not a call
      !ts.isJsxAttribute(node.parent)
    ) {
      found.push(`${at(node)}: 手写的接口路径 ${node.text}`);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(sf);
      if (!isClient && node.typeArguments?.length && /^(api\.\w+|request|requestEnvelope)$/.test(callee))
        found.push(`${at(node)}: 手写的应答类型 ${callee}<…>`);
      if (!isHelper && callee === 'useMutation') found.push(`${at(node)}: 请用 useRefreshingMutation 说明刷新什么`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
};

/** Every hand-written path or answer type under apps/web/src, as `file:line: what`. */
export const checkWebCalls = (root: string): string[] => {
  const webSrc = path.join(root, 'apps/web/src');
  if (!fs.existsSync(webSrc)) return [];
  const files = (fs.readdirSync(webSrc, { recursive: true }) as string[])
    .map((f) => path.join(webSrc, f).split(path.sep).join('/'))
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !isTest(f));
  return files.flatMap((file) => {
    const rel = path.relative(root, file).split(path.sep).join('/');
    return handWrittenCalls(fs.readFileSync(file, 'utf8'), file, rel === CLIENT, rel === MUTATION_HELPER).map(
      (p) => `${rel}:${p}`,
    );
  });
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const webCalls: Check = { name: 'web-calls', run: () => checkWebCalls(repoRoot) };
