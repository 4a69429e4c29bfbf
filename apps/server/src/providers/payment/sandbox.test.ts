import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { openTestDatabase } from '../../test/harness';
import { type PaymentPort, PayProviderError } from './port';
import { aesGcmDecrypt, aesGcmEncrypt, alipaySignContent, paramsOf } from './protocol';
import { createSandboxPayment, type DeliverRequest, RETRY_SCHEDULE_SECONDS, type SandboxPayment } from './sandbox';
import { sandboxPayDelivery } from './sandbox.table';

/** The sandbox's protocol (PROVIDERS.md §1, §2 "Sandbox must"), on a simulated clock and a recording merchant. */

let database: Database;
let sandbox: SandboxPayment;
let at = new Date('2026-11-24T02:00:00Z');
const sent: DeliverRequest[] = [];
/** What the merchant answers next (by default: verify, then acknowledge). */
let answer: (r: DeliverRequest) => Promise<{ status: number; body: string }>;

const verifyAndAck = async (r: DeliverRequest) => {
  try {
    await sandbox.verifyNotification(r.provider, { headers: r.headers, rawBody: r.body });
    const ack = sandbox.acknowledgement(r.provider, true);
    return { status: ack.status, body: ack.body };
  } catch {
    const ack = sandbox.acknowledgement(r.provider, false);
    return { status: ack.status, body: ack.body };
  }
};

let seq = 0;
const newOrder = async (
  provider: 'wechat' | 'alipay',
  over: Partial<Parameters<PaymentPort['createOrder']>[0]> = {},
) => {
  const outTradeNo = `T${Date.now()}${++seq}`;
  const order = {
    provider,
    outTradeNo,
    amountFen: 76144,
    description: '平台服务费-HT001',
    notifyUrl: `http://192.168.1.20:8080/api/kc-pay/notify/${provider}`,
    expireAt: new Date(at.getTime() + 2 * 60 * 60 * 1000),
    ...over,
  };
  const { codeUrl } = await sandbox.createOrder(order);
  return { order, codeUrl, pr: new URL(codeUrl).searchParams.get('pr')! };
};

beforeAll(async () => {
  database = await openTestDatabase();
  sandbox = createSandboxPayment({
    db: database.db,
    deliver: async (r) => {
      sent.push(r);
      return answer(r);
    },
    onError: () => undefined,
  });
  sandbox.setClock(() => at);
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  sent.length = 0;
  answer = verifyAndAck;
  await sandbox.setSettings({ mode: 'normal', timeScale: 1 });
});

describe(`payment sandbox on ${process.env.TEST_DB}`, () => {
  it('keeps its keys in its table: a second instance verifies what the first signed', async () => {
    const { pr } = await newOrder('wechat');
    await sandbox.phonePay(pr);
    expect(sent).toHaveLength(1);
    const other = createSandboxPayment({ db: database.db });
    other.setClock(() => at);
    const n = await other.verifyNotification('wechat', { headers: sent[0]!.headers, rawBody: sent[0]!.body });
    expect(n.paid).toBe(true);
    expect((await other.keys()).apiV3Key).toBe((await sandbox.keys()).apiV3Key);
    expect((await sandbox.keys()).apiV3Key).toMatch(/^[0-9A-Za-z]{32}$/);
  });

  it('AES-256-GCM round trip; a changed ciphertext does not decrypt', () => {
    const key = 'abcdefghijklmnopqrstuvwxyz012345';
    const c = aesGcmEncrypt(key, '123456789012', 'transaction', '{"a":1}');
    expect(aesGcmDecrypt(key, '123456789012', 'transaction', c)).toBe('{"a":1}');
    const bytes = Buffer.from(c, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    expect(() => aesGcmDecrypt(key, '123456789012', 'transaction', bytes.toString('base64'))).toThrow();
    expect(() => aesGcmDecrypt(key, '123456789012', 'other', c)).toThrow();
  });

  it('WeChat: code_url opens the phone page; identical re-submission answers the same; a closed number is taken', async () => {
    const { order, codeUrl } = await newOrder('wechat');
    expect(codeUrl).toMatch(/^http:\/\/192\.168\.1\.20:8080\/m\/pay\?pr=[0-9A-Za-z]{24}$/);
    expect((await sandbox.createOrder(order)).codeUrl).toBe(codeUrl);
    // Other parameters under the same open number: the duplicated number.
    await expect(sandbox.createOrder({ ...order, amountFen: 1 })).rejects.toMatchObject({
      code: 'OUT_TRADE_NO_USED',
      message: '商户订单号重复',
      httpStatus: 403,
    });
    expect((await sandbox.wechatQuery(order.outTradeNo)).trade_state).toBe('NOTPAY');
    await sandbox.wechatClose(order.outTradeNo);
    expect((await sandbox.wechatQuery(order.outTradeNo)).trade_state).toBe('CLOSED');
    await expect(sandbox.wechatClose(order.outTradeNo)).rejects.toMatchObject({ code: 'ORDER_CLOSED' });
    await expect(sandbox.createOrder(order)).rejects.toMatchObject({ code: 'OUT_TRADE_NO_USED', httpStatus: 403 });
    await expect(sandbox.wechatQuery('NOSUCHORDER')).rejects.toMatchObject({
      code: 'ORDER_NOT_EXIST',
      httpStatus: 404,
    });
    expect(await sandbox.queryOrder('wechat', 'NOSUCHORDER')).toEqual({ state: 'closed' });
    await expect(sandbox.createOrder({ ...order, outTradeNo: 'bad no!' })).rejects.toBeInstanceOf(PayProviderError);
  });

  it('WeChat: an open order past time_expire reads CLOSED, cannot be paid, and its number stays taken', async () => {
    const { order, pr } = await newOrder('wechat', { expireAt: new Date(at.getTime() + 60_000) });
    expect(await sandbox.queryOrder('wechat', order.outTradeNo)).toEqual({ state: 'open' });
    const before = at;
    at = new Date(at.getTime() + 61_000);
    try {
      expect(await sandbox.queryOrder('wechat', order.outTradeNo)).toEqual({ state: 'closed' });
      expect((await sandbox.phoneOrder(pr)).status).toBe('closed');
      await expect(sandbox.phonePay(pr)).rejects.toMatchObject({ reason: 'pay_sandbox.order_closed' });
      await expect(sandbox.createOrder(order)).rejects.toMatchObject({ code: 'OUT_TRADE_NO_USED' });
    } finally {
      at = before;
    }
  });

  it('WeChat notification: signed headers over timestamp, nonce, body; encrypted transaction; 204 acknowledged', async () => {
    const { order, pr } = await newOrder('wechat');
    const paid = await sandbox.phonePay(pr);
    expect(paid.status).toBe('paid');
    expect(sent).toHaveLength(1);
    const r = sent[0]!;
    expect(r.path).toBe('/api/kc-pay/notify/wechat');
    const body = JSON.parse(r.body);
    expect(body).toMatchObject({
      event_type: 'TRANSACTION.SUCCESS',
      resource_type: 'encrypt-resource',
      summary: '支付成功',
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', associated_data: 'transaction' },
    });
    expect(body.resource.nonce).toHaveLength(12);
    const n = await sandbox.verifyNotification('wechat', { headers: r.headers, rawBody: r.body });
    expect(n).toMatchObject({ outTradeNo: order.outTradeNo, paid: true, amountFen: 76144 });
    expect(n.transactionId).toMatch(/^4200\d{24}$/);
    const q = await sandbox.queryOrder('wechat', order.outTradeNo);
    expect(q).toMatchObject({ state: 'paid', transactionId: n.transactionId, amountFen: 76144 });
    // Closing a paid order is refused.
    await expect(sandbox.closeOrder('wechat', order.outTradeNo)).rejects.toMatchObject({ code: 'ORDER_PAID' });
    const deliveries = (await sandbox.listDeliveries({ current: 1, size: 5 })).records;
    expect(deliveries[0]).toMatchObject({ delivered: true, attempt: 1, lastStatus: 204 });
  });

  it('WeChat verification refuses a missing header, a wrong signature, a changed body and a stale timestamp', async () => {
    const { pr } = await newOrder('wechat');
    await sandbox.phonePay(pr);
    const { headers, body } = sent[0]!;
    const check = (h: Record<string, string>, b = body) =>
      sandbox.verifyNotification('wechat', { headers: h, rawBody: b });
    for (const name of ['wechatpay-timestamp', 'wechatpay-nonce', 'wechatpay-signature', 'wechatpay-serial']) {
      const { [name]: _gone, ...rest } = headers;
      await expect(check(rest)).rejects.toMatchObject({ code: 'SIGN_ERROR' });
    }
    await expect(check({ ...headers, 'wechatpay-serial': 'ABC' })).rejects.toMatchObject({ code: 'SIGN_ERROR' });
    await expect(check({ ...headers, 'wechatpay-nonce': 'x' })).rejects.toMatchObject({ code: 'SIGN_ERROR' });
    await expect(check(headers, body.replace('"summary":"支付成功"', '"summary":"x"'))).rejects.toMatchObject({
      code: 'SIGN_ERROR',
    });
    const before = at;
    at = new Date(at.getTime() + 5 * 60 * 1000);
    try {
      await expect(check(headers)).rejects.toMatchObject({ message: '通知时间戳超出 5 分钟' });
    } finally {
      at = before;
    }
    await expect(check(headers)).resolves.toMatchObject({ paid: true });
  });

  it('Alipay: no trade until scanned; WAIT_BUYER_PAY → TRADE_SUCCESS; close of a paid trade is refused', async () => {
    const { order, pr, codeUrl } = await newOrder('alipay');
    expect(codeUrl).toContain('/m/pay?pr=');
    await expect(sandbox.alipayQuery(order.outTradeNo)).rejects.toMatchObject({ code: 'ACQ.TRADE_NOT_EXIST' });
    await expect(sandbox.alipayClose(order.outTradeNo)).rejects.toMatchObject({ code: 'ACQ.TRADE_NOT_EXIST' });
    expect(await sandbox.queryOrder('alipay', order.outTradeNo)).toEqual({ state: 'open' });
    expect((await sandbox.phoneOrder(pr)).status).toBe('open');
    expect((await sandbox.alipayQuery(order.outTradeNo)).trade_status).toBe('WAIT_BUYER_PAY');
    expect((await sandbox.phoneFail(pr)).lastError).toBe('余额不足');
    expect(sent).toHaveLength(0);
    await sandbox.phonePay(pr);
    expect((await sandbox.alipayQuery(order.outTradeNo)).trade_status).toBe('TRADE_SUCCESS');
    await expect(sandbox.alipayClose(order.outTradeNo)).rejects.toMatchObject({ code: 'ACQ.TRADE_HAS_SUCCESS' });
    await expect(sandbox.createOrder(order)).rejects.toMatchObject({ code: 'ACQ.TRADE_HAS_SUCCESS' });

    expect(sent).toHaveLength(1);
    const params = paramsOf(sent[0]!.body);
    expect(params).toMatchObject({
      notify_type: 'trade_status_sync',
      trade_status: 'TRADE_SUCCESS',
      out_trade_no: order.outTradeNo,
      total_amount: '761.44',
      sign_type: 'RSA2',
    });
    expect(alipaySignContent(params)).not.toContain('sign=');
    const n = await sandbox.verifyNotification('alipay', { headers: sent[0]!.headers, rawBody: sent[0]!.body });
    expect(n).toMatchObject({ paid: true, amountFen: 76144, outTradeNo: order.outTradeNo });
    // Any changed parameter breaks the RSA2 signature.
    const changed = sent[0]!.body.replace('total_amount=761.44', 'total_amount=761.45');
    await expect(sandbox.verifyNotification('alipay', { headers: {}, rawBody: changed })).rejects.toMatchObject({
      code: 'SIGN_ERROR',
    });
  });

  it('Alipay: closing a scanned trade notifies TRADE_CLOSED; acknowledged only by exactly "success"', async () => {
    const { order, pr } = await newOrder('alipay');
    await sandbox.phoneOrder(pr);
    answer = async () => ({ status: 200, body: 'success\n' });
    await sandbox.closeOrder('alipay', order.outTradeNo);
    expect(paramsOf(sent[0]!.body).trade_status).toBe('TRADE_CLOSED');
    const [d] = (await sandbox.listDeliveries({ current: 1, size: 1 })).records;
    expect(d).toMatchObject({ delivered: false, status: 'pending', attempt: 1 });
    expect(sandbox.acknowledgement('alipay', true).body).toBe('success');
  });

  it('retries on the schedule, scaled by timeScale, until acknowledged; gives up after the last', async () => {
    await sandbox.setSettings({ timeScale: 0.01 });
    answer = async () => ({ status: 500, body: '{"code":"FAIL","message":"失败"}' });
    const { pr } = await newOrder('wechat');
    const start = at;
    try {
      await sandbox.phonePay(pr);
      expect(sent).toHaveLength(1);
      const schedule = RETRY_SCHEDULE_SECONDS.wechat;
      const row = async () => (await sandbox.listDeliveries({ current: 1, size: 1 })).records[0]!;
      // Nothing is due before the first wait (15 s × 0.01) has passed.
      at = new Date(at.getTime() + 100);
      expect(await sandbox.deliverDue()).toBe(0);
      let attempts = 1;
      for (const wait of schedule.slice(0, 3)) {
        at = new Date(at.getTime() + wait * 10);
        expect(await sandbox.deliverDue()).toBe(1);
        attempts += 1;
        expect((await row()).attempt).toBe(attempts);
      }
      // Each retry is signed afresh: every attempt verifies at its own time.
      const last = sent[sent.length - 1]!;
      await expect(
        sandbox.verifyNotification('wechat', { headers: last.headers, rawBody: last.body }),
      ).resolves.toBeTruthy();
      expect(last.headers['wechatpay-nonce']).not.toBe(sent[0]!.headers['wechatpay-nonce']);
      // The merchant recovers: the next retry is acknowledged.
      answer = verifyAndAck;
      at = new Date(at.getTime() + schedule[3]! * 10);
      expect(await sandbox.deliverDue()).toBe(1);
      expect(await row()).toMatchObject({ delivered: true, attempt: 5, nextRetryTime: null });

      // A merchant that never answers: after the 15 retries the sandbox stops (16 attempts in all).
      answer = async () => ({ status: 503, body: '' });
      const second = await newOrder('wechat');
      await sandbox.phonePay(second.pr);
      for (const wait of schedule) {
        at = new Date(at.getTime() + wait * 10);
        await sandbox.deliverDue();
      }
      expect(await row()).toMatchObject({ status: 'failed', attempt: schedule.length + 1, delivered: false });
    } finally {
      at = start;
    }
  });

  it('modes: twice, late until released, outOfOrder, tampered and badSignature (one notification each); resend', async () => {
    const paidOf = (r: DeliverRequest) => paramsOf(r.body).out_trade_no;
    await sandbox.setSettings({ mode: 'twice' });
    const a = await newOrder('alipay');
    await sandbox.phonePay(a.pr);
    expect(sent.map(paidOf)).toEqual([a.order.outTradeNo, a.order.outTradeNo]);
    expect(paramsOf(sent[0]!.body).notify_id).toBe(paramsOf(sent[1]!.body).notify_id);

    sent.length = 0;
    await sandbox.setSettings({ mode: 'late' });
    const b = await newOrder('alipay');
    await sandbox.phonePay(b.pr);
    expect(sent).toHaveLength(0);
    expect(await sandbox.release()).toBe(1);
    expect(sent.map(paidOf)).toEqual([b.order.outTradeNo]);

    sent.length = 0;
    await sandbox.setSettings({ mode: 'outOfOrder' });
    const c = await newOrder('alipay');
    const d = await newOrder('alipay');
    await sandbox.phonePay(c.pr);
    expect(sent).toHaveLength(0);
    await sandbox.phonePay(d.pr);
    expect(sent.map(paidOf)).toEqual([d.order.outTradeNo, c.order.outTradeNo]);

    for (const mode of ['tampered', 'badSignature'] as const) {
      for (const provider of ['wechat', 'alipay'] as const) {
        sent.length = 0;
        await sandbox.setSettings({ mode });
        const e = await newOrder(provider);
        await sandbox.phonePay(e.pr);
        expect(sent).toHaveLength(1);
        await expect(
          sandbox.verifyNotification(provider, { headers: sent[0]!.headers, rawBody: sent[0]!.body }),
        ).rejects.toMatchObject({ code: 'SIGN_ERROR' });
        // One notification only: the mode is normal again.
        expect((await sandbox.getSettings()).mode).toBe('normal');
      }
    }

    sent.length = 0;
    await sandbox.setSettings({ mode: 'normal' });
    const f = await newOrder('wechat');
    await sandbox.phonePay(f.pr);
    const [delivered] = (await sandbox.listDeliveries({ current: 1, size: 1 })).records;
    await sandbox.resend(delivered!.id);
    expect(sent).toHaveLength(2);
    expect(JSON.parse(sent[1]!.body).id).toBe(JSON.parse(sent[0]!.body).id);
    const [dup] = (await sandbox.listDeliveries({ current: 1, size: 1 })).records;
    expect(dup).toMatchObject({ duplicate: true, delivered: true });
  });

  it('the console lists orders with notifications sent and acknowledged', async () => {
    const { order, pr } = await newOrder('wechat');
    await sandbox.phonePay(pr);
    const page = await sandbox.listOrders({ current: 1, size: 50 });
    const row = page.records.find((r) => r.outTradeNo === order.outTradeNo)!;
    expect(row).toMatchObject({ status: 'paid', state: 'SUCCESS', notificationsSent: 1, notificationsAcked: 1 });
    expect(await database.db.$count(sandboxPayDelivery)).toBeGreaterThan(0);
  });
});
