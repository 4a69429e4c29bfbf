import { z } from 'zod';
import { dateTimeText, decimalText, idString } from '../shared/envelope';

/** The answers of the bill split calls (billSplitApply, financePush): what each route sends, field by field. */

export const billSplitAttr = z.object({
  attrCode: z.string(),
  attrName: z.string(),
  value: z.string(),
  isSplit: z.number().int(),
});
export type BillSplitAttr = z.infer<typeof billSplitAttr>;

/** A receipt as the application names it (newBill, originalBill, the remainder): id, code, status. */
export const billSplitBillRef = z.object({
  id: idString,
  code: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  totalWeight: decimalText,
  totalQuantity: decimalText,
});
export type BillSplitBillRef = z.infer<typeof billSplitBillRef>;

/** A row of 仓单拆单申请 (GET billSplitApply/page). */
export const billSplitRecord = z.object({
  id: idString,
  /** BillSplitStatus string: 1, 10, 11, 20, 21, 30, 31, 40, 0 */
  status: z.string(),
  statusName: z.string(),
  warehouseUnitId: idString,
  warehouseName: z.string().nullable(),
  cargoOwnerId: idString,
  cargoOwnerName: z.string().nullable(),
  billId: idString,
  billCode: z.string(),
  materialName: z.string(),
  newBillId: idString.nullable(),
  remainderBillId: idString.nullable(),
  originalWeight: decimalText,
  originalQuantity: decimalText,
  splitWeight: decimalText.nullable(),
  splitQuantity: decimalText.nullable(),
  weightUnit: z.string().nullable(),
  numberUnit: z.string().nullable(),
  weightUnitName: z.string(),
  numberUnitName: z.string(),
  descr: z.string().nullable(),
  createTime: dateTimeText,
});
export type BillSplitRecord = z.infer<typeof billSplitRecord>;

/** GET billSplitApply/detail: the row, both receipts, the attribute lists, the steps and what the caller may do. */
export const billSplitDetail = billSplitRecord.extend({
  remainderWeight: decimalText.nullable(),
  remainderQuantity: decimalText.nullable(),
  originalBill: billSplitBillRef.nullable(),
  newBill: billSplitBillRef.nullable(),
  remainderBill: billSplitBillRef.nullable(),
  /** the new receipt's attributes (the splittable ones as entered) */
  materielDetail: z.array(billSplitAttr),
  /** the remainder's attributes */
  remainderMaterielDetail: z.array(billSplitAttr),
  /** the original receipt's attributes when applied for */
  originalMaterielDetail: z.array(billSplitAttr),
  locator: z.string().nullable(),
  steps: z.array(z.object({ title: z.string(), state: z.enum(['finish', 'process', 'wait', 'error']) })),
  log: z.array(
    z.object({ action: z.string(), actionName: z.string(), actorName: z.string().nullable(), time: dateTimeText }),
  ),
  actions: z.object({
    edit: z.boolean(),
    void: z.boolean(),
    ownerAudit: z.boolean(),
    platformAudit: z.boolean(),
    warehouseAudit: z.boolean(),
    /** at 40 the holder, the warehouse and the platform sign the two new receipts (batch signing) */
    sign: z.boolean(),
  }),
});
export type BillSplitDetail = z.infer<typeof billSplitDetail>;

/** A receipt to choose for a split (spec 3 §3 "Bill for choosing"). */
export const billSplitBillChoice = z.object({
  id: idString,
  code: z.string(),
  materialId: idString,
  baseMaterialName: z.string(),
  warehouseUnitId: idString,
  warehouseName: z.string().nullable(),
  /** 1 when another process holds it (it cannot be split now) */
  freezeStatus: z.number().int(),
  billStatus: z.number().int(),
  billStatusName: z.string(),
  totalWeight: decimalText,
  totalQuantity: decimalText,
  weightUnitName: z.string(),
  numberUnitName: z.string(),
  locator: z.string().nullable(),
  attrs: z.array(billSplitAttr),
  /** whether the category marks a splittable attribute (the rule "must have splittable attributes") */
  splittable: z.boolean(),
  /** the warehouse's partitions with their cameras (the WMS's devices) */
  partitionList: z.array(
    z.object({ name: z.string(), devices: z.array(z.object({ asset_id: z.string(), asset_name: z.string() })) }),
  ),
});
export type BillSplitBillChoice = z.infer<typeof billSplitBillChoice>;

export const billSplitMoveAnswer = z.object({
  id: idString,
  status: z.string(),
  statusName: z.string(),
  /** at 40: the new receipt and the remainder */
  newBillId: idString.nullable().optional(),
  remainderBillId: idString.nullable().optional(),
});
export type BillSplitMoveAnswer = z.infer<typeof billSplitMoveAnswer>;

/** GET billSplitApply/liveVideo: the camera picture of the receipt's place (a data URL), or why there is none. */
export const billSplitLiveVideo = z.object({
  available: z.boolean(),
  msg: z.string(),
  place: z.string().nullable(),
  warehouseName: z.string().nullable(),
  /** the frame, as a data URL (image/svg+xml or image/png); the dialog asks again every second */
  image: z.string().nullable(),
  at: dateTimeText,
});
export type BillSplitLiveVideo = z.infer<typeof billSplitLiveVideo>;

export const billSplitWarehouse = z.object({ id: idString, name: z.string() });
