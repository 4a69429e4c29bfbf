import { moduleOf } from '../../platform/module';
import { bankDeskRoutes } from './bank-desk.routes';
import { bankNotifyRoutes } from './bank-notify.routes';
import { disburseRequestRoutes } from './disburse-request.routes';
import { financeRoutes } from './finance.routes';
import { pledgeRoutes } from './pledge.routes';
import { serviceFeeRoutes } from './service-fee.routes';

/**
 * The pledge-financing module's one door (ARCHITECTURE "Layout"; README.md): financing applications, the four-party
 * agreement, the bank's callbacks, pledge notices and their seals, the loan, and the financing service fee.
 */
export const financeModule = moduleOf('finance', [
  financeRoutes,
  bankNotifyRoutes,
  pledgeRoutes,
  serviceFeeRoutes,
  disburseRequestRoutes,
  bankDeskRoutes,
]);

// What the demo seed, the bench and tests use of this one (the screens' own services).
export { auditApplication } from './apply-audit';
export { bankActor } from './apply-moves';
export { financingGoodsOf } from './apply-parties';
export { saveApplication } from './apply-save';
export { submitApplication } from './apply-submit';
export { refused as bankRefused } from './bank-errors';
export { type BankMode, bankModeOf, bankOf, bankOfApplication, setBankMode } from './bank-port';
export { pushAgreementOf } from './bank-push';
export { financeDisburseRequest } from './disburse-request.table';
export {
  bankInbox,
  financeApply,
  financeApplyBill,
  financeLoan,
  financeRepayment,
  financeSign,
} from './finance.table';
export { findApply, withoutRedacted } from './finance-access';
export { financeMovedTo } from './finance-answer';
export { announceFinance } from './finance-events';
export { updateLoanMoney } from './loan-update';
export { sealPledgeNotice } from './pledge-sign';
export {
  liveApplyRowsOf,
  moveReleaseRows,
  onReleaseInstruction,
  onReleaseVoid,
  type ReleaseInstructionHandler,
  type ReleaseVoidHandler,
  releasedFromPledge,
} from './release-hook';
// A partial release's split (modules/release): the origin's row leaves, the remainder is pledged again.
export { repledgeRemainder, retireSplitRow } from './release-split-rows';
export { financeServiceFee } from './service-fee.table';
export { serviceFeeCardOf, submitServiceAmount } from './service-fee-form';
export { confirmFeeOffline, feePayCode, feePayResult, insertFeeVoucher } from './service-fee-payment';
export {
  type FeeRow,
  feeOfApply,
  onFeeMoved,
  pledgedRowsOf,
  type ReleaseFeeSource,
  registerReleaseFeeSource,
} from './service-fee-repo';
export { payFeeThroughSandbox } from './service-fee-sandbox';
