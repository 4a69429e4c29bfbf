import Decimal from 'decimal.js';
import { z } from 'zod';
import { idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText } from '../shared/text';

/**
 * Platform service fees of a contract and their payment (spec 2 §3, §4 "Service fee payment per party", §6, §7
 * "Fee payment", §8, §9; spec 3 §4 "Service-fee payment"). Every amount is the contract's stored share (computed by
 * `contractFees` in contract/fees.ts); a payment counts only when the provider's verified notification, or the
 * platform's confirmation of an offline voucher, says so.
 */

/** companyType of confirmService and of a pay order: which party's share (0 supplier, 1 buyer). */
export const FeeParty = { shipper: 0, buyer: 1 } as const;
export type FeePartyValue = (typeof FeeParty)[keyof typeof FeeParty];
export const feePartyLabels: Record<number, string> = { 0: '供方', 1: '需方' };

/** spec 3 §4 Pay way: 10 WeChat, 11 Alipay, 12 offline. WeChat payment type is 10 (spec 2 §9). */
export const PayWay = { wechat: 10, alipay: 11, offline: 12 } as const;
export type PayWayValue = (typeof PayWay)[keyof typeof PayWay];
export const payWayLabels: Record<number, string> = { 10: '微信支付', 11: '支付宝', 12: '线下支付' };
/** The provider each online pay way talks to (the notification path is /api/kc-pay/notify/<provider>). */
export const PayProvider = { wechat: 'wechat', alipay: 'alipay' } as const;
export type PayProviderName = (typeof PayProvider)[keyof typeof PayProvider];
export const providerOfPayWay = (payWay: number): PayProviderName | undefined =>
  payWay === PayWay.wechat ? 'wechat' : payWay === PayWay.alipay ? 'alipay' : undefined;

/** spec 3 §4 Trade payment: 0 unpaid, 10 paid online, 20 paid offline (voucher uploaded), 30 offline confirmed. */
export const TradePayStatus = { unpaid: 0, paidOnline: 10, paidOffline: 20, offlineConfirmed: 30 } as const;
export const tradePayStatusLabels: Record<number, string> = {
  0: '未支付',
  10: '已线上支付',
  20: '已线下支付，待确认',
  30: '线下支付已确认',
};

/** A provider order (one QR code): open until the provider says paid, or closed (expired, replaced, reconciled). */
export const PayOrderStatus = { open: 0, paid: 1, closed: 2 } as const;
export const payOrderStatusLabels: Record<number, string> = { 0: '待支付', 1: '已支付', 2: '已关闭' };

/** goodsMoneyStatus: 0 not confirmed, 1 the supplier confirmed receipt of the goods money (spec 2 §3). */
export const GoodsMoneyStatus = { unconfirmed: 0, confirmed: 1 } as const;
export const goodsMoneyStatusLabels: Record<number, string> = { 0: '未确认收款', 1: '已确认收款' };

/** spec 2 §9: the pay dialog polls every 2 s and shows a 250 px code. */
export const PAY_POLL_MS = 2000;
export const PAY_QR_PX = 250;
/** A provider order (and its code) lives 2 hours (Alipay's QR life; WeChat's time_expire is set to the same). */
export const PAY_ORDER_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** Live event to the paying party's open pages when a share is paid (the dialog also polls). */
export const PAYMENT_STATUS_EVENT = 'payment.status';
export type PaymentStatusEvent = { contractId: string; companyType: number; status: 'success' };

/** The provider's word for "paid" that payResult answers, and the words for the other states. */
export const PAY_RESULT_SUCCESS = 'success';
export const payResultValue = z.enum(['success', 'pending', 'closed', 'none']);
export type PayResultValue = z.infer<typeof payResultValue>;

/** Cents of an amount in yuan ('12.34' → 1234), exactly: WeChat's amount.total is in fen. */
export const fenOf = (yuan: Decimal.Value): number => {
  const d = new Decimal(yuan).mul(100);
  if (!d.isInteger()) throw new RangeError(`金额只能精确到分：${String(yuan)}`);
  return d.toNumber();
};
/** Yuan text of an amount in fen (1234 → '12.34'). */
export const yuanOf = (fen: number): string => new Decimal(fen).div(100).toFixed(2);

/** The provider's words for a merchant order number used twice (WeChat 商户订单号重复; spec 2 §8). */
export const DUPLICATE_ORDER_TEXT = '商户订单号重复';

export const paymentMessages = {
  paySuccess: '支付成功',
  /** spec 2 §8: a pay-code error naming the duplicated merchant order number */
  duplicateOrder: '支付操作发生异常，请从初次发起支付的小程序端继续完成支付平台手续费操作！',
  noVoucher: '未上传付款凭证',
  voucherTypes: '付款凭证只能上传 jpg、jpeg、png 格式的图片',
  confirmOffline: '确认已收到该方线下支付的平台服务费？',
  confirmCollection: '确认已收到需方支付的货款？确认后不可撤销。',
  payWay: '请选择支付方式',
  payDialogTitle: '支付平台服务费',
  feeExplanation:
    '平台服务费 = 合同金额 × 费率 × 折扣 ÷ 10000（按重量计费时 = 重量 × 单位费用 × 折扣 ÷ 100），各方按约定比例分摊，保留两位小数。',
} as const;

export const paymentRefusals = defineRefusals('payment', {
  notParty: [403, '只有合同当事方可以支付本方的平台服务费'],
  notInForce: [409, '合同未生效，不能支付平台服务费'],
  notUnpaid: [409, '本方平台服务费已支付或无需支付'],
  wrongParty: [403, '只能支付本企业一方的平台服务费'],
  payWayInvalid: [400, paymentMessages.payWay],
  duplicateOrder: [409, paymentMessages.duplicateOrder],
  providerFailed: [503, '支付服务暂不可用，请稍后再试'],
  noVoucher: [400, '请先上传付款凭证'],
  voucherType: [400, paymentMessages.voucherTypes],
  notOffline: [409, '该方没有待确认的线下支付'],
  notSupplier: [403, '只有供方可以确认收到货款'],
  collectionDone: [409, '货款已确认收到，不能重复确认'],
  collectionNotInForce: [409, '合同未生效，不能确认收款'],
  notPlatform: [403, '只有平台可以确认线下支付'],
  orderMissing: [404, '支付订单不存在'],
  offlinePending: [409, '本方已上传线下付款凭证，待平台确认，不能再线上支付'],
  voucherMissing: [404, '付款凭证不存在'],
  voucherConfirmed: [409, '线下支付已确认，不能删除付款凭证'],
  voucherOwnSide: [403, '只能删除本方的付款凭证'],
  inboxPlatformOnly: [403, '只有平台可以查看支付通知'],
});

/** The notification inbox's verdict on a message (spec: keyed by the provider's transaction id, stored raw). */
export const NotifyStatus = { received: 0, applied: 1, duplicate: 2, refused: 3 } as const;
export const notifyStatusLabels: Record<number, string> = { 0: '待处理', 1: '已入账', 2: '重复通知', 3: '已拒绝' };

// ---- calls (spec 2 §7 Fee payment) -------------------------------------------------------------------------

export const companyTypeField = z.coerce
  .number({ error: '请选择支付方' })
  .int()
  .refine((v) => v === 0 || v === 1, '请选择支付方');

/** confirmService (POST; id, companyType 0 supplier or 1 buyer): the party's share, inputs and account. */
export const confirmServiceBody = z.object({ id: idField, companyType: companyTypeField });
/** servicePayCode (id, type): type 10 WeChat, 11 Alipay. */
export const servicePayCodeBody = z.object({
  id: idField,
  type: z.coerce
    .number({ error: paymentMessages.payWay })
    .int()
    .refine((v) => v === PayWay.wechat || v === PayWay.alipay, paymentMessages.payWay),
});
export const payResultQuery = z.object({ id: idField });
export const confirmPayOfflineBody = z.object({ id: idField, companyType: companyTypeField });
export const voucherListQuery = z.object({ id: idField, companyType: companyTypeField.optional() });

export const feeShareAnswer = z.object({
  contractId: idString,
  code: z.string(),
  companyType: z.number(),
  partyName: z.string(),
  /** the party's share in yuan ('761.44') and its status (0 unpaid, 1 paid, 2 not needed) */
  amount: z.string(),
  serviceStatus: z.number(),
  tradePayStatus: z.number(),
  payWay: z.number().nullable(),
  /** the formula's inputs as the contract was submitted with them */
  totalAmount: z.string(),
  weightTotal: z.string(),
  proportionType: z.number(),
  proportionRate: z.string(),
  proportionWeight: z.string(),
  saleRate: z.string(),
  platformServiceAmount: z.string(),
  partyRate: z.string(),
  formula: z.string(),
  /** the platform's remittance account (offline payment) */
  enterpriseName: z.string(),
  bankName: z.string(),
  account: z.string(),
});
export type FeeShareAnswer = z.infer<typeof feeShareAnswer>;

export const payCodeAnswer = z.object({
  /**
   * The merchant's order number. One name for one thing: the spec leaves it free, the providers call
   * it out_trade_no and the sandbox's console and notifications `outTradeNo`, so that is the name; `orderNo` stays
   * beside it for the clients that read it.
   */
  outTradeNo: z.string(),
  orderNo: z.string(),
  payWay: z.number(),
  amount: z.string(),
  /** data:image/png;base64 of a 250 px QR code */
  qrCodeUrl: z.string(),
  /** what the code holds: the provider's code_url / qr_code, played by this app's phone page in the sandbox */
  payUrl: z.string(),
  expireTime: z.number(),
});
export type PayCodeAnswer = z.infer<typeof payCodeAnswer>;

export const voucherAnswer = z.object({ id: idString, link: z.string(), originalName: z.string() });
export const voucherListAnswer = z.object({
  shipper: z.array(voucherAnswer),
  buyer: z.array(voucherAnswer),
  /** which side the caller may upload to (null: read-only) */
  mySide: z.number().nullable(),
});

/** A row of the payments ledger (every payment, confirmation and invoice of a contract's fees). */
export const paymentLedgerRow = z.object({
  id: idString,
  contractId: idString,
  contractCode: z.string(),
  companyType: z.number(),
  enterpriseName: z.string(),
  payWay: z.number(),
  payWayName: z.string(),
  amount: z.string(),
  status: z.number(),
  statusName: z.string(),
  /** The merchant's order number under its one name (see payCodeAnswer); `orderNo` stays beside it. */
  outTradeNo: z.string().nullable(),
  orderNo: z.string().nullable(),
  transactionId: z.string().nullable(),
  createTime: z.string().nullable(),
  paidTime: z.string().nullable(),
});
export const paymentLedgerQuery = pageQuery.extend({
  contractCode: lineText('合同编号').trim().max(50, '合同编号不能超过50个字符').optional(),
  enterpriseName: lineText('企业名称').trim().max(100, '企业名称不能超过100个字符').optional(),
  payWay: z.coerce.number({ error: '支付方式必须是数字' }).int('支付方式必须是整数').optional(),
  status: z.coerce.number({ error: '状态必须是数字' }).int('状态必须是整数').optional(),
  startDate: lineText('开始日期').trim().max(10, '开始日期格式不正确').optional(),
  endDate: lineText('结束日期').trim().max(10, '结束日期格式不正确').optional(),
});

/** The notification inbox as the platform reviews it (every message kept, raw). */
export const payInboxRow = z.object({
  id: idString,
  provider: z.string(),
  source: z.string(),
  transactionId: z.string().nullable(),
  outTradeNo: z.string().nullable(),
  amount: z.string().nullable(),
  status: z.number(),
  statusName: z.string(),
  reason: z.string().nullable(),
  receivedTime: z.string().nullable(),
  processedTime: z.string().nullable(),
  /** the body as kept: whole, or the first 2 KB of a message refused at the door */
  rawBody: z.string(),
  /** the whole body's length in bytes and SHA-256 (hex), as it arrived (null for messages kept before they were) */
  bodyLength: z.number().nullable(),
  bodySha256: z.string().nullable(),
});
export const payInboxQuery = pageQuery.extend({
  provider: z.enum(['wechat', 'alipay']).optional(),
  status: z.coerce.number().int().optional(),
  outTradeNo: lineText('商户订单号').trim().max(64, '商户订单号不能超过64个字符').optional(),
});
export const voucherBody = z.object({ id: idField, attachId: idField });
export const voucherIdBody = z.object({ id: idField });
export const confirmCollectionBody = z.object({ id: idField });
