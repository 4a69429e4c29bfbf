import Decimal from 'decimal.js';
import { z } from 'zod';
import { idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText } from '../shared/text';

/**
 * Invoices of the platform's service fee (spec 2 §3 invoiceStatus and Invoice form, §5 Invoice, §6, §7 Invoices).
 * A party applies after paying its own share; the platform issues through the e-invoice provider, whose PDF is
 * mailed to the notice address.
 */

/** invoiceStatus: -1 none, 0 abnormal, 12 issued, any other value in progress (spec 2 §3). */
export const InvoiceStatus = { none: -1, abnormal: 0, applied: 10, issuing: 11, issued: 12 } as const;
export const invoiceStatusLabels: Record<number, string> = {
  [-1]: '未开票',
  0: '开票异常',
  10: '已申请，待开票',
  11: '开票中',
  12: '已开票',
};
export const invoiceStatusName = (s: number | null | undefined) =>
  s == null ? invoiceStatusLabels[-1]! : (invoiceStatusLabels[s] ?? '开票中');

/** bussType of an invoice application: 1 contract service fee, 2 financing service fee (later). */
export const InvoiceBussType = { contract: 1, financing: 2 } as const;

/**
 * The platform's service fee is a 现代服务 (信息技术服务) line taxed at 6 %; the amount paid is tax-included, so the
 * net is amount ÷ 1.06 rounded half up to the cent and the tax is the rest (net + tax = amount exactly, and
 * tax ≈ net × 6 % within the provider's 0.06 tolerance).
 */
export const SERVICE_TAX_RATE = new Decimal('0.06');
export const splitTax = (taxIncluded: Decimal.Value) => {
  const gross = new Decimal(taxIncluded);
  const net = gross.div(SERVICE_TAX_RATE.plus(1)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { gross: gross.toFixed(2), net: net.toFixed(2), tax: gross.minus(net).toFixed(2) };
};
export const SERVICE_GOODS_NAME = '*信息技术服务*仓单交易平台服务费';

export const invoiceMessages = {
  selectCompany: '请选择开票公司',
  noticeEmail: '请输入接收邮箱',
  emailFormat: '请输入正确的邮箱地址',
  title: '请输入发票抬头',
  taxNo: '请输入纳税人识别号',
  taxNoFormat: '纳税人识别号为15到20位数字或大写字母',
  addInfo: '新增开票信息',
} as const;

export const invoiceRefusals = defineRefusals('invoice', {
  notParty: [403, '只有合同当事方可以申请开票'],
  notPaid: [409, '本方平台服务费支付完成后才能申请开票'],
  exists: [409, '本方已申请过发票，不能重复申请'],
  templateMissing: [400, invoiceMessages.selectCompany],
  notApplied: [409, '该发票不在待开票状态'],
  notIssued: [409, '发票尚未开具'],
  notPlatform: [403, '只有平台可以开具发票'],
  bussTypeUnsupported: [400, '暂不支持该业务类型的开票'],
  providerFailed: [503, '开票服务暂不可用，请稍后再试'],
  missing: [404, '发票不存在或无权查看'],
  templateInUse: [409, '该开票信息已被发票使用，不能删除'],
  templateNotFound: [404, '开票信息不存在或无权操作'],
  enterpriseOnly: [403, '只有企业用户可以维护和使用开票信息'],
  notNeeded: [409, '本方无需支付平台服务费，无需开票'],
  notAbnormal: [409, '只有开票异常的发票可以重新开票'],
  retryLimit: [409, '该发票今日重新开票次数已达上限，请明日再试'],
});

const email = z
  .string({ error: invoiceMessages.noticeEmail })
  .trim()
  .min(1, invoiceMessages.noticeEmail)
  .max(100, invoiceMessages.emailFormat)
  .email(invoiceMessages.emailFormat);

/** supplyInvoice (id, invoiceTemplateId, bussId, noticeEmail, bussType). */
export const supplyInvoiceBody = z.object({
  id: idField.optional(),
  invoiceTemplateId: lineText('开票公司', { error: invoiceMessages.selectCompany })
    .trim()
    .min(1, invoiceMessages.selectCompany),
  bussId: idField,
  bussType: z.coerce.number().int().default(InvoiceBussType.contract),
  noticeEmail: email,
});

/** An enterprise's invoice information (/trade/tradeInvoice): title, tax number, address, phone, bank, account. */
export const invoiceTemplateForm = z.object({
  id: idField.optional(),
  title: lineText('发票抬头', { error: invoiceMessages.title }).trim().min(1, invoiceMessages.title).max(100),
  taxNo: z
    .string({ error: invoiceMessages.taxNo })
    .trim()
    .min(1, invoiceMessages.taxNo)
    .regex(/^[0-9A-Z]{15,20}$/, invoiceMessages.taxNoFormat),
  address: lineText('地址').trim().max(100).default(''),
  phone: lineText('电话').trim().max(30).default(''),
  bankName: lineText('开户银行').trim().max(100).default(''),
  bankAccount: lineText('银行账号').trim().max(100).default(''),
  isDefault: z.coerce.number().int().min(0).max(1).default(0),
});
export const invoiceTemplateAnswer = z.object({
  id: idString,
  enterpriseId: idString,
  title: z.string(),
  taxNo: z.string(),
  address: z.string(),
  phone: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  isDefault: z.number(),
});

export const invoiceAnswer = z.object({
  id: idString,
  bussType: z.number(),
  bussId: idString,
  contractCode: z.string(),
  enterpriseId: idString,
  enterpriseName: z.string(),
  companyType: z.number(),
  title: z.string(),
  taxNo: z.string(),
  amount: z.string(),
  taxAmount: z.string(),
  noticeEmail: z.string(),
  status: z.number(),
  statusName: z.string(),
  invoiceNo: z.string().nullable(),
  failReason: z.string().nullable(),
  /** a signed link to the PDF once issued */
  pdfPath: z.string().nullable(),
  applyTime: z.string().nullable(),
  issueTime: z.string().nullable(),
});
export const invoicePageQuery = pageQuery.extend({
  contractCode: lineText('合同编号').trim().max(50).optional(),
  enterpriseName: lineText('企业名称').trim().max(100).optional(),
  status: z.coerce.number().int().optional(),
});

/** The invoice PDF's printed texts (the e-invoice sandbox draws the provider's 电子发票). */
export const invoicePdfText = {
  title: '电子发票（普通发票）',
  invoiceNo: '发票号码',
  invoiceDate: '开票日期',
  buyer: '购买方信息',
  seller: '销售方信息',
  name: '名称',
  taxNo: '统一社会信用代码/纳税人识别号',
  addressPhone: '地址、电话',
  bankAccount: '开户行及账号',
  columns: ['项目名称', '单位', '数量', '单价', '金额', '税率/征收率', '税额'],
  unit: '次',
  total: '合计',
  totalInWords: '价税合计（大写）',
  totalFigures: '（小写）',
  remarks: '备注',
  remarkContract: '合同编号',
  clerk: '开票人',
  footer: '本发票由仓单交易平台电子发票沙箱开具，仅供测试。',
} as const;

/** The e-invoice provider's statuses (PROVIDERS §6 queryInvoiceResult): 2 issued, 20/21 in progress, 22/24 failed. */
export const EinvoiceStatus = { issued: 2, issuing: 20, signing: 21, failed: 22, signFailed: 24 } as const;
export const einvoiceStatusLabels: Record<number, string> = {
  2: '开票完成',
  20: '开票中',
  21: '开票成功签章中',
  22: '开票失败',
  24: '开票成功签章失败',
};
/** What the e-invoice sandbox does with the next billing (or re-billing) it receives. */
export const EINVOICE_OUTCOMES = ['ok', 'fail22', 'fail24'] as const;
export type EinvoiceOutcome = (typeof EINVOICE_OUTCOMES)[number];

/** The sandbox console's view of the e-invoice sandbox and of the mail outbox. */
export const einvoiceSandboxRow = z.object({
  id: idString,
  serialNo: z.string(),
  orderNo: z.string(),
  buyerName: z.string(),
  buyerTaxNum: z.string(),
  amount: z.string(),
  status: z.number(),
  statusMsg: z.string(),
  failCause: z.string().nullable(),
  outcome: z.string(),
  invoiceNo: z.string().nullable(),
  invoiceTime: z.number().nullable(),
  retries: z.number(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export const einvoiceSandboxSettings = z.object({
  nextOutcome: z.enum(EINVOICE_OUTCOMES, { error: '请选择开票结果' }),
});
export const mailOutboxRow = z.object({
  id: idString,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(
    z.object({ index: z.number(), filename: z.string(), contentType: z.string(), size: z.number() }),
  ),
  transport: z.enum(['outbox', 'smtp']),
  messageId: z.string().nullable(),
  sentTime: z.string().nullable(),
});

/**
 * The contract's invoiceStatus from its parties' live invoices (spec 2 §3): -1 when none, 0 when any is
 * abnormal, 12 when every one applied for is issued, otherwise the lowest in-progress value (10 before 11).
 */
export const contractInvoiceStatus = (statuses: readonly number[]): number => {
  if (statuses.length === 0) return InvoiceStatus.none;
  if (statuses.includes(InvoiceStatus.abnormal)) return InvoiceStatus.abnormal;
  const open = statuses.filter((s) => s !== InvoiceStatus.issued);
  return open.length === 0 ? InvoiceStatus.issued : Math.min(...open);
};

/** The mail that carries the issued invoice to the applicant's notice address. */
export const invoiceMail = (i: { title: string; contractCode: string; invoiceNo: string; amount: string }) => ({
  subject: `【仓单交易平台】电子发票 ${i.invoiceNo}`,
  text: [
    `${i.title}：`,
    '',
    `您在仓单交易平台申请的合同 ${i.contractCode} 平台服务费电子发票已开具。`,
    `发票号码：${i.invoiceNo}`,
    `价税合计：¥${i.amount}`,
    '',
    '电子发票 PDF 见附件，请妥善保存。本邮件由系统自动发送，请勿回复。',
  ].join('\n'),
  filename: `电子发票-${i.invoiceNo}.pdf`,
});

/** The sandbox console's outbox: an attachment asked for that the message does not have. */
export const mailSandboxRefusals = defineRefusals('mailbox', {
  attachmentMissing: [404, '邮件或附件不存在'],
});
