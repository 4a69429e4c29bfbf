import { z } from 'zod';
import { idField } from '../shared/ids';
import { lineText } from '../shared/text';
import { baseMaterialMessages, sortField } from './base-material';

/** spec 1 §2, §3, §5: a bank's own name for a category, and its financing goods. */
export const financingMessages = {
  bankRequired: '请选择金融机构',
  nameRequired: '请输入名称',
  nameMax: '名称最多200个字符',
  codeRequired: '请输入编码',
  codeMax: '编码最多50个字符',
  typeRequired: '请选择融资货物类型',
  pricingModeRequired: baseMaterialMessages.pricingModeRequired,
  sortRequired: baseMaterialMessages.sortRequired,
  statusRequired: baseMaterialMessages.statusRequired,
  attributesRequired: '请选择融资货物类别!',
  attrSortRequired: '排序不能为空',
  bankDetailTaken: '该金融机构已维护此类别的明细',
  materialRequired: '请选择仓储物类别',
  duplicateMaterial: '融资货物类别不能重复',
} as const;

/** Financing goods type (dictionary ccb_cargo_type): 0 cotton, 1 yarn, 2 other. */
export const FinancingGoodsType = { cotton: 0, yarn: 1, other: 2 } as const;
export const financingGoodsTypeLabels: Record<number, string> = { 0: '棉花', 1: '棉纱', 2: '其他' };

const blank = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v);
const optionalId = z.preprocess((v) => (v === '' || v == null ? undefined : v), idField.optional());
const required = (label: string, message: string, max: number, maxMessage: string) =>
  z.preprocess(blank, lineText(label).min(1, message).max(max, maxMessage));
const status = z.preprocess(
  (v) => (v === '' || v == null ? undefined : Number(v)),
  z.union([z.literal(0), z.literal(1), z.literal(2)], { error: baseMaterialMessages.statusRequired }),
);
const bank = z.preprocess(
  (v) => (v === '' || v == null ? undefined : String(v)),
  z.string({ error: financingMessages.bankRequired }).regex(/^\d{1,19}$/, financingMessages.bankRequired),
);

/** A bank's detail of one category (materialDetail): its name, code, sort and status there. */
export const bankMaterialDetailForm = z.object({
  id: optionalId,
  materialId: idField,
  bankEnterpriseId: bank,
  name: required('名称', financingMessages.nameRequired, 200, financingMessages.nameMax),
  code: required('编码', financingMessages.codeRequired, 50, financingMessages.codeMax),
  sort: sortField(financingMessages.sortRequired),
  status,
});
export type BankMaterialDetailForm = z.infer<typeof bankMaterialDetailForm>;

/** One category the financing goods covers, with its own sort (the attribute rows of spec 1 §3). */
export const financingGoodsAttribute = z.object({
  materialId: z.preprocess(
    (v) => (v === '' || v == null ? undefined : String(v)),
    z.string({ error: financingMessages.materialRequired }).regex(/^\d{1,19}$/, financingMessages.materialRequired),
  ),
  code: z.preprocess(blank, lineText('类别编码').max(50)).optional(),
  name: z.preprocess(blank, lineText('类别名称').max(200)).optional(),
  sort: z.preprocess(
    (v) => (v === '' || v == null ? undefined : typeof v === 'string' ? v.trim() : v),
    z
      .union([z.number(), z.string()], { error: financingMessages.attrSortRequired })
      .transform(String)
      .pipe(z.string().max(11, baseMaterialMessages.sortInvalid).regex(/^\d+$/, baseMaterialMessages.sortInvalid))
      .transform(Number),
  ),
});

/** Financing goods of a bank (financing goods detail, query id and materialId). */
export const financingGoodsForm = z.object({
  id: optionalId,
  bankEnterpriseId: bank,
  code: required('编码', financingMessages.codeRequired, 50, financingMessages.codeMax),
  name: required('名称', financingMessages.nameRequired, 200, financingMessages.nameMax),
  type: z.preprocess(
    (v) => (v === '' || v == null ? undefined : Number(v)),
    z.union([z.literal(0), z.literal(1), z.literal(2)], { error: financingMessages.typeRequired }),
  ),
  pricingMode: z.preprocess(
    (v) => (v === '' || v == null ? undefined : Number(v)),
    z.union([z.literal(0), z.literal(1)], { error: financingMessages.pricingModeRequired }),
  ),
  sort: sortField(financingMessages.sortRequired),
  status,
  attributeList: z
    .array(financingGoodsAttribute, { error: financingMessages.attributesRequired })
    .min(1, financingMessages.attributesRequired),
});
export type FinancingGoodsForm = z.infer<typeof financingGoodsForm>;
