import { z } from 'zod';
import { InvoiceBussType } from '../payment/invoice';
import { payWayLabels, tradePayStatusLabels } from '../payment/payment';
import { dateTimeText, decimalText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { lineText } from '../shared/text';
import { LOAN_MONEY_LIMIT } from './formulas';

/**
 * The financing service fee (融资服务费; spec 2 §3 Financing service fee, §4 "Financing service fee form", §5, §6,
 * §9; spec 3 §4 "Service-fee payment"). After the bank disbursed, the platform fills the form (stash 0, commit 1 —
 * read-only after); the server computes the fee with `financingServiceFee` (formulas.ts); the shipper pays it
 * online (WeChat 10, Alipay 11) or offline with a voucher the platform confirms (12), then may ask for the
 * financing invoice (bussType 2).
 */

/** serviceAmountStatus: 0 draft (暂存, editable), 1 submitted (提交, read-only). */
export const ServiceAmountStatus = { draft: 0, submitted: 1 } as const;
export const serviceAmountStatusLabels: Record<number, string> = { 0: '暂存', 1: '已提交' };

/** payStatus: -1 unknown (no fee yet), 0 unpaid, 1 paid, 2 no payment needed (a zero fee). */
export const FeePayStatus = { unknown: -1, unpaid: 0, paid: 1, notNeeded: 2 } as const;
export const feePayStatusLabels: Record<number, string> = { [-1]: '未知', 0: '未支付', 1: '已支付', 2: '无需支付' };
export const feePayStatusLabel = (s: number) => feePayStatusLabels[s] ?? '';

/** bcTradePay.payStatus (0 unpaid, 10 paid online, 20 paid offline, 30 offline confirmed) and payWay (10/11/12). */
export { payWayLabels, tradePayStatusLabels };

/** The business type of the fee's pay orders, vouchers, ledger rows and invoice. */
export const FINANCING_FEE_BUSS_TYPE = InvoiceBussType.financing;

/** spec 2 §4 "Service-fee payment": the shipper is notified (unpaid) when payStatus is 0 and the form submitted. */
export const feeAwaitsPayment = (f: { serviceAmountStatus: number; payStatus: number }) =>
  f.serviceAmountStatus === ServiceAmountStatus.submitted && f.payStatus === FeePayStatus.unpaid;

export const serviceFeeMessages = {
  loanMoney: '请输入总贷款金额',
  loanMoneyFormat: '总贷款金额应为大于0、小于1000,0000的数字，最多两位小数',
  ccyCd: '请选择币种',
  exchangeRate: '请输入汇率',
  exchangeRateFormat: '汇率应为大于0的数字，最多6位整数、6位小数',
  feeRange: '请选择计费日期范围',
  feeRangeOrder: '计费结束日期不能早于开始日期',
  feeRate: '请输入费率',
  feeRateFormat: '费率应为0到100之间的数字，最多4位小数',
  daysOfYear: '请选择年计息天数',
  discountRate: '请输入折扣',
  discountRateFormat: '折扣应为0到100之间的数字，最多两位小数',
  serviceAmountStatus: '请选择暂存或提交',
  confirmCommit: '融资服务费一旦提交，将无法修改！确定提交吗？',
  confirmOffline: '确认已收到该笔融资服务费的线下支付？',
  stashed: '融资服务费已暂存',
  committed: '融资服务费已提交',
  payDialogTitle: '支付融资服务费',
  feeExplanation:
    '融资服务费 = 提货贷款金额 × 汇率 × 费率% ÷ 年计息天数 × 融资天数（含首尾） × 折扣%，保留两位小数（舍去）；提货贷款金额 = 总贷款金额 × 提货重量 ÷ 仓单总重量。',
  noVoucher: '未上传付款凭证',
} as const;

export const serviceFeeRefusals = defineRefusals('serviceFee', {
  notFound: [404, '融资服务费不存在或无权查看'],
  noLoanYet: [409, '银行尚未放款，不能填写融资服务费'],
  notPlatform: [403, '只有平台可以填写融资服务费'],
  committed: [409, '融资服务费已提交，无法修改'],
  notCommitted: [409, '融资服务费尚未提交，不能支付'],
  notShipper: [403, '只有融资申请企业可以支付融资服务费'],
  notUnpaid: [409, '融资服务费已支付或无需支付'],
  offlinePending: [409, '已上传线下付款凭证，待平台确认，不能再线上支付'],
  notOffline: [409, '没有待确认的线下支付'],
  confirmPlatformOnly: [403, '只有平台可以确认线下支付'],
  voucherMissing: [404, '付款凭证不存在'],
  voucherConfirmed: [409, '线下支付已确认，不能删除付款凭证'],
  currencyUnknown: [400, serviceFeeMessages.ccyCd],
  notPaid: [409, '融资服务费支付完成后才能申请开票'],
  notNeeded: [409, '融资服务费无需支付，无需开票'],
  invoiceShipperOnly: [403, '只有融资申请企业可以申请融资服务费发票'],
});

const text = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v);

/** A decimal typed as text or number: required (its message), then its format (and range) message. */
const decimalField = (required: string, format: string, pattern: RegExp, inRange: (n: number) => boolean) =>
  z.preprocess(
    text,
    z
      .string({ error: required })
      .min(1, required)
      .regex(pattern, format)
      .refine((v) => inRange(Number(v)), format),
  );

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isRealDate = (v: string) => {
  const m = DATE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};
const feeDate = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().slice(0, 10) : v),
  z
    .string({ error: serviceFeeMessages.feeRange })
    .min(1, serviceFeeMessages.feeRange)
    .refine(isRealDate, serviceFeeMessages.feeRange),
);

/**
 * ccb/finance/submitServiceAmount: the platform's form (spec 2 §5 "Financing service fee form": each field required
 * with its own message). serviceAmountStatus 0 stashes, 1 commits. The fee itself is never taken from the client.
 */
export const submitServiceAmountBody = z
  .object({
    applyId: idField,
    /** a release's fee (spec 2 §9: over the pickup loan of that release); absent: the whole pledge's */
    releaseId: idField.optional(),
    loanMoney: decimalField(
      serviceFeeMessages.loanMoney,
      serviceFeeMessages.loanMoneyFormat,
      /^\d{1,7}(\.\d{1,2})?$/,
      (n) => n > 0 && n < LOAN_MONEY_LIMIT,
    ),
    ccyCd: z.preprocess(text, z.string({ error: serviceFeeMessages.ccyCd }).regex(/^\d{3}$/, serviceFeeMessages.ccyCd)),
    exchangeRate: decimalField(
      serviceFeeMessages.exchangeRate,
      serviceFeeMessages.exchangeRateFormat,
      /^\d{1,6}(\.\d{1,6})?$/,
      (n) => n > 0,
    ),
    feeBegin: feeDate,
    feeEnd: feeDate,
    feeRate: decimalField(
      serviceFeeMessages.feeRate,
      serviceFeeMessages.feeRateFormat,
      /^\d{1,3}(\.\d{1,4})?$/,
      (n) => n >= 0 && n <= 100,
    ),
    daysOfYear: z.preprocess(
      (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: serviceFeeMessages.daysOfYear })
        .int(serviceFeeMessages.daysOfYear)
        .min(1, serviceFeeMessages.daysOfYear)
        .max(366, serviceFeeMessages.daysOfYear),
    ),
    discountRate: decimalField(
      serviceFeeMessages.discountRate,
      serviceFeeMessages.discountRateFormat,
      /^\d{1,3}(\.\d{1,2})?$/,
      (n) => n >= 0 && n <= 100,
    ),
    serviceAmountStatus: z.preprocess(
      (v) => (typeof v === 'string' && /^\s*[01]\s*$/.test(v) ? Number(v) : v),
      z.union([z.literal(0), z.literal(1)], { error: serviceFeeMessages.serviceAmountStatus }),
    ),
  })
  .superRefine((v, c) => {
    if (v.feeEnd < v.feeBegin)
      c.addIssue({ code: 'custom', path: ['feeEnd'], message: serviceFeeMessages.feeRangeOrder });
  });
export type SubmitServiceAmountBody = z.infer<typeof submitServiceAmountBody>;

export const serviceFeeQuery = z.object({ applyId: idField, releaseId: idField.optional() });
/** getServicePayCode?id&type: the fee and the way (10 WeChat, 11 Alipay). */
export const feePayCodeQuery = z.object({
  id: idField,
  type: z.coerce
    .number({ error: '请选择支付方式' })
    .int()
    .refine((v) => v === 10 || v === 11, '请选择支付方式'),
});
export const feeIdQuery = z.object({ id: idField });
export const feeIdBody = z.object({ id: idField });
/** insertAttach: pushPickGoodsId is the fee (the original's name for the record a voucher belongs to). */
export const feeVoucherBody = z.object({ pushPickGoodsId: idField, attachId: idField });
export const feeVoucherListQuery = z.object({ pushId: idField });
/** ccb/finance/supplyInvoice (POST): the shipper's invoice of its paid fee (bussId = the fee; bussType 2). */
export const feeInvoiceBody = z.object({
  id: idField.optional(),
  invoiceTemplateId: lineText('开票公司', { error: '请选择开票公司' }).trim().min(1, '请选择开票公司'),
  bussId: idField,
  bussType: z.coerce.number().int().default(FINANCING_FEE_BUSS_TYPE),
  noticeEmail: z
    .string({ error: '请输入接收邮箱' })
    .trim()
    .min(1, '请输入接收邮箱')
    .max(100, '请输入正确的邮箱地址')
    .email('请输入正确的邮箱地址'),
});
/** GET ccb/finance/supplyInvoice?id (the fee; bussId accepted too). */
export const feeInvoiceQuery = z
  .object({ id: idField.optional(), bussId: idField.optional() })
  .refine((v) => v.id != null || v.bussId != null, { message: 'id 不能为空', path: ['id'] });

/** What the caller may do with the fee now (the card shows exactly these buttons, with the caller's permissions). */
export const serviceFeeActions = z.object({
  /** stash / commit (the platform; ccb_release_updateLoan) */
  edit: z.boolean(),
  /** pay online (the shipper; ccb_release_sign_shipper) */
  pay: z.boolean(),
  /** upload or delete a voucher (the shipper; ccb_release_upload_voucher) */
  uploadVoucher: z.boolean(),
  /** confirm the offline payment (the platform; ccb_release_confirm_pay_offline) */
  confirmOffline: z.boolean(),
  /** apply for the invoice (the shipper, once paid, once) */
  invoice: z.boolean(),
});

/** A receipt the fee is computed over: the weight picked up of its total (the whole receipt for now). */
export const serviceFeeBill = z.object({
  id: idString,
  billId: idString,
  billCode: z.string(),
  weight: decimalText,
  pleWarehouseBillVO: z.object({ totalWeight: decimalText }),
});

/** GET ccb/finance/serviceFee?applyId (spec 2 §3 Financing service fee): null before the bank disbursed. */
export const serviceFeeCard = z.object({
  /** null: no fee saved yet (serviceInfo holds the defaults) */
  id: idString.nullable(),
  applyId: idString,
  /** the release this fee is for; null: the whole pledge's */
  releaseId: idString.nullable(),
  bcFinanceApply: z.object({
    id: idString,
    code: z.string(),
    status: z.number().int(),
    loanMoney: decimalText.nullable(),
    loanCurrency: z.string().nullable(),
    loanMoneyStatus: z.number().int().nullable(),
    loanDate: z.string().nullable(),
    dateDue: z.string().nullable(),
    financeAppId: z.string().nullable(),
  }),
  serviceInfo: z.object({
    loanMoney: decimalText,
    ccyCd: z.string(),
    /** the exchange rate (1 for 156) */
    loanRate: decimalText,
    feeRate: decimalText,
    discountRate: decimalText,
    daysOfYear: z.number().int(),
    feeBegin: z.string().nullable(),
    feeEnd: z.string().nullable(),
  }),
  serviceAmount: decimalText.nullable(),
  /** null before the first stash */
  serviceAmountStatus: z.number().int().nullable(),
  serviceAmountStatusName: z.string(),
  payStatus: z.number().int(),
  payStatusName: z.string(),
  bcTradePay: z.object({
    payWay: z.number().int().nullable(),
    payWayName: z.string(),
    payStatus: z.number().int(),
    payStatusName: z.string(),
    payTime: dateTimeText,
    confirmTime: dateTimeText,
  }),
  billList: z.array(serviceFeeBill),
  /** the figures of the formula (the stored fee's, or a preview of the defaults) */
  inPickupLoan: decimalText,
  financingDays: z.number().int().nullable(),
  pickupWeight: decimalText,
  totalWeight: decimalText,
  /** the shipper's invoice of the fee, once applied for */
  invoice: z.object({ id: idString, status: z.number().int(), statusName: z.string() }).nullable(),
  actions: serviceFeeActions,
  createTime: dateTimeText,
  commitTime: dateTimeText,
});
export type ServiceFeeCard = z.infer<typeof serviceFeeCard>;

/**
 * A move of the fee's payment (confirmPayOffline, deleteAttach): the fee as the move left it, its payStatus
 * (0 unpaid, 1 paid, 2 no payment needed) and its payment's bcTradePay status (0 unpaid, 10 paid online,
 * 20 paid offline, 30 offline confirmed).
 */
export const feeMoveAnswer = z.object({
  id: idString,
  status: z.number().int(),
  statusName: z.string(),
  tradePayStatus: z.number().int(),
  tradePayStatusName: z.string(),
});
export type FeeMoveAnswer = z.infer<typeof feeMoveAnswer>;

/** A voucher of the fee (attachListByPushId). */
export const feeVoucherRow = z.object({ id: idString, link: z.string(), originalName: z.string() });

/** The financing invoice's line, remark and mail (the platform issues it, as for contract fees). */
export const FINANCING_GOODS_NAME = '*信息技术服务*仓单质押融资服务费';
export const financingInvoiceRemark = (code: string) => `融资申请编号：${code}`;
export const financingInvoiceMail = (i: { title: string; code: string; invoiceNo: string; amount: string }) => ({
  subject: `【仓单交易平台】电子发票 ${i.invoiceNo}`,
  text: [
    `${i.title}：`,
    '',
    `您在仓单交易平台申请的融资申请 ${i.code} 融资服务费电子发票已开具。`,
    `发票号码：${i.invoiceNo}`,
    `价税合计：¥${i.amount}`,
    '',
    '电子发票 PDF 见附件，请妥善保存。本邮件由系统自动发送，请勿回复。',
  ].join('\n'),
  filename: `电子发票-${i.invoiceNo}.pdf`,
});
