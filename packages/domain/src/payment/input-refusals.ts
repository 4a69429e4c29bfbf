import { defineRefusals } from '../shared/errors';
import { feeConfigMessages } from './fee-config';
import { invoiceMessages } from './invoice';

/**
 * The input rules of this module (spec messages its schemas give): a schema refusing an input with one of these
 * messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf), and every one is in
 * the OpenAPI document's `x-refusals`. `npm run check` (scripts/checks/input-reasons.ts) finds any schema message
 * of the domain without a rule here or in another table.
 */
export const feeConfigInputRefusals = defineRefusals('fee-config', {
  typeRequired: [400, feeConfigMessages.proportionType],
  rateInvalid: [400, feeConfigMessages.proportionRate],
  unitFeeInvalid: [400, feeConfigMessages.proportionWeight],
  discountInvalid: [400, feeConfigMessages.saleRate],
  payeeRequired: [400, feeConfigMessages.enterpriseName],
  bankRequired: [400, feeConfigMessages.bankName],
  accountRequired: [400, feeConfigMessages.account],
});

export const invoiceInputRefusals = defineRefusals('invoice', {
  titleRequired: [400, invoiceMessages.title],
  taxNoRequired: [400, invoiceMessages.taxNo],
  taxNoInvalid: [400, invoiceMessages.taxNoFormat],
  noticeEmailRequired: [400, invoiceMessages.noticeEmail],
  noticeEmailInvalid: [400, invoiceMessages.emailFormat],
});

export const paySandboxInputRefusals = defineRefusals('pay_sandbox', {
  orderRequired: [400, '请选择订单'],
  orderUnknown: [400, '订单不存在'],
  payCodeInvalid: [400, '支付码不存在或已失效'],
  modeRequired: [400, '请选择通知方式'],
  timeScaleTooSmall: [400, '时间倍率不能小于0'],
  timeScaleTooLarge: [400, '时间倍率不能超过10'],
  invoiceOutcomeRequired: [400, '请选择开票结果'],
});

export const paymentInputRefusals = defineRefusals('payment', {
  payerRequired: [400, '请选择支付方'],
  startDateInvalid: [400, '开始日期格式不正确'],
  endDateInvalid: [400, '结束日期格式不正确'],
});
