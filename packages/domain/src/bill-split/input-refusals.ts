import { defineRefusals } from '../shared/errors';
import { billSplitMessages } from './bill-split';

/**
 * The input rules of this module (spec messages its schemas give): a schema refusing an input with one of these
 * messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf).
 */
export const billSplitInputRefusals = defineRefusals('billSplit', {
  warehouseRequired: [400, billSplitMessages.warehouseRequired],
  selectBill: [400, billSplitMessages.selectBill],
  oneBill: [400, billSplitMessages.oneBill],
  submitStatusInvalid: [400, billSplitMessages.submitStatusInvalid],
  auditResultRequired: [400, billSplitMessages.auditStatusInvalid],
});
