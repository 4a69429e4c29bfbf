import { formatDateTime, offsetOf, type Page, type PageQuery, toPage } from '@kc/domain';
import {
  PAY_SANDBOX_MODES,
  type PaySandboxMode,
  type PaySandboxOrderAnswer,
  providerNames,
  paySandboxRefusals as refuse,
} from '@kc/domain/payment/pay-sandbox';
import { type PayProviderName, yuanOf } from '@kc/domain/payment/payment';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { createDeliveryOutbox } from '../../platform/jobs/delivery-outbox';
import type { Jobs } from '../../platform/jobs/jobs';
import { ALIPAY_PAID, payAcknowledgement, verifyPayNotification, WECHAT_PAID } from './merchant';
import type {
  CreatedPayOrder,
  CreatePayOrder,
  PaymentPort,
  ProviderOrderState,
  RawNotification,
  VerifiedNotification,
} from './port';
import { DUPLICATE_ORDER_TEXT, PayProviderError } from './port';
import {
  aesGcmEncrypt,
  alipaySignContent,
  alipayTime,
  formOf,
  generatePayKeys,
  type PayKeys,
  paramsOf,
  parseAlipayTime,
  randomAlnum,
  randomDigits,
  rfc3339,
  rsaSign,
  wechatMessage,
} from './protocol';
import { sandboxPayDelivery, sandboxPayOrder, sandboxPaySetting } from './sandbox.table';

/**
 * The payment sandbox: plays WeChat Pay API v3 Native and Alipay 当面付 precreate inside the product (PROVIDERS.md
 * §1, §2 "Sandbox must"), behind the PaymentPort, with its state in its own tables so a restart or a second
 * instance carries on. See README.md for what it plays faithfully and where it departs from the providers.
 */

/** What the sandbox's merchant is called on the phone page, and its (public, non-secret) ids. */
export const SANDBOX_MERCHANT = '仓单交易平台（沙箱商户）';
export const WECHAT_APPID = 'wxd0sandbox000001';
export const WECHAT_MCHID = '1900000109';
export const ALIPAY_APP_ID = '2021000000000001';

/** §1 a notification answered wrongly is sent again after these seconds (24h4m in all); §2 Alipay's. */
export const RETRY_SCHEDULE_SECONDS: Record<PayProviderName, readonly number[]> = {
  wechat: [15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600],
  alipay: [240, 600, 600, 3600, 7200, 21600, 54000],
};
export { NOTIFY_MAX_SKEW_MS } from './merchant';

export const PAY_SANDBOX_DELIVER_QUEUE = 'pay-sandbox-deliver';

const WECHAT_OPEN = 'NOTPAY';
const WECHAT_CLOSED = 'CLOSED';
const ALIPAY_OPEN = 'WAIT_BUYER_PAY';
const ALIPAY_CLOSED = 'TRADE_CLOSED';
const paidState = (p: PayProviderName) => (p === 'wechat' ? WECHAT_PAID : ALIPAY_PAID);
const closedState = (p: PayProviderName) => (p === 'wechat' ? WECHAT_CLOSED : ALIPAY_CLOSED);

/** How a notification is posted: wired in app.ts to app.inject, so it reaches this app's notify route. */
export type DeliverRequest = {
  provider: PayProviderName;
  path: string;
  headers: Record<string, string>;
  body: string;
};
export type DeliverFn = (request: DeliverRequest) => Promise<{ status: number; body: string }>;

type OrderRow = typeof sandboxPayOrder.$inferSelect;
type DeliveryRow = typeof sandboxPayDelivery.$inferSelect;
type Status = 'open' | 'paid' | 'closed';

/** The order as the provider sees it now: an open order past its expiry is closed (WeChat time_expire, Alipay 2 h). */
const statusAt = (o: OrderRow, now: Date): Status => {
  if (o.state === WECHAT_PAID || o.state === ALIPAY_PAID) return 'paid';
  if (o.state === WECHAT_CLOSED || o.state === ALIPAY_CLOSED) return 'closed';
  return now.getTime() >= o.expireAt.getTime() ? 'closed' : 'open';
};
const stateWordAt = (o: OrderRow, now: Date) => {
  const s = statusAt(o, now);
  const p = o.provider as PayProviderName;
  return s === 'paid' ? paidState(p) : s === 'closed' ? closedState(p) : o.state;
};

export type PaySandboxSettings = { mode: PaySandboxMode; timeScale: number };

export type SandboxPayment = PaymentPort & ReturnType<typeof consoleOf>;
export type PaymentSandbox = Omit<SandboxPayment, keyof PaymentPort>;

const consoleOf = (x: {
  setDeliver: (fn: DeliverFn) => void;
  setClock: (fn: (() => Date) | null) => void;
  now: () => Date;
  keys: () => Promise<PayKeys>;
  registerJobs: () => Promise<void>;
  phoneOrder: (pr: string) => Promise<PaySandboxOrderAnswer>;
  phonePay: (pr: string) => Promise<PaySandboxOrderAnswer>;
  phoneFail: (pr: string) => Promise<PaySandboxOrderAnswer>;
  payByNo: (outTradeNo: string) => Promise<PaySandboxOrderAnswer>;
  failByNo: (outTradeNo: string) => Promise<PaySandboxOrderAnswer>;
  closeByNo: (outTradeNo: string) => Promise<PaySandboxOrderAnswer>;
  listOrders: (q: PageQuery) => Promise<Page<ReturnType<typeof orderRowOf>>>;
  listDeliveries: (q: PageQuery) => Promise<Page<ReturnType<typeof deliveryRowOf>>>;
  resend: (deliveryId: string) => Promise<number>;
  release: () => Promise<number>;
  getSettings: () => Promise<PaySandboxSettings>;
  setSettings: (s: Partial<PaySandboxSettings>) => Promise<PaySandboxSettings>;
  deliverDue: () => Promise<number>;
  wechatQuery: (outTradeNo: string) => Promise<Record<string, unknown>>;
  wechatClose: (outTradeNo: string) => Promise<void>;
  alipayQuery: (outTradeNo: string) => Promise<Record<string, string>>;
  alipayClose: (outTradeNo: string) => Promise<void>;
  composeNotification: (
    outTradeNo: string,
    over?: { amountFen?: number },
  ) => Promise<{ path: string; headers: Record<string, string>; body: string }>;
}) => x;

const orderRowOf = (o: OrderRow, now: Date, sent: number, acked: number) => ({
  id: o.id,
  provider: o.provider,
  providerName: providerNames[o.provider] ?? o.provider,
  outTradeNo: o.outTradeNo,
  amount: yuanOf(o.amountFen),
  description: o.description,
  state: o.provider === 'alipay' && !o.scanTime && statusAt(o, now) === 'open' ? 'NOT_SCANNED' : stateWordAt(o, now),
  status: statusAt(o, now),
  scanned: o.scanTime != null,
  codeUrl: o.codeUrl,
  pr: o.pr,
  transactionId: o.transactionId,
  lastError: o.lastError,
  createTime: formatDateTime(o.createTime),
  paidTime: formatDateTime(o.paidAt),
  expireTime: formatDateTime(o.expireAt),
  notificationsSent: sent,
  notificationsAcked: acked,
});

const deliveryRowOf = (d: DeliveryRow) => ({
  id: d.id,
  provider: d.provider,
  eventId: d.eventId,
  outTradeNo: d.outTradeNo,
  attempt: d.attempts,
  status: d.status,
  lastStatus: d.lastStatus,
  lastAnswer: d.lastAnswer,
  nextRetryTime: d.status === 'pending' ? formatDateTime(d.nextAt) : null,
  delivered: d.status === 'delivered',
  deliveredTime: formatDateTime(d.deliveredAt),
  duplicate: d.duplicate === 1,
  corrupt: d.corrupt,
  createTime: formatDateTime(d.createTime),
});

export const createSandboxPayment = (deps: {
  db: Db;
  jobs?: Jobs;
  deliver?: DeliverFn;
  onError?: (err: unknown) => void;
}): SandboxPayment => {
  const { db } = deps;
  let deliver: DeliverFn | undefined = deps.deliver;
  let clock: (() => Date) | null = null;
  const now = () => (clock ? clock() : new Date());
  const onError = deps.onError ?? ((err) => console.error('支付沙箱出错:', err));

  // ---- keys and settings -------------------------------------------------------------------------------------

  let cachedKeys: Promise<PayKeys> | undefined;
  /** Made once (the first instance to ask writes them; any other reads the same row) and kept in memory. */
  const keys = () => {
    cachedKeys ??= (async () => {
      const read = async () =>
        (await db.select().from(sandboxPaySetting).where(eq(sandboxPaySetting.key, 'pay.keys')).limit(1))[0];
      let row = await read();
      if (!row) {
        await db
          .insert(sandboxPaySetting)
          .values({ key: 'pay.keys', value: JSON.stringify(await generatePayKeys()) })
          .onConflictDoNothing();
        row = await read();
      }
      return JSON.parse(row!.value) as PayKeys;
    })();
    cachedKeys.catch(() => {
      cachedKeys = undefined;
    });
    return cachedKeys;
  };

  const readSetting = async (key: string) =>
    (await db.select().from(sandboxPaySetting).where(eq(sandboxPaySetting.key, key)).limit(1))[0]?.value;
  const writeSetting = (key: string, value: string) =>
    db
      .insert(sandboxPaySetting)
      .values({ key, value })
      .onConflictDoUpdate({ target: sandboxPaySetting.key, set: { value, updateTime: new Date() } });

  const getSettings = async (): Promise<PaySandboxSettings> => {
    const mode = (await readSetting('pay.mode')) as PaySandboxMode | undefined;
    const scaleText = await readSetting('pay.timeScale');
    const scale = scaleText == null ? Number.NaN : Number(scaleText);
    return {
      mode: mode && PAY_SANDBOX_MODES.includes(mode) ? mode : 'normal',
      timeScale: Number.isFinite(scale) && scale >= 0 ? scale : 1,
    };
  };
  const setSettings = async (s: Partial<PaySandboxSettings>) => {
    if (s.mode) await writeSetting('pay.mode', s.mode);
    if (s.timeScale != null) await writeSetting('pay.timeScale', String(s.timeScale));
    return getSettings();
  };

  // ---- orders ------------------------------------------------------------------------------------------------

  const findByNo = async (provider: PayProviderName, outTradeNo: string) =>
    (
      await db
        .select()
        .from(sandboxPayOrder)
        .where(and(eq(sandboxPayOrder.provider, provider), eq(sandboxPayOrder.outTradeNo, outTradeNo)))
        .limit(1)
    )[0];
  const findAnyByNo = async (outTradeNo: string) =>
    (
      await db
        .select()
        .from(sandboxPayOrder)
        .where(eq(sandboxPayOrder.outTradeNo, outTradeNo))
        .orderBy(desc(sandboxPayOrder.id))
        .limit(1)
    )[0];
  const findByPr = async (pr: string) =>
    (await db.select().from(sandboxPayOrder).where(eq(sandboxPayOrder.pr, pr)).limit(1))[0];

  const createOrder = async (o: CreatePayOrder): Promise<CreatedPayOrder> => {
    const p = o.provider;
    const numberOk = p === 'wechat' ? /^[0-9A-Za-z_\-*]{1,32}$/ : /^[A-Za-z0-9_]{1,64}$/;
    if (!numberOk.test(o.outTradeNo))
      throw p === 'wechat'
        ? new PayProviderError(p, 'PARAM_ERROR', 'out_trade_no 格式错误', 400)
        : new PayProviderError(p, 'ACQ.INVALID_PARAMETER', '参数无效', 400);
    if (!Number.isInteger(o.amountFen) || o.amountFen < 1 || o.amountFen > 10_000_000_000)
      throw new PayProviderError(p, p === 'wechat' ? 'PARAM_ERROR' : 'ACQ.INVALID_PARAMETER', '金额无效', 400);
    let url: URL;
    try {
      url = new URL(o.notifyUrl);
    } catch {
      throw new PayProviderError(p, 'PARAM_ERROR', 'notify_url 格式错误', 400);
    }
    if (url.search) throw new PayProviderError(p, 'PARAM_ERROR', 'notify_url 不能携带参数', 400);
    const at = now();
    const existing = await findByNo(p, o.outTradeNo);
    const same = (e: OrderRow) =>
      e.amountFen === o.amountFen && e.description === o.description && e.notifyUrl === o.notifyUrl;
    if (existing) {
      // §1: the same parameters of an open order answer the same code; a number of a closed or paid order, or
      // other parameters, is the duplicated merchant order number.
      const status = statusAt(existing, at);
      if (status === 'open' && same(existing)) return { codeUrl: existing.codeUrl };
      throw duplicateOf(p, status);
    }
    // The real providers answer weixin://wxpay/bizpayurl?pr=… and https://qr.alipay.com/…, which a phone's WeChat or
    // Alipay app opens. The sandbox's code must open this app's own phone page instead, so it answers a link to
    // <origin of notify_url>/m/pay?pr=<random>: the notify URL is this app's, whichever address the browser used.
    const pr = randomAlnum(24);
    const codeUrl = `${url.origin}/m/pay?pr=${pr}`;
    const [created] = await db
      .insert(sandboxPayOrder)
      .values({
        provider: p,
        outTradeNo: o.outTradeNo,
        pr,
        codeUrl,
        amountFen: o.amountFen,
        description: o.description.slice(0, 127),
        notifyUrl: o.notifyUrl,
        attach: o.attach ?? null,
        state: p === 'wechat' ? WECHAT_OPEN : ALIPAY_OPEN,
        // Alipay's QR lives 2 hours at most (§2); WeChat's time_expire is the merchant's.
        expireAt: o.expireAt,
        createTime: at,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return { codeUrl: created.codeUrl };
    // Two identical calls at once: the other one's order.
    const raced = await findByNo(p, o.outTradeNo);
    if (raced && statusAt(raced, at) === 'open' && same(raced)) return { codeUrl: raced.codeUrl };
    throw duplicateOf(p, raced ? statusAt(raced, at) : 'open');
  };

  const duplicateOf = (p: PayProviderName, status: Status) =>
    p === 'wechat'
      ? new PayProviderError(p, 'OUT_TRADE_NO_USED', DUPLICATE_ORDER_TEXT, 403)
      : status === 'paid'
        ? new PayProviderError(p, 'ACQ.TRADE_HAS_SUCCESS', '交易已被支付', 400)
        : new PayProviderError(p, 'ACQ.TRADE_HAS_CLOSE', '交易已经关闭', 400);

  // WeChat's query and close (§1), in its own words.
  const wechatQuery = async (outTradeNo: string) => {
    const o = await findByNo('wechat', outTradeNo);
    if (!o) throw new PayProviderError('wechat', 'ORDER_NOT_EXIST', '订单不存在', 404);
    const state = stateWordAt(o, now());
    return {
      appid: WECHAT_APPID,
      mchid: WECHAT_MCHID,
      out_trade_no: o.outTradeNo,
      trade_type: 'NATIVE',
      trade_state: state,
      trade_state_desc: state === WECHAT_PAID ? '支付成功' : state === WECHAT_CLOSED ? '订单已关闭' : '订单未支付',
      attach: o.attach ?? '',
      ...(state === WECHAT_PAID
        ? {
            transaction_id: o.transactionId,
            success_time: rfc3339(o.paidAt!),
            bank_type: 'OTHERS',
            payer: { openid: 'oSandboxPayer0000000000000001' },
          }
        : {}),
      amount: {
        total: o.amountFen,
        payer_total: state === WECHAT_PAID ? o.amountFen : 0,
        currency: 'CNY',
        payer_currency: 'CNY',
      },
    };
  };
  const wechatClose = async (outTradeNo: string) => {
    const o = await findByNo('wechat', outTradeNo);
    if (!o) throw new PayProviderError('wechat', 'ORDER_NOT_EXIST', '订单不存在', 404);
    const status = statusAt(o, now());
    if (status === 'paid') throw new PayProviderError('wechat', 'ORDER_PAID', '订单已支付', 400);
    if (o.state === WECHAT_CLOSED) throw new PayProviderError('wechat', 'ORDER_CLOSED', '订单已关闭', 400);
    await db
      .update(sandboxPayOrder)
      .set({ state: WECHAT_CLOSED, closeTime: now() })
      .where(and(eq(sandboxPayOrder.id, o.id), eq(sandboxPayOrder.state, WECHAT_OPEN)));
  };

  // Alipay's query and close (§2): the trade exists only once the code has been scanned.
  const alipayTrade = async (outTradeNo: string) => {
    const o = await findByNo('alipay', outTradeNo);
    if (!o?.scanTime) throw new PayProviderError('alipay', 'ACQ.TRADE_NOT_EXIST', '交易不存在', 400);
    return o;
  };
  const tradeNoOf = (o: OrderRow) => o.transactionId ?? '';
  const alipayQuery = async (outTradeNo: string): Promise<Record<string, string>> => {
    const o = await alipayTrade(outTradeNo);
    const state = stateWordAt(o, now());
    return {
      code: '10000',
      msg: 'Success',
      out_trade_no: o.outTradeNo,
      trade_no: tradeNoOf(o),
      trade_status: state,
      total_amount: yuanOf(o.amountFen),
      ...(state === ALIPAY_PAID ? { send_pay_date: alipayTime(o.paidAt!), buyer_logon_id: 'san***@sandbox.com' } : {}),
    };
  };
  const alipayClose = async (outTradeNo: string) => {
    const o = await alipayTrade(outTradeNo);
    const status = statusAt(o, now());
    if (status === 'paid') throw new PayProviderError('alipay', 'ACQ.TRADE_HAS_SUCCESS', '交易已被支付', 400);
    if (o.state === ALIPAY_CLOSED) return;
    const [closed] = await db
      .update(sandboxPayOrder)
      .set({ state: ALIPAY_CLOSED, closeTime: now() })
      .where(and(eq(sandboxPayOrder.id, o.id), eq(sandboxPayOrder.state, ALIPAY_OPEN)))
      .returning();
    // §2: every status change but WAIT_BUYER_PAY is notified, a close too.
    if (closed) await notify(closed);
  };

  const queryOrder = async (provider: PayProviderName, outTradeNo: string): Promise<ProviderOrderState> => {
    if (provider === 'wechat') {
      try {
        const q = await wechatQuery(outTradeNo);
        if (q.trade_state === WECHAT_PAID) {
          const o = (await findByNo('wechat', outTradeNo))!;
          return { state: 'paid', transactionId: o.transactionId!, amountFen: o.amountFen, paidAt: o.paidAt! };
        }
        return { state: q.trade_state === WECHAT_OPEN ? 'open' : 'closed' };
      } catch (e) {
        if (e instanceof PayProviderError && e.code === 'ORDER_NOT_EXIST') return { state: 'closed' };
        throw e;
      }
    }
    try {
      const q = await alipayQuery(outTradeNo);
      if (q.trade_status === ALIPAY_PAID || q.trade_status === 'TRADE_FINISHED')
        return {
          state: 'paid',
          transactionId: q.trade_no!,
          amountFen: Math.round(Number(q.total_amount) * 100),
          paidAt: parseAlipayTime(q.send_pay_date) ?? now(),
        };
      return { state: q.trade_status === ALIPAY_OPEN ? 'open' : 'closed' };
    } catch (e) {
      if (!(e instanceof PayProviderError) || e.code !== 'ACQ.TRADE_NOT_EXIST') throw e;
      // Not scanned yet: the code may still be scanned until it expires (the product waits for it).
      const o = await findByNo('alipay', outTradeNo);
      return o && statusAt(o, now()) === 'open' ? { state: 'open' } : { state: 'closed' };
    }
  };

  const closeOrder = async (provider: PayProviderName, outTradeNo: string) => {
    try {
      if (provider === 'wechat') await wechatClose(outTradeNo);
      else await alipayClose(outTradeNo);
    } catch (e) {
      // Closed already, or (Alipay) never scanned: nothing to close. A paid order's refusal goes to the caller.
      if (e instanceof PayProviderError && ['ORDER_CLOSED', 'ORDER_NOT_EXIST', 'ACQ.TRADE_NOT_EXIST'].includes(e.code))
        return;
      throw e;
    }
  };

  // ---- the payer (the phone page and the console) --------------------------------------------------------------

  const answerOf = (o: OrderRow): PaySandboxOrderAnswer => ({
    provider: o.provider,
    providerName: providerNames[o.provider] ?? o.provider,
    amount: yuanOf(o.amountFen),
    description: o.description,
    merchant: SANDBOX_MERCHANT,
    status: statusAt(o, now()),
    expireTime: o.expireAt.getTime(),
    lastError: o.lastError,
  });

  /** The phone page opened the code: for Alipay that is the scan that creates the trade. */
  const scan = async (o: OrderRow) => {
    if (o.scanTime || statusAt(o, now()) !== 'open') return o;
    const [scanned] = await db
      .update(sandboxPayOrder)
      .set({ scanTime: now() })
      .where(and(eq(sandboxPayOrder.id, o.id), sql`${sandboxPayOrder.scanTime} is null`))
      .returning();
    return scanned ?? (await findByPr(o.pr))!;
  };

  const pay = async (o: OrderRow) => {
    const status = statusAt(o, now());
    if (status === 'paid') return answerOf(o);
    if (status === 'closed') throw refuse.orderClosed();
    const at = now();
    const p = o.provider as PayProviderName;
    // WeChat transaction ids are 28 digits starting 42000…; Alipay trade numbers start with the date.
    const transactionId =
      p === 'wechat'
        ? `4200${randomDigits(24)}`
        : `${alipayTime(at).slice(0, 10).replaceAll('-', '')}22001${randomDigits(15)}`;
    const [paid] = await db
      .update(sandboxPayOrder)
      .set({
        state: paidState(p),
        transactionId,
        paidAt: at,
        scanTime: o.scanTime ?? at,
        lastError: null,
      })
      .where(and(eq(sandboxPayOrder.id, o.id), eq(sandboxPayOrder.state, o.state)))
      .returning();
    if (!paid) return answerOf((await findByPr(o.pr))!);
    await notify(paid);
    return answerOf(paid);
  };

  const fail = async (o: OrderRow) => {
    const status = statusAt(o, now());
    if (status === 'paid') throw refuse.orderPaid();
    if (status === 'closed') throw refuse.orderClosed();
    const [failed] = await db
      .update(sandboxPayOrder)
      .set({ lastError: '余额不足', scanTime: o.scanTime ?? now() })
      .where(eq(sandboxPayOrder.id, o.id))
      .returning();
    return answerOf(failed!);
  };

  const byPr = async (pr: string) => {
    const o = await findByPr(pr);
    if (!o) throw refuse.orderMissing();
    return o;
  };
  const byNo = async (outTradeNo: string) => {
    const o = await findAnyByNo(outTradeNo);
    if (!o) throw refuse.orderMissing();
    return o;
  };

  // ---- notifications -------------------------------------------------------------------------------------------

  /** §1: the transaction JSON the query answers, encrypted under the APIv3 key into the notification's resource. */
  const wechatBody = async (o: OrderRow, eventId: string, over: { amountFen?: number } = {}) => {
    const k = await keys();
    const transaction = {
      appid: WECHAT_APPID,
      mchid: WECHAT_MCHID,
      out_trade_no: o.outTradeNo,
      transaction_id: o.transactionId,
      trade_type: 'NATIVE',
      trade_state: WECHAT_PAID,
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      attach: o.attach ?? '',
      success_time: rfc3339(o.paidAt!),
      payer: { openid: 'oSandboxPayer0000000000000001' },
      amount: {
        total: over.amountFen ?? o.amountFen,
        payer_total: over.amountFen ?? o.amountFen,
        currency: 'CNY',
        payer_currency: 'CNY',
      },
    };
    const nonce = randomAlnum(12);
    return JSON.stringify({
      id: eventId,
      create_time: rfc3339(now()),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: aesGcmEncrypt(k.apiV3Key, nonce, 'transaction', JSON.stringify(transaction)),
        associated_data: 'transaction',
        nonce,
      },
    });
  };

  /** §2: the form of trade_status_sync, signed RSA2 over the sorted parameters without sign and sign_type. */
  const alipayParams = (o: OrderRow, eventId: string, over: { amountFen?: number } = {}) => {
    const state = stateWordAt(o, now());
    const amount = yuanOf(over.amountFen ?? o.amountFen);
    const params: Record<string, string> = {
      notify_time: alipayTime(now()),
      notify_type: 'trade_status_sync',
      notify_id: eventId,
      app_id: ALIPAY_APP_ID,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: tradeNoOf(o),
      out_trade_no: o.outTradeNo,
      trade_status: state,
      total_amount: amount,
      subject: o.description,
      gmt_create: alipayTime(o.scanTime ?? o.createTime),
      buyer_logon_id: 'san***@sandbox.com',
      seller_id: '2088000000000001',
    };
    if (state === ALIPAY_PAID) {
      params.receipt_amount = amount;
      params.buyer_pay_amount = amount;
      params.gmt_payment = alipayTime(o.paidAt!);
    }
    if (state === ALIPAY_CLOSED) params.gmt_close = alipayTime(o.closeTime ?? now());
    if (o.attach) params.passback_params = o.attach;
    return params;
  };
  const alipayForm = async (params: Record<string, string>, corrupt: string | null) => {
    const k = await keys();
    const content = alipaySignContent(params);
    const sign = rsaSign(k.alipayPrivatePem, corrupt === 'badSignature' ? `${content}&x=1` : content);
    return formOf({ ...params, sign });
  };

  const wechatHeaders = async (signedBody: string, corrupt: string | null) => {
    const k = await keys();
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const nonce = randomAlnum(32);
    const message = wechatMessage(timestamp, nonce, signedBody);
    return {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': k.platformSerial,
      'wechatpay-signature': rsaSign(k.platformPrivatePem, corrupt === 'badSignature' ? `${message}x` : message),
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
      'request-id': randomAlnum(32),
    };
  };

  /**
   * A new notification of the order's state, delivered per the console's mode: a row per delivery, due now, held,
   * or two of them; tampered and badSignature mark one notification and then fall back to normal.
   */
  const notify = async (o: OrderRow) => {
    const p = o.provider as PayProviderName;
    const settings = await getSettings();
    const mode = settings.mode;
    const at = now();
    const eventId = p === 'wechat' ? `EV-${randomAlnum(20)}` : randomAlnum(32).toLowerCase();
    const corrupt = mode === 'tampered' || mode === 'badSignature' ? mode : null;
    if (corrupt) await setSettings({ mode: 'normal' });
    let body: string;
    let signedBody: string | null = null;
    if (p === 'wechat') {
      body = await wechatBody(o, eventId);
      if (corrupt === 'tampered') {
        // The amount inside is changed after the platform signed the original body.
        signedBody = body;
        const original = JSON.parse(body) as { resource: { nonce: string } };
        const altered = JSON.parse(await wechatBody(o, eventId, { amountFen: o.amountFen + 100 }));
        altered.resource.nonce = altered.resource.nonce ?? original.resource.nonce;
        body = JSON.stringify(altered);
      }
    } else {
      const params = alipayParams(o, eventId);
      if (corrupt === 'tampered') {
        const signed = paramsOf(await alipayForm(params, null));
        body = formOf({ ...signed, total_amount: yuanOf(o.amountFen + 100) });
      } else body = await alipayForm(params, corrupt);
    }
    const path = new URL(o.notifyUrl).pathname;
    const held = mode === 'late' || mode === 'outOfOrder';
    const base = {
      orderId: o.id,
      provider: p,
      eventId,
      outTradeNo: o.outTradeNo,
      path,
      body,
      signedBody,
      corrupt: corrupt === 'badSignature' ? corrupt : corrupt === 'tampered' ? 'tampered' : null,
      createTime: at,
    };
    // outOfOrder: a notification waits until the next one has gone, which then releases it.
    const waitingOoo =
      mode === 'outOfOrder'
        ? await db
            .select({ id: sandboxPayDelivery.id })
            .from(sandboxPayDelivery)
            .where(and(eq(sandboxPayDelivery.status, 'held'), eq(sandboxPayDelivery.holdReason, 'outOfOrder')))
        : [];
    const holdThis = mode === 'late' || (mode === 'outOfOrder' && waitingOoo.length === 0);
    const rows = await db
      .insert(sandboxPayDelivery)
      .values(
        Array.from({ length: mode === 'twice' ? 2 : 1 }, () => ({
          ...base,
          status: holdThis ? 'held' : 'pending',
          holdReason: holdThis ? mode : null,
          nextAt: holdThis ? null : at,
        })),
      )
      .returning({ id: sandboxPayDelivery.id });
    if (held && holdThis) return;
    for (const r of rows) await attempt(r.id);
    if (waitingOoo.length) {
      await db
        .update(sandboxPayDelivery)
        .set({ status: 'pending', holdReason: null, nextAt: now() })
        .where(
          inArray(
            sandboxPayDelivery.id,
            waitingOoo.map((w) => w.id),
          ),
        );
      for (const w of waitingOoo) await attempt(w.id);
    }
  };

  const delivered = (p: PayProviderName, answer: { status: number; body: string }) =>
    p === 'wechat'
      ? answer.status === 200 || answer.status === 204
      : answer.status === 200 && answer.body === 'success';

  // Each attempt signed afresh (WeChat: a new timestamp and nonce every time), on the provider's own schedule.
  const outbox = createDeliveryOutbox<DeliveryRow>({
    db,
    jobs: deps.jobs,
    queue: PAY_SANDBOX_DELIVER_QUEUE,
    table: sandboxPayDelivery,
    columns: sandboxPayDelivery,
    now,
    schedule: (row) => RETRY_SCHEDULE_SECONDS[row.provider as PayProviderName],
    timeScaleOf: async () => (await getSettings()).timeScale,
    post: async (row) => {
      if (!deliver) throw new Error('未接入通知投递');
      const p = row.provider as PayProviderName;
      const headers =
        p === 'wechat'
          ? await wechatHeaders(row.signedBody ?? row.body, row.corrupt)
          : { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' };
      return deliver({ provider: p, path: row.path, headers, body: row.body });
    },
    verdictOf: (row, answer) => (delivered(row.provider as PayProviderName, answer) ? 'delivered' : null),
    onError,
  });
  const { attempt, deliverDue } = outbox;

  const release = async () => {
    const held = await db
      .update(sandboxPayDelivery)
      .set({ status: 'pending', holdReason: null, nextAt: now() })
      .where(eq(sandboxPayDelivery.status, 'held'))
      .returning({ id: sandboxPayDelivery.id });
    for (const h of held.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))) await attempt(h.id);
    return held.length;
  };

  /** §1 "send duplicate": a delivered notification goes again, as a new delivery of the same event. */
  const resend = async (deliveryId: string) => {
    const [d] = await db.select().from(sandboxPayDelivery).where(eq(sandboxPayDelivery.id, deliveryId)).limit(1);
    if (!d) throw refuse.deliveryMissing();
    if (d.status !== 'delivered') throw refuse.notDelivered();
    const [copy] = await db
      .insert(sandboxPayDelivery)
      .values({
        orderId: d.orderId,
        provider: d.provider,
        eventId: d.eventId,
        outTradeNo: d.outTradeNo,
        path: d.path,
        body: d.body,
        signedBody: d.signedBody,
        corrupt: d.corrupt,
        duplicate: 1,
        status: 'pending',
        nextAt: now(),
        createTime: now(),
      })
      .returning({ id: sandboxPayDelivery.id });
    await attempt(copy!.id);
    return Number(copy!.id);
  };

  /** A notification of the order, validly signed now, without delivering it (tests: a wrong amount, signed). */
  const composeNotification = async (outTradeNo: string, over: { amountFen?: number } = {}) => {
    const o = await byNo(outTradeNo);
    const p = o.provider as PayProviderName;
    const path = new URL(o.notifyUrl).pathname;
    if (p === 'wechat') {
      const body = await wechatBody(o, `EV-${randomAlnum(20)}`, over);
      return { path, headers: await wechatHeaders(body, null), body };
    }
    const body = await alipayForm(alipayParams(o, randomAlnum(32).toLowerCase(), over), null);
    return { path, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body };
  };

  // ---- the merchant's side (merchant.ts), with the sandbox's own keys and app id ---------------------------------

  const verifyNotification = async (provider: PayProviderName, n: RawNotification): Promise<VerifiedNotification> =>
    verifyPayNotification({ ...(await keys()), alipayAppId: ALIPAY_APP_ID }, provider, n, now());

  // ---- console lists -------------------------------------------------------------------------------------------

  const listOrders = async (q: PageQuery) => {
    const [total] = await db.select({ n: count() }).from(sandboxPayOrder);
    const orders = await db
      .select()
      .from(sandboxPayOrder)
      .orderBy(desc(sandboxPayOrder.id))
      .limit(q.size)
      .offset(offsetOf(q));
    const counts = orders.length
      ? await db
          .select({
            orderId: sandboxPayDelivery.orderId,
            sent: sql<number>`count(*) filter (where ${sandboxPayDelivery.attempts} > 0)`.mapWith(Number),
            acked: sql<number>`count(*) filter (where ${sandboxPayDelivery.status} = 'delivered')`.mapWith(Number),
          })
          .from(sandboxPayDelivery)
          .where(
            inArray(
              sandboxPayDelivery.orderId,
              orders.map((o) => o.id),
            ),
          )
          .groupBy(sandboxPayDelivery.orderId)
      : [];
    const byOrder = new Map(counts.map((c) => [c.orderId, c]));
    const at = now();
    return toPage(
      orders.map((o) => orderRowOf(o, at, byOrder.get(o.id)?.sent ?? 0, byOrder.get(o.id)?.acked ?? 0)),
      total?.n ?? 0,
      q.current,
      q.size,
    );
  };
  const listDeliveries = async (q: PageQuery) => {
    const [total] = await db.select({ n: count() }).from(sandboxPayDelivery);
    const rows = await db
      .select()
      .from(sandboxPayDelivery)
      .orderBy(desc(sandboxPayDelivery.id))
      .limit(q.size)
      .offset(offsetOf(q));
    return toPage(rows.map(deliveryRowOf), total?.n ?? 0, q.current, q.size);
  };

  const registerJobs = outbox.registerJobs;

  return {
    createOrder,
    queryOrder,
    closeOrder,
    verifyNotification,
    acknowledgement: payAcknowledgement,
    ...consoleOf({
      setDeliver: (fn) => {
        deliver = fn;
      },
      setClock: (fn) => {
        clock = fn;
      },
      now,
      keys,
      registerJobs,
      phoneOrder: async (pr) => answerOf(await scan(await byPr(pr))),
      phonePay: async (pr) => pay(await scan(await byPr(pr))),
      phoneFail: async (pr) => fail(await byPr(pr)),
      payByNo: async (no) => pay(await byNo(no)),
      failByNo: async (no) => fail(await byNo(no)),
      closeByNo: async (no) => {
        const o = await byNo(no);
        if (statusAt(o, now()) === 'paid') throw refuse.orderPaid();
        await closeOrder(o.provider as PayProviderName, o.outTradeNo);
        if (o.provider === 'alipay' && !o.scanTime) {
          // The console's close of a code nobody scanned: the sandbox lets it lapse (no trade to notify).
          await db
            .update(sandboxPayOrder)
            .set({ state: ALIPAY_CLOSED, closeTime: now() })
            .where(and(eq(sandboxPayOrder.id, o.id), eq(sandboxPayOrder.state, ALIPAY_OPEN)));
        }
        return answerOf((await byNo(no))!);
      },
      listOrders,
      listDeliveries,
      resend,
      release,
      getSettings,
      setSettings,
      deliverDue,
      wechatQuery,
      wechatClose,
      alipayQuery,
      alipayClose,
      composeNotification,
    }),
  };
};
