/**
 * Every module's input rules, registered by importing this once (the server's app.ts): a refused input then answers
 * the reason of the rule its message names (shared/errors.ts inputReasonOf).
 */
export { billMoveInputRefusals } from './bill-move/input-refusals';
export { billSplitInputRefusals } from './bill-split/input-refusals';
export { borrowerInputRefusals } from './borrower/input-refusals';
export { contractInputRefusals, contractTemplateInputRefusals } from './contract/input-refusals';
export { creditContractInputRefusals } from './credit-contract/input-refusals';
export { disassembleInputRefusals } from './disassemble/input-refusals';
export { enterpriseInputRefusals } from './enterprise/input-refusals';
export { bankDeskInputRefusals, bankSandboxInputRefusals, financeInputRefusals } from './finance/input-refusals';
export { goodsInputRefusals, wmsMaterialInputRefusals } from './goods/input-refusals';
export { inboundInputRefusals } from './inbound/input-refusals';
export { miniProgramInputRefusals } from './mini-program/input-refusals';
export { outboundInputRefusals } from './outbound/input-refusals';
export { partUnlockInputRefusals } from './part-unlock/input-refusals';
export {
  feeConfigInputRefusals,
  invoiceInputRefusals,
  paymentInputRefusals,
  paySandboxInputRefusals,
} from './payment/input-refusals';
export { receiptInputRefusals } from './receipt/input-refusals';
export { releaseInputRefusals } from './release/input-refusals';
export { pickupInputRefusals } from './release/pickup';
export { traySplitInputRefusals } from './release/tray-split-input-refusals';
export { sandboxConsoleInputRefusals } from './sandbox/input-refusals';
export { sharedInputRefusals } from './shared/input-refusals';
export {
  deptInputRefusals,
  dictInputRefusals,
  menuInputRefusals,
  roleInputRefusals,
  scopeInputRefusals,
} from './system/input-refusals';
export { tradeInputRefusals } from './trade/input-refusals';
export { transferInputRefusals } from './transfer/input-refusals';
export { userInputRefusals } from './user/input-refusals';
export { wmsInputRefusals, wmsSandboxInputRefusals } from './wms/input-refusals';
