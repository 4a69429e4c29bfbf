import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSpecComments } from './spec-comments';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'comments-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the comment check', () => {
  it('fails on a comment that names an issue, and passes spec references and code that says issue', () => {
    const dir = path.join(root, 'apps/server/src');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'a.ts'),
      [
        '// spec 2 §5: the fee share',
        'const issue = 3; // the zod issue, not a tracker',
        '/**',
        ' * Built for issue 12 item 4.',
        ' */',
        "export const x = 'issue 7 in a string is fine';",
      ].join('\n'),
    );
    const problems = checkSpecComments(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^apps\/server\/src\/a\.ts:4 — .*issue 12/);
  });
});
