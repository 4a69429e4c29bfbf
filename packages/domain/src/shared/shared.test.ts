import { describe, expect, it } from 'vitest';
import { fail, ok, toPage } from './envelope';
import { DomainError, ErrorCode } from './errors';
import { pageQuery } from './paging';
import { allPermissionKeys } from './permissions';
import { formatDate, formatDateTime, parseDateTime } from './time';

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
  it('success is code 200', () => {
    expect(ok({ a: 1 })).toEqual({ code: 200, success: true, data: { a: 1 }, msg: '操作成功' });
    expect(fail(409, '已变化')).toEqual({ code: 409, success: false, data: null, msg: '已变化' });
  });
  it('a domain error carries its code and a default Chinese message', () => {
    const e = new DomainError(ErrorCode.conflict);
    expect(e.code).toBe(409);
    expect(e.message).toBe('数据状态已变化，请刷新后重试');
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
