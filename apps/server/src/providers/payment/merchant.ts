import type { PayProviderName } from '@kc/domain/payment/payment';
import type { RawNotification, VerifiedNotification } from './port';
import { PayProviderError } from './port';
import {
  aesGcmDecrypt,
  alipaySignContent,
  type PayKeys,
  paramsOf,
  parseAlipayTime,
  rsaVerify,
  wechatMessage,
} from './protocol';

/**
 * The merchant's side of the payment providers (PROVIDERS.md §1, §2): verifying a notification and answering it.
 * Here, not in the sandbox, so a real adapter reuses it as it is; the sandbox's port verifies with its own keys.
 */

/** §1: a notification older (or younger) than this does not verify. */
export const NOTIFY_MAX_SKEW_MS = 5 * 60 * 1000;

/** WeChat's trade_state of a paid order; Alipay's trade_status values that mean paid. */
export const WECHAT_PAID = 'SUCCESS';
export const ALIPAY_PAID = 'TRADE_SUCCESS';
const ALIPAY_FINISHED = 'TRADE_FINISHED';

/** What the merchant verifies with: the providers' public keys, the APIv3 key, and its Alipay app id. */
export type MerchantPayKeys = Pick<PayKeys, 'platformPublicPem' | 'platformSerial' | 'apiV3Key' | 'alipayPublicPem'> & {
  alipayAppId: string;
};

const header = (headers: Record<string, string | undefined>, name: string) => {
  const wanted = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === wanted) return v;
  return undefined;
};

const signError = (provider: PayProviderName, message: string) =>
  new PayProviderError(provider, 'SIGN_ERROR', message, 401);

/** WeChat: the Wechatpay-* headers over timestamp, nonce and body, at most 5 minutes old; the resource decrypted. */
const verifyWechat = (k: MerchantPayKeys, n: RawNotification, at: Date): VerifiedNotification => {
  const provider = 'wechat';
  const timestamp = header(n.headers, 'wechatpay-timestamp');
  const nonce = header(n.headers, 'wechatpay-nonce');
  const signature = header(n.headers, 'wechatpay-signature');
  const serial = header(n.headers, 'wechatpay-serial');
  if (!timestamp || !nonce || !signature || !serial) throw signError(provider, '通知缺少签名头');
  if (serial !== k.platformSerial) throw signError(provider, '平台证书序列号不符');
  const seconds = Number(timestamp);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(seconds * 1000 - at.getTime()) >= NOTIFY_MAX_SKEW_MS)
    throw signError(provider, '通知时间戳超出 5 分钟');
  if (!rsaVerify(k.platformPublicPem, wechatMessage(timestamp, nonce, n.rawBody), signature))
    throw signError(provider, '通知签名验证失败');
  let transaction: Record<string, unknown>;
  try {
    const body = JSON.parse(n.rawBody) as {
      resource: { ciphertext: string; nonce: string; associated_data?: string };
    };
    const r = body.resource;
    transaction = JSON.parse(aesGcmDecrypt(k.apiV3Key, r.nonce, r.associated_data ?? '', r.ciphertext));
  } catch {
    throw signError(provider, '通知解密失败');
  }
  const amount = transaction.amount as { total?: unknown } | undefined;
  const success = typeof transaction.success_time === 'string' ? new Date(transaction.success_time) : null;
  if (typeof transaction.transaction_id !== 'string' || typeof transaction.out_trade_no !== 'string')
    throw signError(provider, '通知内容不完整');
  return {
    provider,
    transactionId: transaction.transaction_id,
    outTradeNo: transaction.out_trade_no,
    paid: transaction.trade_state === WECHAT_PAID,
    amountFen: typeof amount?.total === 'number' ? amount.total : -1,
    paidAt: success && !Number.isNaN(success.getTime()) ? success : null,
    payload: transaction,
  };
};

/** Alipay: RSA2 over the sorted parameters without sign and sign_type, addressed to the merchant's app. */
const verifyAlipay = (k: MerchantPayKeys, n: RawNotification): VerifiedNotification => {
  const provider = 'alipay';
  const params = paramsOf(n.rawBody);
  if (!params.sign) throw signError(provider, '通知缺少签名');
  if (!rsaVerify(k.alipayPublicPem, alipaySignContent(params), params.sign))
    throw signError(provider, '通知签名验证失败');
  if (params.app_id !== k.alipayAppId) throw signError(provider, '通知的 app_id 不符');
  if (!params.trade_no || !params.out_trade_no) throw signError(provider, '通知内容不完整');
  const amountOk = /^\d{1,10}(\.\d{1,2})?$/.test(params.total_amount ?? '');
  const { sign: _sign, ...payload } = params;
  return {
    provider,
    transactionId: params.trade_no,
    outTradeNo: params.out_trade_no,
    paid: params.trade_status === ALIPAY_PAID || params.trade_status === ALIPAY_FINISHED,
    amountFen: amountOk ? Math.round(Number(params.total_amount) * 100) : -1,
    paidAt: parseAlipayTime(params.gmt_payment),
    payload,
  };
};

/** Checks a notification's signature and decrypts (WeChat) or parses (Alipay) it; PayProviderError('SIGN_ERROR') if not. */
export const verifyPayNotification = (
  keys: MerchantPayKeys,
  provider: PayProviderName,
  n: RawNotification,
  at: Date,
): VerifiedNotification => (provider === 'wechat' ? verifyWechat(keys, n, at) : verifyAlipay(keys, n));

/** What the merchant answers to a notification it took (WeChat 204 empty; Alipay 200 'success') or refused. */
export const payAcknowledgement = (provider: PayProviderName, accepted: boolean) =>
  provider === 'wechat'
    ? accepted
      ? { status: 204, contentType: 'application/json', body: '' }
      : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) }
    : { status: accepted ? 200 : 400, contentType: 'text/plain', body: accepted ? 'success' : 'fail' };
