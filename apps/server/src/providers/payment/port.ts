import type { PayProviderName } from '@kc/domain/payment/payment';

/**
 * What the product asks of a payment provider (WeChat Pay API v3 Native, Alipay 当面付 precreate; PROVIDERS.md
 * §1, §2). The sandbox (`sandbox.ts`) plays both providers inside the product; a real adapter would speak their
 * HTTP protocols behind the same port.
 */

export type CreatePayOrder = {
  provider: PayProviderName;
  /** the merchant order number: WeChat ≤ 32 of [0-9A-Za-z_-*], Alipay ≤ 64 of [A-Za-z0-9_] — use [0-9A-Za-z] */
  outTradeNo: string;
  /** the amount in fen (WeChat amount.total; Alipay total_amount is this ÷ 100 in yuan) */
  amountFen: number;
  /** WeChat description / Alipay subject */
  description: string;
  /** where the provider posts its notifications: `${origin}/api/kc-pay/notify/<provider>` */
  notifyUrl: string;
  /** the order's expiry (WeChat time_expire; Alipay timeout) */
  expireAt: Date;
  /** echoed back in the query answer and the notification (WeChat attach / Alipay passback_params) */
  attach?: string;
};

/** The provider's answer to a new order: what the QR code holds (weixin://wxpay/bizpayurl?pr=…, https://qr.alipay.com/…). */
export type CreatedPayOrder = { codeUrl: string };

/** An order as the provider's query answers it, in the product's words. */
export type ProviderOrderState =
  /** created (WeChat NOTPAY; Alipay WAIT_BUYER_PAY, or not yet scanned: ACQ.TRADE_NOT_EXIST) */
  | { state: 'open' }
  /** paid (WeChat SUCCESS; Alipay TRADE_SUCCESS / TRADE_FINISHED) */
  | { state: 'paid'; transactionId: string; amountFen: number; paidAt: Date }
  /** closed, expired, or never existed on the provider's side */
  | { state: 'closed' };

/** A notification as it arrived over HTTP: the raw body (verified byte for byte) and its headers. */
export type RawNotification = {
  headers: Record<string, string | undefined>;
  /** the exact body: WeChat JSON, Alipay application/x-www-form-urlencoded */
  rawBody: string;
};

/** A notification whose signature checked out, decrypted (WeChat) or parsed (Alipay). */
export type VerifiedNotification = {
  provider: PayProviderName;
  /** the provider's transaction id (WeChat transaction_id, Alipay trade_no): the inbox's de-duplication key */
  transactionId: string;
  outTradeNo: string;
  /** paid: WeChat trade_state SUCCESS, Alipay TRADE_SUCCESS / TRADE_FINISHED; anything else is not a payment */
  paid: boolean;
  amountFen: number;
  paidAt: Date | null;
  /** the decrypted / parsed payload, for the inbox's record */
  payload: Record<string, unknown>;
};

/** The provider refused a call: its code (WeChat 403 OUT_TRADE_NO_USED, Alipay ACQ.TRADE_HAS_SUCCESS…) and message. */
export class PayProviderError extends Error {
  constructor(
    readonly provider: PayProviderName,
    readonly code: string,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message);
    this.name = 'PayProviderError';
  }
}

/** The duplicated-merchant-order error's text (WeChat 403 OUT_TRADE_NO_USED; spec 2 §8). */
export { DUPLICATE_ORDER_TEXT } from '@kc/domain/payment/payment';

/**
 * The provider's answers that mean "this merchant order number is taken": WeChat 403 OUT_TRADE_NO_USED; Alipay
 * precreate of a number whose trade was closed or paid (ACQ.TRADE_HAS_CLOSE, ACQ.TRADE_HAS_SUCCESS).
 */
export const DUPLICATE_ORDER_CODES = new Set(['OUT_TRADE_NO_USED', 'ACQ.TRADE_HAS_CLOSE', 'ACQ.TRADE_HAS_SUCCESS']);
export const isDuplicateOrderError = (e: unknown): e is PayProviderError =>
  e instanceof PayProviderError && DUPLICATE_ORDER_CODES.has(e.code);

export type PaymentPort = {
  /** Creates (or, for identical parameters of an open order, returns again) the provider's order. */
  createOrder: (order: CreatePayOrder) => Promise<CreatedPayOrder>;
  queryOrder: (provider: PayProviderName, outTradeNo: string) => Promise<ProviderOrderState>;
  /** Closes an unpaid order; closing a paid one throws (Alipay ACQ.TRADE_HAS_SUCCESS). */
  closeOrder: (provider: PayProviderName, outTradeNo: string) => Promise<void>;
  /**
   * Checks a notification's signature (WeChat: Wechatpay-* headers over timestamp, nonce, body, with the platform
   * key, at most 5 minutes old; Alipay: RSA2 over the sorted parameters without sign and sign_type) and decrypts
   * it. Throws PayProviderError('SIGN_ERROR') when it does not verify. (Async: the keys are read from storage.)
   */
  verifyNotification: (provider: PayProviderName, n: RawNotification) => Promise<VerifiedNotification>;
  /** What the merchant answers to a notification it took (WeChat 204 empty; Alipay 200 'success') or refused. */
  acknowledgement: (
    provider: PayProviderName,
    accepted: boolean,
  ) => { status: number; contentType: string; body: string };
};
