import { describe, expect, it } from 'vitest';
import { isListedReason } from '../shared/errors';
import {
  contractTemplateForm,
  contractTemplateListQuery,
  contractTemplateRefusals,
  contractTemplateMessages as m,
  templateMaterialsText,
} from './template';

const valid = {
  name: '仓单买卖合同',
  templateType: '1',
  materialIds: ['1000001'],
  listDetail: [{ display: '交货', content: '供方应于合同生效后三日内办理仓单过户。\n过户完成即视为交货。' }],
};

const messageOf = (value: unknown) => {
  const r = contractTemplateForm.safeParse(value);
  if (r.success) throw new Error('expected a refusal');
  return r.error.issues[0]?.message;
};

describe('the template form', () => {
  it('takes a complete template, trimming the name and the clauses', () => {
    const r = contractTemplateForm.parse({
      ...valid,
      name: '  仓单买卖合同 ',
      listDetail: [{ display: ' 交货 ', content: ' 过户即交货 ' }],
    });
    expect(r).toEqual({ ...valid, listDetail: [{ display: '交货', content: '过户即交货' }] });
  });

  it('an empty or missing category list serves every category; repeats collapse; numbers read as ids', () => {
    expect(contractTemplateForm.parse({ ...valid, materialIds: [] }).materialIds).toEqual([]);
    expect(contractTemplateForm.parse({ ...valid, materialIds: null }).materialIds).toEqual([]);
    expect(contractTemplateForm.parse({ ...valid, materialIds: undefined }).materialIds).toEqual([]);
    expect(contractTemplateForm.parse({ ...valid, materialIds: ['7', 7, '7 '] }).materialIds).toEqual(['7']);
  });

  it('a type given as a number reads as its dictionary key', () => {
    expect(contractTemplateForm.parse({ ...valid, templateType: 2 }).templateType).toBe('2');
  });

  it('an empty id is a new template', () => {
    expect(contractTemplateForm.parse({ ...valid, id: '' }).id).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['name required', { name: '' }, m.nameRequired],
    ['name not blank', { name: '   ' }, m.nameRequired],
    ['name missing', { name: undefined }, m.nameRequired],
    ['name at most 100', { name: '合'.repeat(101) }, m.nameMax],
    ['name one line', { name: '仓单\n合同' }, '模板名称不能包含控制字符'],
    ['type required', { templateType: '' }, m.templateTypeRequired],
    ['type missing', { templateType: null }, m.templateTypeRequired],
    ['a category id is digits', { materialIds: ['abc'] }, m.materialUnknown],
    ['categories a list', { materialIds: 'x' }, m.materialUnknown],
    ['at most 200 categories', { materialIds: Array.from({ length: 201 }, (_, i) => String(i + 1)) }, m.materialsMax],
    ['clauses required', { listDetail: [] }, m.clausesRequired],
    ['clauses missing', { listDetail: undefined }, m.clausesRequired],
    [
      'at most 50 clauses',
      { listDetail: Array.from({ length: 51 }, () => ({ display: '条', content: '文' })) },
      m.clausesMax,
    ],
    ['clause title required', { listDetail: [{ display: ' ', content: '文' }] }, m.clauseDisplayRequired],
    ['clause title at most 100', { listDetail: [{ display: '条'.repeat(101), content: '文' }] }, m.clauseDisplayMax],
    ['clause title one line', { listDetail: [{ display: '交\n货', content: '文' }] }, '条款标题不能包含控制字符'],
    ['clause text required', { listDetail: [{ display: '交货', content: '' }] }, m.clauseContentRequired],
    ['clause text missing', { listDetail: [{ display: '交货' }] }, m.clauseContentRequired],
    ['clause text at most 5000', { listDetail: [{ display: '交货', content: '文'.repeat(5001) }] }, m.clauseContentMax],
    ['clause text without NUL', { listDetail: [{ display: '交货', content: 'a\u0000b' }] }, '条款内容不能包含控制字符'],
    ['clause text without ESC', { listDetail: [{ display: '交货', content: 'a\u001bb' }] }, '条款内容不能包含控制字符'],
  ])('%s', (_name, patch, message) => {
    expect(messageOf({ ...valid, ...patch })).toBe(message);
  });

  it('clause text may span lines and hold tabs', () => {
    const content = '第一款\r\n\t第二款';
    expect(contractTemplateForm.parse({ ...valid, listDetail: [{ display: '交货', content }] }).listDetail[0]).toEqual({
      display: '交货',
      content,
    });
  });
});

describe('listAll filter and refusals', () => {
  it('materialId is optional and must be an id', () => {
    expect(contractTemplateListQuery.parse({})).toEqual({ materialId: undefined });
    expect(contractTemplateListQuery.parse({ materialId: '' })).toEqual({ materialId: undefined });
    expect(contractTemplateListQuery.safeParse({ materialId: 'x' }).success).toBe(false);
  });

  it('every refusal has its contract_template reason and a Chinese message', () => {
    expect(contractTemplateRefusals.reasons.nameTaken).toBe('contract_template.name_taken');
    expect(isListedReason('contract_template.platform_only')).toBe(true);
    const e = contractTemplateRefusals.nameTaken('仓单买卖合同');
    expect([e.code, e.message]).toEqual([400, '模板名称 [仓单买卖合同] 已存在']);
    expect(contractTemplateRefusals.platformOnly().code).toBe(403);
  });

  it('a template serving every category reads 全部类别', () => {
    expect(templateMaterialsText([])).toBe('全部类别');
    expect(templateMaterialsText(['棉花', '棉纱'])).toBe('棉花、棉纱');
  });
});
