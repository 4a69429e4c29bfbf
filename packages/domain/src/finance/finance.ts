import { z } from 'zod';
import { dateTimeText, decimalText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField, idsField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText, multilineText } from '../shared/text';
import { LOAN_MONEY_LIMIT } from './formulas';

/** The messages of pledge financing (spec 2 §5, §8; spec 3 §5 Loan amount, §8). */
export const financeMessages = {
  selectWarehouse: '请选择仓库',
  selectBank: '请选择金融机构',
  selectGoods: '请选择融资货物',
  applyMoney: '请输入申请金额',
  applyMoneyFormat: '请填写大于0，小于1,0000,0000的数字，最多两位小数',
  selectBills: '请选择质押仓单',
  priceUnit: '请输入单价',
  priceFormat: '单价应为大于0的数字，最多7位整数、两位小数',
  pledgeRate: '请输入质押率',
  pledgeRateFormat: '质押率应为大于0且不超过100的数字，最多两位小数',
  auditStatus: '请选择审核状态',
  rejectReason: '审核驳回必须填写审核意见!',
  confirmPass: '确定审核通过该四方协议吗？',
  confirmReject: '确定驳回该四方协议吗？',
  confirmSubmit: '确定提交融资申请吗？提交后由平台和仓库审核四方协议。',
  confirmCancel: '确定撤销该融资申请吗？撤销后仓单解除占用。',
  loanMoney: '请输入放款金额',
  loanMoneyPositive: '请填写大于0的数字',
  loanMoneyRange: '请填写大于0，小于1000,0000的数字',
  confirmLoanSubmit: '放款金额一旦提交，将无法修改！确定提交吗？',
  autoSignOff: '请在企业认证信息中开启静默签章！',
  signFailedNotice: '存在签章失败的仓单，请重新发起批量签章或联系管理员',
  scanTimeout: '操作超时，请重新操作',
  cancelled: '取消操作了',
  scanned: '微信扫码认证成功，系统开始批量签章!',
  signing: '系统正在进行批量签章，页面将每隔5秒自动刷新，请稍后。',
  qrExpired: '二维码已失效',
  qrSigning: '签章中...',
  qrDone: '签章已完成',
  pushQueued: '操作成功,请稍后查看结果',
  saved: '融资申请已保存',
  submitted: '融资申请已提交',
} as const;

export const financeRefusals = defineRefusals('finance', {
  notFound: [404, '融资申请不存在或无权查看'],
  borrowerRequired: [400, '请选择借款人'],
  borrowerMissing: [400, '所选借款人不存在或不属于申请企业'],
  enterpriseOnly: [403, '只有企业用户可以申请融资'],
  notShipper: [403, '只有申请企业可以操作该融资申请'],
  notPlatform: [403, '只有平台运营方可以审核四方协议'],
  notWarehouse: [403, '只有仓单所在仓库可以审核四方协议'],
  notBankParty: [403, '只有融资银行可以执行该操作'],
  warehouseMissing: [400, '所选仓库不存在或未通过审核'],
  bankMissing: [400, '所选金融机构不存在或未通过审核'],
  goodsMissing: [400, '所选融资货物不存在或不属于该金融机构'],
  billNotYours: [403, '只能质押本企业持有的仓单'],
  billNotInEffect: [409, '只有已生效的仓单可以质押'],
  billWrongWarehouse: [400, '所选仓单须在所选仓库'],
  billHeld: [409, '所选仓单正在其他业务中，无法质押'],
  duplicateBill: [400, '仓单不能重复选择'],
  /** spec 2 §9; loan-bounds.ts asksAbovePledgeAmount: the pledge rate already is the bank's loan-to-value ratio */
  overPledgeAmount: [
    400,
    (applyMoney: string, pledgeAmount: string) =>
      `申请金额（${applyMoney} 元）不能超过预估质押金额（${pledgeAmount} 元），请调低申请金额或增加质押仓单`,
  ],
  notEditable: [409, '当前状态的融资申请不能修改'],
  statusChanged: [409, '融资申请状态已变化，请刷新后重试'],
  fourPdfMissing: [404, '四方协议尚未生成'],
  extractPdfMissing: [404, '质押通知书尚未生成'],
  sealNotReady: [409, (name: string) => `${name}尚未开通电子签章`],
  loanLocked: [409, '放款金额已提交，无法修改'],
  noLoanYet: [409, '银行尚未放款'],
  pushFailed: [503, (reason: string) => `推送银行失败：${reason}`],
  figuresHidden: [403, '仓库审核人员不能查看放款与还款信息'],
  noLoanAccess: [403, '只有平台运营方或融资银行可以修改放款金额'],
});

const money = (required: string, format: string, maxInt: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: required })
      .min(1, required)
      .regex(new RegExp(`^\\d{1,${maxInt}}(\\.\\d{1,2})?$`), format)
      .refine((v) => Number(v) > 0, format),
  );

/** One receipt of an application with the figures the pledge amount is estimated from. */
export const financeBillInput = z.object({
  billId: idField,
  priceUnit: money(financeMessages.priceUnit, financeMessages.priceFormat, 7),
  cltPlgRate: money(financeMessages.pledgeRate, financeMessages.pledgeRateFormat, 3).refine(
    (v) => Number(v) <= 100,
    financeMessages.pledgeRateFormat,
  ),
});
export type FinanceBillInput = z.infer<typeof financeBillInput>;

const requiredId = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : String(v)),
    z.string({ error: message }).regex(/^\d{1,19}$/, message),
  );

/** saveOrUpdateFinancingApplication / save / update / submit: the shipper's application (id when editing). */
export const financeApplyForm = z.object({
  id: z.preprocess((v) => (v === '' || v == null ? undefined : v), idField.optional()),
  /**
   * The warehouse enterprise's id here (as in the contract), while on WMS calls `warehouseUnitId` is the WMS
   * platform's key (wms.ts): the spec names both so (spec 2 §7, spec 3 §3), so both stay.
   */
  warehouseUnitId: requiredId(financeMessages.selectWarehouse),
  bankId: requiredId(financeMessages.selectBank),
  financingGoodsId: requiredId(financeMessages.selectGoods),
  /** the borrower (借款人): required when the shipper enterprise is a person (isPerson 1) */
  borrowerId: z.preprocess((v) => (v === '' || v == null ? undefined : v), idField.optional()),
  applyMoney: money(financeMessages.applyMoney, financeMessages.applyMoneyFormat, 9),
  remark: multilineText('备注').trim().max(500, '备注不能超过500个字符').optional(),
  billList: z
    .array(financeBillInput, { error: financeMessages.selectBills })
    .min(1, financeMessages.selectBills)
    .max(200, '一次最多质押200张仓单'),
});
export type FinanceApplyForm = z.infer<typeof financeApplyForm>;

export const financeIdBody = z.object({ id: idField });
export const financeIdsBody = z.object({ ids: idsField });

/**
 * What a move of an application answers (every move answers the object's new status): the application,
 * its status and its agreement's (fourStatus) after the move, with their names; a loan update adds the loan's.
 */
export const financeMoveAnswer = z.object({
  id: idString,
  status: z.number().int(),
  statusName: z.string(),
  fourStatus: z.number().int(),
  fourStatusName: z.string(),
  /** updateLoanMoney: the loan amount's status after it (0 editable, 1 fixed) */
  loanMoneyStatus: z.number().int().nullable().optional(),
});
export type FinanceMoveAnswer = z.infer<typeof financeMoveAnswer>;
export const financeApplyIdQuery = z.object({ applyId: idField });

/** auditApplication: 1 pass, 2 reject (with the reason); the platform at fourStatus 20, the warehouse at 10. */
export const financeAuditBody = z
  .object({
    id: idField,
    status: z.coerce
      .number({ error: financeMessages.auditStatus })
      .int()
      .pipe(z.union([z.literal(1), z.literal(2)])),
    descr: multilineText('审核意见').trim().max(50, '审核意见不能超过50个字符').optional(),
  })
  .superRefine((v, c) => {
    if (v.status === 2 && !v.descr)
      c.addIssue({ code: 'custom', path: ['descr'], message: financeMessages.rejectReason });
  });
export type FinanceAuditBody = z.infer<typeof financeAuditBody>;

/** ccb/finance/updateLoanMoney: 修改 saves 0, 提交 saves 1 (spec 3 §5 Loan amount). */
export const updateLoanMoneyBody = z.object({
  applyId: idField,
  loanMoney: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: financeMessages.loanMoney })
      .min(1, financeMessages.loanMoney)
      .regex(/^\d+(\.\d+)?$/, financeMessages.loanMoneyPositive)
      .regex(/^\d{1,7}(\.\d{1,2})?$/, financeMessages.loanMoneyRange)
      .refine((v) => Number(v) > 0 && Number(v) < LOAN_MONEY_LIMIT, financeMessages.loanMoneyRange),
  ),
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)])),
});

export const financePageQuery = pageQuery.extend({
  code: lineText('融资申请编号').trim().max(50).optional(),
  status: z.coerce.number().int().optional(),
  fourStatus: z.coerce.number().int().optional(),
  /** 1: only applications whose service-fee voucher waits for the platform's confirmation (tradePayStatus 20) */
  offlinePending: z.coerce.number().int().min(0).max(1).optional(),
});

/** getBillListByWarehouseUnitId: the caller's receipts in effect at the warehouse that no process holds. */
export const financeBillQuery = pageQuery.extend({
  warehouseUnitId: idField,
  code: lineText('仓单编号').trim().max(50).optional(),
  applyId: idField.optional(),
});

/** A receipt the shipper may pledge (getBillListByWarehouseUnitId). */
export const pledgeableBillRow = z.object({
  id: idString,
  code: z.string(),
  materialId: idString,
  materialName: z.string(),
  inputId: idString.nullable(),
  inputCode: z.string().nullable(),
  totalWeight: decimalText,
  weightUnit: z.string().nullable(),
  weightUnitName: z.string(),
  totalQuantity: decimalText,
  numberUnit: z.string().nullable(),
  numberUnitName: z.string(),
});

/** A warehouse where the shipper holds receipts in effect (getWarehouseComp). */
export const financeWarehouseOption = z.object({ id: idString, name: z.string(), billCount: z.number().int() });
export const financeBankOption = z.object({ id: idString, name: z.string() });
export const financeGoodsOption = z.object({ id: idString, name: z.string(), code: z.string(), bankId: idString });

/**
 * A receipt of an application (spec 2 §3 Receipt row). Price, rate and amount fields are absent from a warehouse
 * reviewer's answer (finance_warehouse: the server never sends them).
 */
export const financeBillRow = z.object({
  id: idString,
  billId: idString,
  billCode: z.string(),
  billStatus: z.number().int(),
  billStatusName: z.string(),
  inputId: idString.nullable(),
  inputCode: z.string().nullable(),
  materialName: z.string(),
  collateralAccResult: z.number().int().nullable(),
  collateralReason: z.string().nullable(),
  dgeCcbStatus: z.number().int(),
  dgeCcbStatusName: z.string(),
  priceUnit: decimalText.optional(),
  chargeUnit: z.string().nullable().optional(),
  ccyCd: z.string().optional(),
  cltPlgRate: decimalText.optional(),
  pledgeAmount: decimalText.optional(),
  totalWeight: decimalText,
  weightUnit: z.string().nullable(),
  weightUnitName: z.string(),
  totalQuantity: decimalText,
  numberUnit: z.string().nullable(),
  numberUnitName: z.string(),
  dimension: z.string().nullable(),
  signStatus: z.number().int().nullable(),
  signStatusName: z.string(),
  hasExtractPdf: z.boolean(),
});
export type FinanceBillRow = z.infer<typeof financeBillRow>;

/** What the caller may do with an application now (the pages show exactly these buttons). */
export const financeActions = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  cancel: z.boolean(),
  platformAudit: z.boolean(),
  warehouseAudit: z.boolean(),
  push: z.boolean(),
  ownerBatchSign: z.boolean(),
  warehouseBatchSign: z.boolean(),
  updateLoan: z.boolean(),
});
export type FinanceActions = z.infer<typeof financeActions>;

/** A row of ccb/finance/list and kc-finance/application/page. */
export const financeApplyRecord = z.object({
  id: idString,
  code: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  fourStatus: z.number().int(),
  fourStatusName: z.string(),
  shipperId: idString,
  shipperCompName: z.string(),
  warehouseId: idString,
  warehouseCompName: z.string(),
  bankId: idString,
  bankName: z.string(),
  financingGoodsId: idString,
  financingGoodsName: z.string(),
  financeAppId: z.string().nullable(),
  borrowerId: idString.nullable().optional(),
  borrowerName: z.string().nullable().optional(),
  billCount: z.number().int(),
  totalWeight: decimalText,
  /** the weight unit the receipts share ('吨'), '' when they differ or have none */
  weightUnitName: z.string(),
  signStatus: z.number().int().nullable(),
  applyMoney: decimalText.optional(),
  pledgeAmount: decimalText.optional(),
  loanMoney: decimalText.nullable().optional(),
  loanCurrency: z.string().nullable().optional(),
  createTime: dateTimeText,
  submitTime: dateTimeText,
  actions: financeActions,
});
export type FinanceApplyRecord = z.infer<typeof financeApplyRecord>;

/** ccb/finance/detail and kc-finance/application/detail. */
export const financeApplyDetail = financeApplyRecord.extend({
  remark: z.string().nullable(),
  fourDescr: z.string().nullable(),
  refuseReason: z.string().nullable(),
  fourPdf: z.boolean(),
  extractFile: z.boolean(),
  pushError: z.string().nullable(),
  interestInfo: z.string().nullable().optional(),
  loanDate: z.string().nullable().optional(),
  dateDue: z.string().nullable().optional(),
  loanMoneyStatus: z.number().int().nullable().optional(),
  repaidMoney: decimalText.nullable().optional(),
  /** the caller's sides on this application */
  sides: z.array(z.enum(['shipper', 'warehouse', 'platform', 'bank'])),
  /** the redacted view (finance_warehouse): no price, rate or loan figures anywhere in the answer */
  redacted: z.boolean(),
  shipper: z.object({
    name: z.string(),
    creditCode: z.string().nullable(),
    contactsName: z.string().nullable(),
    contactsPhone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  bank: z.object({ name: z.string(), creditCode: z.string().nullable(), address: z.string().nullable() }),
  warehouse: z.object({ name: z.string(), address: z.string().nullable() }),
  billList: z.array(financeBillRow),
});
export type FinanceApplyDetail = z.infer<typeof financeApplyDetail>;

/** The fields a finance_warehouse answer never carries (spec 2 §6; tests walk every answer for them). */
export const FINANCE_REDACTED_FIELDS = [
  'applyMoney',
  'pledgeAmount',
  'loanMoney',
  'loanCurrency',
  'interestInfo',
  'loanDate',
  'dateDue',
  'loanMoneyStatus',
  'repaidMoney',
  'priceUnit',
  'chargeUnit',
  'ccyCd',
  'cltPlgRate',
] as const;

/** A disbursement the bank made (disburseList) and a repayment it recorded (repaymentList). */
export const disbursementRow = z.object({
  id: idString,
  bankRef: z.string(),
  amount: decimalText,
  currency: z.string(),
  loanDate: z.string(),
  dueDate: z.string(),
  interestRate: decimalText,
  createTime: dateTimeText,
});
export const repaymentRow = z.object({
  id: idString,
  bankRef: z.string(),
  amount: decimalText,
  repayDate: z.string(),
  createTime: dateTimeText,
});

/** kc-finance/repayment/list: the repayments of the caller's applications (optionally one), newest first. */
export const repaymentListQuery = pageQuery.extend({ applicationId: idField.optional() });

/** A repayment with its application, for the list across applications. */
export const repaymentListRow = repaymentRow.extend({
  applicationId: idString,
  applyCode: z.string(),
  shipperCompName: z.string(),
  bankName: z.string(),
});

/**
 * kc-finance/application/confirmContract: the caller's side confirms the four-party agreement (queryContractPage's
 * contract) — body `applicationId` as the other contract calls, `id` accepted too.
 */
export const confirmContractBody = z
  .object({ applicationId: idField.optional(), id: idField.optional() })
  .refine((b) => b.applicationId != null || b.id != null, { message: '请选择融资申请', path: ['applicationId'] });

/** QR data of a single pledge seal (shipperExtractPledgeSign / warehouseExtractPLedgeSign; 5 minutes). */
export const pledgeSignQr = z.object({
  token: z.string(),
  qrCodeUrl: z.string(),
  scanUrl: z.string(),
  expireTime: z.number().int(),
  lifetimeMs: z.number().int(),
});
export const pledgeQrData = z.object({
  status: z.number().int(),
  qrCodeUrl: z.string().nullable(),
  expireTime: z.number().int(),
});

export const searchPledgeSignQuery = z.object({
  applyId: idField,
  type: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)])),
});
export const pledgeSignProgress = z.object({
  batchId: idString.nullable(),
  status: z.number().int(),
  totalNum: z.number().int(),
  finishNum: z.number().int(),
  failNum: z.number().int(),
});

/** getExtractPdf (a receipt's pledge notice) and getFourPdf (the four-party agreement): base64 PDFs. */
export const extractPdfQuery = z.object({ id: idField });
export const extractPdfAnswer = z.object({ extractPdfBase64: z.string(), fileName: z.string() });
export const fourPdfAnswer = z.object({ fourPdfBase64: z.string(), fileName: z.string() });

/** disburseList / repaymentList / getDisburseInfo / getRepaymentInfo / queryContractPage / …?applicationId */
/**
 * The application's id is `applicationId` on kc-finance/application and `applyId` on ccb/finance and the pledge
 * calls: both are the spec's own names (spec 2 §7), so each route keeps its family's.
 */
export const financeApplicationQuery = z.object({ applicationId: idField });

/** getDisburseInfo: the loan as the bank disbursed it (and as updateLoanMoney set it). */
export const loanSummary = z.object({
  applicationId: idString,
  financeAppId: z.string().nullable(),
  loanMoney: decimalText.nullable(),
  disbursedMoney: decimalText,
  loanCurrency: z.string().nullable(),
  loanDate: z.string().nullable(),
  dateDue: z.string().nullable(),
  interestInfo: z.string().nullable(),
  loanMoneyStatus: z.number().int().nullable(),
  disburseCount: z.number().int(),
});

/** getRepaymentInfo: what was repaid of the loan. */
export const repaymentSummary = z.object({
  applicationId: idString,
  loanMoney: decimalText.nullable(),
  repaidMoney: decimalText,
  outstanding: decimalText,
  repaymentCount: z.number().int(),
  finishTime: dateTimeText,
});

/** queryContractPage: the four-party agreement as one contract row (its seals so far). */
export const fourContractRow = z.object({
  id: idString,
  applicationId: idString,
  contractNo: z.string(),
  contractName: z.string(),
  fourStatus: z.number().int(),
  fourStatusName: z.string(),
  sealedBy: z.array(z.string()),
  sha256: z.string().nullable(),
  createTime: dateTimeText,
});

/** kc-finance/application/dic: the labels of the application's status fields. */
export const financeDicAnswer = z.object({
  status: z.array(z.object({ value: z.number().int(), label: z.string() })),
  fourStatus: z.array(z.object({ value: z.number().int(), label: z.string() })),
  dgeCcbStatus: z.array(z.object({ value: z.number().int(), label: z.string() })),
});

/** getIframeUrl: the page of the application (spec 2 §2 pledge-financing detail). */
export const financeIframeAnswer = z.object({ url: z.string() });

/** ccb/finance/pushAgreementFour: the application id (the form as the spec sends it; only the id is read). */
export const pushAgreementBody = z.object({ id: idField });

/** The borrowers the application form offers (the shipper's), and whether one is required (a person shipper). */
export const financeBorrowerOptions = z.object({
  required: z.boolean(),
  borrowers: z.array(z.object({ id: idString, name: z.string(), realNameStatus: z.number().int() })),
});
