import { describe, expect, it } from 'vitest';
import { dictForm } from './dict';

const parent = { code: 'weight_unit', dictValue: '重量单位', sort: 1, isSealed: 0 };
const firstMessage = (v: unknown) => dictForm.safeParse(v).error?.issues[0]?.message;

describe('dictForm', () => {
  it('takes a parent without a key and coerces sort and sealed', () => {
    expect(dictForm.parse({ ...parent, sort: '3', isSealed: '1' })).toMatchObject({
      parentId: '0',
      sort: 3,
      isSealed: 1,
    });
  });

  it('needs a key for an entry', () => {
    expect(firstMessage({ ...parent, parentId: '1000001' })).toBe('请输入字典键值');
    expect(firstMessage({ ...parent, parentId: '1000001', dictKey: ' ' })).toBe('请输入字典键值');
  });

  it('answers the spec messages of the required fields', () => {
    expect(firstMessage({ ...parent, code: '' })).toBe('请输入字典编号');
    expect(firstMessage({ ...parent, dictValue: undefined })).toBe('请输入字典名称');
    expect(firstMessage({ ...parent, sort: '' })).toBe('请输入字典排序');
    expect(firstMessage({ ...parent, sort: null })).toBe('请输入字典排序');
    expect(firstMessage({ ...parent, isSealed: 2 })).toBe('请选择是否封存');
    expect(firstMessage({ ...parent, code: 'a b' })).toBe('字典编号只能包含字母、数字、下划线和中划线');
  });
});
