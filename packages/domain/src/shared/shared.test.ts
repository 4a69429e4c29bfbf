import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fail, ok, toPage } from './envelope';
import { DomainError, defineRefusals, isListedReason, listRefusals } from './errors';
import { pageQuery } from './paging';
import { allPermissionKeys } from './permissions';
import { controlCharsMessage, hasControlChars, hasLineControlChars, lineText, multilineText } from './text';
import { formatDate, formatDateTime, parseDateTime } from './time';
import { installChineseInputMessages } from './zod-messages';

describe('times are yyyy-MM-dd HH:mm:ss in Asia/Shanghai', () => {
  it('formats a UTC instant in Shanghai time', () => {
    expect(formatDateTime(new Date('2026-11-22T16:30:05Z'))).toBe('2026-11-23 00:30:05');
    expect(formatDate('2026-11-22T16:30:05Z')).toBe('2026-11-23');
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('not a date')).toBeNull();
  });
  it('reads Shanghai time back to the same instant', () => {
    expect(parseDateTime('2026-11-23 00:30:05')?.toISOString()).toBe('2026-11-22T16:30:05.000Z');
    expect(parseDateTime('2026-11-23')?.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(parseDateTime('23/11/2026')).toBeNull();
  });
});

describe('paging', () => {
  it('defaults to page 1 of 10 (spec 1 §9)', () => {
    expect(pageQuery.parse({})).toEqual({ current: 1, size: 10 });
    expect(pageQuery.parse({ current: '3', size: '50' })).toEqual({ current: 3, size: 50 });
  });
  it('accepts the enterprise pickers size 9999 and refuses more, with Chinese messages', () => {
    expect(pageQuery.parse({ size: '9999' }).size).toBe(9999);
    expect(pageQuery.safeParse({ size: '10000' }).error?.issues[0]?.message).toBe('每页条数不能超过9999');
    expect(pageQuery.safeParse({ current: '0' }).error?.issues[0]?.message).toBe('页码不能小于1');
    expect(pageQuery.safeParse({ current: 'x' }).error?.issues[0]?.message).toBe('页码必须是数字');
  });
  it('counts pages', () => {
    expect(toPage([1, 2], 23, 3, 10)).toEqual({ records: [1, 2], total: 23, size: 10, current: 3, pages: 3 });
    expect(toPage([], 0, 1, 10).pages).toBe(0);
  });
});

describe('envelope and errors', () => {
  it('success is code 200; a refusal names its reason', () => {
    expect(ok({ a: 1 })).toEqual({ code: 200, success: true, data: { a: 1 }, msg: '操作成功' });
    expect(fail(409, '已变化', 'access.conflict')).toEqual({
      code: 409,
      success: false,
      data: null,
      msg: '已变化',
      reason: 'access.conflict',
    });
  });

  it('a refusal table gives each refusal its status, Chinese message and a stable reason', () => {
    const t = defineRefusals('demo_thing', {
      notSigner: [403, '您不是签章方'],
      codeTaken: [400, (code: string) => `编码 [${code}] 已被使用`],
    });
    const e = t.codeTaken('A1');
    expect(e).toBeInstanceOf(DomainError);
    expect([e.code, e.reason, e.message]).toEqual([400, 'demo_thing.code_taken', '编码 [A1] 已被使用']);
    expect(t.reasons.notSigner).toBe('demo_thing.not_signer');
    expect(listRefusals().find((r) => r.reason === 'demo_thing.code_taken')?.message).toBe('编码 [{0}] 已被使用');
    expect(isListedReason('demo_thing.not_signer')).toBe(true);
  });

  it('refuses a reason nobody listed, and the same reason listed twice with another meaning', () => {
    expect(() => new DomainError(400, 'nowhere.listed', '随便')).toThrow(/未在任何模块的拒绝表中登记/);
    expect(() => defineRefusals('demo_thing', { notSigner: [400, '另一个意思'] })).toThrow(/重复登记/);
  });

  it('names the field in a generic input message, and keeps a message the schema gives', () => {
    installChineseInputMessages();
    const schema = z.object({ a: z.object({ b: z.string().max(2) }), c: z.string().min(1, '请填写C'), d: z.number() });
    const issues = schema.safeParse({ a: { b: 'xyz' }, c: '', d: 'x' }).error!.issues.map((i) => i.message);
    expect(issues).toEqual(['字段 a.b 不能超过2个字符', '请填写C', '字段 d 应为数字']);
    expect(z.object({ e: z.string() }).safeParse({}).error!.issues[0]!.message).toBe('缺少字段 e');
  });
});

describe('permission keys', () => {
  it('holds every key of the three spec documents once', () => {
    expect(new Set(allPermissionKeys).size).toBe(allPermissionKeys.length);
    for (const key of [
      'role_add',
      'dict_delete',
      'api_scope_setting',
      'ple_bill_platform_seal',
      'test_save',
      'finance_pt',
    ]) {
      expect(allPermissionKeys).toContain(key);
    }
  });
});

describe('text never carries control characters', () => {
  it('one-line text refuses C0 controls (tab and line breaks too), DEL and lone surrogate halves', () => {
    for (const v of [
      'a\u0000b',
      '\u0001',
      'a\tb',
      'a\nb',
      'a\rb',
      '\u001f',
      '\u007f',
      'x\ud800',
      '\udc00y',
      '\ud800\ud800',
    ])
      expect(hasLineControlChars(v), JSON.stringify(v)).toBe(true);
    for (const v of ['', '江苏恒丰棉业有限公司', 'A-01 #2', '😀', 'é', '\u0080\u009f'])
      expect(hasLineControlChars(v), JSON.stringify(v)).toBe(false);
  });

  it('multi-line text keeps tab, line feed and carriage return', () => {
    expect(hasControlChars('第一行\r\n\t第二行')).toBe(false);
    expect(hasControlChars('a\u0000b')).toBe(true);
    expect(hasControlChars('a\u000bb')).toBe(true);
  });

  it('the field builders name the field in their refusal and keep the field’s own rules', () => {
    const name = lineText('企业名称', { error: '请输入企业名称' })
      .trim()
      .min(1, '请输入企业名称')
      .max(5, '最多5个字符');
    expect(name.safeParse('a\u0000b').error?.issues.map((i) => i.message)).toEqual(['企业名称不能包含控制字符']);
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('请输入企业名称');
    expect(name.safeParse(' 恒丰 ').data).toBe('恒丰');
    expect(name.safeParse('a\nb').success).toBe(false);
    const remark = multilineText('备注');
    expect(remark.safeParse('a\nb').success).toBe(true);
    expect(remark.safeParse('a\u0000b').error?.issues[0]?.message).toBe(controlCharsMessage('备注'));
  });
});
