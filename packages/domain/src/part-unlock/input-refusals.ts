import { defineRefusals } from '../shared/errors';
import { partUnlockMessages } from './part-unlock';

/**
 * The input rules of this module (spec 3 §5 Partial-unlock audit): a schema refusing an input with one of these
 * messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf).
 */
export const partUnlockInputRefusals = defineRefusals('partUnlock', {
  auditResultRequired: [400, partUnlockMessages.auditResultRequired],
  rejectReasonRequired: [400, partUnlockMessages.rejectReasonRequired],
  rejectReasonMax: [400, partUnlockMessages.rejectReasonMax],
  confirmFileRequired: [400, partUnlockMessages.confirmRequired],
  confirmFileOne: [400, partUnlockMessages.confirmOne],
  applyFileRequired: [400, partUnlockMessages.applyFileRequired],
  applyFileMax: [400, partUnlockMessages.applyFileMax],
  selectTrays: [400, partUnlockMessages.selectTrays],
  traysMax: [400, partUnlockMessages.traysMax],
  trayDuplicate: [400, partUnlockMessages.trayDuplicate],
  billRequired: [400, partUnlockMessages.billRequired],
  containerRequired: [400, partUnlockMessages.containerRequired],
  billCodeRequired: [400, partUnlockMessages.billCodeRequired],
  caseNumberRequired: [400, partUnlockMessages.caseNumberRequired],
});
