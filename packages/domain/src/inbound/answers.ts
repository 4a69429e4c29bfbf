import { z } from 'zod';
import { dateTimeText, decimalText, idString, linkText } from '../shared/envelope';

/**
 * The answers of the inbound order calls (wms/input, spec 3 §3 Inbound order) and of the inspection calls
 * (ple/test, spec 3 §4 Inspection): what each route sends, field by field.
 */

/** A row of 入库申请 (GET wms/input/list). */
export const inboundRecord = z.object({
  id: idString,
  code: z.string(),
  /** InboundStatus: 0 draft, 10 awaiting the shipper, 11 rejected by it, 20 awaiting the warehouse, 21, 1 stored */
  status: z.number().int(),
  statusName: z.string(),
  shipperId: idString.nullable(),
  shipperName: z.string().nullable(),
  warehouseId: idString.nullable(),
  warehouseName: z.string().nullable(),
  materialId: idString,
  materialName: z.string().nullable(),
  reserveTime: dateTimeText,
  /** The current totals: a weighed batch counts the warehouse's figures, the others their declared ones. */
  sumWeight: decimalText.nullable(),
  sumQuantity: decimalText.nullable(),
  /** The declared totals. */
  applySumWeight: decimalText.nullable(),
  applySumQuantity: decimalText.nullable(),
  /** Keys of the weight_unit and number_unit dictionaries, and their labels. */
  weightUnit: z.string().nullable(),
  numberUnit: z.string().nullable(),
  weightUnitName: z.string(),
  numberUnitName: z.string(),
  createTime: dateTimeText,
});
export type InboundRecord = z.infer<typeof inboundRecord>;

/** A storage attribute of a batch with its value. */
export const batchPropAnswer = z.object({ attrCode: z.string(), attrName: z.string(), value: z.string() });

/** A batch of an order: the shipper's declaration, the warehouse's figures, and the receipt made from it. */
export const inboundBatchRecord = z.object({
  id: idString,
  batchNo: z.string(),
  sort: z.number().int(),
  props: z.array(batchPropAnswer),
  applyWeight: decimalText,
  applyQuantity: decimalText,
  weight: decimalText.nullable(),
  quantity: decimalText.nullable(),
  locator: z.string().nullable(),
  receiptId: idString.nullable(),
  receiptCode: z.string().nullable(),
});
export type InboundBatchRecord = z.infer<typeof inboundBatchRecord>;

/** GET wms/input/detail: the list row, the form's fields, the batches, the receipts and the inspection. */
export const inboundDetail = inboundRecord.extend({
  remark: z.string().nullable(),
  reservePerson: z.string().nullable(),
  reservePhone: z.string().nullable(),
  warehouseContactName: z.string().nullable(),
  warehouseContactPhone: z.string().nullable(),
  shippingAuditOpinion: z.string().nullable(),
  /** Null for others while the warehouse's opinion is its draft (暂存). */
  warehouseAuditOpinion: z.string().nullable(),
  submitTime: dateTimeText,
  batches: z.array(inboundBatchRecord),
  receipts: z.array(z.object({ id: idString, code: z.string(), status: z.number().int() })),
  /** The order's inspection, once opened. */
  testId: idString.nullable(),
});
export type InboundDetail = z.infer<typeof inboundDetail>;

/** GET wms/input/getSteps: the four steps (提交申请, 货主审核, 仓库入库, 生成仓单), who and when once done. */
export const inboundStep = z.object({
  title: z.string(),
  status: z.enum(['finish', 'process', 'wait', 'error']),
  time: dateTimeText,
  person: z.string().nullable(),
});
export type InboundStep = z.infer<typeof inboundStep>;

/** GET wms/input/getSumQuantityAndWeight: the totals (two decimals) and the order's units. */
export const inboundSumsAnswer = z.object({
  applySumWeight: decimalText,
  applySumQuantity: decimalText,
  sumWeight: decimalText,
  sumQuantity: decimalText,
  weightUnit: z.string().nullable(),
  numberUnit: z.string().nullable(),
});
export type InboundSumsAnswer = z.infer<typeof inboundSumsAnswer>;

/** GET wms/input/checkAuditPermission. */
export const auditPermission = z.object({ shipping: z.boolean(), warehouse: z.boolean() });
export type AuditPermission = z.infer<typeof auditPermission>;

/** An id made or found: wms/input/submit, createCheck, createCheckAndSucc. */
export const idAnswer = z.object({ id: idString });

/** A move's answer: the order or inspection and its status after the move (every move answers its new status). */
export const inboundMoveAnswer = idAnswer.extend({ status: z.number().int() });
export type InboundMoveAnswer = z.infer<typeof inboundMoveAnswer>;

/** POST wms/input/warehouseAudit: the order's new status (1 stored, 21 rejected) and the receipts made (none on a rejection). */
export const warehouseAuditAnswer = z.object({
  id: idString,
  status: z.number().int(),
  receiptIds: z.array(idString),
});
export type WarehouseAuditAnswer = z.infer<typeof warehouseAuditAnswer>;

/** A row of 公检管理 (GET ple/test/list). */
export const inspectionRecord = z.object({
  id: idString,
  inputId: idString,
  inputCode: z.string(),
  materialName: z.string().nullable(),
  shipperName: z.string().nullable(),
  warehouseName: z.string().nullable(),
  /** InspectionStatus: 10 pending, 1 done */
  status: z.number().int(),
  statusName: z.string(),
  createTime: dateTimeText,
  finishTime: dateTimeText,
});
export type InspectionRecord = z.infer<typeof inspectionRecord>;

/** An inspection file with a signed link to its image (null when the image cannot be linked). */
export const inspectionFileRecord = z.object({
  id: idString,
  testFileCode: z.string(),
  /** The image's attachment id. */
  testFile: idString,
  url: linkText.nullable(),
  testDesc: z.string().nullable(),
  createTime: dateTimeText,
});
export type InspectionFileRecord = z.infer<typeof inspectionFileRecord>;

/** GET ple/test/detail: the order's heading and, per batch, its figures and files (newest first). */
export const inspectionDetail = z.object({
  id: idString,
  inputId: idString,
  status: z.number().int(),
  statusName: z.string(),
  createTime: dateTimeText,
  finishTime: dateTimeText,
  input: z.object({
    code: z.string(),
    materialName: z.string().nullable(),
    shipperName: z.string().nullable(),
    warehouseName: z.string().nullable(),
    /** the labels of the order's weight_unit and number_unit */
    weightUnitName: z.string(),
    numberUnitName: z.string(),
  }),
  batches: z.array(
    z.object({
      id: idString,
      batchNo: z.string(),
      weight: decimalText.nullable(),
      quantity: decimalText.nullable(),
      files: z.array(inspectionFileRecord),
    }),
  ),
});
export type InspectionDetail = z.infer<typeof inspectionDetail>;
