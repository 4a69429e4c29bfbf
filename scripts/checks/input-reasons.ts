import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { Check } from './check';

const CJK = /[\u4e00-\u9fff]/;

type Found = { message: string; where: string };
type ZodLike = { _zod: { def: Record<string, unknown> & { checks?: ZodLike[]; error?: unknown } } };

const isZod = (v: unknown): v is ZodLike =>
  typeof v === 'object' && v !== null && '_zod' in v && typeof (v as ZodLike)._zod?.def === 'object';

/** What a schema's own error function says (a message, or one per kind of issue it tells apart). */
const messagesOf = (error: unknown): string[] => {
  if (typeof error !== 'function') return [];
  const said: string[] = [];
  for (const issue of [{}, { input: undefined }, { input: '' }]) {
    try {
      const r = (error as (i: object) => unknown)(issue);
      const m = typeof r === 'object' && r !== null ? (r as { message?: unknown }).message : r;
      if (typeof m === 'string') said.push(m);
    } catch {
      // an error function that needs a real issue gives nothing here
    }
  }
  return said;
};

const CHILDREN = ['innerType', 'in', 'out', 'element', 'left', 'right', 'keyType', 'valueType', 'schema', 'rest'];

/** Every message a schema and the schemas inside it give: their checks, refinements and type errors. */
const schemaMessages = (schema: ZodLike, where: string, found: Found[], seen = new Set<unknown>()) => {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def;
  for (const message of messagesOf(def.error)) found.push({ message, where });
  for (const check of def.checks ?? []) {
    for (const message of messagesOf(check._zod?.def?.error)) found.push({ message, where });
  }
  for (const key of CHILDREN) if (isZod(def[key])) schemaMessages(def[key], where, found, seen);
  const shape = def.shape as Record<string, unknown> | undefined;
  for (const [key, child] of Object.entries(shape ?? {})) {
    if (isZod(child)) schemaMessages(child, `${where}.${key}`, found, seen);
  }
  for (const list of [def.options, def.items]) {
    for (const child of (list as unknown[] | undefined) ?? [])
      if (isZod(child)) schemaMessages(child, where, found, seen);
  }
};

/** Reads the value of a message expression of an `addIssue` call: a text, a template, a named message or builder. */
const messageOfExpression = (node: ts.Expression, exports: Map<string, unknown>): string | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((s, i) => `{${i}}${s.literal.text}`).join('');
  }
  const named = (e: ts.Expression): unknown => {
    if (ts.isIdentifier(e)) return exports.get(e.text);
    if (ts.isPropertyAccessExpression(e)) {
      const owner = named(e.expression) as Record<string, unknown> | undefined;
      return owner?.[e.name.text];
    }
    return undefined;
  };
  if (ts.isCallExpression(node)) {
    const builder = named(node.expression);
    if (typeof builder !== 'function') return undefined;
    const made = (builder as (...a: string[]) => unknown)(...node.arguments.map((_, i) => `{${i}}`));
    return typeof made === 'string' ? made : undefined;
  }
  const value = named(node);
  return typeof value === 'string' ? value : undefined;
};

/** The messages of `ctx.addIssue({ message })` in a file: issues raised by hand, which no schema walk reaches. */
const issueMessages = (
  file: string,
  rel: string,
  exports: Map<string, unknown>,
  found: Found[],
  problems: string[],
) => {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'addIssue'
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const arg = node.arguments[0];
      const prop =
        arg && ts.isObjectLiteralExpression(arg)
          ? arg.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'message')
          : undefined;
      const message =
        prop && ts.isPropertyAssignment(prop) ? messageOfExpression(prop.initializer, exports) : undefined;
      if (message === undefined) problems.push(`${rel}:${line} — 读不出 addIssue 的 message（请用文字或导出的消息）`);
      else found.push({ message, where: `${rel}:${line}` });
    }
    node.forEachChild(visit);
  };
  visit(source);
};

/** A message with slots ({0}) is listed when a filled-in one finds its rule. */
const sample = (message: string) => message.replace(/\{\d+\}/g, 'X1');

/**
 * Every custom Chinese validation message of `packages/domain` has a reason (API.md "Answers"): a schema's message
 * or an `addIssue` message that is not generic (shared/errors.ts GENERIC_INPUT_MESSAGES: control characters,
 * lengths, paging, ids, numbers) must be the message of a 400 refusal in some module's table (its
 * `input-refusals.ts`), so a client can tell the rules apart. Answers `where — "message"` for each one without.
 */
export const checkInputReasons = async (domainRoot: string): Promise<string[]> => {
  const files = fs
    .readdirSync(domainRoot, { recursive: true, encoding: 'utf8' })
    .filter((rel) => rel.endsWith('.ts') && !rel.endsWith('.test.ts'))
    .sort();
  const modules = new Map<string, Record<string, unknown>>();
  const exports = new Map<string, unknown>();
  for (const rel of files) {
    const mod = (await import(pathToFileURL(path.join(domainRoot, rel)).href)) as Record<string, unknown>;
    modules.set(rel, mod);
    for (const [name, value] of Object.entries(mod)) if (!exports.has(name)) exports.set(name, value);
  }
  // The registry the modules filled as they loaded (each defineRefusals call).
  const errors = modules.get(path.join('shared', 'errors.ts')) as
    | { inputRulesOf: (m: string) => unknown[]; isGenericInputMessage: (m: string) => boolean }
    | undefined;
  if (!errors) return [`${domainRoot} 中没有 shared/errors.ts`];
  const found: Found[] = [];
  const problems: string[] = [];
  for (const [rel, mod] of modules) {
    for (const [name, value] of Object.entries(mod)) if (isZod(value)) schemaMessages(value, `${rel}:${name}`, found);
    issueMessages(path.join(domainRoot, rel), rel, exports, found, problems);
  }
  const missing = new Map<string, string>();
  for (const { message, where } of found) {
    if (!CJK.test(message) || errors.isGenericInputMessage(message) || missing.has(message)) continue;
    if (errors.inputRulesOf(sample(message)).length === 0) missing.set(message, where);
  }
  for (const [message, where] of missing) problems.push(`${where} — "${message}" 没有拒绝原因`);
  return problems;
};

const root = fileURLToPath(new URL('../..', import.meta.url));

export const inputReasons: Check = {
  name: 'every spec message of the domain schemas has its reason',
  run: () => checkInputReasons(path.join(root, 'packages/domain/src')),
};
