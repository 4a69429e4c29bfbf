import { defineRefusals } from '../shared/errors';
import { inboundMessages } from './inbound';
import { inspectionMessages } from './inspection';

/**
 * The input rules of this module (spec messages its schemas give): a schema refusing an input with one of these
 * messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf), and every one is in
 * the OpenAPI document's `x-refusals`. `npm run check` (scripts/checks/input-reasons.ts) finds any schema message
 * of the domain without a rule here or in another table.
 */
export const inboundInputRefusals = defineRefusals('inbound', {
  attrRequired: [400, inboundMessages.attrCodeRequired],
  batchNoRequired: [400, inboundMessages.batchNoRequired],
  applyWeightRequired: [400, '请输入申请重量'],
  applyWeightInvalid: [400, '申请重量必须大于0，最多两位小数'],
  applyWeightTooLarge: [400, '申请重量整数部分最多14位'],
  applyQuantityRequired: [400, '请输入申请数量'],
  applyQuantityInvalid: [400, '申请数量必须大于0，最多两位小数'],
  applyQuantityTooLarge: [400, '申请数量整数部分最多14位'],
  submitStatusInvalid: [400, inboundMessages.submitStatusInvalid],
  warehouseRequired: [400, inboundMessages.warehouseRequired],
  materialRequired: [400, inboundMessages.materialRequired],
  reserveTimeRequired: [400, inboundMessages.reserveTimeRequired],
  reserveTimeInvalid: [400, inboundMessages.reserveTimeInvalid],
  reservePersonRequired: [400, inboundMessages.reservePersonRequired],
  reservePhoneRequired: [400, inboundMessages.reservePhoneRequired],
  reservePhoneInvalid: [400, inboundMessages.reservePhoneInvalid],
  batchesRequired: [400, inboundMessages.batchesRequired],
  tooManyBatches: [400, inboundMessages.batchesMax],
  auditResultRequired: [400, inboundMessages.auditStatusInvalid],
  opinionRequired: [400, inboundMessages.opinionRequired],
  weightRequired: [400, '请输入入库重量'],
  weightInvalid: [400, '入库重量必须大于0，最多两位小数'],
  weightTooLarge: [400, '入库重量整数部分最多14位'],
  quantityRequired: [400, '请输入入库数量'],
  quantityInvalid: [400, '入库数量必须大于0，最多两位小数'],
  quantityTooLarge: [400, '入库数量整数部分最多14位'],
  tooManyInspectionFiles: [400, inspectionMessages.filesMax],
  inspectionBatchRequired: [400, inspectionMessages.batchRequired],
  inspectionCodeRequired: [400, inspectionMessages.fileCodeRequired],
  inspectionFileRequired: [400, inspectionMessages.fileRequired],
  inspectionOneFile: [400, inspectionMessages.oneFile],
  attrDuplicate: [400, inboundMessages.attrDuplicate],
  batchNoDuplicate: [400, inboundMessages.batchNoDuplicate],
});
