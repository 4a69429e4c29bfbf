import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { lineText } from '../shared/text';

/**
 * The payment sandbox (PROVIDERS.md §1, §2 "Sandbox must"): the phone page that plays the payer and the console
 * that plays the provider's operator. Nothing here is part of the product's own payment rules (payment.ts).
 */

/**
 * How the sandbox delivers its next notifications: normal (once, retried on failure), twice (every notification
 * sent twice), late (held until released), outOfOrder (a notification is held until the next one has gone),
 * tampered (the next notification's amount is altered after signing), badSignature (the next one is signed wrongly).
 * tampered and badSignature apply to one notification, then the mode is normal again.
 */
export const PAY_SANDBOX_MODES = ['normal', 'twice', 'late', 'outOfOrder', 'tampered', 'badSignature'] as const;
export type PaySandboxMode = (typeof PAY_SANDBOX_MODES)[number];
export const paySandboxModeLabels: Record<PaySandboxMode, string> = {
  normal: '正常（失败按规则重试）',
  twice: '每条通知发送两次',
  late: '暂扣通知，手动放行',
  outOfOrder: '乱序（先到的通知排在下一条之后）',
  tampered: '篡改下一条通知的金额',
  badSignature: '下一条通知签名错误',
};

export const providerNames: Record<string, string> = { wechat: '微信支付', alipay: '支付宝' };

/** The phone page's view of a sandbox order (the QR's `pr` is its only credential). */
export const paySandboxOrderAnswer = z.object({
  provider: z.string(),
  providerName: z.string(),
  amount: z.string(),
  description: z.string(),
  merchant: z.string(),
  status: z.enum(['open', 'paid', 'closed']),
  expireTime: z.number(),
  lastError: z.string().nullable(),
});
export type PaySandboxOrderAnswer = z.infer<typeof paySandboxOrderAnswer>;

export const payCodeField = lineText('支付码', { error: '支付码不存在或已失效' })
  .trim()
  .min(1, '支付码不存在或已失效')
  .max(32, '支付码不存在或已失效');
export const payCodeQuery = z.object({ pr: payCodeField });
export const outTradeNoBody = z.object({
  outTradeNo: lineText('商户订单号', { error: '请选择订单' }).trim().min(1, '请选择订单').max(64, '订单不存在'),
});

export const paySandboxOrderRow = z.object({
  id: z.string(),
  provider: z.string(),
  providerName: z.string(),
  outTradeNo: z.string(),
  amount: z.string(),
  description: z.string(),
  /** the provider's own state word (NOTPAY, SUCCESS, CLOSED, WAIT_BUYER_PAY, TRADE_SUCCESS, TRADE_CLOSED) */
  state: z.string(),
  status: z.enum(['open', 'paid', 'closed']),
  scanned: z.boolean(),
  codeUrl: z.string(),
  pr: z.string(),
  transactionId: z.string().nullable(),
  lastError: z.string().nullable(),
  createTime: z.string().nullable(),
  paidTime: z.string().nullable(),
  expireTime: z.string().nullable(),
  notificationsSent: z.number(),
  notificationsAcked: z.number(),
});
export const paySandboxOrderPage = pageOf(paySandboxOrderRow);

export const paySandboxDeliveryRow = z.object({
  id: z.string(),
  provider: z.string(),
  eventId: z.string(),
  outTradeNo: z.string(),
  attempt: z.number(),
  status: z.string(),
  lastStatus: z.number().nullable(),
  lastAnswer: z.string().nullable(),
  nextRetryTime: z.string().nullable(),
  delivered: z.boolean(),
  deliveredTime: z.string().nullable(),
  duplicate: z.boolean(),
  corrupt: z.string().nullable(),
  createTime: z.string().nullable(),
});
export const paySandboxDeliveryPage = pageOf(paySandboxDeliveryRow);

export const paySandboxSettings = z.object({ mode: z.enum(PAY_SANDBOX_MODES), timeScale: z.number() });
export const paySandboxSettingsBody = z.object({
  mode: z.enum(PAY_SANDBOX_MODES, { error: '请选择通知方式' }).optional(),
  timeScale: z
    .number({ error: '时间倍率必须是数字' })
    .min(0, '时间倍率不能小于0')
    .max(10, '时间倍率不能超过10')
    .optional(),
});

export const paySandboxRefusals = defineRefusals('pay_sandbox', {
  orderMissing: [404, '支付订单不存在或已失效'],
  orderClosed: [409, '订单已关闭，请重新获取支付码'],
  orderPaid: [409, '订单已支付'],
  deliveryMissing: [404, '通知不存在'],
  notDelivered: [409, '只能重发已送达的通知'],
});
