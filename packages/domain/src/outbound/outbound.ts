import Decimal from 'decimal.js';
import { z } from 'zod';
import { amountField } from '../inbound/inbound';
import { defaultErrorMessage, defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText, multilineText } from '../shared/text';
import { formatDateTime, parseDateTime } from '../shared/time';
import { RECONCILE_WEIGHT_TOLERANCE_PCT } from '../wms/wms';
import { OutboundAuditResult, OutboundStatus } from './status';

/**
 * Outbound orders (出库申请, wms/output; spec 3 §2, §4 receipt status 80 and Pick-up, §7 Inbound and outbound orders,
 * §9 decimals and the 50-character rejection opinion): the holder's application, its audit, the warehouse's check of
 * the pick-up code, its weighing out per tray or per lot and its audit, and the holder's signature of the record.
 */
/**
 * The outbound weight alarm's tolerance, per cent: the WMS's own (RECONCILE_WEIGHT_TOLERANCE_PCT, 1 %), the share by
 * which the goods' weight may stray from the receipt's before anyone is told. Chosen (the spec names the alarm,
 * riskCenterAlarm/orderWeightaAlarm, not its bound): the warehouse's audit is refused while a receipt's weighed total
 * strays from what was applied for beyond it, unless the warehouse confirms (confirmAlarm), and the order then
 * carries the alarm (weightAlarm 1, an audit event) for the holder and the platform to see.
 */
export const OUTBOUND_WEIGHT_TOLERANCE_PCT = RECONCILE_WEIGHT_TOLERANCE_PCT;

export const outboundMessages = {
  selectBills: '请选择要出库的仓单',
  billsMax: '一个出库单最多100张仓单',
  billDuplicate: '同一张仓单不能重复选择',
  warehouseRequired: '请选择仓库',
  reserveTimeRequired: '请选择预约提货时间',
  reserveTimeInvalid: '预约提货时间格式应为 yyyy-MM-dd HH:mm:ss',
  pickPersonRequired: '请输入提货人',
  pickPersonMax: '提货人最多50个字符',
  pickPhoneRequired: '请输入提货人电话',
  pickPhoneInvalid: '提货人电话格式错误',
  carNoMax: '车牌号最多20个字符',
  remarkMax: '备注最多200个字符',
  submitStatusInvalid: '提交状态有误',
  auditStatusInvalid: '请选择审核结果',
  opinionRequired: '请填写驳回意见',
  opinionMax: '审核意见最多50个字符',
  vrCodeRequired: '请输入提货码',
  vrCodeWrong: '提货码错误，请核对后重新输入',
  vrCodeUsed: '提货码已使用，不能重复核验',
  vrCodeUnchecked: '请先核验提货码',
  recordsMax: '出库记录最多1000条',
  lotLabelMax: '批次/件号最多50个字符',
  trayOrLot: '每条出库记录须选择托盘或填写批次/件号',
  trayTwice: (trayCode: string) => `托盘 [${trayCode}] 重复出库`,
  trayNotOfBill: (trayCode: string) => `托盘 [${trayCode}] 不属于该仓单或已出库`,
  billNotOfOrder: '出库记录的仓单不属于该出库单',
  unweighed: (code: string) => `请填写仓单 ${code} 的出库记录`,
  allTrays: (code: string) => `仓单 ${code} 全部出库，须为其全部托盘称重出库`,
  exceeds: (code: string) => `仓单 ${code} 的出库重量或数量不能超过仓单的重量或数量`,
  partialLeavesNothing: (code: string) =>
    `仓单 ${code} 申请部分出库，但称重结果已达到仓单全部重量或数量，请按全部出库重新申请`,
  applyExceeds: (code: string) => `仓单 ${code} 的申请出库重量或数量不能超过仓单的重量或数量`,
  weightAlarm: (code: string, weighed: string, applied: string, percent: string) =>
    `仓单 ${code} 出库重量 ${weighed} 与申请出库重量 ${applied} 相差 ${percent}%，超出允许误差 ${OUTBOUND_WEIGHT_TOLERANCE_PCT}%`,
  weightAlarmTitle: '出库重量预警',
  weightAlarmConfirm: '请核对称重数据；确认无误后可确认出库，系统将记录本次重量预警。',
  confirmPass: '确定出库审核通过？通过后全部出库的仓单将注销，部分出库的仓单将按剩余货物签发新仓单。',
  confirmSign: '确认签收本出库单的出库记录吗？',
  notHolder: '只能为本企业持有的仓单申请出库',
  billNotInEffect: '只有已生效的仓单可以出库',
  billHeld: '所选仓单正在其他业务中，无法出库',
  mixedWarehouses: '所选仓单须在同一仓库',
  warehouseMismatch: '所选仓单不在所选仓库',
  enterpriseOnly: '只有企业用户可以申请出库',
  notEditable: '当前状态不可修改，请刷新后重试',
  notRemovable: '只有草稿或被驳回的出库单可以删除',
  notAwaitingShipper: '出库单不是待货主审核状态，请刷新后重试',
  notAwaitingWarehouse: '出库单不是待仓库出库状态，请刷新后重试',
  notSignable: '出库单尚未出库或已签收',
} as const;

/** Every refusal of the outbound calls (wms/output), with its stable reason (`outbound.vr_code_wrong`). */
export const outboundRefusals = defineRefusals('outbound', {
  enterpriseOnly: [403, outboundMessages.enterpriseOnly],
  notHolder: [403, outboundMessages.notHolder],
  /** The order is another holder's: only its holder edits, removes, audits or signs it. */
  notOrderShipper: [403, defaultErrorMessage[403]],
  /** The order is at another warehouse: only its warehouse checks the code, weighs and audits it. */
  notOrderWarehouse: [403, defaultErrorMessage[403]],
  billNotInEffect: [409, outboundMessages.billNotInEffect],
  billHeld: [409, outboundMessages.billHeld],
  mixedWarehouses: [400, outboundMessages.mixedWarehouses],
  warehouseMismatch: [400, outboundMessages.warehouseMismatch],
  applyExceeds: [400, outboundMessages.applyExceeds],
  notEditable: [409, outboundMessages.notEditable],
  notRemovable: [409, outboundMessages.notRemovable],
  notAwaitingShipper: [409, outboundMessages.notAwaitingShipper],
  notAwaitingWarehouse: [409, outboundMessages.notAwaitingWarehouse],
  notSignable: [409, outboundMessages.notSignable],
  vrCodeWrong: [400, outboundMessages.vrCodeWrong],
  vrCodeUsed: [409, outboundMessages.vrCodeUsed],
  vrCodeUnchecked: [409, outboundMessages.vrCodeUnchecked],
  trayTwice: [400, outboundMessages.trayTwice],
  trayNotOfBill: [400, outboundMessages.trayNotOfBill],
  billNotOfOrder: [400, outboundMessages.billNotOfOrder],
  unweighed: [400, outboundMessages.unweighed],
  allTrays: [400, outboundMessages.allTrays],
  exceeds: [400, outboundMessages.exceeds],
  partialLeavesNothing: [400, outboundMessages.partialLeavesNothing],
  /** The weighed total strays beyond the tolerance and the warehouse did not confirm it (confirmAlarm). */
  weightAlarm: [409, outboundMessages.weightAlarm],
});

/** The figure labels the messages name. */
export const outboundAmountLabels = {
  applyWeight: '申请出库重量',
  applyQuantity: '申请出库数量',
  weight: '出库重量',
  quantity: '出库数量',
} as const;

const blank = (v: unknown) => v === '' || v === null || v === undefined;
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const optionalId = z.preprocess((v) => (blank(v) ? undefined : String(v).trim()), idField.optional());
const requiredId = (message: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : String(v).trim()),
    z.string({ error: message }).regex(/^\d{1,19}$/, message),
  );
const choice = <const T extends readonly number[]>(values: T, message: string) =>
  z.preprocess((v) => (blank(v) ? undefined : Number(v)), z.literal(values, { error: message }));
const requiredText = (label: string, required: string, max: number, maxMessage: string) =>
  z.preprocess(trimmed, lineText(label, { error: required }).min(1, required).max(max, maxMessage));
const optionalText = (label: string, max: number, maxMessage: string) =>
  z.preprocess(
    (v) => (blank(trimmed(v)) ? undefined : trimmed(v)),
    multilineText(label).max(max, maxMessage).optional(),
  );

/** 11-digit mobile, or a landline with area code (as the inbound order's reservation phone). */
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;

/** A receipt of the application and how much of it leaves; absent figures: the whole receipt (全部出库). */
export const outboundBillInput = z.object({
  billId: idField,
  applyWeight: z.preprocess(
    (v) => (blank(trimmed(v)) ? undefined : v),
    amountField(outboundAmountLabels.applyWeight).optional(),
  ),
  applyQuantity: z.preprocess(
    (v) => (blank(trimmed(v)) ? undefined : v),
    amountField(outboundAmountLabels.applyQuantity).optional(),
  ),
});
export type OutboundBillInput = z.infer<typeof outboundBillInput>;

/**
 * POST wms/output/submit: status 0 saves (a new order is a draft; the receipts are not taken yet), 10 submits for the
 * holder's audit (its receipts go 出库中, held by the order).
 */
export const outboundSubmitBody = z
  .object({
    id: optionalId,
    status: choice([OutboundStatus.draft, OutboundStatus.awaitingShipperAudit], outboundMessages.submitStatusInvalid),
    warehouseId: requiredId(outboundMessages.warehouseRequired),
    reserveTime: z.preprocess(
      (v) => (blank(trimmed(v)) ? undefined : trimmed(v)),
      z.string({ error: outboundMessages.reserveTimeRequired }).refine((v) => formatDateTime(parseDateTime(v)) === v, {
        message: outboundMessages.reserveTimeInvalid,
      }),
    ),
    pickPerson: requiredText('提货人', outboundMessages.pickPersonRequired, 50, outboundMessages.pickPersonMax),
    pickPhone: z.preprocess(
      trimmed,
      z
        .string({ error: outboundMessages.pickPhoneRequired })
        .min(1, outboundMessages.pickPhoneRequired)
        .regex(PHONE, outboundMessages.pickPhoneInvalid),
    ),
    carNo: optionalText('车牌号', 20, outboundMessages.carNoMax),
    remark: optionalText('备注', 200, outboundMessages.remarkMax),
    bills: z
      .array(outboundBillInput, { error: outboundMessages.selectBills })
      .min(1, outboundMessages.selectBills)
      .max(100, outboundMessages.billsMax),
  })
  .superRefine((v, ctx) => {
    if (new Set(v.bills.map((b) => b.billId)).size !== v.bills.length)
      ctx.addIssue({ code: 'custom', message: outboundMessages.billDuplicate, path: ['bills'] });
  });
export type OutboundSubmitBody = z.infer<typeof outboundSubmitBody>;

const auditResult = choice([OutboundAuditResult.pass, OutboundAuditResult.reject], outboundMessages.auditStatusInvalid);
const opinion = optionalText('审核意见', 50, outboundMessages.opinionMax);
const requireOpinionOnReject = (v: { status: number; opinion?: string }, ctx: z.RefinementCtx) => {
  if (v.status === OutboundAuditResult.reject && !v.opinion)
    ctx.addIssue({ code: 'custom', message: outboundMessages.opinionRequired, path: ['opinion'] });
};

/** POST wms/output/shippingAudit: 1 pass (→ 20), 2 reject (→ 11, opinion required). */
export const outboundShippingAuditBody = z
  .object({ id: idField, status: auditResult, opinion })
  .superRefine(requireOpinionOnReject);
export type OutboundShippingAuditBody = z.infer<typeof outboundShippingAuditBody>;

/** POST wms/output/checkVrCode: the code the person picking up shows the warehouse. */
export const checkVrCodeBody = z.object({
  id: idField,
  vrCode: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    lineText('提货码', { error: outboundMessages.vrCodeRequired })
      .min(1, outboundMessages.vrCodeRequired)
      .max(32, outboundMessages.vrCodeWrong),
  ),
});
export type CheckVrCodeBody = z.infer<typeof checkVrCodeBody>;

/**
 * One weighing out (出库记录): a tray of a receipt generated from WMS goods (trayId: the platform's mirror tray), or a
 * lot of a receipt from an inbound order (lotLabel: the warehouse's own label, 批次/件号), with what it weighed.
 */
export const outboundRecordInput = z
  .object({
    billId: idField,
    trayId: optionalId,
    lotLabel: z.preprocess(
      (v) => (blank(trimmed(v)) ? undefined : trimmed(v)),
      lineText('批次/件号').max(50, outboundMessages.lotLabelMax).optional(),
    ),
    weight: amountField(outboundAmountLabels.weight),
    quantity: amountField(outboundAmountLabels.quantity),
  })
  .superRefine((r, ctx) => {
    if (!r.trayId && !r.lotLabel)
      ctx.addIssue({ code: 'custom', message: outboundMessages.trayOrLot, path: ['trayId'] });
  });
export type OutboundRecordInput = z.infer<typeof outboundRecordInput>;

const records = z.preprocess(
  (v) => (v == null ? [] : v),
  z.array(outboundRecordInput).max(1000, outboundMessages.recordsMax),
);

/** POST wms/output/warehouseTempSave (暂存) and warehouseTempSaveCheck: the records so far and the opinion typed. */
export const outboundTempSaveBody = z.object({ id: idField, records, opinion });
export type OutboundTempSaveBody = z.infer<typeof outboundTempSaveBody>;

/**
 * POST wms/output/warehouseAudit: 2 rejects (→ 21, opinion required); 1 passes (→ 1) with the records given here or
 * temp-saved before. `confirmAlarm`: the warehouse saw the weight alarm and passes all the same (recorded).
 */
export const outboundWarehouseAuditBody = z
  .object({
    id: idField,
    status: auditResult,
    opinion,
    records: records.optional(),
    confirmAlarm: z.boolean().optional(),
  })
  .superRefine(requireOpinionOnReject);
export type OutboundWarehouseAuditBody = z.infer<typeof outboundWarehouseAuditBody>;

/** GET wms/output/list. */
export const outboundListQuery = pageQuery.extend({
  code: z.preprocess((v) => (blank(v) ? undefined : v), lineText('出库单号').trim().max(50).optional()),
  status: z.preprocess((v) => (blank(v) ? undefined : v), z.coerce.number().int().optional()),
  warehouseId: optionalId,
});

/** GET wms/output/pleWarehouseBillList: the caller's receipts in effect that no process holds, at a warehouse. */
export const outboundBillQuery = pageQuery.extend({
  warehouseId: optionalId,
  code: z.preprocess((v) => (blank(v) ? undefined : v), lineText('仓单编号').trim().max(50).optional()),
});

// ---------------------------------------------------------------------------------------------------------------
// The weight alarm, the remainder and the figures
// ---------------------------------------------------------------------------------------------------------------

export type OutboundWeightAlarm = {
  billId: string;
  billCode: string;
  applyWeight: string;
  weighedWeight: string;
  percent: string;
};

/** Σ of decimal strings with 2 decimals (spec 3 §9: totals are rounded to two decimals). */
export const sumOf = (values: readonly (string | null | undefined)[]) =>
  values.reduce((acc, v) => (v == null || v === '' ? acc : acc.plus(v)), new Decimal(0)).toFixed(2);

/** The receipts whose weighed total strays beyond the tolerance from the weight applied for (none weighed: none). */
export const outboundWeightAlarms = (
  lines: readonly { billId: string; billCode: string; applyWeight: string; weighedWeight: string | null }[],
  pct: Decimal.Value = OUTBOUND_WEIGHT_TOLERANCE_PCT,
): OutboundWeightAlarm[] =>
  lines.flatMap((l) => {
    if (l.weighedWeight == null) return [];
    const applied = new Decimal(l.applyWeight);
    const weighed = new Decimal(l.weighedWeight);
    const off = weighed.minus(applied).abs();
    if (off.lte(applied.times(new Decimal(pct)).div(100))) return [];
    const percent = applied.gt(0) ? off.div(applied).times(100).toDecimalPlaces(2).toString() : '100';
    return [
      {
        billId: l.billId,
        billCode: l.billCode,
        applyWeight: applied.toFixed(2),
        weighedWeight: weighed.toFixed(2),
        percent,
      },
    ];
  });

/** A receipt taken whole (全部出库, takeGoodType 01): the application asks for all its weight and quantity. */
export const isWholeTake = (
  bill: { totalWeight: string; totalQuantity: string },
  apply: { applyWeight: string; applyQuantity: string },
) => new Decimal(apply.applyWeight).eq(bill.totalWeight) && new Decimal(apply.applyQuantity).eq(bill.totalQuantity);

/**
 * What stays of a receipt taken in part (takeGoodType 02): the receipt's figures less what was weighed out, exact
 * decimals; the remainder's receipt carries it (with what left, exactly the origin: replaceReceipts' conservation).
 * Null when nothing would stay (the weighing reached the whole receipt: a partial order cannot cancel it).
 */
export const remainderOf = (
  bill: { totalWeight: string; totalQuantity: string },
  weighed: { weight: string; quantity: string },
): { totalWeight: string; totalQuantity: string } | null => {
  const w = new Decimal(bill.totalWeight).minus(weighed.weight);
  const q = new Decimal(bill.totalQuantity).minus(weighed.quantity);
  if (w.lte(0) || q.lte(0)) return null;
  return { totalWeight: w.toFixed(2), totalQuantity: q.toFixed(2) };
};

/** Whether weighed figures go beyond the receipt's own. */
export const exceedsBill = (
  bill: { totalWeight: string; totalQuantity: string },
  figures: { weight: string; quantity: string },
) => new Decimal(figures.weight).gt(bill.totalWeight) || new Decimal(figures.quantity).gt(bill.totalQuantity);

/**
 * The pick-up verification code (提货码): 8 characters of a 31-letter alphabet without look-alikes (no 0/O, 1/I/L),
 * drawn by the server from a cryptographic source (~2^40 codes: not guessable), shown only to the holder, checked
 * once by the warehouse.
 */
export const VR_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const VR_CODE_LENGTH = 8;
