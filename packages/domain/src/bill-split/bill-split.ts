import Decimal from 'decimal.js';
import { z } from 'zod';
import { defaultErrorMessage, defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText, multilineText } from '../shared/text';
import { BillSplitStatus } from './status';

/**
 * The owner's bill split application (仓单拆单申请; spec 3 §2, §3, §4, §5 "Owner bill split application", §7, §9):
 * the holder of a receipt in effect divides it into a new receipt and the remainder, reviewed by the holder, the
 * platform and the receipt's warehouse.
 */
export const billSplitMessages = {
  warehouseRequired: '请选择仓库企业',
  selectBill: '请选择一张仓单',
  oneBill: '只能选择一张仓单',
  submitStatusInvalid: '提交状态有误',
  auditStatusInvalid: '请选择审核结果',
  opinionRequired: '请填写驳回意见',
  opinionMax: '审核意见最多50个字符',
  noSplitAttrs: '该仓单没有可拆分属性，不能拆单',
  figureRequired: (label: string) => `请输入${label}`,
  figureInvalid: (label: string) => `${label}须为不小于0的数字，最多两位小数`,
  figureZero: (label: string) => `${label}不能为0`,
  figureNotBelow: (label: string, original: string) => `${label}须小于原仓单的${original}`,
  notHolder: '只能为本企业持有的仓单申请拆单',
  warehouseMismatch: '所选仓库企业不是该仓单的仓库',
  billNotInEffect: '只有已生效的仓单可以拆单',
  billHeld: '该仓单正在其他业务中（合同、质押、过户、移库、解押、出库或拆单），不能拆单',
  enterpriseOnly: '只有企业用户可以申请拆单',
  notEditable: '当前状态不可修改，请刷新后重试',
  notVoidable: '只有草稿或被驳回的拆单申请可以作废',
  notAwaiting: '拆单申请不在待审核状态，请刷新后重试',
  noWms: '该仓库未接入WMS，暂无实时视频',
  noCamera: '未找到该货位的摄像头',
  confirmPass: '确定审核通过？通过后将按拆分数量签发新仓单和剩余仓单，原仓单在新仓单生效时作废。',
} as const;

/** Every refusal of the bill split calls (billSplitApply, financePush), with its stable reason. */
export const billSplitRefusals = defineRefusals('billSplit', {
  enterpriseOnly: [403, billSplitMessages.enterpriseOnly],
  notHolder: [403, billSplitMessages.notHolder],
  /** Another party's step: only the holder applies and reviews as owner, the receipt's warehouse reviews last. */
  notApplicant: [403, defaultErrorMessage[403]],
  notWarehouse: [403, defaultErrorMessage[403]],
  notPlatform: [403, defaultErrorMessage[403]],
  warehouseMismatch: [400, billSplitMessages.warehouseMismatch],
  noSplitAttrs: [400, billSplitMessages.noSplitAttrs],
  figure: [400, (message: string) => message],
  billNotInEffect: [409, billSplitMessages.billNotInEffect],
  billHeld: [409, billSplitMessages.billHeld],
  notEditable: [409, billSplitMessages.notEditable],
  notVoidable: [409, billSplitMessages.notVoidable],
  notAwaiting: [409, billSplitMessages.notAwaiting],
  auditStatusInvalid: [400, billSplitMessages.auditStatusInvalid],
  opinionRequired: [400, billSplitMessages.opinionRequired],
});

// ---- the figures -------------------------------------------------------------------------------------------------

/** A receipt attribute as the receipt carries it (kc_ple_bill.attrs). */
export type SplitAttr = { attrCode: string; attrName: string; value: string; isSplit: number };
/** What the holder enters: the new receipt's weight, quantity and splittable attributes (by code). */
export type SplitFigures = {
  totalWeight?: string;
  totalQuantity?: string;
  attrs?: { attrCode: string; value?: string }[];
};
export type SplitOriginal = { totalWeight: string; totalQuantity: string; attrs: SplitAttr[] };

const NUMBER = /^\d+(\.\d+)?$/;
const FIGURE = /^\d{1,14}(\.\d{1,2})?$/;

/**
 * Decision (brief, spec 3 §5): the splittable figures are the receipt's weight and quantity — always — and every
 * attribute the category marks 拆单属性 (isSplit 1) whose value is numeric; those are divided like the weight (the
 * new receipt's value entered, the remainder's = original − new). "The bill must have splittable attributes": the
 * receipt carries at least one attribute with isSplit 1; a receipt whose category marks none is refused. A
 * splittable attribute whose value is not a number is carried over to both receipts unchanged.
 */
export const splitAttrsOf = (attrs: readonly SplitAttr[]) =>
  attrs.filter((a) => a.isSplit === 1 && NUMBER.test(String(a.value ?? '').trim()));
export const hasSplitAttrs = (attrs: readonly SplitAttr[]) => attrs.some((a) => a.isSplit === 1);

export const billSplitLabels = { totalWeight: '拆分重量', totalQuantity: '拆分数量' } as const;

/**
 * One figure (spec 3 §5): required, numeric with at most two decimals and non-negative, not 0 when the original is
 * above 0, strictly below the original. Chosen for an original of 0 (the two rules cannot both hold): the only
 * value is 0, both receipts carry 0. Answers the message, or null.
 */
export const figureError = (label: string, value: string | undefined, original: string): string | null => {
  const v = (value ?? '').trim();
  if (v === '') return billSplitMessages.figureRequired(label);
  if (!FIGURE.test(v)) return billSplitMessages.figureInvalid(label);
  const o = new Decimal(original);
  const n = new Decimal(v);
  if (o.isZero()) return n.isZero() ? null : billSplitMessages.figureNotBelow(label, o.toFixed(2));
  if (n.isZero()) return billSplitMessages.figureZero(label);
  if (!n.lt(o)) return billSplitMessages.figureNotBelow(label, o.toFixed(2));
  return null;
};

/** The first message the entered figures give against the receipt, or null when every figure is valid. */
export const splitFiguresError = (original: SplitOriginal, entered: SplitFigures): string | null => {
  if (!hasSplitAttrs(original.attrs)) return billSplitMessages.noSplitAttrs;
  const w = figureError(billSplitLabels.totalWeight, entered.totalWeight, original.totalWeight);
  if (w) return w;
  const q = figureError(billSplitLabels.totalQuantity, entered.totalQuantity, original.totalQuantity);
  if (q) return q;
  for (const a of splitAttrsOf(original.attrs)) {
    const e = entered.attrs?.find((x) => x.attrCode === a.attrCode);
    const m = figureError(a.attrName, e?.value, a.value);
    if (m) return m;
  }
  return null;
};

const fixed = (v: Decimal.Value) => new Decimal(v).toFixed(2);

/**
 * The new receipt and the remainder from valid figures, in exact decimals: weight, quantity and each splittable
 * attribute of the new receipt as entered, the remainder's the original less it; every other attribute carried over
 * to both. new + remainder = original, to the last decimal.
 */
export const splitParts = (original: SplitOriginal, entered: SplitFigures) => {
  const splitCodes = new Set(splitAttrsOf(original.attrs).map((a) => a.attrCode));
  const enteredOf = (code: string) => (entered.attrs?.find((x) => x.attrCode === code)?.value ?? '').trim();
  const part = (take: boolean) => {
    const w = fixed(entered.totalWeight!.trim());
    const q = fixed(entered.totalQuantity!.trim());
    return {
      totalWeight: take ? w : fixed(new Decimal(original.totalWeight).minus(w)),
      totalQuantity: take ? q : fixed(new Decimal(original.totalQuantity).minus(q)),
      attrs: original.attrs.map((a) => {
        if (!splitCodes.has(a.attrCode)) return { ...a };
        const v = fixed(enteredOf(a.attrCode));
        return { ...a, value: take ? v : fixed(new Decimal(a.value).minus(v)) };
      }),
    };
  };
  return { newPart: part(true), remainder: part(false) };
};

// ---- the bodies --------------------------------------------------------------------------------------------------

const blank = (v: unknown) => v === '' || v === null || v === undefined;
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const figureText = z.preprocess(
  (v) => (blank(trimmed(v)) ? undefined : String(trimmed(v))),
  lineText('拆分数值').max(32).optional(),
);
const optionalId = z.preprocess((v) => (blank(v) ? undefined : String(v).trim()), idField.optional());

/** billIds: an array or a comma list; exactly one (the form keeps the latest chosen). */
const billIdsField = z.preprocess(
  (v) =>
    blank(v) ? undefined : (Array.isArray(v) ? v : String(v).split(',')).map((x) => String(x).trim()).filter(Boolean),
  z
    .array(idField, { error: billSplitMessages.selectBill })
    .min(1, billSplitMessages.selectBill)
    .max(1, billSplitMessages.oneBill),
);

/**
 * POST billSplitApply/addSplit (and financePush add / update): status '1' saves (a draft; the receipt is not held),
 * '10' submits (the receipt held by the application). `billId` or `billIds` (exactly one).
 */
export const billSplitSaveBody = z
  .object({
    id: optionalId,
    status: z.preprocess(
      (v) => (blank(v) ? BillSplitStatus.draft : String(v)),
      z.enum([BillSplitStatus.draft, BillSplitStatus.awaitingOwner], { error: billSplitMessages.submitStatusInvalid }),
    ),
    warehouseUnitId: z.preprocess(
      (v) => (blank(v) ? undefined : String(v).trim()),
      z.string({ error: billSplitMessages.warehouseRequired }).regex(/^\d{1,19}$/, billSplitMessages.warehouseRequired),
    ),
    billId: optionalId,
    billIds: billIdsField.optional(),
    totalWeight: figureText,
    totalQuantity: figureText,
    attrs: z
      .array(z.object({ attrCode: lineText('属性编码').trim().min(1).max(50), value: figureText }))
      .max(100)
      .optional(),
  })
  .transform((v, ctx) => {
    const ids = v.billIds ?? (v.billId ? [v.billId] : []);
    if (ids.length === 0) {
      ctx.addIssue({ code: 'custom', message: billSplitMessages.selectBill, path: ['billIds'] });
      return z.NEVER;
    }
    return { ...v, billId: ids[0]! };
  });
export type BillSplitSaveBody = z.output<typeof billSplitSaveBody>;

/**
 * A review (shippingAuditSplit, auditPlatform, auditWarehouse; financePush auditShipper …): `status` the status it
 * gives (owner 20 / 11, platform 30 / 21, warehouse 40 / 31), `descr` the opinion, required on rejection, ≤ 50.
 */
export const billSplitAuditBody = z.object({
  id: idField,
  status: z.preprocess(
    (v) => (blank(v) ? undefined : String(v)),
    lineText('审核结果', { error: billSplitMessages.auditStatusInvalid }),
  ),
  billId: optionalId,
  descr: z.preprocess(
    (v) => (blank(trimmed(v)) ? undefined : trimmed(v)),
    multilineText('审核意见').max(50, billSplitMessages.opinionMax).optional(),
  ),
});
export type BillSplitAuditBody = z.infer<typeof billSplitAuditBody>;

export const billSplitListQuery = pageQuery.extend({
  status: z.preprocess((v) => (blank(v) ? undefined : String(v)), z.string().max(2).optional()),
  billCode: z.preprocess((v) => (blank(trimmed(v)) ? undefined : trimmed(v)), lineText('仓单编号').max(50).optional()),
});
export type BillSplitListQuery = z.infer<typeof billSplitListQuery>;

export const billSplitBillQuery = pageQuery.extend({
  warehouseUnitId: optionalId,
  code: z.preprocess((v) => (blank(trimmed(v)) ? undefined : trimmed(v)), lineText('仓单编号').max(50).optional()),
});
export type BillSplitBillQuery = z.infer<typeof billSplitBillQuery>;
