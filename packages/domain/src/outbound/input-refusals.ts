import { defineRefusals } from '../shared/errors';
import { outboundMessages } from './outbound';

/**
 * The input rules of this module (spec messages its schemas give): a schema refusing an input with one of these
 * messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf).
 */
export const outboundInputRefusals = defineRefusals('outbound', {
  selectBills: [400, outboundMessages.selectBills],
  billsMax: [400, outboundMessages.billsMax],
  billDuplicate: [400, outboundMessages.billDuplicate],
  warehouseRequired: [400, outboundMessages.warehouseRequired],
  reserveTimeRequired: [400, outboundMessages.reserveTimeRequired],
  reserveTimeInvalid: [400, outboundMessages.reserveTimeInvalid],
  pickPersonRequired: [400, outboundMessages.pickPersonRequired],
  pickPhoneRequired: [400, outboundMessages.pickPhoneRequired],
  pickPhoneInvalid: [400, outboundMessages.pickPhoneInvalid],
  submitStatusInvalid: [400, outboundMessages.submitStatusInvalid],
  auditResultRequired: [400, outboundMessages.auditStatusInvalid],
  opinionRequired: [400, outboundMessages.opinionRequired],
  vrCodeRequired: [400, outboundMessages.vrCodeRequired],
  recordsMax: [400, outboundMessages.recordsMax],
  trayOrLotRequired: [400, outboundMessages.trayOrLot],
  applyWeightRequired: [400, '请输入申请出库重量'],
  applyWeightInvalid: [400, '申请出库重量必须大于0，最多两位小数'],
  applyWeightTooLarge: [400, '申请出库重量整数部分最多14位'],
  applyQuantityRequired: [400, '请输入申请出库数量'],
  applyQuantityInvalid: [400, '申请出库数量必须大于0，最多两位小数'],
  applyQuantityTooLarge: [400, '申请出库数量整数部分最多14位'],
  weightRequired: [400, '请输入出库重量'],
  weightInvalid: [400, '出库重量必须大于0，最多两位小数'],
  weightTooLarge: [400, '出库重量整数部分最多14位'],
  quantityRequired: [400, '请输入出库数量'],
  quantityInvalid: [400, '出库数量必须大于0，最多两位小数'],
  quantityTooLarge: [400, '出库数量整数部分最多14位'],
});
