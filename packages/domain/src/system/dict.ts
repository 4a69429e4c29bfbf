import { z } from 'zod';
import { dateTimeText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField, parentIdField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText, multilineText } from '../shared/text';

/** System dictionaries (kc_dict, shared by all tenants) or business dictionaries (kc_dict_biz, per tenant). */
export type DictKind = 'system' | 'biz';

/** BladeX: a dictionary's parent row carries dictKey -1; its entries carry the parent's code. */
export const DICT_PARENT_KEY = '-1';
export const DICT_ROOT_ID = '0';

export const dictMessages = {
  codeRequired: '请输入字典编号',
  keyRequired: '请输入字典键值',
  nameRequired: '请输入字典名称',
  sortRequired: '请输入字典排序',
  sealedRequired: '请选择是否封存',
  codeExists: '当前字典编号已存在!',
  keyExists: '当前字典键值已存在!',
  parentMissing: '上级字典不存在',
  hasChildren: '请先删除子节点!',
  sealed: (name: string) => `字典「${name}」已封存，不能删除`,
} as const;

/** Every refusal of both dictionary admins (spec 1 §5 Dictionary), with its stable reason (`dict.code_exists`). */
export const dictRefusals = defineRefusals('dict', {
  codeExists: [400, dictMessages.codeExists],
  keyExists: [400, dictMessages.keyExists],
  parentMissing: [400, dictMessages.parentMissing],
  hasChildren: [400, dictMessages.hasChildren],
  sealed: [400, dictMessages.sealed],
});

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** spec 1 §5 Dictionary: code, key, name, sort and sealed are required. */
export const dictFields = {
  code: lineText('字典编号', { error: dictMessages.codeRequired })
    .trim()
    .min(1, dictMessages.codeRequired)
    .max(100, '字典编号最多100个字符')
    .regex(/^[A-Za-z0-9_-]+$/, '字典编号只能包含字母、数字、下划线和中划线'),
  dictKey: lineText('字典键值', { error: dictMessages.keyRequired })
    .trim()
    .min(1, dictMessages.keyRequired)
    .max(100, '字典键值最多100个字符'),
  dictValue: lineText('字典名称', { error: dictMessages.nameRequired })
    .trim()
    .min(1, dictMessages.nameRequired)
    .max(255, '字典名称最多255个字符'),
  sort: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: dictMessages.sortRequired })
      .int('字典排序必须是整数')
      .min(0, '字典排序不能小于0')
      .max(99_999_999, '字典排序最多8位数字'),
  ),
  isSealed: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: dictMessages.sealedRequired })
    .transform(Number),
  remark: multilineText('字典备注').trim().max(255, '字典备注最多255个字符').nullish(),
};

/** The add / edit form of both dictionary screens; a parent row needs no key (it stores -1). */
export const dictForm = z
  .object({
    id: idField.optional(),
    parentId: parentIdField,
    ...dictFields,
    dictKey: z.preprocess(blankToUndefined, dictFields.dictKey.optional()),
  })
  .superRefine((v, ctx) => {
    if (v.parentId !== DICT_ROOT_ID && v.dictKey === undefined)
      ctx.addIssue({ code: 'custom', path: ['dictKey'], message: dictMessages.keyRequired });
  });
export type DictFormInput = z.input<typeof dictForm>;
export type DictFormValues = z.output<typeof dictForm>;

export const dictParentQuery = pageQuery.extend({
  code: lineText('字典编号').trim().max(100, '字典编号最多100个字符').optional(),
  dictValue: lineText('字典名称').trim().max(255, '字典名称最多255个字符').optional(),
});
export type DictParentQuery = z.infer<typeof dictParentQuery>;

export const dictChildQuery = pageQuery.extend({
  parentId: idField,
  dictValue: lineText('字典名称').trim().max(255, '字典名称最多255个字符').optional(),
});
export type DictChildQuery = z.infer<typeof dictChildQuery>;

/** One dictionary row as the admin calls and the label lookups answer it; business rows carry their tenant. */
export const dictRecord = z.object({
  id: idString,
  parentId: idString,
  code: z.string(),
  dictKey: z.string(),
  dictValue: z.string(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  isSealed: z.number().int(),
  tenantId: z.string().optional(),
  createTime: dateTimeText,
});
/** GET dict/detail: the row, and the parent's name when the row is an entry. */
export const dictDetail = dictRecord.extend({ parentName: z.string().optional() });
export type DictRecord = z.infer<typeof dictDetail>;

export type DictTreeNode = {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  code: string;
  children: DictTreeNode[];
};
/** A node of dict/tree: a dictionary with its entries (whose children are empty). */
export const dictTreeNode: z.ZodType<DictTreeNode, DictTreeNode> = z.object({
  id: idString,
  parentId: idString,
  title: z.string(),
  key: z.string(),
  value: z.string(),
  code: z.string(),
  children: z.array(z.lazy(() => dictTreeNode)),
});
