import { z } from 'zod';
import { dateTimeText, decimalText, idString } from '../shared/envelope';

/** The answers of the outbound order calls (wms/output): what each route sends, field by field. */

/** A row of 出库申请 (GET wms/output/list). */
export const outboundRecord = z.object({
  id: idString,
  code: z.string(),
  /** OutboundStatus: 0 draft, 10 awaiting the holder's audit, 11 rejected by it, 20 awaiting the warehouse, 21, 1 */
  status: z.number().int(),
  statusName: z.string(),
  /** OutboundSource: 1 the holder's application, 2 a pick-up */
  source: z.number().int(),
  sourceName: z.string(),
  shipperId: idString,
  shipperName: z.string().nullable(),
  warehouseId: idString,
  warehouseName: z.string().nullable(),
  materialNames: z.string(),
  billCount: z.number().int(),
  applySumWeight: decimalText,
  applySumQuantity: decimalText,
  /** Σ of what was weighed out (null until the warehouse recorded anything). */
  sumWeight: decimalText.nullable(),
  sumQuantity: decimalText.nullable(),
  weightUnitName: z.string(),
  numberUnitName: z.string(),
  reserveTime: dateTimeText,
  /** The warehouse passed it with weighed totals beyond the tolerance (outbound weight alarm). */
  weightAlarm: z.boolean(),
  /** The holder signed the outbound record. */
  signed: z.boolean(),
  createTime: dateTimeText,
});
export type OutboundRecord = z.infer<typeof outboundRecord>;

/** A tray of a receipt from WMS goods, as the warehouse weighs it out. */
export const outboundTray = z.object({
  trayId: idString,
  trayCode: z.string(),
  rfidCode: z.string().nullable(),
  caseNumber: z.string().nullable(),
  siteCode: z.string().nullable(),
  weight: decimalText,
  num: decimalText,
});
export type OutboundTray = z.infer<typeof outboundTray>;

/** A receipt of an order: what it held, what is asked, what was weighed out, and the remainder's receipt. */
export const outboundBillRow = z.object({
  id: idString,
  billId: idString,
  billCode: z.string(),
  materialName: z.string(),
  billStatus: z.number().int(),
  billStatusName: z.string(),
  totalWeight: decimalText,
  totalQuantity: decimalText,
  applyWeight: decimalText,
  applyQuantity: decimalText,
  /** 全部出库 (takeGoodType 01) or 部分出库 (02) */
  whole: z.boolean(),
  /** 'tray': weighed out by its WMS trays; 'lot': by lots the warehouse labels (a receipt of an inbound order) */
  mode: z.enum(['tray', 'lot']),
  weighedWeight: decimalText.nullable(),
  weighedQuantity: decimalText.nullable(),
  remainderBillId: idString.nullable(),
  remainderBillCode: z.string().nullable(),
  remainderStatus: z.number().int().nullable(),
  remainderStatusName: z.string().nullable(),
  /** the receipt's trays still in the warehouse (tray mode; the warehouse's screens) */
  trays: z.array(outboundTray),
});
export type OutboundBillRow = z.infer<typeof outboundBillRow>;

/** A weighing out (GET wms/output/getOutputRecordBybussId). */
export const outboundWeighRecord = z.object({
  id: idString,
  billId: idString,
  billCode: z.string(),
  trayId: idString.nullable(),
  trayCode: z.string().nullable(),
  lotLabel: z.string().nullable(),
  weight: decimalText,
  quantity: decimalText,
  createTime: dateTimeText,
});
export type OutboundWeighRecord = z.infer<typeof outboundWeighRecord>;

export const outboundLogRow = z.object({
  id: idString,
  createTime: dateTimeText,
  operatorName: z.string().nullable(),
  enterpriseName: z.string().nullable(),
  operateType: z.string(),
  remark: z.string().nullable(),
});

/** GET wms/output/detail. */
export const outboundDetail = outboundRecord.extend({
  pickPerson: z.string().nullable(),
  pickPhone: z.string().nullable(),
  carNo: z.string().nullable(),
  remark: z.string().nullable(),
  shippingAuditOpinion: z.string().nullable(),
  /** Null for others while it is the warehouse's draft (暂存). */
  warehouseAuditOpinion: z.string().nullable(),
  submitTime: dateTimeText,
  /** The pick-up code: the holder's users alone see it (null for everyone else). */
  vrCode: z.string().nullable(),
  vrChecked: z.boolean(),
  vrCheckTime: dateTimeText,
  signTime: dateTimeText,
  signUserName: z.string().nullable(),
  bills: z.array(outboundBillRow),
  records: z.array(outboundWeighRecord),
  logs: z.array(outboundLogRow),
  /** What the caller may do now (exactly the server's guards). */
  actions: z.object({
    edit: z.boolean(),
    remove: z.boolean(),
    shippingAudit: z.boolean(),
    checkVrCode: z.boolean(),
    warehouseAudit: z.boolean(),
    shippingSign: z.boolean(),
    /** a remainder's receipt waits for the caller's seal (batch sign with its ids) */
    batchSign: z.boolean(),
  }),
});
export type OutboundDetail = z.infer<typeof outboundDetail>;

/** GET wms/output/getSteps. */
export const outboundStep = z.object({
  title: z.string(),
  status: z.enum(['finish', 'process', 'wait', 'error']),
  time: dateTimeText,
  person: z.string().nullable(),
});

/** GET wms/output/getSumQuantityAndWeight: applied and weighed totals (two decimals) and the units' labels. */
export const outboundSumsAnswer = z.object({
  applySumWeight: decimalText,
  applySumQuantity: decimalText,
  sumWeight: decimalText,
  sumQuantity: decimalText,
  recordCount: z.number().int(),
  weightUnitName: z.string(),
  numberUnitName: z.string(),
});
export type OutboundSumsAnswer = z.infer<typeof outboundSumsAnswer>;

/** GET riskCenterAlarm/orderWeightaAlarm and POST wms/output/warehouseTempSaveCheck: the weight alarms of the records. */
export const outboundAlarmAnswer = z.object({
  tolerance: z.number(),
  alarms: z.array(
    z.object({
      billId: idString,
      billCode: z.string(),
      applyWeight: decimalText,
      weighedWeight: decimalText,
      percent: z.string(),
      message: z.string(),
    }),
  ),
});
export type OutboundAlarmAnswer = z.infer<typeof outboundAlarmAnswer>;

/** A move's answer: the order, its status after the move (and the remainders a pass issued). */
export const outboundMoveAnswer = z.object({
  id: idString,
  status: z.number().int(),
  statusName: z.string(),
  remainderIds: z.array(idString).optional(),
});
export type OutboundMoveAnswer = z.infer<typeof outboundMoveAnswer>;

/** A row of the receipt picker (pleWarehouseBillList, pleWarehouseBillByIds). */
export const outboundBillChoice = z.object({
  id: idString,
  code: z.string(),
  materialName: z.string(),
  warehouseId: idString,
  warehouseName: z.string(),
  totalWeight: decimalText,
  weightUnitName: z.string(),
  totalQuantity: decimalText,
  numberUnitName: z.string(),
  mode: z.enum(['tray', 'lot']),
});
export type OutboundBillChoice = z.infer<typeof outboundBillChoice>;

/** GET wms/output/warehouseList: the warehouses where the caller holds receipts it may take out. */
export const outboundWarehouse = z.object({ id: idString, name: z.string() });

/** GET wms/output/getRfidByOutId: the order's trays and their tags; checkRfidNum: which read tags are its trays. */
export const outboundRfidAnswer = z.object({
  trays: z.array(outboundTray.extend({ billCode: z.string(), weighedOut: z.boolean() })),
});
export const checkRfidAnswer = z.object({
  matched: z.array(z.string()),
  unknown: z.array(z.string()),
  missing: z.array(z.string()),
});

/** GET wms/output/getCurrentSetupMode (outputSetting): how the order's goods are weighed out. */
export const outboundSetupMode = z.object({ mode: z.enum(['tray', 'lot', 'mixed']) });
