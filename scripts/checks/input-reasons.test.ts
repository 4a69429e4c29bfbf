import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkInputReasons } from './input-reasons';

const repo = fileURLToPath(new URL('../..', import.meta.url));
// Inside the repository, so the made-up domain finds zod where the real one does.
fs.mkdirSync(path.join(repo, '.tmp'), { recursive: true });
const fake = fs.mkdtempSync(path.join(repo, '.tmp', 'input-reasons-'));
afterAll(() => fs.rmSync(fake, { recursive: true, force: true }));

describe('the input-reason check', () => {
  it('holds for the domain: every spec message of its schemas has a reason', async () => {
    expect(await checkInputReasons(path.join(repo, 'packages/domain/src'))).toEqual([]);
  }, 60_000);

  it('names a schema message and an addIssue message without a reason, and an addIssue it cannot read', async () => {
    fs.mkdirSync(path.join(fake, 'shared'), { recursive: true });
    // The real refusal registry, so the fake module's table joins it as a module's would.
    fs.writeFileSync(
      path.join(fake, 'shared/errors.ts'),
      `export * from '${path.join(repo, 'packages/domain/src/shared/errors.ts')}';\n`,
    );
    fs.writeFileSync(
      path.join(fake, 'form.ts'),
      [
        "import { z } from 'zod';",
        "import { defineRefusals } from './shared/errors';",
        "export const fakeMessages = { listed: '请输入假名称', unlisted: '假规则没有原因' } as const;",
        "export const fakeInputRefusals = defineRefusals('fake_form', { nameRequired: [400, fakeMessages.listed] });",
        'export const fakeForm = z',
        '  .object({',
        '    name: z.string().min(1, fakeMessages.listed),',
        "    code: z.string().min(1, '请输入假编码').max(5, '假编码不能超过5个字符'),",
        '  })',
        '  .superRefine((v, c) => {',
        "    c.addIssue({ code: 'custom', message: fakeMessages.unlisted });",
        "    c.addIssue({ code: 'custom', message: fakeMessages.listed });",
        "    c.addIssue({ code: 'custom', message: String(v) });",
        '  });',
      ].join('\n'),
    );
    const problems = await checkInputReasons(fake);
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^form\.ts:13 — 读不出 addIssue 的 message/),
        'form.ts:fakeForm.code — "请输入假编码" 没有拒绝原因',
        'form.ts:11 — "假规则没有原因" 没有拒绝原因',
      ]),
    );
  }, 60_000);
});
