import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { Check } from './check';

const ROOTS = ['apps/server/src', 'apps/web/src', 'packages/domain/src', 'e2e', 'bench', 'scripts'];
const ISSUE = /\bissues?\s*#?\d+/i;

/** Every comment of a file, found from the syntax tree (a plain scanner loses its way in templates and regexes). */
const commentsOf = (file: string, text: string) => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) found.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return [...found].map(([pos, comment]) => ({ pos, text: comment }));
};

/**
 * Comments point at the spec (`spec 2 §5`), never at issue numbers, which a newcomer cannot open (STYLE.md 14).
 * Answers `file:line — the comment` for each comment that names an issue.
 */
export const checkSpecComments = (root: string): string[] => {
  const problems: string[] = [];
  for (const dir of ROOTS) {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) continue;
    for (const rel of fs.readdirSync(full, { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ts|tsx|mjs)$/.test(rel) || rel.includes('node_modules') || rel.includes('fixtures')) continue;
      const file = path.join(full, rel);
      const text = fs.readFileSync(file, 'utf8');
      for (const c of commentsOf(file, text)) {
        const m = ISSUE.exec(c.text);
        if (!m) continue;
        const line = text.slice(0, c.pos).split('\n').length + c.text.slice(0, m.index).split('\n').length - 1;
        problems.push(
          `${path.posix.join(dir, rel.split(path.sep).join('/'))}:${line} — 注释请引用规格章节（如 spec 2 §5），不要引用 issue 编号：“${m[0]}”`,
        );
      }
    }
  }
  return problems;
};

export const specComments: Check = {
  name: 'comments point at spec sections, not issue numbers',
  run: () => checkSpecComments(fileURLToPath(new URL('../..', import.meta.url))),
};
