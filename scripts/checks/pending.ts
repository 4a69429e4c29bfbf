import fs from 'node:fs';

/**
 * A ratchet for a rule that older code does not yet keep: the file lists what still breaks it, one line each.
 * Anything new that breaks the rule fails the check, and so does a listed line that no longer breaks it (delete
 * the line): the list only shrinks, and the rule holds everywhere once it is empty.
 */
export const keyOf = (problem: string) => problem.replace(/^(\[[^\]]+\] [^ ]+?):\d+ /, '$1 ');

const countsOf = (lines: string[]) => {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l, (counts.get(l) ?? 0) + 1);
  return counts;
};

export const readPending = (file: string): string[] =>
  fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#'))
    : [];

/** What breaks the rule beyond the pending list, and what the list still names although it holds now. */
export const againstPending = (problems: string[], pending: string[], listName: string): string[] => {
  const listed = countsOf(pending);
  const out: string[] = [];
  for (const p of problems) {
    const k = keyOf(p);
    const left = listed.get(k) ?? 0;
    if (left > 0) listed.set(k, left - 1);
    else out.push(p);
  }
  for (const [k, n] of listed) if (n > 0) out.push(`${k} — 已经符合规则，请从 ${listName} 中删除这一行`);
  return out;
};
