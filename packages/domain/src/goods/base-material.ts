import { z } from 'zod';
import { idField, idsField } from '../shared/ids';
import { isOperatorRole } from '../shared/permissions';
import type { StatusTone } from '../shared/status-tone';
import { lineText, multilineText } from '../shared/text';

/** spec 1 §3, §4, §5, §8 and spec 3 §3, §5, §9: goods categories (仓储物类别, base material) and their attributes. */
export const baseMaterialMessages = {
  nameRequired: '请输入仓储物名称',
  nameMax: '仓储物名称最多200个字符',
  codeRequired: '请输入类别编码',
  codeMax: '类别编码最多50个字符',
  codeTaken: (code: string) => `类别编码 [${code}] 已存在`,
  pricingModeRequired: '请选择计价方式',
  sortRequired: '请输入排序',
  sortInvalid: '排序只能是不超过11位的整数',
  statusRequired: '请选择显示状态',
  attrCodeRequired: '请输入属性编码',
  attrNameRequired: '请输入属性名称',
  attrCodeMax: '属性编码最多50个字符',
  attrNameMax: '属性名称最多100个字符',
  attrCodeDuplicate: (code: string) => `属性编码 [${code}] 重复`,
  attrFlagRequired: (label: string) => `请选择${label}`,
  attrSortRequired: '排序不能为空',
  removeAttrConfirm: '确定删除该扩展属性?',
  inUse: '删除失败,此类别已被占用!',
  reviewerReasonMax: '审核意见最多255个字符',
} as const;

/** The delete answer when an inbound order uses the category (spec 1 §8: data 402, code 200). */
export const MATERIAL_IN_USE = 402;

/**
 * Who keeps the catalogue: the platform operator adds, edits and removes categories and every bank's details;
 * a bank holding the menu reads the categories and keeps only its own details and financing goods.
 */
export const keepsCatalogue = (roleAliases: readonly string[]) => isOperatorRole(roleAliases);

export const PricingMode = { byWeight: 0, byCount: 1 } as const;
export const pricingModeLabels: Record<number, string> = { 0: '按重量', 1: '按数量' };

/** Goods category status (spec 1 §4): 0 disabled, 1 normal, 2 hidden (not displayed). */
export const MaterialStatus = { disabled: 0, normal: 1, hidden: 2 } as const;
export const materialStatusLabels: Record<number, string> = { 0: '停用', 1: '正常', 2: '隐藏' };
export const materialStatusTones: Record<number, StatusTone> = { 0: 'error', 1: 'success', 2: 'default' };

/** Attribute type: 0 common (every category has them), 1 extra (this category's own, removable). */
export const AttrType = { common: 0, extra: 1 } as const;

/** The eight flags of an attribute, with their labels, in the order the form shows them. */
export const ATTR_FLAGS = [
  ['isShow', '仓单属性'],
  ['isTrade', '交易属性'],
  ['isContract', '合同属性'],
  ['isStorage', '仓储属性'],
  ['isSplit', '拆单属性'],
  ['isHome', '首页展示'],
  ['isPickup', '提货属性'],
] as const;
export type AttrFlag = (typeof ATTR_FLAGS)[number][0];

/** spec 3 §9: a new category's attributes start as receipt 1, trade 0, contract 0, storage 1, split 0, home 0, pickup 1. */
export const DEFAULT_ATTR_FLAGS: Record<AttrFlag, 0 | 1> = {
  isShow: 1,
  isTrade: 0,
  isContract: 0,
  isStorage: 1,
  isSplit: 0,
  isHome: 0,
  isPickup: 1,
};

/** The common attributes every category starts with (attrType 0). */
export const COMMON_ATTRIBUTES: { attrCode: string; attrName: string }[] = [
  { attrCode: 'brand', attrName: '品牌' },
  { attrCode: 'spec', attrName: '规格型号' },
  { attrCode: 'origin', attrName: '产地' },
  { attrCode: 'grade', attrName: '等级' },
  { attrCode: 'batchNo', attrName: '批号' },
];

/** A fresh attribute row with the default flags. */
export const newAttribute = (attrType: 0 | 1, sort: number, base: { attrCode?: string; attrName?: string } = {}) => ({
  attrCode: base.attrCode ?? '',
  attrName: base.attrName ?? '',
  attrType,
  ...DEFAULT_ATTR_FLAGS,
  sort,
});

const blank = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v);
const requiredFlag = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : Number(v)),
    z.union([z.literal(0), z.literal(1)], { error: baseMaterialMessages.attrFlagRequired(label) }),
  );

/** Sort: an integer of at most 11 digits (spec 1 §9). */
export const sortField = (required: string) =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : typeof v === 'string' ? v.trim() : v),
    z
      .union([z.number(), z.string()], { error: required })
      .transform(String)
      .pipe(z.string().regex(/^\d{1,11}$/, baseMaterialMessages.sortInvalid))
      .transform(Number),
  );

const flagShape = Object.fromEntries(ATTR_FLAGS.map(([key, label]) => [key, requiredFlag(label)])) as Record<
  AttrFlag,
  ReturnType<typeof requiredFlag>
>;

export const attributeSchema = z.object({
  id: z.preprocess((v) => (v === '' || v == null ? undefined : v), idField.optional()),
  attrCode: z.preprocess(
    blank,
    lineText('属性编码').min(1, baseMaterialMessages.attrCodeRequired).max(50, baseMaterialMessages.attrCodeMax),
  ),
  attrName: z.preprocess(
    blank,
    lineText('属性名称').min(1, baseMaterialMessages.attrNameRequired).max(100, baseMaterialMessages.attrNameMax),
  ),
  ...flagShape,
  sort: sortField(baseMaterialMessages.attrSortRequired),
});
export type AttributeInput = z.infer<typeof attributeSchema>;

/** submit: add (no id) or edit a category with its common and extra attributes. */
export const baseMaterialForm = z
  .object({
    id: z.preprocess((v) => (v === '' || v == null ? undefined : v), idField.optional()),
    name: z.preprocess(
      blank,
      lineText('类别名称').min(1, baseMaterialMessages.nameRequired).max(200, baseMaterialMessages.nameMax),
    ),
    code: z.preprocess(
      blank,
      lineText('类别编码').min(1, baseMaterialMessages.codeRequired).max(50, baseMaterialMessages.codeMax),
    ),
    pricingMode: z.preprocess(
      (v) => (v === '' || v == null ? undefined : Number(v)),
      z.union([z.literal(0), z.literal(1)], { error: baseMaterialMessages.pricingModeRequired }),
    ),
    ccbType: z.preprocess(blank, lineText('建行货物类型').max(8)).optional(),
    weightUnit: z.preprocess(blank, lineText('重量单位').max(8)).optional(),
    numberUnit: z.preprocess(blank, lineText('数量单位').max(8)).optional(),
    sort: sortField(baseMaterialMessages.sortRequired),
    status: z.preprocess(
      (v) => (v === '' || v == null ? undefined : Number(v)),
      z.union([z.literal(0), z.literal(1), z.literal(2)], { error: baseMaterialMessages.statusRequired }),
    ),
    commonAttributeList: z.array(attributeSchema).default([]),
    baseMaterialAttributeList: z.array(attributeSchema).default([]),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    for (const a of [...v.commonAttributeList, ...v.baseMaterialAttributeList]) {
      if (seen.has(a.attrCode)) {
        ctx.addIssue({
          code: 'custom',
          message: baseMaterialMessages.attrCodeDuplicate(a.attrCode),
          path: ['attrCode'],
        });
        return;
      }
      seen.add(a.attrCode);
    }
  });
export type BaseMaterialForm = z.infer<typeof baseMaterialForm>;

/** Status update {ids, status, reviewerReason}: ids as a comma list or an array. */
export const materialStatusBody = z.object({
  ids: idsField,
  status: z.preprocess(
    (v) => (v === '' || v == null ? undefined : Number(v)),
    z.union([z.literal(0), z.literal(1), z.literal(2)], { error: baseMaterialMessages.statusRequired }),
  ),
  reviewerReason: z
    .preprocess(blank, multilineText('审核意见').max(255, baseMaterialMessages.reviewerReasonMax))
    .optional(),
});
