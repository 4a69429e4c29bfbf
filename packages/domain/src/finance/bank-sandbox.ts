import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText, multilineText } from '../shared/text';
import { financeMessages } from './finance';
import { LOAN_MONEY_LIMIT } from './formulas';

/**
 * The bank sandbox console's 银行 tab (apps/server/src/providers/bank/README.md): a person plays the bank at each
 * step of pledge financing (spec 2 §7 Pledge and financing) — admit or refuse the collateral, register the pledge,
 * disburse, record repayments, send the release instruction — and watches the signed callbacks it sends. Nothing
 * here is part of the product's own financing rules (finance.ts, status.ts).
 */

/** The console's server routes (GET: applications, application, deliveries, mode; the rest POST). */
export const BANK_SANDBOX_API = '/api/kc-sandbox/bank';
export const bankSandboxPaths = {
  applications: `${BANK_SANDBOX_API}/applications`,
  application: `${BANK_SANDBOX_API}/application`,
  admit: `${BANK_SANDBOX_API}/admit`,
  refuse: `${BANK_SANDBOX_API}/refuse`,
  registerPledge: `${BANK_SANDBOX_API}/registerPledge`,
  disburse: `${BANK_SANDBOX_API}/disburse`,
  repay: `${BANK_SANDBOX_API}/repay`,
  releaseInstruction: `${BANK_SANDBOX_API}/releaseInstruction`,
  voidRelease: `${BANK_SANDBOX_API}/voidRelease`,
  deliveries: `${BANK_SANDBOX_API}/deliveries`,
  resend: `${BANK_SANDBOX_API}/resend`,
  release: `${BANK_SANDBOX_API}/release`,
  mode: `${BANK_SANDBOX_API}/mode`,
  customers: `${BANK_SANDBOX_API}/customers`,
  customerStep: `${BANK_SANDBOX_API}/customerStep`,
} as const;

/**
 * How the sandbox bank behaves (per tenant, until switched back): normal; pushFail (every call we make to the bank
 * fails as unavailable: the platform retries); reject (the four-party agreement is refused at once, 客户信息不完整);
 * hold (callbacks wait until released by hand); twice (every callback delivered twice).
 */
export const BANK_SANDBOX_MODES = ['normal', 'pushFail', 'reject', 'hold', 'twice'] as const;
export type BankSandboxMode = (typeof BANK_SANDBOX_MODES)[number];
export const bankSandboxModeLabels: Record<BankSandboxMode, string> = {
  normal: '正常（回调失败按规则重试）',
  pushFail: '银行系统繁忙（推送失败，平台重试）',
  reject: '拒绝受理四方协议（客户信息不完整）',
  hold: '暂扣回调，手动放行',
  twice: '每条回调发送两次',
};

/** Where an application stands at the sandbox bank. */
export const BANK_SANDBOX_APP_STATUSES = [
  'received',
  'admitted',
  'refused',
  'registered',
  'disbursed',
  'repaid',
  'released',
] as const;
export type BankSandboxAppStatus = (typeof BANK_SANDBOX_APP_STATUSES)[number];
export const bankSandboxAppStatusLabels: Record<BankSandboxAppStatus, string> = {
  received: '已受理，待准入',
  admitted: '已准入，待登记质押',
  refused: '已拒绝',
  registered: '已登记质押',
  disbursed: '已放款',
  repaid: '已还清，已发解押指令',
  released: '已解押',
};

/** The callbacks the bank sends (providers/bank/port.ts BankCallback). */
export const BANK_CALLBACK_TYPES = [
  'collateral.admission',
  'agreement.refused',
  'pledge.registered',
  'loan.disbursed',
  'loan.repaid',
  'release.instruction',
  'release.void',
  'customer.status',
] as const;
export type BankCallbackType = (typeof BANK_CALLBACK_TYPES)[number];
export const bankCallbackTypeLabels: Record<BankCallbackType, string> = {
  'collateral.admission': '抵质押物准入结果',
  'agreement.refused': '拒绝融资申请',
  'pledge.registered': '质押登记完成',
  'loan.disbursed': '放款',
  'loan.repaid': '还款',
  'release.instruction': '解押指令',
  'release.void': '撤销解押',
  'customer.status': '建客结果',
};

/**
 * A callback delivery: pending (due), held (hold mode), delivered (answered 200 SUCCESS), refused (answered 200
 * REFUSED: the platform received it and its business refused it — not sent again; the answer says why), failed
 * (retries spent).
 */
export const BANK_DELIVERY_STATUSES = ['pending', 'held', 'delivered', 'refused', 'failed'] as const;
export const bankDeliveryStatusLabels: Record<(typeof BANK_DELIVERY_STATUSES)[number], string> = {
  pending: '待发送',
  held: '已暂扣',
  delivered: '已送达',
  refused: '平台拒收',
  failed: '发送失败',
};

export const bankSandboxReleaseMessages = {
  bills: '请选择要解押的仓单',
  takeGoodType: '请选择解押方式',
  weight: '请输入解押重量',
  weightFormat: '解押重量应为大于0的数字，最多两位小数',
  trays: '请输入解押托盘数',
  trayFormat: '解押托盘数应为正整数',
} as const;

export const bankSandboxRefusals = defineRefusals('bank_sandbox', {
  applicationMissing: [404, '银行沙箱中没有该融资申请（四方协议尚未推送到银行）'],
  alreadyDecided: [409, '该申请已完成准入审查'],
  refused: [409, '该申请已被银行拒绝'],
  notRefusable: [409, '已登记质押的申请不能再拒绝'],
  notAdmitted: [409, '抵质押物尚未准入，不能登记质押'],
  alreadyRegistered: [409, '该申请已登记质押'],
  notRegistered: [409, '尚未登记质押，不能放款'],
  overApplied: [409, (left: string) => `放款总额不能超过申请金额，最多还可放款 ${left}`],
  notDisbursed: [409, '尚未放款，不能还款'],
  overRepaid: [409, (left: string) => `还款金额不能超过未还本金 ${left}`],
  settled: [409, '贷款已还清，不能再放款或还款'],
  notRepaid: [409, '贷款尚未还清，不能发出解押指令'],
  /** a release instruction naming receipts (whole or in part) needs the pledge registered */
  releaseNotRegistered: [409, '尚未登记质押，不能发出解押指令'],
  partialTooHeavy: [409, (code: string, weight: string) => `仓单 ${code} 部分解押重量须小于仓单重量 ${weight}`],
  released: [409, '该申请已解押'],
  unknownBill: [400, (billId: string) => `仓单 ${billId} 不在该申请的抵质押物中`],
  deliveryMissing: [404, '回调记录不存在'],
  notHeld: [409, '只能放行已暂扣的回调'],
  requestNotPending: [409, '该放款申请不存在或已处理'],
  /** 撤销解押: only an instruction the console sent, not yet fed back by the platform, not already void */
  releaseUnknown: [404, '该解押指令不存在'],
  releaseFed: [409, '平台已反馈该解押，不能撤销'],
  releaseVoided: [409, '该解押指令已撤销'],
  /** admission of an application with a borrower (the console's switch turns the rule off) */
  customerMissing: [409, '借款人未在本行建客或征信授权未签署'],
  chooseCustomerStep: [400, '请选择建客操作'],
  customerRemarkTooLong: [400, '原因不能超过200字'],
  customerRequestMissing: [404, '银行沙箱中没有该建客申请'],
  customerStepNotAllowed: [409, (from: string, to: string) => `建客申请（${from}）不能转为（${to}）`],
});

// ---------------------------------------------------------------------------------------------------------------
// Console requests
// ---------------------------------------------------------------------------------------------------------------
const dateField = (label: string) =>
  lineText(label, { error: `请选择${label}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 yyyy-MM-dd`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label}不是有效日期`);
const moneyOf = (messages: { required: string; format: string }) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: messages.required })
      .min(1, messages.required)
      .regex(/^\d{1,7}(\.\d{1,2})?$/, messages.format)
      .refine((v) => Number(v) > 0 && Number(v) < LOAN_MONEY_LIMIT, messages.format),
  );
const reasonField = (label: string) =>
  lineText(label, { error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(200, `${label}不能超过200个字符`);

export const bankSandboxApplyQuery = z.object({ applyId: idField });
export const bankSandboxApplyBody = z.object({ applyId: idField });
export const bankSandboxPageQuery = pageQuery;

/** 准入: each receipt 0 accepted or 1 failed with a reason; receipts not listed are accepted (default: all). */
export const bankSandboxAdmitBody = z.object({
  applyId: idField,
  results: z
    .array(
      z
        .object({
          billId: idField,
          collateralAccResult: z.union([z.literal(0), z.literal(1)], { error: '请选择准入结果' }),
          reason: reasonField('准入失败原因').optional(),
        })
        .superRefine((r, c) => {
          if (r.collateralAccResult === 1 && !r.reason)
            c.addIssue({ code: 'custom', path: ['reason'], message: '请填写准入失败原因' });
        }),
    )
    .max(500)
    .optional(),
});
export type BankSandboxAdmitBody = z.input<typeof bankSandboxAdmitBody>;

export const bankSandboxRefuseBody = z.object({ applyId: idField, reason: reasonField('拒绝原因') });

/** 放款: amount > 0, under 10,000,000, 2 decimals; currency a ccy_cd key (156 人民币); due date after the loan date. */
export const bankSandboxDisburseBody = z
  .object({
    applyId: idField,
    amount: moneyOf({ required: financeMessages.loanMoney, format: financeMessages.loanMoneyRange }),
    currency: lineText('币种')
      .trim()
      .regex(/^\d{3}$/, '请选择币种')
      .default('156'),
    loanDate: dateField('放款日期'),
    dueDate: dateField('到期日期'),
    interestRate: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
      z
        .string({ error: '请输入年利率' })
        .min(1, '请输入年利率')
        .regex(/^\d{1,2}(\.\d{1,4})?$/, '年利率（%）应为大于0且小于100的数字，最多四位小数')
        .refine((v) => Number(v) > 0, '年利率（%）应为大于0且小于100的数字，最多四位小数'),
    ),
    /** the shipper's drawdown request this disbursement answers (optional) */
    requestId: idField.optional(),
  })
  .superRefine((v, c) => {
    if (v.dueDate <= v.loanDate) c.addIssue({ code: 'custom', path: ['dueDate'], message: '到期日期须晚于放款日期' });
  });
export type BankSandboxDisburseBody = z.input<typeof bankSandboxDisburseBody>;

export const bankSandboxRepayBody = z.object({
  applyId: idField,
  amount: moneyOf({ required: '请输入还款金额', format: '还款金额应为大于0、小于1000,0000的数字，最多两位小数' }),
  repayDate: dateField('还款日期'),
});
export type BankSandboxRepayBody = z.input<typeof bankSandboxRepayBody>;

/**
 * 解押指令: without `bills`, the instruction of a repaid loan again (same number); with them, a new instruction — any
 * time after the pledge is registered, before the loan is repaid in full too — naming each receipt whole ('01') or in
 * part ('02': the weight and the number of trays to release, both required).
 */
export const bankSandboxReleaseBody = z.object({
  applyId: idField,
  bills: z
    .array(
      z
        .object({
          billId: idField,
          takeGoodType: z.enum(['01', '02'], { error: bankSandboxReleaseMessages.takeGoodType }),
          weight: z
            .preprocess(
              (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
              z
                .string()
                .regex(/^\d{1,12}(\.\d{1,2})?$/, bankSandboxReleaseMessages.weightFormat)
                .refine((v) => Number(v) > 0, bankSandboxReleaseMessages.weightFormat),
            )
            .optional(),
          number: z
            .number({ error: bankSandboxReleaseMessages.trayFormat })
            .int(bankSandboxReleaseMessages.trayFormat)
            .min(1, bankSandboxReleaseMessages.trayFormat)
            .max(100000, bankSandboxReleaseMessages.trayFormat)
            .optional(),
        })
        .superRefine((b, c) => {
          if (b.takeGoodType !== '02') return;
          if (!b.weight) c.addIssue({ code: 'custom', path: ['weight'], message: bankSandboxReleaseMessages.weight });
          if (!b.number) c.addIssue({ code: 'custom', path: ['number'], message: bankSandboxReleaseMessages.trays });
        }),
    )
    .min(1, bankSandboxReleaseMessages.bills)
    .max(500)
    .optional(),
});
export type BankSandboxReleaseBody = z.input<typeof bankSandboxReleaseBody>;

/** 撤销解押: the bank calls off a release instruction it sent (the platform voids the release: 5/10/11/20/21 → 0). */
export const bankSandboxVoidReleaseBody = z.object({
  applyId: idField,
  instructionNo: lineText('解押指令编号', { error: '请选择解押指令' }).trim().min(1, '请选择解押指令').max(40),
  reason: lineText('撤销原因').trim().max(200, '撤销原因不能超过200个字符').optional(),
});
export type BankSandboxVoidReleaseBody = z.input<typeof bankSandboxVoidReleaseBody>;

export const bankSandboxDeliveryBody = z.object({ id: idField });
export const bankSandboxModeBody = z.object({
  mode: z.enum(BANK_SANDBOX_MODES, { error: '请选择银行沙箱模式' }),
  /** 准入校验借款人建客与征信授权 (on by default) */
  admissionNeedsCustomer: z.boolean().optional(),
  timeScale: z
    .number({ error: '时间倍率必须是数字' })
    .min(0, '时间倍率不能小于0')
    .max(10, '时间倍率不能超过10')
    .optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Console answers
// ---------------------------------------------------------------------------------------------------------------
export const bankSandboxCollateralRow = z.object({
  billId: z.string(),
  billCode: z.string(),
  materialName: z.string(),
  totalWeight: z.string(),
  weightUnit: z.string(),
  pledgeAmount: z.string(),
  /** the admission result sent (null before admission) */
  collateralAccResult: z.number().nullable(),
  reason: z.string().nullable(),
});
export type BankSandboxCollateralRow = z.infer<typeof bankSandboxCollateralRow>;

export const bankSandboxApplicationRow = z.object({
  applyId: z.string(),
  applyCode: z.string(),
  /** the bank's number for the application (CCB + date + random) */
  financeAppId: z.string(),
  bankName: z.string(),
  shipperName: z.string(),
  warehouseName: z.string(),
  goodsName: z.string(),
  applyMoney: z.string(),
  collateral: z.array(bankSandboxCollateralRow),
  status: z.enum(BANK_SANDBOX_APP_STATUSES),
  statusName: z.string(),
  refuseReason: z.string().nullable(),
  registrationNo: z.string().nullable(),
  /** Σ disbursed and Σ repaid, 2 decimals */
  disbursed: z.string(),
  repaid: z.string(),
  /** the pledge notices pushed by the platform (pushPledge) */
  pledgePushed: z.boolean(),
  /** the platform's release feedback received */
  releaseFed: z.boolean(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type BankSandboxApplicationRow = z.infer<typeof bankSandboxApplicationRow>;
export const bankSandboxApplicationList = z.array(bankSandboxApplicationRow);

export const bankSandboxLoanRow = z.object({
  disburseNo: z.string(),
  amount: z.string(),
  currency: z.string(),
  loanDate: z.string(),
  dueDate: z.string(),
  interestRate: z.string(),
  createTime: z.string().nullable(),
});
export const bankSandboxRepaymentRow = z.object({
  repayNo: z.string(),
  amount: z.string(),
  repayDate: z.string(),
  createTime: z.string().nullable(),
});
/** The shipper's drawdown requests (requested / disbursed / cancelled) and repayment notices, as received. */
export const bankSandboxDrawdownRow = z.object({
  requestId: z.string(),
  amount: z.string(),
  remark: z.string().nullable(),
  status: z.enum(['requested', 'disbursed', 'cancelled']),
  disburseNo: z.string().nullable(),
  requestTime: z.string().nullable(),
});
export const bankSandboxDrawdownStatusLabels = {
  requested: '待放款',
  disbursed: '已放款',
  cancelled: '已撤销',
} as const;
export const bankSandboxRepaymentNoticeRow = z.object({
  amount: z.string(),
  repayDate: z.string(),
  noticeTime: z.string().nullable(),
});
/** A release instruction the bank sent (the partial ones, and the full one on repayment). */
export const bankSandboxReleaseRow = z.object({
  instructionNo: z.string(),
  thCode: z.string(),
  takeGoodCode: z.string(),
  takeGoodTime: z.string(),
  bills: z.array(
    z.object({
      billId: z.string(),
      takeGoodType: z.string(),
      weight: z.string().optional(),
      number: z.number().optional(),
    }),
  ),
  sentAt: z.string(),
  fedAt: z.string().nullable(),
  /** when the bank called it off (撤销解押) */
  voidedAt: z.string().nullable().optional(),
});
export const bankSandboxApplicationDetail = bankSandboxApplicationRow.extend({
  releases: z.array(bankSandboxReleaseRow),
  agreementSha256: z.string(),
  loans: z.array(bankSandboxLoanRow),
  repayments: z.array(bankSandboxRepaymentRow),
  drawdownRequests: z.array(bankSandboxDrawdownRow),
  repaymentNotices: z.array(bankSandboxRepaymentNoticeRow),
});
export type BankSandboxApplicationDetail = z.infer<typeof bankSandboxApplicationDetail>;

export const bankSandboxDeliveryRow = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.enum(BANK_CALLBACK_TYPES),
  typeName: z.string(),
  applyId: z.string(),
  financeAppId: z.string().nullable(),
  status: z.enum(BANK_DELIVERY_STATUSES),
  statusName: z.string(),
  attempt: z.number(),
  lastStatus: z.number().nullable(),
  lastAnswer: z.string().nullable(),
  nextRetryTime: z.string().nullable(),
  deliveredTime: z.string().nullable(),
  duplicate: z.boolean(),
  createTime: z.string().nullable(),
});
export type BankSandboxDeliveryRow = z.infer<typeof bankSandboxDeliveryRow>;
export const bankSandboxDeliveryPage = pageOf(bankSandboxDeliveryRow);

export const bankSandboxSettings = z.object({
  mode: z.enum(BANK_SANDBOX_MODES),
  modeName: z.string(),
  timeScale: z.number(),
  admissionNeedsCustomer: z.boolean(),
});
export type BankSandboxSettings = z.infer<typeof bankSandboxSettings>;

/** What a console step answers: the application as it now stands and the callback(s) queued for it. */
export const bankSandboxStepAnswer = z.object({
  application: bankSandboxApplicationRow,
  deliveries: z.array(bankSandboxDeliveryRow),
});
export type BankSandboxStepAnswer = z.infer<typeof bankSandboxStepAnswer>;

// ---------------------------------------------------------------------------------------------------------------
// Customer establishment (建客) at the sandbox bank
// ---------------------------------------------------------------------------------------------------------------

/** The console's moves of a customer request: 2 pending, 3 in progress, 4 created, 5 must re-create, fail. */
export const BANK_CUSTOMER_STEPS = ['pending', 'inProgress', 'created', 'redo', 'fail'] as const;
export type BankCustomerStep = (typeof BANK_CUSTOMER_STEPS)[number];
export const bankCustomerStepLabels: Record<BankCustomerStep, string> = {
  pending: '受理（待建客）',
  inProgress: '建客中',
  created: '建客成功',
  redo: '需重新建客',
  fail: '建客失败',
};
export const bankSandboxCustomerStepBody = z.object({
  customerId: z.string().regex(/^\d{1,19}$/, 'id 格式错误'),
  step: z.enum(BANK_CUSTOMER_STEPS, { error: '请选择建客操作' }),
  remark: multilineText('原因').max(200, '原因不能超过200字').optional(),
});
export const bankSandboxCustomerRow = z.object({
  customerId: z.string(),
  borrowerId: z.string(),
  borrowerName: z.string(),
  coborrowerName: z.string().nullable(),
  bankName: z.string(),
  branchName: z.string().nullable(),
  status: z.number(),
  statusName: z.string(),
  resultStatus: z.number().nullable(),
  remark: z.string().nullable(),
  pushCount: z.number(),
  updateTime: z.string().nullable(),
  steps: z.array(z.enum(BANK_CUSTOMER_STEPS)),
});
export type BankSandboxCustomerRow = z.infer<typeof bankSandboxCustomerRow>;
