import Decimal from 'decimal.js';
import { z } from 'zod';
import { defaultErrorMessage, defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { formatWeight } from '../shared/measure';
import { lineText, multilineText } from '../shared/text';
import { formatDateTime, parseDateTime } from '../shared/time';
import { AuditResult, InboundStatus } from './status';

/**
 * Inbound orders (入库申请, wms/input; spec 3 §3 Inbound order, §9 decimals and the 50-character rejection
 * opinion): the forms of the shipper's application, the shipper audit and the warehouse's weighing and audit.
 */
export const inboundMessages = {
  confirmWarehousePass: (lots: number) => `确定入库审核通过？通过后将按批次生成 ${lots} 张仓单。`,
  overweightTitle: '入库重量远高于申报重量',
  overweight: (batchNo: string, weight: string, applyWeight: string, percent: string) =>
    `批次 [${batchNo}] 入库重量 ${weight} 比申报重量 ${applyWeight} 多 ${percent}%`,
  overweightCheck: '请核对过磅数据；确认无误后再通过，仓单将按入库重量生成。',
  warehouseRequired: '请选择仓库',
  warehouseMissing: '仓库不存在，请重新选择',
  materialRequired: '请选择仓储物',
  materialMissing: '仓储物不存在或已停用，请重新选择',
  reserveTimeRequired: '请选择预约入库时间',
  reserveTimeInvalid: '预约入库时间格式应为 yyyy-MM-dd HH:mm:ss',
  reservePersonRequired: '请输入预约人',
  reservePersonMax: '预约人最多50个字符',
  reservePhoneRequired: '请输入预约电话',
  reservePhoneInvalid: '预约电话格式错误',
  remarkMax: '备注最多200个字符',
  submitStatusInvalid: '提交状态有误',
  batchesRequired: '请至少添加一个批次',
  batchesMax: '一个入库单最多100个批次',
  batchNoRequired: '请输入批次号',
  batchNoMax: '批次号最多50个字符',
  batchNoDuplicate: (batchNo: string) => `批次号 [${batchNo}] 重复`,
  amountRequired: (label: string) => `请输入${label}`,
  amountInvalid: (label: string) => `${label}必须大于0，最多两位小数`,
  amountTooLarge: (label: string) => `${label}整数部分最多14位`,
  attrCodeRequired: '请选择属性',
  attrValueMax: '属性值最多100个字符',
  attrUnknown: (attrCode: string) => `属性 [${attrCode}] 不是该仓储物的仓储属性`,
  attrDuplicate: (attrCode: string) => `属性 [${attrCode}] 重复`,
  locatorMax: '库位最多100个字符',
  auditStatusInvalid: '请选择审核结果',
  opinionRequired: '请填写驳回意见',
  opinionMax: '审核意见最多50个字符',
  batchMissing: '批次不存在，请刷新后重试',
  figuresMissing: (batchNo: string) => `请填写批次 [${batchNo}] 的入库重量和入库数量`,
  notShipper: '只有货主企业可以申请入库',
  notEditable: '当前状态不可修改，请刷新后重试',
  notRemovable: '只有草稿或被驳回的入库单可以删除',
  notAwaitingShipper: '入库单不是待货主审核状态，请刷新后重试',
  notAwaitingWarehouse: '入库单不是待仓库入库状态，请刷新后重试',
} as const;

/** Every refusal of the inbound order calls (wms/input), with its stable reason (`inbound.not_editable`). */
export const inboundRefusals = defineRefusals('inbound', {
  /** The user's enterprise is not a shipper (type 1): only a shipper applies. */
  notShipper: [403, inboundMessages.notShipper],
  /** The order is another shipper's: only its own shipper edits, removes or audits it. */
  notOrderShipper: [403, defaultErrorMessage[403]],
  /** The order is at another warehouse: only its own warehouse weighs and audits it. */
  notOrderWarehouse: [403, defaultErrorMessage[403]],
  warehouseMissing: [400, inboundMessages.warehouseMissing],
  materialMissing: [400, inboundMessages.materialMissing],
  attrUnknown: [400, inboundMessages.attrUnknown],
  batchMissing: [400, inboundMessages.batchMissing],
  figuresMissing: [400, inboundMessages.figuresMissing],
  notEditable: [409, inboundMessages.notEditable],
  notRemovable: [409, inboundMessages.notRemovable],
  notAwaitingShipper: [409, inboundMessages.notAwaitingShipper],
  notAwaitingWarehouse: [409, inboundMessages.notAwaitingWarehouse],
});

/** The figure labels the messages name. */
export const amountLabels = {
  applyWeight: '申请重量',
  applyQuantity: '申请数量',
  weight: '入库重量',
  quantity: '入库数量',
} as const;

/** Inputs are limited to 2 decimals and numeric(16,2): at most 14 integer digits. */
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const AMOUNT_MAX_INTEGER_DIGITS = 14;

const blank = (v: unknown) => v === '' || v === null || v === undefined;
const text = (v: unknown) => (blank(v) ? undefined : typeof v === 'number' ? String(v) : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/**
 * A weight or quantity: a decimal string (or number) above 0 with at most 2 decimals, answered as a string
 * with exactly 2 decimals. decimal.js, never floats.
 */
export const amountField = (label: string) =>
  z.preprocess(
    (v) => text(trimmed(v)),
    z
      .string({ error: inboundMessages.amountRequired(label) })
      .regex(AMOUNT, { message: inboundMessages.amountInvalid(label), abort: true })
      .refine((v) => v.split('.')[0]!.replace(/^0+(?=\d)/, '').length <= AMOUNT_MAX_INTEGER_DIGITS, {
        message: inboundMessages.amountTooLarge(label),
        abort: true,
      })
      .refine((v) => new Decimal(v).gt(0), { message: inboundMessages.amountInvalid(label) })
      .transform((v) => new Decimal(v).toFixed(2)),
  );

/** The same, blank allowed (the warehouse's temp-save): null when blank. */
const optionalAmountField = (label: string) =>
  z.preprocess((v) => (blank(trimmed(v)) ? null : v), amountField(label).nullable());

const requiredText = (label: string, required: string, max: number, maxMessage: string) =>
  z.preprocess(trimmed, lineText(label, { error: required }).min(1, required).max(max, maxMessage));

const optionalText = (label: string, max: number, maxMessage: string) =>
  z.preprocess(
    (v) => (blank(trimmed(v)) ? undefined : trimmed(v)),
    multilineText(label).max(max, maxMessage).optional(),
  );

const requiredId = (message: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : String(v).trim()),
    z.string({ error: message }).regex(/^\d{1,19}$/, message),
  );

const optionalId = z.preprocess((v) => (blank(v) ? undefined : String(v).trim()), idField.optional());

/** One of a few numeric values (sent as number or string). */
const choice = <const T extends readonly number[]>(values: T, message: string) =>
  z.preprocess((v) => (blank(v) ? undefined : Number(v)), z.literal(values, { error: message }));

/** A storage attribute of a batch: the category's own attribute (isStorage 1) and its value. */
export const batchProp = z.object({
  attrCode: requiredText('属性编码', inboundMessages.attrCodeRequired, 50, inboundMessages.attrCodeRequired),
  attrName: z.preprocess(trimmed, lineText('属性名称').max(100).optional()),
  value: z.preprocess(
    (v) => (blank(v) ? '' : trimmed(text(v))),
    lineText('属性值').max(100, inboundMessages.attrValueMax),
  ),
});
export type BatchProp = { attrCode: string; attrName: string; value: string };

/** A batch as the shipper applies for it. `id` keeps an existing batch (and its inspection files) on an edit. */
export const inboundBatchInput = z
  .object({
    id: optionalId,
    batchNo: requiredText('批次号', inboundMessages.batchNoRequired, 50, inboundMessages.batchNoMax),
    applyWeight: amountField(amountLabels.applyWeight),
    applyQuantity: amountField(amountLabels.applyQuantity),
    props: z.preprocess((v) => (v == null ? [] : v), z.array(batchProp).max(100)),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    for (const p of b.props) {
      if (seen.has(p.attrCode)) {
        ctx.addIssue({ code: 'custom', message: inboundMessages.attrDuplicate(p.attrCode), path: ['props'] });
        return;
      }
      seen.add(p.attrCode);
    }
  });
export type InboundBatchInput = z.infer<typeof inboundBatchInput>;

/** 11-digit mobile, or a landline with area code (0xx-xxxxxxxx, an extension allowed). */
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;

/**
 * POST wms/input/submit: status 0 saves (a new order is a draft; an existing one keeps its status), 10
 * submits for the shipper's audit.
 */
export const inboundSubmitBody = z
  .object({
    id: optionalId,
    status: choice([InboundStatus.draft, InboundStatus.awaitingShipperAudit], inboundMessages.submitStatusInvalid),
    warehouseId: requiredId(inboundMessages.warehouseRequired),
    materialId: requiredId(inboundMessages.materialRequired),
    reserveTime: z.preprocess(
      (v) => (blank(trimmed(v)) ? undefined : trimmed(v)),
      z.string({ error: inboundMessages.reserveTimeRequired }).refine((v) => formatDateTime(parseDateTime(v)) === v, {
        message: inboundMessages.reserveTimeInvalid,
      }),
    ),
    reservePerson: requiredText('预约人', inboundMessages.reservePersonRequired, 50, inboundMessages.reservePersonMax),
    reservePhone: z.preprocess(
      trimmed,
      z
        .string({ error: inboundMessages.reservePhoneRequired })
        .min(1, inboundMessages.reservePhoneRequired)
        .regex(PHONE, inboundMessages.reservePhoneInvalid),
    ),
    remark: optionalText('备注', 200, inboundMessages.remarkMax),
    batches: z
      .array(inboundBatchInput, { error: inboundMessages.batchesRequired })
      .min(1, inboundMessages.batchesRequired)
      .max(100, inboundMessages.batchesMax),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    for (const b of v.batches) {
      if (seen.has(b.batchNo)) {
        ctx.addIssue({ code: 'custom', message: inboundMessages.batchNoDuplicate(b.batchNo), path: ['batches'] });
        return;
      }
      seen.add(b.batchNo);
    }
  });
export type InboundSubmitBody = z.infer<typeof inboundSubmitBody>;

const auditResult = choice([AuditResult.pass, AuditResult.reject], inboundMessages.auditStatusInvalid);

/** The opinion: at most 50 characters (spec 3 §9), required to reject. */
const opinion = optionalText('审核意见', 50, inboundMessages.opinionMax);
const requireOpinionOnReject = (v: { status: number; opinion?: string }, ctx: z.RefinementCtx) => {
  if (v.status === AuditResult.reject && !v.opinion)
    ctx.addIssue({ code: 'custom', message: inboundMessages.opinionRequired, path: ['opinion'] });
};

/** POST wms/input/shippingAudit: 1 pass (→ 20), 2 reject (→ 11). */
export const shippingAuditBody = z
  .object({ id: idField, status: auditResult, opinion })
  .superRefine(requireOpinionOnReject);
export type ShippingAuditBody = z.infer<typeof shippingAuditBody>;

/** A batch as the warehouse weighs it; blanks are allowed while temp-saving. */
export const warehouseBatchInput = z.object({
  id: idField,
  weight: optionalAmountField(amountLabels.weight),
  quantity: optionalAmountField(amountLabels.quantity),
  locator: z.preprocess(
    (v) => (blank(trimmed(v)) ? null : trimmed(v)),
    lineText('货位').max(100, inboundMessages.locatorMax).nullable(),
  ),
});
export type WarehouseBatchInput = z.infer<typeof warehouseBatchInput>;

const warehouseBatches = z.preprocess(
  (v) => (v == null ? [] : v),
  z.array(warehouseBatchInput).max(100, inboundMessages.batchesMax),
);

/** POST wms/input/warehouseTempSave: the figures so far; the order stays 20. */
/** POST wms/input/warehouseTempSave (暂存): the figures so far and the opinion typed so far (kept as a draft). */
export const warehouseTempSaveBody = z.object({
  id: idField,
  batches: warehouseBatches.refine((a) => a.length > 0, { message: inboundMessages.batchesRequired }),
  opinion,
});
export type WarehouseTempSaveBody = z.infer<typeof warehouseTempSaveBody>;

/**
 * POST wms/input/warehouseAudit: 1 pass (→ 1, one receipt per batch; every batch must then have its weight and
 * quantity, sent here or temp-saved before), 2 reject (→ 21).
 */
export const warehouseAuditBody = z
  .object({ id: idField, status: auditResult, opinion, batches: warehouseBatches })
  .superRefine(requireOpinionOnReject);
export type WarehouseAuditBody = z.infer<typeof warehouseAuditBody>;

/** Σ of decimal strings, rounded once to 2 decimals (spec 3 §9: totals are rounded to two decimals). */
export const sumAmounts = (values: readonly (string | null | undefined)[]) =>
  values.reduce((acc, v) => (v == null || v === '' ? acc : acc.plus(v)), new Decimal(0)).toFixed(2);

type BatchFigures = {
  applyWeight: string;
  applyQuantity: string;
  weight?: string | null;
  quantity?: string | null;
};

/**
 * An order's totals: the declared ones (applySum*), and the current ones (sum*), where each batch counts the
 * warehouse's figure once recorded and its declared one until then; after the warehouse's pass every batch
 * is weighed, so sum* is then exactly what was stored.
 */
export const inboundSums = (batches: readonly BatchFigures[]) => ({
  applySumWeight: sumAmounts(batches.map((b) => b.applyWeight)),
  applySumQuantity: sumAmounts(batches.map((b) => b.applyQuantity)),
  sumWeight: sumAmounts(batches.map((b) => b.weight ?? b.applyWeight)),
  sumQuantity: sumAmounts(batches.map((b) => b.quantity ?? b.applyQuantity)),
});

/** A batch the warehouse can pass: both figures recorded. */
export const isWeighed = (b: { weight?: string | null; quantity?: string | null }) =>
  b.weight != null && b.quantity != null;

/**
 * A weighed batch counts as far above its declaration when the warehouse's weight exceeds the declared weight
 * by more than this share (10%): the scales or the typing may be wrong, and the receipt would carry the weight.
 */
export const OVERWEIGHT_RATIO = '0.1';

export type Overweight = { batchNo: string; weight: string; applyWeight: string; percent: string };

/**
 * The batches weighed far above what the shipper declared (see OVERWEIGHT_RATIO), with how far, in %; the weights
 * printed as every screen prints them (`formatWeight`, with the order's weight unit label when given).
 */
export const overweightBatches = (
  batches: readonly { batchNo: string; applyWeight: string; weight?: string | null }[],
  unit?: string | null,
): Overweight[] =>
  batches.flatMap((b) => {
    if (b.weight == null || b.weight === '') return [];
    const declared = new Decimal(b.applyWeight);
    const weighed = new Decimal(b.weight);
    if (declared.lte(0) || weighed.lte(declared.times(new Decimal(1).plus(OVERWEIGHT_RATIO)))) return [];
    const percent = weighed.minus(declared).div(declared).times(100).toDecimalPlaces(1).toString();
    return [
      { batchNo: b.batchNo, weight: formatWeight(weighed, unit), applyWeight: formatWeight(declared, unit), percent },
    ];
  });
