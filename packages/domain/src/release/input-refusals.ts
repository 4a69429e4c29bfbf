import { financeMessages } from '../finance/finance';
import { defineRefusals } from '../shared/errors';
import { releaseFeeMessages } from './release-fee';
import { releaseMessages } from './release-record';

/**
 * The input rules of the release module (spec messages its schemas give): a schema refusing an input with one of
 * these messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf).
 */
export const releaseInputRefusals = defineRefusals('release', {
  auditStatusRequired: [400, releaseMessages.auditStatus],
  rejectReasonRequired: [400, releaseMessages.rejectReason],
  rejectReasonTooLong: [400, releaseMessages.rejectReasonLength],
  feeReleaseRequired: [400, releaseFeeMessages.releaseId],
  /** the release paths' pay code and loan amount (finance's and payment's messages, answered as this module's) */
  payWayRequired: [400, '请选择支付方式'],
  loanMoneyRange: [400, financeMessages.loanMoneyRange],
  /** the release seals' QR session (the pledge dialog's token rule) */
  qrExpired: [400, financeMessages.qrExpired],
});
