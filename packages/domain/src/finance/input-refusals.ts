import { defineRefusals } from '../shared/errors';
import { bankDeskMessages, numberFormat } from './bank-desk';
import { bankSandboxReleaseMessages } from './bank-sandbox';
import { financeDisburseMessages } from './disburse';
import { financeMessages } from './finance';
import { serviceFeeMessages } from './service-fee';

/**
 * The input rules of this module (spec messages its schemas give): a schema refusing an input with one of these
 * messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf), and every one is in
 * the OpenAPI document's `x-refusals`. `npm run check` (scripts/checks/input-reasons.ts) finds any schema message
 * of the domain without a rule here or in another table.
 */
export const bankSandboxInputRefusals = defineRefusals('bank_sandbox', {
  loanMoneyRange: [400, financeMessages.loanMoneyRange],
  admissionResultRequired: [400, '请选择准入结果'],
  admissionReasonRequired: [400, '请填写准入失败原因'],
  loanDateRequired: [400, '请选择放款日期'],
  loanDateFormat: [400, '放款日期格式应为 yyyy-MM-dd'],
  loanDateInvalid: [400, '放款日期不是有效日期'],
  dueDateRequired: [400, '请选择到期日期'],
  dueDateFormat: [400, '到期日期格式应为 yyyy-MM-dd'],
  dueDateInvalid: [400, '到期日期不是有效日期'],
  dueDateBeforeLoan: [400, '到期日期须晚于放款日期'],
  interestRateRequired: [400, '请输入年利率'],
  interestRateInvalid: [400, '年利率（%）应为大于0且小于100的数字，最多四位小数'],
  modeRequired: [400, '请选择银行沙箱模式'],
  timeScaleTooSmall: [400, '时间倍率不能小于0'],
  timeScaleTooLarge: [400, '时间倍率不能超过10'],
  refuseReasonRequired: [400, '请填写拒绝原因'],
  releaseBillsRequired: [400, bankSandboxReleaseMessages.bills],
  takeGoodTypeRequired: [400, bankSandboxReleaseMessages.takeGoodType],
  releaseWeightRequired: [400, bankSandboxReleaseMessages.weight],
  releaseWeightInvalid: [400, bankSandboxReleaseMessages.weightFormat],
  releaseTraysRequired: [400, bankSandboxReleaseMessages.trays],
  releaseTraysInvalid: [400, bankSandboxReleaseMessages.trayFormat],
  voidInstructionRequired: [400, '请选择解押指令'],
});

export const financeInputRefusals = defineRefusals('finance', {
  loanMoneyRequired: [400, financeMessages.loanMoney],
  loanMoneyRange: [400, financeMessages.loanMoneyRange],
  loanMoneyPositive: [400, financeMessages.loanMoneyPositive],
  repayAmountRequired: [400, financeDisburseMessages.repayAmount],
  repayAmountInvalid: [400, financeDisburseMessages.repayAmountFormat],
  repayDateRequired: [400, financeDisburseMessages.repayDate],
  repayDateFormat: [400, '还款日期格式应为 yyyy-MM-dd'],
  repayDateInvalid: [400, '还款日期不是有效日期'],
  disburseAmountRequired: [400, financeDisburseMessages.amount],
  disburseAmountInvalid: [400, financeDisburseMessages.amountFormat],
  applicationRequired: [400, '请选择融资申请'],
  warehouseRequired: [400, financeMessages.selectWarehouse],
  bankRequired: [400, financeMessages.selectBank],
  goodsRequired: [400, financeMessages.selectGoods],
  applyMoneyRequired: [400, financeMessages.applyMoney],
  applyMoneyInvalid: [400, financeMessages.applyMoneyFormat],
  billsRequired: [400, financeMessages.selectBills],
  tooManyBills: [400, '一次最多质押200张仓单'],
  priceRequired: [400, financeMessages.priceUnit],
  priceInvalid: [400, financeMessages.priceFormat],
  pledgeRateRequired: [400, financeMessages.pledgeRate],
  pledgeRateInvalid: [400, financeMessages.pledgeRateFormat],
  auditStatusRequired: [400, financeMessages.auditStatus],
  rejectReasonRequired: [400, financeMessages.rejectReason],
  qrExpired: [400, financeMessages.qrExpired],
  invoiceCompanyRequired: [400, '请选择开票公司'],
  noticeEmailRequired: [400, '请输入接收邮箱'],
  noticeEmailInvalid: [400, '请输入正确的邮箱地址'],
  payWayRequired: [400, '请选择支付方式'],
  totalLoanRequired: [400, serviceFeeMessages.loanMoney],
  totalLoanInvalid: [400, serviceFeeMessages.loanMoneyFormat],
  exchangeRateRequired: [400, serviceFeeMessages.exchangeRate],
  exchangeRateInvalid: [400, serviceFeeMessages.exchangeRateFormat],
  feeRangeRequired: [400, serviceFeeMessages.feeRange],
  feeRangeOrder: [400, serviceFeeMessages.feeRangeOrder],
  feeRateRequired: [400, serviceFeeMessages.feeRate],
  feeRateInvalid: [400, serviceFeeMessages.feeRateFormat],
  daysOfYearRequired: [400, serviceFeeMessages.daysOfYear],
  discountRequired: [400, serviceFeeMessages.discountRate],
  discountInvalid: [400, serviceFeeMessages.discountRateFormat],
  feeSubmitRequired: [400, serviceFeeMessages.serviceAmountStatus],
});

/** The bank desk's input rules (bank-desk.ts); the shared ones (dates, rate, reasons) are the sandbox's above. */
export const bankDeskInputRefusals = defineRefusals('bank_desk', {
  resultsRequired: [400, bankDeskMessages.results],
  amountRequired: [400, bankDeskMessages.amount],
  amountFormat: [400, bankDeskMessages.amountFormat],
  registrationNoRequired: [400, bankDeskMessages.registrationNo],
  registrationNoFormat: [400, numberFormat('质押登记编号')],
  disburseNoRequired: [400, bankDeskMessages.disburseNo],
  disburseNoFormat: [400, numberFormat('放款编号')],
  repayNoRequired: [400, bankDeskMessages.repayNo],
  repayNoFormat: [400, numberFormat('还款编号')],
  instructionNoRequired: [400, bankDeskMessages.instructionNo],
  instructionNoFormat: [400, numberFormat('解押指令编号')],
  billsRequired: [400, bankDeskMessages.bills],
});
