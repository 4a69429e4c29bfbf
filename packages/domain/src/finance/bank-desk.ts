import Decimal from 'decimal.js';
import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText } from '../shared/text';
import { LOAN_MONEY_LIMIT } from './formulas';

/**
 * The bank's desk (spec 2 §7 Pledge and financing, done by the bank's own user; apps/server finance README "The bank's desk"): a bank without an API
 * integration (kc_bank_desk_setting mode 'desk') works its applications from the platform — admit or refuse each
 * receipt, refuse the application, register the pledge, record disbursements and repayments, instruct a release.
 * Each action becomes the bank event the API would have sent and goes through the same inbox.
 */
const BASE = '/api/kc-flrk/bankDesk';
export const bankDeskPaths = {
  page: `${BASE}/page`,
  detail: `${BASE}/detail`,
  customers: `${BASE}/customers`,
  customerAccept: `${BASE}/customerAccept`,
  customerCreate: `${BASE}/customerCreate`,
  customerRefuse: `${BASE}/customerRefuse`,
  admit: `${BASE}/admit`,
  refuse: `${BASE}/refuse`,
  registerPledge: `${BASE}/registerPledge`,
  disburse: `${BASE}/disburse`,
  repay: `${BASE}/repay`,
  release: `${BASE}/release`,
} as const;

/** The web's screens. */
export const bankDeskScreens = { list: '/bank/desk', detail: '/bank/desk/detail' } as const;

export const bankDeskMessages = {
  registrationNo: '请填写质押登记编号',
  refuseReason: '请填写拒绝原因',
  admitReason: '请填写准入失败原因',
  results: '请逐张仓单填写准入结果',
  disburseNo: '请填写放款编号',
  repayNo: '请填写还款编号',
  instructionNo: '请填写解押指令编号',
  amount: '请输入金额',
  amountFormat: '金额应为大于0、小于1000,0000的数字，最多两位小数',
  interestRate: '请输入年利率',
  interestRateFormat: '年利率（%）应为大于0且小于100的数字，最多四位小数',
  bills: '请选择解押仓单',
  applied: '已办理',
  pending: (reason: string) => `已记录，条件满足后自动生效（${reason}）`,
} as const;

export const bankDeskRefusals = defineRefusals('bankDesk', {
  notFound: [404, '融资申请不存在或无权查看'],
  customerNotFound: [404, '建客记录不存在或无权查看'],
  notBank: [403, '仅金融机构用户可以使用银行工作台'],
  apiBank: [409, '该银行已对接接口，请在银行系统中办理'],
  notNow: [409, (what: string) => `当前状态不能${what}`],
  refused: [409, (reason: string) => `办理失败：${reason}`],
});

const trimmed = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v);
const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const money = z.preprocess(
  trimmed,
  z
    .string({ error: bankDeskMessages.amount })
    .min(1, bankDeskMessages.amount)
    .regex(MONEY, bankDeskMessages.amountFormat)
    .refine((v) => Number(v) > 0 && new Decimal(v).lt(LOAN_MONEY_LIMIT), bankDeskMessages.amountFormat)
    .transform((v) => new Decimal(v).toFixed(2)),
);
/** The message of a malformed bank number. */
export const numberFormat = (label: string) => `${label}只能包含字母、数字、汉字和 - _ /`;
const numberText = (label: string, required: string) =>
  lineText(label, { error: required })
    .trim()
    .min(1, required)
    .max(40, `${label}不能超过40个字符`)
    .regex(/^[A-Za-z0-9\-_/（）()\u4e00-\u9fa5]+$/, numberFormat(label));
const dateField = (label: string) =>
  lineText(label, { error: `请选择${label}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 yyyy-MM-dd`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label}不是有效日期`);
const reason = (label: string, required: string) =>
  lineText(label, { error: required }).trim().min(1, required).max(200, `${label}不能超过200个字符`);

export const bankDeskPageQuery = pageQuery.extend({
  code: lineText('申请编号').trim().max(40).optional(),
  /** only what waits for the bank */
  waiting: z.enum(['1', '0']).optional(),
});
export const bankDeskDetailQuery = z.object({ id: idField });

/** 准入: one result per receipt waiting for admission; a failed one needs its reason. */
export const bankDeskAdmitBody = z.object({
  applicationId: idField,
  results: z
    .array(
      z
        .object({
          billId: idField,
          collateralAccResult: z.union([z.literal(0), z.literal(1)], { error: '请选择准入结果' }),
          reason: lineText('准入失败原因').trim().max(200, '准入失败原因不能超过200个字符').optional(),
        })
        .superRefine((r, c) => {
          if (r.collateralAccResult === 1 && !r.reason)
            c.addIssue({ code: 'custom', path: ['reason'], message: bankDeskMessages.admitReason });
        }),
    )
    .min(1, bankDeskMessages.results)
    .max(200),
});
export type BankDeskAdmitBody = z.input<typeof bankDeskAdmitBody>;

export const bankDeskRefuseBody = z.object({
  applicationId: idField,
  reason: reason('拒绝原因', bankDeskMessages.refuseReason),
});
export type BankDeskRefuseBody = z.input<typeof bankDeskRefuseBody>;

export const bankDeskPledgeBody = z.object({
  applicationId: idField,
  registrationNo: numberText('质押登记编号', bankDeskMessages.registrationNo),
});
export type BankDeskPledgeBody = z.input<typeof bankDeskPledgeBody>;

export const bankDeskDisburseBody = z
  .object({
    applicationId: idField,
    disburseNo: numberText('放款编号', bankDeskMessages.disburseNo),
    amount: money,
    currency: lineText('币种')
      .trim()
      .regex(/^\d{3}$/, '请选择币种')
      .default('156'),
    loanDate: dateField('放款日期'),
    dueDate: dateField('到期日期'),
    interestRate: z.preprocess(
      trimmed,
      z
        .string({ error: bankDeskMessages.interestRate })
        .min(1, bankDeskMessages.interestRate)
        .regex(/^\d{1,3}(\.\d{1,4})?$/, bankDeskMessages.interestRateFormat)
        .refine((v) => Number(v) > 0 && Number(v) < 100, bankDeskMessages.interestRateFormat),
    ),
    /** the shipper's drawdown request this disbursement answers */
    requestId: idField.optional(),
  })
  .refine((b) => b.dueDate > b.loanDate, { path: ['dueDate'], message: '到期日期须晚于放款日期' });
export type BankDeskDisburseBody = z.input<typeof bankDeskDisburseBody>;

export const bankDeskRepayBody = z.object({
  applicationId: idField,
  repayNo: numberText('还款编号', bankDeskMessages.repayNo),
  amount: money,
  repayDate: dateField('还款日期'),
});
export type BankDeskRepayBody = z.input<typeof bankDeskRepayBody>;

/** 解押指令: the receipts released whole (the desk's instruction; a partial weight is the API's). */
export const bankDeskReleaseBody = z.object({
  applicationId: idField,
  instructionNo: numberText('解押指令编号', bankDeskMessages.instructionNo),
  billIds: z.array(idField).min(1, bankDeskMessages.bills).max(200),
  thCode: lineText('提货单号').trim().max(40, '提货单号不能超过40个字符').optional(),
});
export type BankDeskReleaseBody = z.input<typeof bankDeskReleaseBody>;

/** What waits for the bank (the desk's column 待办). */
export const BANK_DESK_WAITING = ['admit', 'pledge', 'disburse', 'release', ''] as const;
export type BankDeskWaiting = (typeof BANK_DESK_WAITING)[number];
export const bankDeskWaitingLabels: Record<BankDeskWaiting, string> = {
  admit: '待准入',
  pledge: '待登记质押',
  disburse: '待放款',
  release: '待解押',
  '': '',
};

export const bankDeskRow = z.object({
  id: z.string(),
  code: z.string(),
  shipperName: z.string(),
  warehouseName: z.string(),
  goodsName: z.string(),
  applyMoney: z.string(),
  loanMoney: z.string().nullable(),
  repaidMoney: z.string(),
  status: z.number(),
  statusName: z.string(),
  registrationNo: z.string().nullable(),
  waiting: z.enum(BANK_DESK_WAITING),
  waitingName: z.string(),
  submitTime: z.string().nullable(),
});
export type BankDeskRow = z.infer<typeof bankDeskRow>;
export const bankDeskPage = pageOf(bankDeskRow);

export const bankDeskBill = z.object({
  billId: z.string(),
  billCode: z.string(),
  totalWeight: z.string().nullable(),
  pledgeAmount: z.string().nullable(),
  dgeCcbStatus: z.number(),
  dgeCcbStatusName: z.string(),
  collateralAccResult: z.number().nullable(),
  collateralReason: z.string().nullable(),
});
export const bankDeskMoneyRow = z.object({
  bankRef: z.string(),
  amount: z.string(),
  date: z.string().nullable(),
  dueDate: z.string().nullable(),
});
export const bankDeskRequestRow = z.object({ id: z.string(), amount: z.string(), remark: z.string().nullable() });
export const bankDeskEvent = z.object({
  type: z.string(),
  status: z.number(),
  reason: z.string().nullable(),
  receivedAt: z.string(),
});

export const bankDeskDetail = bankDeskRow.extend({
  refuseReason: z.string().nullable(),
  bills: z.array(bankDeskBill),
  loans: z.array(bankDeskMoneyRow),
  repayments: z.array(bankDeskMoneyRow),
  /** the shipper's drawdown requests waiting for the bank */
  requests: z.array(bankDeskRequestRow),
  /** the desk's actions recorded through the inbox, newest first */
  events: z.array(bankDeskEvent),
  actions: z.object({
    admit: z.boolean(),
    refuse: z.boolean(),
    registerPledge: z.boolean(),
    disburse: z.boolean(),
    repay: z.boolean(),
    release: z.boolean(),
  }),
  /** Σ disbursed may not pass this (min(applyMoney, the admitted receipts' pledge amount)) */
  loanLimit: z.string(),
  outstanding: z.string(),
});
export type BankDeskDetail = z.infer<typeof bankDeskDetail>;

/** An action's answer: applied now (or a repeat of an applied one), or stored and waiting (early). */
export const bankDeskAnswer = z.object({
  outcome: z.enum(['applied', 'duplicate', 'pending']),
  message: z.string(),
  detail: bankDeskDetail,
});
export type BankDeskAnswer = z.infer<typeof bankDeskAnswer>;

/**
 * 客户建档: a customer-creation record (建客, modules/bank-customer) sent to this bank; the borrower's ID number and
 * phone masked. `actions` what the desk offers now: 受理 (→ 3 建客中), 建客成功 (→ 4), 拒绝 (a failure with the reason,
 * or 需重新建客 → 5).
 */
export const bankDeskCustomer = z.object({
  id: z.string(),
  borrowerName: z.string(),
  identityNumber: z.string(),
  phone: z.string(),
  coborrowerName: z.string().nullable(),
  shipperName: z.string(),
  branchName: z.string().nullable(),
  status: z.number(),
  statusName: z.string(),
  resultStatus: z.number().nullable(),
  resultStatusName: z.string().nullable(),
  remarks: z.string().nullable(),
  buildTime: z.string().nullable(),
  createTime: z.string().nullable(),
  actions: z.object({ accept: z.boolean(), create: z.boolean(), refuse: z.boolean(), redo: z.boolean() }),
});
export type BankDeskCustomer = z.infer<typeof bankDeskCustomer>;
export const bankDeskCustomerPage = pageOf(bankDeskCustomer);
export const bankDeskCustomerQuery = pageQuery.extend({
  /** only what waits for the bank (not created, not failed) */
  waiting: z.enum(['1', '0']).optional(),
});
export const bankDeskCustomerBody = z.object({ id: idField });
export type BankDeskCustomerBody = z.input<typeof bankDeskCustomerBody>;
export const bankDeskCustomerRefuseBody = z.object({
  id: idField,
  reason: reason('拒绝原因', bankDeskMessages.refuseReason),
  /** 需重新建客 (status 5) instead of a failure */
  redo: z.boolean().optional(),
});
export type BankDeskCustomerRefuseBody = z.input<typeof bankDeskCustomerRefuseBody>;
export const bankDeskCustomerAnswer = z.object({
  outcome: z.enum(['applied', 'duplicate', 'pending']),
  message: z.string(),
  customer: bankDeskCustomer,
});
export type BankDeskCustomerAnswer = z.infer<typeof bankDeskCustomerAnswer>;
