import Decimal from 'decimal.js';
import { z } from 'zod';
import { dateTimeText, decimalText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { lineText, multilineText } from '../shared/text';
import { LOAN_MONEY_LIMIT } from './formulas';

/**
 * The shipper's drawdown requests and repayment notices (spec 2 §7 Pledge and financing: kc-finance/application
 * disburseSubmit, submitDisburse, cancelDisburse, getDisburseDetail, submitRepayment, getOrganTree). A request asks
 * the bank to disburse; the bank's `loan.disbursed` callback (naming the request) is what lends. A repayment notice
 * only tells the bank; its `loan.repaid` callback is what counts.
 */

/** kc_finance_disburse_request.status */
export const DisburseRequestStatus = { requested: 0, disbursed: 1, cancelled: 2, refused: 3 } as const;
export const disburseRequestStatusLabels: Record<number, string> = {
  0: '待放款',
  1: '已放款',
  2: '已撤销',
  3: '银行拒绝',
};

export const financeDisburseMessages = {
  amount: '请输入申请放款金额',
  amountFormat: '请填写大于0，小于1000,0000的数字，最多两位小数',
  repayAmount: '请输入还款金额',
  repayAmountFormat: '还款金额应为大于0、小于1000,0000的数字，最多两位小数',
  repayDate: '请选择还款日期',
  confirmCancel: '确定撤销该放款申请吗？',
} as const;

export const financeDisburseRefusals = defineRefusals('financeDisburse', {
  notPledged: [409, '融资申请尚未完成质押，不能申请放款'],
  overApplied: [409, (left: string) => `放款申请总额不能超过申请金额，最多还可申请 ${left}`],
  notFound: [404, '放款记录不存在或无权查看'],
  notCancellable: [409, '只能撤销待放款的申请'],
  bankUnavailable: [503, (reason: string) => `银行暂时无法受理，请稍后重试（${reason}）`],
  bankRefused: [409, (reason: string) => `银行拒绝受理：${reason}`],
  noLoan: [409, '银行尚未放款，不能发送还款通知'],
  overOutstanding: [409, (left: string) => `还款金额不能超过未还金额 ${left}`],
});

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const money = (required: string, format: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: required })
      .min(1, required)
      .regex(MONEY, format)
      .refine((v) => MONEY.test(v) && Number(v) > 0 && Number(v) < LOAN_MONEY_LIMIT, format)
      .transform((v) => new Decimal(v).toFixed(2)),
  );

/** disburseSubmit / submitDisburse: amount > 0, below 10,000,000, 2 decimals. */
export const disburseSubmitBody = z.object({
  applicationId: idField,
  amount: money(financeDisburseMessages.amount, financeDisburseMessages.amountFormat),
  remark: multilineText('备注').trim().max(200, '备注不能超过200个字符').optional(),
});
export type DisburseSubmitBody = z.input<typeof disburseSubmitBody>;

export const cancelDisburseBody = z.object({ id: idField });

/** submitRepayment: the shipper's notice to the bank. */
export const repaymentNoticeBody = z.object({
  applicationId: idField,
  amount: money(financeDisburseMessages.repayAmount, financeDisburseMessages.repayAmountFormat),
  repayDate: lineText('还款日期', { error: financeDisburseMessages.repayDate })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '还款日期格式应为 yyyy-MM-dd')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), '还款日期不是有效日期'),
});
export type RepaymentNoticeBody = z.input<typeof repaymentNoticeBody>;

/** A drawdown request as listed (disburseRequestList) and as getDisburseDetail answers it. */
export const disburseRequestRow = z.object({
  id: idString,
  applyId: idString,
  amount: decimalText,
  remark: z.string().nullable(),
  status: z.number(),
  statusName: z.string(),
  /** the bank's disbursement number once made */
  bankRef: z.string().nullable(),
  createTime: dateTimeText,
  updateTime: dateTimeText,
});
export type DisburseRequestRow = z.infer<typeof disburseRequestRow>;

/** getDisburseDetail?id: a disbursement (kind loan) or a drawdown request (kind request). */
export const disburseDetail = z.object({
  kind: z.enum(['loan', 'request']),
  id: idString,
  applyId: idString,
  amount: decimalText,
  status: z.number().nullable(),
  statusName: z.string(),
  bankRef: z.string().nullable(),
  currency: z.string().nullable(),
  loanDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  interestRate: decimalText.nullable(),
  remark: z.string().nullable(),
  createTime: dateTimeText,
});
export type DisburseDetail = z.infer<typeof disburseDetail>;

/** getOrganTree: the tenant's approved banks, one level. */
export const organTreeNode = z.object({
  id: idString,
  title: z.string(),
  key: idString,
  children: z.array(z.object({ id: idString, title: z.string(), key: idString })),
});
export type OrganTreeNode = z.infer<typeof organTreeNode>;

/** What may still be requested: applyMoney − (disbursed + pending requests), never below 0. */
export const drawdownLeft = (applyMoney: string, disbursed: string, pending: string) =>
  Decimal.max(new Decimal(applyMoney).minus(disbursed).minus(pending), 0).toFixed(2);
