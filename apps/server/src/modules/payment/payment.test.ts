import { createHash } from 'node:crypto';
import { ContractStatus, ServiceStatus } from '@kc/domain/contract/status';
import { NotifyStatus, PayOrderStatus, paymentRefusals, TradePayStatus } from '@kc/domain/payment/payment';
import { formatAmount } from '@kc/domain/shared/money';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvent } from '../../platform/audit/audit.table';
import { loadConfig } from '../../platform/config';
import { RATE_LIMITS } from '../../platform/http/rate-limits';
import { PayProviderError } from '../../providers/payment/port';
import { enterpriseIdOfAccount, makeContract } from '../../test/fixtures/contract';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { file, form, pdf, png } from '../../test/uploads';
import { createUser } from '../../test/users';
import { contract } from '../contract/contract.table';
import { enterprise } from '../enterprise/enterprise.table';
import { user } from '../user/user.table';
import { processNotification, processPendingNotifications, reconcilePayments } from './notifications';
import { deleteAgedRefusedNotifications, REFUSED_BODY_CAP_BYTES } from './notify-retention';
import { payLedger, payNotify, payOrder, tradePay } from './payment.table';
import { payShareThroughSandbox } from './seed-pay';

const BASE = '/api/kc-flrk/contract';
const reasons = paymentRefusals.reasons;

let t: TestApp;
let shipperId: string;
let buyerId: string;
const tok: Record<string, string> = {};

const row = async (id: string) => (await t.ctx.db.select().from(contract).where(eq(contract.id, id)))[0]!;
const inForce = () => makeContract(t.ctx, { status: ContractStatus.inForce, shipperId, buyerId, render: false });
const payCode = (token: string | undefined, id: string, type = 10) =>
  t.post(token, `${BASE}/servicePayCode`, { id, type });
const prOf = (payUrl: string) => new URL(payUrl).searchParams.get('pr')!;
const phone = (verb: 'pay' | 'fail', pr: string) => t.post(undefined, `/api/kc-pay/sandbox/${verb}`, { pr });
const result = (token: string, id: string) => dataOf<string>(t.get(token, `${BASE}/payResult`, { id }));
const eventsOf = async (contractId: string, action: string) =>
  (
    await t.ctx.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.objectId, contractId), eq(auditEvent.action, action)))
  ).length;
const postNotification = (n: { path: string; headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: n.path, headers: n.headers, payload: n.body });
const upload = async (token: string, name: string, bytes: Buffer) => {
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/kc-resource/oss/endpoint/put-file-attach',
    ...form(file(name, bytes)),
  });
  return (await dataOf<{ attachId: string }>(res)).attachId;
};
/** Moves the sandbox's clock (and so the notifications' timestamps) by `ms` from now. */
const shiftClock = (ms: number) => t.ctx.paymentSandbox.setClock(() => new Date(Date.now() + ms));

beforeAll(async () => {
  t = await createTestApp();
  shipperId = await enterpriseIdOfAccount(t.ctx.db, 'shipper');
  buyerId = await enterpriseIdOfAccount(t.ctx.db, 'buyer');
  for (const a of ['shipper', 'buyer', 'platform']) tok[a] = await t.login(a);
  const [foreign] = await t.ctx.db
    .insert(enterprise)
    .values({ name: '另一家纺织公司', type: '3', code: 'T-FOREIGN-PAY', status: 1 })
    .returning({ id: enterprise.id });
  await createUser(t.ctx.db, 'buyer_pay_other', { roleAliases: ['buyer'], postId: foreign!.id, userType: 3 });
  tok.foreign = await t.login('buyer_pay_other');
});
afterEach(async () => {
  vi.restoreAllMocks();
  t.ctx.paymentSandbox.setClock(null);
  await t.ctx.paymentSandbox.setSettings({ mode: 'normal', timeScale: 1 });
});
afterAll(async () => {
  await t?.close();
});

describe(`platform service fee payment on ${process.env.TEST_DB}`, () => {
  it('QR → the phone page pays → the notification is applied: payResult success, service status 1, one ledger row', async () => {
    const c = await inForce();
    const share = await dataOf<{
      amount: string;
      platformServiceAmount: string;
      totalAmount: string;
      serviceStatus: number;
      formula: string;
      account: string;
    }>(t.post(tok.buyer, `${BASE}/confirmService`, { id: c.id, companyType: 1 }));
    // Figures travel as decimal strings; only the formula's text prints them as the screen does.
    expect(share).toMatchObject({
      amount: c.buyerServiceAmount,
      platformServiceAmount: c.platformServiceAmount,
      totalAmount: c.totalAmount,
      serviceStatus: 0,
    });
    expect(share.formula).toContain('÷ 10000');
    expect(share.formula).toContain(`合同金额 ${formatAmount(c.totalAmount)} ×`);
    expect(share.formula).toContain(`= ${formatAmount(c.platformServiceAmount)} 元`);

    const code = await dataOf<{
      orderNo: string;
      amount: string;
      qrCodeUrl: string;
      payUrl: string;
      expireTime: number;
    }>(payCode(tok.buyer, c.id));
    expect(code.amount).toBe(c.buyerServiceAmount);
    expect(code.orderNo).toMatch(/^[0-9A-Za-z]{1,32}$/);
    expect(code.qrCodeUrl).toMatch(/^data:image\/png;base64,/);
    expect(code.payUrl).toMatch(/\/m\/pay\?pr=[0-9A-Za-z]+$/);
    expect(code.expireTime).toBeGreaterThan(Date.now());
    // A second call answers the same order.
    expect((await dataOf<{ orderNo: string }>(payCode(tok.buyer, c.id))).orderNo).toBe(code.orderNo);
    expect(await result(tok.buyer, c.id)).toBe('pending');

    const page = await dataOf<{ status: string; amount: string; merchant: string }>(
      t.get(undefined, '/api/kc-pay/sandbox/order', { pr: prOf(code.payUrl) }),
    );
    expect(page).toMatchObject({ status: 'open', amount: c.buyerServiceAmount });
    expect((await dataOf<{ lastError: string }>(phone('fail', prOf(code.payUrl)))).lastError).toBe('余额不足');
    expect(await result(tok.buyer, c.id)).toBe('pending');
    const published = vi.spyOn(t.ctx.events, 'publishToUsers');
    expect((await dataOf<{ status: string }>(phone('pay', prOf(code.payUrl)))).status).toBe('paid');
    // The paying party's open pages hear of it at once.
    expect(published).toHaveBeenCalledWith(expect.any(Array), 'payment.status', {
      contractId: c.id,
      companyType: 1,
      status: 'success',
    });

    expect(await result(tok.buyer, c.id)).toBe('success');
    expect(await result(tok.shipper, c.id)).toBe('none');
    const after = await row(c.id);
    expect(after.buyerServiceStatus).toBe(ServiceStatus.paid);
    expect(after.shipperServiceStatus).toBe(ServiceStatus.unpaid);
    const [tp] = await t.ctx.db.select().from(tradePay).where(eq(tradePay.contractId, c.id));
    expect(tp).toMatchObject({ tradePayStatus: TradePayStatus.paidOnline, payWay: 10, party: 1 });
    const ledger = await t.ctx.db.select().from(payLedger).where(eq(payLedger.contractId, c.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: c.buyerServiceAmount, orderNo: code.orderNo, status: 10 });
    expect(await eventsOf(c.id, 'pay-order')).toBe(1);
    expect(await eventsOf(c.id, 'service-paid')).toBe(1);
    // Paid: no further code, no voucher.
    expectRefusal(await payCode(tok.buyer, c.id), 409, reasons.notUnpaid);
    const image = await upload(tok.buyer, '回单.png', png(7));
    expectRefusal(
      await t.post(tok.buyer, `${BASE}/insertVoucher`, { id: c.id, attachId: image }),
      409,
      reasons.notUnpaid,
    );
    expect((await t.get(tok.foreign, `${BASE}/payResult`, { id: c.id })).statusCode).toBe(404);
  });

  it('Alipay: another way closes the open WeChat order first; the trade exists once the page is opened', async () => {
    const c = await inForce();
    const wechat = await dataOf<{ orderNo: string }>(payCode(tok.shipper, c.id, 10));
    const alipay = await dataOf<{ orderNo: string; payUrl: string }>(payCode(tok.shipper, c.id, 11));
    expect(alipay.orderNo).not.toBe(wechat.orderNo);
    const orders = await t.ctx.db.select().from(payOrder).where(eq(payOrder.contractId, c.id));
    expect(orders.find((o) => o.outTradeNo === wechat.orderNo)!.status).toBe(PayOrderStatus.closed);
    expect((await t.ctx.paymentSandbox.wechatQuery(wechat.orderNo)).trade_state).toBe('CLOSED');
    await expect(t.ctx.paymentSandbox.alipayQuery(alipay.orderNo)).rejects.toMatchObject({
      code: 'ACQ.TRADE_NOT_EXIST',
    });
    await dataOf(t.get(undefined, '/api/kc-pay/sandbox/order', { pr: prOf(alipay.payUrl) }));
    expect((await t.ctx.paymentSandbox.alipayQuery(alipay.orderNo)).trade_status).toBe('WAIT_BUYER_PAY');
    await dataOf(phone('pay', prOf(alipay.payUrl)));
    expect(await result(tok.shipper, c.id)).toBe('success');
    expect((await row(c.id)).shipperServiceStatus).toBe(ServiceStatus.paid);
  });

  it('the same notification 10 times at once, and again an hour later: one effect', async () => {
    const c = await inForce();
    await t.ctx.paymentSandbox.setSettings({ mode: 'late' });
    const code = await dataOf<{ orderNo: string; payUrl: string }>(payCode(tok.buyer, c.id));
    await dataOf(phone('pay', prOf(code.payUrl)));
    expect(await result(tok.buyer, c.id)).toBe('pending');

    const n = await t.ctx.paymentSandbox.composeNotification(code.orderNo);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postNotification(n)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(204));
    expect(answers[0]!.body).toBe('');
    expect(await t.ctx.paymentSandbox.release()).toBe(1);
    // An hour later (the sandbox's clock): the delivered notification sent again, signed at that time.
    shiftClock(60 * 60 * 1000);
    const [delivery] = (await t.ctx.paymentSandbox.listDeliveries({ current: 1, size: 1 })).records;
    expect(delivery).toMatchObject({ delivered: true, outTradeNo: code.orderNo });
    await t.ctx.paymentSandbox.resend(delivery!.id);
    await processPendingNotifications(t.ctx);

    const inbox = await t.ctx.db.select().from(payNotify).where(eq(payNotify.outTradeNo, code.orderNo));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.status).toBe(NotifyStatus.applied);
    expect(await t.ctx.db.$count(payLedger, eq(payLedger.contractId, c.id))).toBe(1);
    expect(await eventsOf(c.id, 'service-paid')).toBe(1);
    expect((await row(c.id)).buyerServiceStatus).toBe(ServiceStatus.paid);
    const [latest] = (await t.ctx.paymentSandbox.listDeliveries({ current: 1, size: 1 })).records;
    expect(latest).toMatchObject({ duplicate: true, delivered: true, lastStatus: 204 });
  });

  it('a signed notification of another amount, a bad signature and a tampered body are refused and kept; nothing changes', async () => {
    const c = await inForce();
    await t.ctx.paymentSandbox.setSettings({ mode: 'late' });
    const code = await dataOf<{ orderNo: string; payUrl: string }>(payCode(tok.buyer, c.id));
    await dataOf(phone('pay', prOf(code.payUrl)));
    const wrong = await t.ctx.paymentSandbox.composeNotification(code.orderNo, { amountFen: 1 });
    // Verified, so stored and acknowledged; refused on processing: the amount is not the order's.
    expect((await postNotification(wrong)).statusCode).toBe(204);
    const [refused] = await t.ctx.db.select().from(payNotify).where(eq(payNotify.outTradeNo, code.orderNo));
    expect(refused).toMatchObject({ status: NotifyStatus.refused });
    expect(refused!.reason).toContain('金额不符');
    expect((await row(c.id)).buyerServiceStatus).toBe(ServiceStatus.unpaid);
    expect((await t.ctx.db.select().from(payOrder).where(eq(payOrder.outTradeNo, code.orderNo)))[0]!.status).toBe(
      PayOrderStatus.open,
    );
    // The genuine notification of the same transaction is still taken.
    await t.ctx.paymentSandbox.release();
    expect((await row(c.id)).buyerServiceStatus).toBe(ServiceStatus.paid);

    for (const [mode, payWay] of [
      ['badSignature', 10],
      ['tampered', 10],
      ['tampered', 11],
      ['badSignature', 11],
    ] as const) {
      const other = await inForce();
      await t.ctx.paymentSandbox.setSettings({ mode });
      const oc = await dataOf<{ orderNo: string; payUrl: string }>(payCode(tok.shipper, other.id, payWay));
      await dataOf(phone('pay', prOf(oc.payUrl)));
      const [d] = (await t.ctx.paymentSandbox.listDeliveries({ current: 1, size: 1 })).records;
      expect(d).toMatchObject({ outTradeNo: oc.orderNo, delivered: false, corrupt: mode });
      expect(d!.lastStatus).toBe(400);
      expect(d!.lastAnswer).toBe(payWay === 10 ? '{"code":"FAIL","message":"失败"}' : 'fail');
      // Kept as it arrived, refused, with the verification's reason; no transaction id (it never verified).
      const kept = await t.ctx.db
        .select()
        .from(payNotify)
        .where(
          and(eq(payNotify.provider, payWay === 10 ? 'wechat' : 'alipay'), eq(payNotify.status, NotifyStatus.refused)),
        )
        .orderBy(desc(payNotify.id))
        .limit(1);
      expect(kept[0]).toMatchObject({ transactionId: null, dedupeKey: null });
      expect(kept[0]!.reason).toMatch(/签名|解密/);
      expect((await row(other.id)).shipperServiceStatus).toBe(ServiceStatus.unpaid);
      expect(await result(tok.shipper, other.id)).toBe('pending');
    }
    const refusedRows = await t.ctx.db.select().from(payNotify).where(eq(payNotify.status, NotifyStatus.refused));
    expect(refusedRows.filter((r) => r.transactionId == null).length).toBeGreaterThanOrEqual(4);
    expect(refusedRows.every((r) => r.reason && r.rawBody.length > 0)).toBe(true);
  });

  it('a malformed notification (broken JSON, empty, NUL, a form of nothing) is a 400, kept and refused, never a 500', async () => {
    const before = (await t.ctx.db.select().from(payNotify).where(eq(payNotify.status, NotifyStatus.refused))).length;
    const bodies: [string, string, string][] = [
      ['wechat', 'application/json', '{bad json'],
      ['wechat', 'application/json', ''],
      ['wechat', 'text/plain', 'a\u0000b'],
      ['alipay', 'application/x-www-form-urlencoded', 'sign=abc&out_trade_no=%00'],
      ['alipay', 'application/x-www-form-urlencoded', ''],
    ];
    for (const [provider, type, payload] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/kc-pay/notify/${provider}`,
        headers: { 'content-type': type },
        payload,
      });
      // WeChat reads any 4xx as "not received", Alipay anything but 'success': both answer 400.
      expect(res.statusCode, `${provider} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.body).not.toBe('success');
    }
    const after = (await t.ctx.db.select().from(payNotify).where(eq(payNotify.status, NotifyStatus.refused))).length;
    expect(after).toBeGreaterThan(before);
  });

  it('reconciliation completes a paid order whose notification was lost and closes an expired one', async () => {
    const lost = await inForce();
    const expired = await inForce();
    await t.ctx.paymentSandbox.setSettings({ mode: 'late' });
    const paid = await dataOf<{ orderNo: string; payUrl: string }>(payCode(tok.buyer, lost.id));
    await dataOf(phone('pay', prOf(paid.payUrl)));
    const unpaid = await dataOf<{ orderNo: string }>(payCode(tok.buyer, expired.id, 11));
    // Too young to be asked about: nothing happens.
    expect(await reconcilePayments(t.ctx)).toMatchObject({ checked: 0 });

    shiftClock(3 * 60 * 60 * 1000);
    const outcome = await reconcilePayments(t.ctx, { now: new Date(Date.now() + 3 * 60 * 60 * 1000) });
    expect(outcome.paid).toBeGreaterThanOrEqual(1);
    expect(outcome.closed).toBeGreaterThanOrEqual(1);
    expect((await row(lost.id)).buyerServiceStatus).toBe(ServiceStatus.paid);
    expect(await result(tok.buyer, lost.id)).toBe('success');
    const [closedOrder] = await t.ctx.db.select().from(payOrder).where(eq(payOrder.outTradeNo, unpaid.orderNo));
    expect(closedOrder!.status).toBe(PayOrderStatus.closed);
    expect(await result(tok.buyer, expired.id)).toBe('closed');
    // The lost notification arrives after all: a duplicate.
    t.ctx.paymentSandbox.setClock(null);
    await t.ctx.paymentSandbox.release();
    const inbox = await t.ctx.db.select().from(payNotify).where(eq(payNotify.outTradeNo, paid.orderNo));
    expect(inbox.map((i) => [i.source, i.status])).toEqual([['query', NotifyStatus.applied]]);
    expect(await t.ctx.db.$count(payLedger, eq(payLedger.contractId, lost.id))).toBe(1);
    expect(await eventsOf(lost.id, 'service-paid')).toBe(1);
    // A new code for the expired contract is a new order.
    const again = await dataOf<{ orderNo: string }>(payCode(tok.buyer, expired.id, 11));
    expect(again.orderNo).not.toBe(unpaid.orderNo);
  });

  it('offline: voucher images only, own side, 0 → 20; the platform confirms 20 → 30 and the share is paid', async () => {
    const c = await inForce();
    const pdfFile = await upload(tok.shipper, '回单.pdf', pdf);
    expectRefusal(
      await t.post(tok.shipper, `${BASE}/insertVoucher`, { id: c.id, attachId: pdfFile }),
      400,
      reasons.voucherType,
      '付款凭证只能上传 jpg、jpeg、png 格式的图片',
    );
    const image0 = await upload(tok.shipper, '回单0.png', png(6));
    const image = await upload(tok.shipper, '回单.png', png(4));
    // A foreign enterprise cannot add to the contract; a contract not in force takes no voucher.
    expect((await t.post(tok.foreign, `${BASE}/insertVoucher`, { id: c.id, attachId: image0 })).statusCode).toBe(404);
    const notYet = await makeContract(t.ctx, {
      status: ContractStatus.bothConfirmed,
      shipperId,
      buyerId,
      render: false,
    });
    expectRefusal(
      await t.post(tok.shipper, `${BASE}/insertVoucher`, { id: notYet.id, attachId: image0 }),
      409,
      reasons.notInForce,
    );
    // Someone else's upload cannot be used.
    expectRefusal(
      await t.post(tok.buyer, `${BASE}/insertVoucher`, { id: c.id, attachId: image }),
      400,
      reasons.noVoucher,
    );
    const voucherId = await dataOf<string>(t.post(tok.shipper, `${BASE}/insertVoucher`, { id: c.id, attachId: image }));
    const [tp] = await t.ctx.db
      .select()
      .from(tradePay)
      .where(and(eq(tradePay.contractId, c.id), eq(tradePay.party, 0)));
    expect(tp).toMatchObject({ tradePayStatus: TradePayStatus.paidOffline, payWay: 12 });
    expect(await eventsOf(c.id, 'voucher-add')).toBe(1);
    // While the voucher waits, no online code for that side.
    expectRefusal(await payCode(tok.shipper, c.id), 409, reasons.offlinePending);

    const mine = await dataOf<{ shipper: { id: string; link: string }[]; buyer: unknown[]; mySide: number }>(
      t.get(tok.shipper, `${BASE}/voucherList`, { id: c.id }),
    );
    expect(mine.mySide).toBe(0);
    expect(mine.shipper).toHaveLength(1);
    const theirs = await dataOf<{ shipper: unknown[]; mySide: number }>(
      t.get(tok.buyer, `${BASE}/voucherList`, { id: c.id }),
    );
    expect(theirs).toMatchObject({ shipper: [], mySide: 1 });
    const platformView = await dataOf<{ shipper: unknown[]; mySide: null }>(
      t.get(tok.platform, `${BASE}/voucherList`, { id: c.id }),
    );
    expect(platformView).toMatchObject({ mySide: null });
    expect(platformView.shipper).toHaveLength(1);
    expect((await t.get(tok.foreign, `${BASE}/voucherList`, { id: c.id })).statusCode).toBe(404);
    // The signed link opens for the owner, not for the other party.
    expect((await t.get(tok.shipper, mine.shipper[0]!.link)).statusCode).toBe(200);

    // Delete by the other side: refused; by its own side and back: fine.
    expectRefusal(await t.post(tok.buyer, `${BASE}/deleteVoucher`, { id: voucherId }), 403, reasons.voucherOwnSide);

    // Only the platform confirms.
    expect((await t.post(tok.shipper, `${BASE}/confirmPayOffline`, { id: c.id, companyType: 0 })).statusCode).toBe(403);
    expectRefusal(
      await t.post(tok.platform, `${BASE}/confirmPayOffline`, { id: c.id, companyType: 1 }),
      409,
      reasons.notOffline,
    );
    expect(await dataOf(t.post(tok.platform, `${BASE}/confirmPayOffline`, { id: c.id, companyType: 0 }))).toBe(true);
    expect((await row(c.id)).shipperServiceStatus).toBe(ServiceStatus.paid);
    const [confirmed] = await t.ctx.db
      .select()
      .from(tradePay)
      .where(and(eq(tradePay.contractId, c.id), eq(tradePay.party, 0)));
    expect(confirmed!.tradePayStatus).toBe(TradePayStatus.offlineConfirmed);
    expect(await eventsOf(c.id, 'service-offline-confirm')).toBe(1);
    const [ledger] = await t.ctx.db.select().from(payLedger).where(eq(payLedger.contractId, c.id));
    expect(ledger).toMatchObject({ payWay: 12, status: 30, amount: c.shipperServiceAmount });
    expectRefusal(
      await t.post(tok.platform, `${BASE}/confirmPayOffline`, { id: c.id, companyType: 0 }),
      409,
      reasons.notOffline,
    );
    expectRefusal(await t.post(tok.shipper, `${BASE}/deleteVoucher`, { id: voucherId }), 409, reasons.voucherConfirmed);
  });

  it('a voucher removed before confirmation takes the side back to unpaid', async () => {
    const c = await inForce();
    const image = await upload(tok.buyer, '回单.png', png(5));
    const id = await dataOf<string>(t.post(tok.buyer, `${BASE}/insertVoucher`, { id: c.id, attachId: image }));
    expect(await dataOf(t.post(tok.buyer, `${BASE}/deleteVoucher`, { id }))).toBe(true);
    const [tp] = await t.ctx.db
      .select()
      .from(tradePay)
      .where(and(eq(tradePay.contractId, c.id), eq(tradePay.party, 1)));
    expect(tp).toMatchObject({ tradePayStatus: 0, payWay: null });
    expect(await eventsOf(c.id, 'voucher-remove')).toBe(1);
    expect((await payCode(tok.buyer, c.id)).statusCode).toBe(200);
  });

  it('confirmCollection: the supplier only, once, on a contract in force', async () => {
    const c = await inForce();
    expectRefusal(await t.post(tok.buyer, `${BASE}/confirmCollection`, { id: c.id }), 403, reasons.notSupplier);
    expect((await t.post(tok.foreign, `${BASE}/confirmCollection`, { id: c.id })).statusCode).toBe(404);
    const notYet = await makeContract(t.ctx, {
      status: ContractStatus.bothConfirmed,
      shipperId,
      buyerId,
      render: false,
    });
    expectRefusal(
      await t.post(tok.shipper, `${BASE}/confirmCollection`, { id: notYet.id }),
      409,
      reasons.collectionNotInForce,
    );
    expect(await dataOf(t.post(tok.shipper, `${BASE}/confirmCollection`, { id: c.id }))).toBe(true);
    expect((await row(c.id)).goodsMoneyStatus).toBe(1);
    expect(await eventsOf(c.id, 'goods-money')).toBe(1);
    expectRefusal(await t.post(tok.shipper, `${BASE}/confirmCollection`, { id: c.id }), 409, reasons.collectionDone);
  });

  it("the other party's and the platform's open pages hear of every fee move ('contract.status')", async () => {
    const userIdOf = async (account: string) =>
      (await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.account, account)))[0]!.id;
    const [buyerUser, shipperUser, platformUser] = await Promise.all(['buyer', 'shipper', 'platform'].map(userIdOf));
    const c = await inForce();
    const published = vi.spyOn(t.ctx.events, 'publishToUsers');
    /** The audience of the 'contract.status' events the last call published for this contract. */
    const heard = () => {
      const calls = published.mock.calls.filter(
        ([, type, data]) => type === 'contract.status' && (data as { id: string }).id === c.id,
      );
      published.mockClear();
      return calls.flatMap(([users]) => users);
    };
    const everyone = [buyerUser, shipperUser, platformUser];

    const image = await upload(tok.buyer, '回单.png', png(9));
    const voucher = await dataOf<string>(t.post(tok.buyer, `${BASE}/insertVoucher`, { id: c.id, attachId: image }));
    expect(heard()).toEqual(expect.arrayContaining(everyone));
    await dataOf(t.post(tok.buyer, `${BASE}/deleteVoucher`, { id: voucher }));
    expect(heard()).toEqual(expect.arrayContaining(everyone));
    await dataOf(
      t.post(tok.buyer, `${BASE}/insertVoucher`, { id: c.id, attachId: await upload(tok.buyer, 'b.png', png(10)) }),
    );
    heard();
    await dataOf(t.post(tok.platform, `${BASE}/confirmPayOffline`, { id: c.id, companyType: 1 }));
    expect(heard()).toEqual(expect.arrayContaining(everyone));
    // The goods money: the buyer's and the platform's pages too (the transfer card waits for it).
    await dataOf(t.post(tok.shipper, `${BASE}/confirmCollection`, { id: c.id }));
    expect(heard()).toEqual(expect.arrayContaining(everyone));
    // Paid online: beyond the payer's own dialog, the other party and the platform.
    const code = await dataOf<{ payUrl: string }>(payCode(tok.shipper, c.id));
    await dataOf(phone('pay', prOf(code.payUrl)));
    expect(heard()).toEqual(expect.arrayContaining(everyone));
  });

  it('who may pay and when: parties only, own share, unpaid, in force; provider failures', async () => {
    const c = await inForce();
    expect((await payCode(tok.foreign, c.id)).statusCode).toBe(404);
    expect((await payCode(tok.platform, c.id)).statusCode).toBe(403);
    expect((await payCode(tok.buyer, c.id, 12)).statusCode).toBe(400);
    expect((await payCode(undefined, c.id)).statusCode).toBe(401);
    const draft = await makeContract(t.ctx, {
      status: ContractStatus.bothConfirmed,
      shipperId,
      buyerId,
      render: false,
    });
    expectRefusal(await payCode(tok.buyer, draft.id), 409, reasons.notInForce);
    // confirmService: a party for its own side; the platform for either.
    expectRefusal(
      await t.post(tok.buyer, `${BASE}/confirmService`, { id: c.id, companyType: 0 }),
      403,
      reasons.wrongParty,
    );
    expect(
      (
        await dataOf<{ companyType: number }>(
          t.post(tok.platform, `${BASE}/confirmService`, { id: c.id, companyType: 0 }),
        )
      ).companyType,
    ).toBe(0);
    expect((await t.post(tok.foreign, `${BASE}/confirmService`, { id: c.id, companyType: 1 })).statusCode).toBe(404);
    // A share "not needed" (2) has nothing to pay.
    await t.ctx.db.update(contract).set({ buyerServiceStatus: ServiceStatus.notNeeded }).where(eq(contract.id, c.id));
    expectRefusal(await payCode(tok.buyer, c.id), 409, reasons.notUnpaid);

    const spy = vi
      .spyOn(t.ctx.payment, 'createOrder')
      .mockRejectedValueOnce(new PayProviderError('wechat', 'OUT_TRADE_NO_USED', '商户订单号重复', 403))
      .mockRejectedValueOnce(new PayProviderError('wechat', 'SYSTEM_ERROR', '系统错误', 500));
    expectRefusal(
      await payCode(tok.shipper, c.id),
      409,
      reasons.duplicateOrder,
      '支付操作发生异常，请从初次发起支付的小程序端继续完成支付平台手续费操作！',
    );
    expectRefusal(await payCode(tok.shipper, c.id), 503, reasons.providerFailed);
    expect(spy).toHaveBeenCalledTimes(2);
    // The failed orders are closed: none is left open for that side.
    const open = await t.ctx.db
      .select()
      .from(payOrder)
      .where(and(eq(payOrder.contractId, c.id), eq(payOrder.status, PayOrderStatus.open)));
    expect(open).toHaveLength(0);
  });

  it('an enterprise not approved for business cannot pay, upload a voucher or confirm the goods money', async () => {
    const c = await inForce();
    const [buyerRow] = await t.ctx.db.select().from(enterprise).where(eq(enterprise.id, buyerId));
    const [shipperRow] = await t.ctx.db.select().from(enterprise).where(eq(enterprise.id, shipperId));
    const unapproved = { status: 0, approvedTime: null };
    await t.ctx.db.update(enterprise).set(unapproved).where(eq(enterprise.id, buyerId));
    await t.ctx.db.update(enterprise).set(unapproved).where(eq(enterprise.id, shipperId));
    try {
      expectRefusal(await payCode(tok.buyer, c.id), 403, 'enterprise.own_not_approved');
      expectRefusal(
        await t.post(tok.buyer, `${BASE}/insertVoucher`, { id: c.id, attachId: '1' }),
        403,
        'enterprise.own_not_approved',
      );
      expectRefusal(
        await t.post(tok.shipper, `${BASE}/confirmCollection`, { id: c.id }),
        403,
        'enterprise.own_not_approved',
      );
    } finally {
      const back = (r: typeof buyerRow) => ({ status: r!.status, approvedTime: r!.approvedTime });
      await t.ctx.db.update(enterprise).set(back(buyerRow)).where(eq(enterprise.id, buyerId));
      await t.ctx.db.update(enterprise).set(back(shipperRow)).where(eq(enterprise.id, shipperId));
    }
    expect((await row(c.id)).goodsMoneyStatus).toBe(0);
    expect((await payCode(tok.buyer, c.id)).statusCode).toBe(200);
  });

  it('the ledger: each enterprise its own rows, the platform all, a foreign enterprise none; CSV export; the inbox is the platform’s', async () => {
    const c = await inForce();
    await payShareThroughSandbox(t.ctx, { contractId: c.id, party: 0, payWay: 11 });
    await payShareThroughSandbox(t.ctx, { contractId: c.id, party: 1, payWay: 10 });
    type Page = { records: { contractId: string; companyType: number; enterpriseName: string }[]; total: number };
    const mine = await dataOf<Page>(t.get(tok.shipper, '/api/kc-flrk/payment/page', { size: '100' }));
    expect(mine.records.filter((r) => r.contractId === c.id).map((r) => r.companyType)).toEqual([0]);
    expect(mine.records.every((r) => r.companyType === 0 || r.contractId !== c.id)).toBe(true);
    const all = await dataOf<Page>(t.get(tok.platform, '/api/kc-flrk/payment/page', { size: '100' }));
    expect(all.records.filter((r) => r.contractId === c.id)).toHaveLength(2);
    const foreign = await dataOf<Page>(t.get(tok.foreign, '/api/kc-flrk/payment/page', {}));
    expect(foreign.total).toBe(0);
    const filtered = await dataOf<Page>(
      t.get(tok.platform, '/api/kc-flrk/payment/page', { contractCode: c.code, payWay: '11' }),
    );
    expect(filtered.records).toHaveLength(1);

    const csv = await t.get(tok.platform, '/api/kc-flrk/payment/export', { contractCode: c.code });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('合同编号');
    expect(lines).toHaveLength(3);
    const foreignCsv = await t.get(tok.foreign, '/api/kc-flrk/payment/export', {});
    expect(
      foreignCsv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);

    const inbox = await dataOf<{ records: { status: number; rawBody: string }[] }>(
      t.get(tok.platform, '/api/kc-pay/inbox/page', { size: '5' }),
    );
    expect(inbox.records.length).toBeGreaterThan(0);
    expectRefusal(await t.get(tok.shipper, '/api/kc-pay/inbox/page', {}), 403, reasons.inboxPlatformOnly);
  });

  it('the sandbox console: orders, deliveries and settings need the sandbox permission', async () => {
    expect((await t.get(tok.shipper, '/api/kc-sandbox/pay/orders', {})).statusCode).toBe(403);
    const admin = await t.login('admin');
    const orders = await dataOf<{ total: number }>(t.get(admin, '/api/kc-sandbox/pay/orders', {}));
    expect(orders.total).toBeGreaterThan(0);
    const settings = await dataOf<{ mode: string; timeScale: number }>(
      t.post(admin, '/api/kc-sandbox/pay/settings', { mode: 'twice', timeScale: 0.5 }),
    );
    expect(settings).toEqual({ mode: 'twice', timeScale: 0.5 });
    expect((await t.post(admin, '/api/kc-sandbox/pay/settings', { mode: 'nonsense' })).statusCode).toBe(400);
    expect((await t.get(undefined, '/api/kc-pay/sandbox/order', { pr: 'nope' })).statusCode).toBe(404);
  });
});

describe('a notification checked against the business before it is applied', () => {
  /** A message as the inbox would hold it once verified, processed by the one path. */
  const storedMessage = async (v: {
    outTradeNo: string;
    transactionId: string;
    amountFen: number;
    payload?: Record<string, unknown>;
  }) => {
    const [n] = await t.ctx.db
      .insert(payNotify)
      .values({
        provider: 'wechat',
        transactionId: v.transactionId,
        dedupeKey: v.transactionId,
        outTradeNo: v.outTradeNo,
        amountFen: v.amountFen,
        paid: 1,
        rawBody: '{}',
        payload: v.payload ?? { trade_state: 'SUCCESS', amount: { total: v.amountFen, currency: 'CNY' } },
      })
      .returning();
    await processNotification(t.ctx, n!.id);
    return (await t.ctx.db.select().from(payNotify).where(eq(payNotify.id, n!.id)))[0]!;
  };
  const orderOf = async (outTradeNo: string) =>
    (await t.ctx.db.select().from(payOrder).where(eq(payOrder.outTradeNo, outTradeNo)))[0]!;

  it('a payment on an order whose share was meanwhile paid offline is refused and kept; the offline payment stands', async () => {
    const c = await inForce();
    await t.ctx.paymentSandbox.setSettings({ mode: 'late' });
    const code = await dataOf<{ orderNo: string; payUrl: string }>(payCode(tok.buyer, c.id));
    await dataOf(phone('pay', prOf(code.payUrl)));
    // The notification is held at the provider; meanwhile the buyer pays by transfer and the platform confirms it.
    const image = await upload(tok.buyer, '回单.png', png(9));
    await dataOf(t.post(tok.buyer, `${BASE}/insertVoucher`, { id: c.id, attachId: image }));
    await dataOf(t.post(tok.platform, `${BASE}/confirmPayOffline`, { id: c.id, companyType: 1 }));
    expect(await t.ctx.paymentSandbox.release()).toBe(1);

    const [n] = await t.ctx.db.select().from(payNotify).where(eq(payNotify.outTradeNo, code.orderNo));
    expect(n).toMatchObject({ status: NotifyStatus.refused, dedupeKey: null });
    expect(n!.reason).toContain('重复付款');
    // The order is paid at the provider (money to refund), the share stays paid offline: one ledger row, status 30.
    expect(await orderOf(code.orderNo)).toMatchObject({ status: PayOrderStatus.paid });
    const [tp] = await t.ctx.db
      .select()
      .from(tradePay)
      .where(and(eq(tradePay.contractId, c.id), eq(tradePay.party, 1)));
    expect(tp).toMatchObject({ tradePayStatus: TradePayStatus.offlineConfirmed, payWay: 12 });
    const ledger = await t.ctx.db.select().from(payLedger).where(eq(payLedger.contractId, c.id));
    expect(ledger.map((l) => [l.payWay, l.status])).toEqual([[12, 30]]);
    expect(await eventsOf(c.id, 'service-paid')).toBe(0);
  });

  it('another transaction on a paid order, or another currency, is refused and kept; nothing changes', async () => {
    const c = await inForce();
    const code = await dataOf<{ orderNo: string; payUrl: string; amount: string }>(payCode(tok.buyer, c.id));
    await dataOf(phone('pay', prOf(code.payUrl)));
    const order = await orderOf(code.orderNo);
    expect(order.status).toBe(PayOrderStatus.paid);
    const fen = Math.round(Number(order.amount) * 100);
    const again = await storedMessage({
      outTradeNo: code.orderNo,
      transactionId: `${order.transactionId}X`,
      amountFen: fen,
    });
    expect(again).toMatchObject({ status: NotifyStatus.refused });
    expect(again.reason).toContain('另一笔交易');
    expect(await orderOf(code.orderNo)).toMatchObject({ transactionId: order.transactionId });
    expect(await t.ctx.db.$count(payLedger, eq(payLedger.contractId, c.id))).toBe(1);

    const other = await inForce();
    const open = await dataOf<{ orderNo: string }>(payCode(tok.buyer, other.id));
    const openFen = Math.round(Number((await orderOf(open.orderNo)).amount) * 100);
    const dollars = await storedMessage({
      outTradeNo: open.orderNo,
      transactionId: `USD${open.orderNo}`.slice(0, 32),
      amountFen: openFen,
      payload: { trade_state: 'SUCCESS', amount: { total: openFen, currency: 'USD' } },
    });
    expect(dollars).toMatchObject({ status: NotifyStatus.refused, reason: '币种不符：通知 USD，订单 CNY' });
    expect(await orderOf(open.orderNo)).toMatchObject({ status: PayOrderStatus.open });
    expect((await row(other.id)).buyerServiceStatus).toBe(ServiceStatus.unpaid);
  });
});

describe('refused notifications cannot fill the database', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // The harness turns the limits off for other tests; here they apply as in production.
    limited = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(async () => limited?.close());

  it('junk: 429 after the route’s limit, per address; each refused one keeps 2 KB with the digest and length', async () => {
    const route = '/api/kc-pay/notify/wechat';
    const limit = RATE_LIMITS[`POST ${route}`]!.max;
    // 21,000 bytes of UTF-8: the cut falls inside a character, which is dropped whole (682 × 3 bytes).
    const junk = '中'.repeat(7000);
    const post = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: route,
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: junk,
      });
    const answers: number[] = [];
    for (let i = 0; i < 400; i++) answers.push((await post('10.26.0.1')).statusCode);
    expect(answers.slice(0, limit)).toEqual(Array(limit).fill(400));
    expect(answers.slice(limit)).toEqual(Array(400 - limit).fill(429));
    // Another address is not held back by the first one's.
    expect((await post('10.26.0.2')).statusCode).toBe(400);

    const kept = await limited.ctx.db.select().from(payNotify).where(eq(payNotify.status, NotifyStatus.refused));
    expect(kept).toHaveLength(limit + 1);
    for (const k of kept) {
      expect(k.rawBody).toBe('中'.repeat(682));
      expect(Buffer.byteLength(k.rawBody, 'utf8')).toBeLessThanOrEqual(REFUSED_BODY_CAP_BYTES);
      expect(k).toMatchObject({
        bodyLength: 21_000,
        bodySha256: createHash('sha256').update(junk, 'utf8').digest('hex'),
      });
    }
  });

  it('the retention job deletes only refused notifications that never verified, older than the retention', async () => {
    expect(limited.ctx.config.refusedNotificationRetentionDays).toBe(30);
    expect(loadConfig({ REFUSED_NOTIFICATION_RETENTION_DAYS: '7' }).refusedNotificationRetentionDays).toBe(7);
    expect(() => loadConfig({ REFUSED_NOTIFICATION_RETENTION_DAYS: '0' })).toThrow(
      /REFUSED_NOTIFICATION_RETENTION_DAYS/,
    );
    const now = new Date();
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    const rows = await limited.ctx.db
      .insert(payNotify)
      .values([
        { provider: 'wechat', rawBody: 'old junk', status: NotifyStatus.refused, receivedTime: daysAgo(31) },
        { provider: 'alipay', rawBody: 'recent junk', status: NotifyStatus.refused, receivedTime: daysAgo(29) },
        {
          provider: 'wechat',
          transactionId: 'TX-RETENTION-REFUSED',
          rawBody: '{"verified":true}',
          status: NotifyStatus.refused,
          reason: '金额不符',
          receivedTime: daysAgo(400),
        },
        {
          provider: 'wechat',
          transactionId: 'TX-RETENTION-APPLIED',
          dedupeKey: 'TX-RETENTION-APPLIED',
          rawBody: '{"verified":true}',
          status: NotifyStatus.applied,
          receivedTime: daysAgo(400),
        },
      ])
      .returning({ id: payNotify.id, rawBody: payNotify.rawBody });
    expect(await deleteAgedRefusedNotifications(limited.ctx, { now })).toBe(1);
    const left = await limited.ctx.db.select({ id: payNotify.id }).from(payNotify);
    const ids = new Set(left.map((l) => l.id));
    expect(rows.map((r) => [r.rawBody, ids.has(r.id)])).toEqual([
      ['old junk', false],
      ['recent junk', true],
      ['{"verified":true}', true],
      ['{"verified":true}', true],
    ]);
    // A shorter retention, as configured, reaches the recent one too.
    expect(await deleteAgedRefusedNotifications(limited.ctx, { now, days: 28 })).toBe(1);
  });
});
