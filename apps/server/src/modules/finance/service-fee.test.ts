import { accessRefusals } from '@kc/domain';
import { financeRefusals } from '@kc/domain/finance/finance';
import { financingServiceFee } from '@kc/domain/finance/formulas';
import { serviceFeeMessages, serviceFeeRefusals } from '@kc/domain/finance/service-fee';
import { InvoiceStatus, invoiceRefusals } from '@kc/domain/payment/invoice';
import { NotifyStatus, paymentRefusals } from '@kc/domain/payment/payment';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvent } from '../../platform/audit/audit.table';
import { enterpriseIdOfAccount } from '../../test/fixtures/contract';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { file, form, pdf, png } from '../../test/uploads';
import { createUser } from '../../test/users';
import { enterprise } from '../enterprise/enterprise.table';
import { issueInvoiceNow } from '../invoice/invoice-issue';
import { payLedger, payNotify, payOrder } from '../payment/payment.table';
import { makeDisbursedApply } from './service-fee.fixtures';
import { financeServiceFee } from './service-fee.table';
import { registerReleaseFeeSource } from './service-fee-repo';
import { payFeeThroughSandbox } from './service-fee-sandbox';

const BASE = '/api/kc-flrk/ccb/finance';
const refuse = serviceFeeRefusals.reasons;

let t: TestApp;
const ids: Record<string, string> = {};
const tok: Record<string, string> = {};

type Card = {
  id: string | null;
  serviceInfo: Record<string, unknown>;
  serviceAmount: string | null;
  serviceAmountStatus: number | null;
  payStatus: number;
  bcTradePay: { payWay: number | null; payStatus: number };
  billList: { weight: string; pleWarehouseBillVO: { totalWeight: string } }[];
  invoice: { id: string; status: number } | null;
  actions: Record<string, boolean>;
  [k: string]: unknown;
};

const newApply = (over: Parameters<typeof makeDisbursedApply>[1] extends infer O ? Partial<O> : never = {}) =>
  makeDisbursedApply(t.ctx, { shipperId: ids.shipper!, warehouseId: ids.warehouse!, bankId: ids.bank!, ...over });
const card = (token: string, applyId: string) => t.get(token, `${BASE}/serviceFee`, { applyId });
const form0 = (applyId: string, over: Record<string, unknown> = {}) => ({
  applyId,
  loanMoney: '1000000',
  ccyCd: '156',
  exchangeRate: '1',
  feeBegin: '2026-01-01',
  feeEnd: '2026-01-31',
  feeRate: '0.5',
  daysOfYear: 360,
  discountRate: '100',
  serviceAmountStatus: 0,
  ...over,
});
const submit = (token: string, body: Record<string, unknown>) => t.post(token, `${BASE}/submitServiceAmount`, body);
/** A fee committed by the platform over a fresh disbursed application. */
const committedFee = async (over: Record<string, unknown> = {}) => {
  const { apply } = await newApply();
  const c = await dataOf<Card>(submit(tok.platform!, form0(apply.id, { serviceAmountStatus: 1, ...over })));
  return { apply, fee: c };
};
const feeRow = async (id: string) =>
  (await t.ctx.db.select().from(financeServiceFee).where(eq(financeServiceFee.id, id)))[0]!;
const trail = async (feeId: string) =>
  (
    await t.ctx.db
      .select({ action: auditEvent.action })
      .from(auditEvent)
      .where(and(eq(auditEvent.objectType, 'finance-fee'), eq(auditEvent.objectId, feeId)))
      .orderBy(auditEvent.seq)
  ).map((e) => e.action);
const payCode = (token: string, id: string, type = 10) =>
  t.get(token, `${BASE}/getServicePayCode`, { id, type: String(type) });
const payResult = (token: string, id: string) => dataOf<string>(t.get(token, `${BASE}/getPayResult`, { id }));
const prOf = (payUrl: string) => new URL(payUrl).searchParams.get('pr')!;
const upload = async (token: string, name: string, bytes: Buffer) => {
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/kc-resource/oss/endpoint/put-file-attach',
    ...form(file(name, bytes)),
  });
  return (await dataOf<{ attachId: string }>(res)).attachId;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['shipper', 'warehouse', 'bank']) ids[a] = await enterpriseIdOfAccount(t.ctx.db, a);
  for (const a of ['shipper', 'warehouse', 'bank', 'platform']) tok[a] = await t.login(a);
  const [foreign] = await t.ctx.db
    .insert(enterprise)
    .values({ name: '另一家银行', type: '5', code: 'T-FOREIGN-FEE', status: 1 })
    .returning({ id: enterprise.id });
  await createUser(t.ctx.db, 'bank_fee_other', { roleAliases: ['bank'], postId: foreign!.id, userType: 3 });
  tok.foreign = await t.login('bank_fee_other');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.ctx.paymentSandbox.setSettings({ mode: 'normal', timeScale: 1 });
});
afterAll(async () => {
  await t?.close();
});

describe(`financing service fee on ${process.env.TEST_DB}`, () => {
  it('the card: null before the loan; the defaults from the dictionaries; 404 for a foreign bank and the warehouse', async () => {
    const { apply: waiting } = await newApply({ loanMoney: null });
    expect(await dataOf(card(tok.shipper!, waiting.id))).toBeNull();
    expectRefusal(await submit(tok.platform!, form0(waiting.id)), 409, refuse.noLoanYet);

    const { apply } = await newApply({ weights: ['30.00', '20.50'] });
    const c = await dataOf<Card>(card(tok.platform!, apply.id));
    expect(c).toMatchObject({
      id: null,
      applyId: apply.id,
      bcFinanceApply: { id: apply.id, loanMoney: '1000000.00', loanCurrency: '156', loanDate: '2026-01-01' },
      serviceInfo: {
        loanMoney: '1000000.00',
        ccyCd: '156',
        loanRate: '1',
        feeRate: '0.5',
        daysOfYear: 360,
        discountRate: '100',
        feeBegin: '2026-01-01',
        feeEnd: '2026-01-31',
      },
      serviceAmount: null,
      serviceAmountStatus: null,
      payStatus: -1,
      financingDays: 31,
      pickupWeight: '50.50',
      totalWeight: '50.50',
      actions: { edit: true, pay: false, uploadVoucher: false, confirmOffline: false, invoice: false },
    });
    expect(c.billList.map((b) => [b.weight, b.pleWarehouseBillVO.totalWeight])).toEqual([
      ['30.00', '30.00'],
      ['20.50', '20.50'],
    ]);
    expect((await dataOf<Card>(card(tok.shipper!, apply.id))).actions.edit).toBe(false);
    expect((await dataOf<Card>(card(tok.bank!, apply.id))).id).toBeNull();
    // finance_warehouse never receives loan figures: the fee is 404 for the warehouse, as for a stranger.
    expectRefusal(await card(tok.warehouse!, apply.id), 404, refuse.notFound);
    expectRefusal(await card(tok.foreign!, apply.id), 404, financeRefusals.reasons.notFound);
  });

  it('the form: each required field with its own message; the range in order; a known currency', async () => {
    const { apply } = await newApply();
    // Each field's rule answers its own reason (the currency's is the one its service check answers too).
    const cases: [string, unknown, string, string][] = [
      ['loanMoney', '', serviceFeeMessages.loanMoney, 'finance.total_loan_required'],
      ['ccyCd', undefined, serviceFeeMessages.ccyCd, refuse.currencyUnknown],
      ['exchangeRate', '', serviceFeeMessages.exchangeRate, 'finance.exchange_rate_required'],
      ['feeBegin', undefined, serviceFeeMessages.feeRange, 'finance.fee_range_required'],
      ['feeEnd', '', serviceFeeMessages.feeRange, 'finance.fee_range_required'],
      ['feeRate', undefined, serviceFeeMessages.feeRate, 'finance.fee_rate_required'],
      ['daysOfYear', undefined, serviceFeeMessages.daysOfYear, 'finance.days_of_year_required'],
      ['discountRate', '', serviceFeeMessages.discountRate, 'finance.discount_required'],
    ];
    for (const [field, value, message, reason] of cases)
      expectRefusal(await submit(tok.platform!, form0(apply.id, { [field]: value })), 400, reason, message);
    expectRefusal(
      await submit(tok.platform!, form0(apply.id, { feeEnd: '2025-12-31' })),
      400,
      'finance.fee_range_order',
      serviceFeeMessages.feeRangeOrder,
    );
    expectRefusal(await submit(tok.platform!, form0(apply.id, { ccyCd: '999' })), 400, refuse.currencyUnknown);
    expect(await t.ctx.db.$count(financeServiceFee, eq(financeServiceFee.applyId, apply.id))).toBe(0);
  });

  it('stash (0) is editable, commit (1) is read-only; the fee is the server’s; only the platform fills it', async () => {
    const { apply } = await newApply();
    const published = vi.spyOn(t.ctx.events, 'publishToUsers');
    // the shipper has no ccb_release_updateLoan; the bank has it but the form is the platform's; a stranger: 404
    expectRefusal(await submit(tok.shipper!, form0(apply.id)), 403, accessRefusals.reasons.forbidden);
    expectRefusal(await submit(tok.bank!, form0(apply.id)), 403, refuse.notPlatform);
    expectRefusal(await submit(tok.foreign!, form0(apply.id)), 404, financeRefusals.reasons.notFound);

    // US$ at 7.1234: 1,000,000 × 7.1234 × 0.5 % ÷ 360 × 31 × 90 % = 2760.3175 → 2760.31
    const usd = await dataOf<Card>(
      submit(
        tok.platform!,
        form0(apply.id, { ccyCd: '840', exchangeRate: '7.1234', discountRate: '90', serviceAmount: '1' }),
      ),
    );
    expect(usd).toMatchObject({ serviceAmount: '2760.31', serviceAmountStatus: 0, payStatus: 0 });
    expect(usd.serviceInfo).toMatchObject({ ccyCd: '840', loanRate: '7.1234', discountRate: '90' });
    expect(published).toHaveBeenCalledWith(
      expect.any(Array),
      'finance.status',
      expect.objectContaining({ id: apply.id, what: 'fee' }),
    );

    // 156 forces the rate to 1, whatever is sent
    const cny = await dataOf<Card>(
      submit(tok.platform!, form0(apply.id, { exchangeRate: '7.2', feeEnd: '2026-03-31' })),
    );
    const expected = financingServiceFee({
      loanMoney: '1000000',
      ccyCd: '156',
      feeRate: '0.5',
      daysOfYear: 360,
      discountRate: '100',
      feeBegin: '2026-01-01',
      feeEnd: '2026-03-31',
      bills: [
        { weight: '30', totalWeight: '30' },
        { weight: '20', totalWeight: '20' },
      ],
    });
    expect(cny).toMatchObject({ id: usd.id, serviceAmount: expected.serviceAmount, financingDays: 90 });
    expect(cny.serviceAmount).toBe('1250.00');
    expect(cny.serviceInfo.loanRate).toBe('1');
    expect((await dataOf<Card>(card(tok.shipper!, apply.id))).actions.pay).toBe(false);

    const done = await dataOf<Card>(submit(tok.platform!, form0(apply.id, { serviceAmountStatus: 1 })));
    expect(done).toMatchObject({
      serviceAmount: '430.55',
      serviceAmountStatus: 1,
      payStatus: 0,
      serviceAmountStatusName: '已提交',
    });
    expect(done.commitTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect(done.actions.edit).toBe(false);
    expectRefusal(await submit(tok.platform!, form0(apply.id, { serviceAmountStatus: 1 })), 409, refuse.committed);
    expectRefusal(await submit(tok.platform!, form0(apply.id)), 409, refuse.committed);
    expect((await dataOf<Card>(card(tok.shipper!, apply.id))).actions).toMatchObject({
      pay: true,
      uploadVoucher: true,
    });
    expect(await trail(done.id!)).toEqual(['fee-stash', 'fee-stash', 'fee-commit']);
  });

  it('a zero fee needs no payment: payStatus 2, no code, no invoice', async () => {
    const { fee } = await committedFee({ discountRate: '0' });
    expect(fee).toMatchObject({ serviceAmount: '0.00', payStatus: 2, payStatusName: '无需支付' });
    expectRefusal(await payCode(tok.shipper!, fee.id!), 409, refuse.notUnpaid);
    expectRefusal(
      await t.post(tok.shipper!, `${BASE}/supplyInvoice`, {
        invoiceTemplateId: '1',
        bussId: fee.id,
        noticeEmail: 'fin@example.com',
      }),
      409,
      refuse.notNeeded,
    );
  });

  it('online: the sandbox pays, the notification arrives twice and more → paid once, one ledger row', async () => {
    const { apply: draftApply } = await newApply();
    const draft = await dataOf<Card>(submit(tok.platform!, form0(draftApply.id)));
    expectRefusal(await payCode(tok.shipper!, draft.id!), 409, refuse.notCommitted);

    const { apply, fee } = await committedFee();
    // the platform has no pay key; the bank sees the fee but does not pay it
    expectRefusal(await payCode(tok.platform!, fee.id!), 403, accessRefusals.reasons.forbidden);
    expect(await payResult(tok.shipper!, fee.id!)).toBe('none');
    const code = await dataOf<{ orderNo: string; amount: string; payUrl: string; qrCodeUrl: string }>(
      payCode(tok.shipper!, fee.id!),
    );
    expect(code.amount).toBe('430.55');
    expect(code.qrCodeUrl).toMatch(/^data:image\/png;base64,/);
    expect((await dataOf<{ orderNo: string }>(payCode(tok.shipper!, fee.id!))).orderNo).toBe(code.orderNo);
    expect(await payResult(tok.shipper!, fee.id!)).toBe('pending');
    const [order] = await t.ctx.db.select().from(payOrder).where(eq(payOrder.outTradeNo, code.orderNo));
    expect(order).toMatchObject({ bussType: 2, bussId: fee.id, contractId: null, enterpriseId: ids.shipper });

    await t.ctx.paymentSandbox.setSettings({ mode: 'twice' });
    const published = vi.spyOn(t.ctx.events, 'publishToUsers');
    expect(
      (await dataOf<{ status: string }>(t.post(undefined, '/api/kc-pay/sandbox/pay', { pr: prOf(code.payUrl) })))
        .status,
    ).toBe('paid');
    await t.ctx.paymentSandbox.deliverDue();
    // and five more copies at once
    const n = await t.ctx.paymentSandbox.composeNotification(code.orderNo);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: n.path, headers: n.headers, payload: n.body }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(204));

    expect(await payResult(tok.shipper!, fee.id!)).toBe('success');
    const row = await feeRow(fee.id!);
    expect(row).toMatchObject({ payStatus: 1, tradePayStatus: 10, payWay: 10 });
    const inbox = await t.ctx.db.select().from(payNotify).where(eq(payNotify.outTradeNo, code.orderNo));
    expect(inbox.filter((m) => m.status === NotifyStatus.applied)).toHaveLength(1);
    const ledger = await t.ctx.db.select().from(payLedger).where(eq(payLedger.bussId, fee.id!));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      bussType: 2,
      contractCode: apply.code,
      amount: '430.55',
      status: 10,
      orderNo: code.orderNo,
    });
    expect((await trail(fee.id!)).filter((a) => a === 'fee-paid')).toHaveLength(1);
    expect(published).toHaveBeenCalledWith(
      expect.any(Array),
      'finance.status',
      expect.objectContaining({ what: 'fee' }),
    );
    // the shipper's ledger lists it under the application's code
    const page = await dataOf<{ records: { contractCode: string; amount: string }[] }>(
      t.get(tok.shipper!, '/api/kc-flrk/payment/page', { contractCode: apply.code }),
    );
    expect(page.records).toMatchObject([{ contractCode: apply.code, amount: '430.55' }]);

    const after = await dataOf<Card>(card(tok.shipper!, apply.id));
    expect(after).toMatchObject({ payStatus: 1, bcTradePay: { payWay: 10, payStatus: 10 } });
    expect(after.actions).toMatchObject({ pay: false, uploadVoucher: false, invoice: true });
    expectRefusal(await payCode(tok.shipper!, fee.id!), 409, refuse.notUnpaid);
    const image = await upload(tok.shipper!, '回单.png', png(3));
    expectRefusal(
      await t.post(tok.shipper!, `${BASE}/insertAttach`, { pushPickGoodsId: fee.id, attachId: image }),
      409,
      refuse.notUnpaid,
    );
  });

  it('Alipay end to end through the sandbox (the seed’s and the bench’s helper)', async () => {
    const { apply, fee } = await committedFee({ feeRate: '1.5' });
    const { outTradeNo } = await payFeeThroughSandbox(t.ctx, { feeId: fee.id!, payWay: 11 });
    expect(outTradeNo).toMatch(/^KC/);
    expect(await dataOf<Card>(card(tok.platform!, apply.id))).toMatchObject({
      payStatus: 1,
      bcTradePay: { payWay: 11, payStatus: 10 },
    });
    await expect(payFeeThroughSandbox(t.ctx, { feeId: fee.id!, payWay: 11 })).rejects.toMatchObject({
      reason: refuse.notUnpaid,
    });
  });

  it('offline: a png voucher (20, way 12) → the platform confirms (30) → paid; a removed voucher takes it back', async () => {
    const { apply, fee } = await committedFee();
    const attach = (token: string, attachId: string) =>
      t.post(token, `${BASE}/insertAttach`, { pushPickGoodsId: fee.id, attachId });
    expectRefusal(
      await attach(tok.shipper!, await upload(tok.shipper!, '回单.pdf', pdf)),
      400,
      paymentRefusals.reasons.voucherType,
    );
    const first = await dataOf<string>(attach(tok.shipper!, await upload(tok.shipper!, '回单1.png', png(5))));
    expect(await feeRow(fee.id!)).toMatchObject({ tradePayStatus: 20, payWay: 12 });
    expectRefusal(await payCode(tok.shipper!, fee.id!), 409, refuse.offlinePending);
    expect((await dataOf<Card>(card(tok.platform!, apply.id))).actions.confirmOffline).toBe(true);

    // removing the only voucher takes it back to unpaid; a second one brings it to 20 again
    expect(await dataOf(t.post(tok.shipper!, `${BASE}/deleteAttach`, { id: first }))).toEqual({
      id: fee.id,
      status: 0,
      statusName: '未支付',
      tradePayStatus: 0,
      tradePayStatusName: '未支付',
    });
    expect(await feeRow(fee.id!)).toMatchObject({ tradePayStatus: 0, payWay: null });
    expectRefusal(await t.post(tok.shipper!, `${BASE}/deleteAttach`, { id: first }), 404, refuse.voucherMissing);
    const second = await dataOf<string>(attach(tok.shipper!, await upload(tok.shipper!, '回单2.png', png(6))));

    const mine = await dataOf<{ id: string; link: string }[]>(
      t.get(tok.shipper!, `${BASE}/attachListByPushId`, { pushId: fee.id! }),
    );
    expect(mine.map((v) => v.id)).toEqual([second]);
    expect((await t.get(tok.shipper!, mine[0]!.link)).statusCode).toBe(200);
    expect(
      await dataOf<unknown[]>(t.get(tok.platform!, `${BASE}/attachListByPushId`, { pushId: fee.id! })),
    ).toHaveLength(1);
    expect(await dataOf<unknown[]>(t.get(tok.bank!, `${BASE}/attachListByPushId`, { pushId: fee.id! }))).toEqual([]);
    expectRefusal(await t.get(tok.warehouse!, `${BASE}/attachListByPushId`, { pushId: fee.id! }), 404, refuse.notFound);

    expectRefusal(
      await t.post(tok.shipper!, `${BASE}/confirmPayOffline`, { id: fee.id }),
      403,
      accessRefusals.reasons.forbidden,
    );
    expect(await dataOf(t.post(tok.platform!, `${BASE}/confirmPayOffline`, { id: fee.id }))).toEqual({
      id: fee.id,
      status: 1,
      statusName: '已支付',
      tradePayStatus: 30,
      tradePayStatusName: '线下支付已确认',
    });
    expect(await feeRow(fee.id!)).toMatchObject({ payStatus: 1, tradePayStatus: 30 });
    expect(await payResult(tok.shipper!, fee.id!)).toBe('success');
    const ledger = await t.ctx.db.select().from(payLedger).where(eq(payLedger.bussId, fee.id!));
    expect(ledger).toMatchObject([{ payWay: 12, status: 30, amount: '430.55' }]);
    expectRefusal(await t.post(tok.platform!, `${BASE}/confirmPayOffline`, { id: fee.id }), 409, refuse.notOffline);
    expectRefusal(await t.post(tok.shipper!, `${BASE}/deleteAttach`, { id: second }), 409, refuse.voucherConfirmed);
    expect(await trail(fee.id!)).toEqual([
      'fee-commit',
      'fee-voucher-add',
      'fee-voucher-remove',
      'fee-voucher-add',
      'fee-offline-confirm',
    ]);
  });

  it('the financing invoice (bussType 2): the shipper, after paying, once; the platform issues it', async () => {
    const save = await t.post(tok.shipper!, '/api/kc-flrk/invoice/template/save', {
      title: '融资开票抬头',
      taxNo: '91330100MA2FEE0001',
      isDefault: 1,
    });
    expect(save.statusCode).toBe(200);
    const templates = await dataOf<{ id: string; title: string }[]>(
      t.get(tok.shipper!, '/api/kc-flrk/invoice/templateList', { shipperId: ids.shipper! }),
    );
    const templateId = templates.find((x) => x.title === '融资开票抬头')!.id;
    const { apply, fee } = await committedFee();
    const apply4 = (token: string, over: Record<string, unknown> = {}) =>
      t.post(token, `${BASE}/supplyInvoice`, {
        invoiceTemplateId: templateId,
        bussId: fee.id,
        noticeEmail: 'fin@example.com',
        ...over,
      });
    expectRefusal(await apply4(tok.shipper!), 409, refuse.notPaid);
    expectRefusal(
      await apply4(tok.shipper!, { noticeEmail: '' }),
      400,
      'finance.notice_email_required',
      '请输入接收邮箱',
    );
    expectRefusal(await apply4(tok.shipper!, { bussType: 1 }), 400, invoiceRefusals.reasons.bussTypeUnsupported);

    await t.post(tok.shipper!, `${BASE}/insertAttach`, {
      pushPickGoodsId: fee.id,
      attachId: await upload(tok.shipper!, '回单.png', png(8)),
    });
    await dataOf(t.post(tok.platform!, `${BASE}/confirmPayOffline`, { id: fee.id }));
    expect(await dataOf(t.get(tok.shipper!, `${BASE}/supplyInvoice`, { id: fee.id! }))).toBeNull();
    const invoiceId = await dataOf<string>(apply4(tok.shipper!));
    expectRefusal(await apply4(tok.shipper!), 409, invoiceRefusals.reasons.exists);
    const mine = await dataOf<{ id: string; status: number; amount: string; bussType: number; contractCode: string }>(
      t.get(tok.shipper!, `${BASE}/supplyInvoice`, { id: fee.id! }),
    );
    expect(mine).toMatchObject({
      id: invoiceId,
      status: InvoiceStatus.applied,
      amount: '430.55',
      bussType: 2,
      contractCode: apply.code,
    });
    expect((await dataOf<Card>(card(tok.shipper!, apply.id))).invoice).toMatchObject({ id: invoiceId, status: 10 });
    expect((await dataOf<Card>(card(tok.shipper!, apply.id))).actions.invoice).toBe(false);

    expect(await issueInvoiceNow(t.ctx, invoiceId)).toBe(InvoiceStatus.issued);
    const issued = await dataOf<{ status: number; pdfPath: string | null }>(
      t.get(tok.platform!, `${BASE}/supplyInvoice`, { id: fee.id! }),
    );
    expect(issued.status).toBe(InvoiceStatus.issued);
    expect(issued.pdfPath).toBeTruthy();
    const { records } = await t.ctx.mailOutbox.list({ current: 1, size: 5 });
    expect(records.find((m) => m.to === 'fin@example.com')?.text).toContain(`融资申请 ${apply.code} 融资服务费`);
    expect(await trail(fee.id!)).toEqual(
      expect.arrayContaining(['fee-offline-confirm', 'invoice-apply', 'invoice-issue']),
    );
    // a warehouse never sees it
    expectRefusal(await t.get(tok.warehouse!, `${BASE}/supplyInvoice`, { id: fee.id! }), 404, refuse.notFound);
  });
});

describe(`a release's service fee over its pickup loan on ${process.env.TEST_DB}`, () => {
  // A release of 12.50 t of the first receipt (30 t) of a 50 t pledge; the release module answers through the source.
  const releases = new Map<string, Awaited<ReturnType<typeof newApply>>>();
  let restore: (() => void) | undefined;
  afterAll(() => restore?.());
  beforeAll(() => {
    restore = registerReleaseFeeSource(async (_db, _tenantId, releaseId) => {
      const made = releases.get(releaseId);
      if (!made) return undefined;
      return {
        applyId: made.apply.id,
        bills: made.rows.map((r, i) => ({
          billId: r.billId,
          billCode: r.billCode,
          weight: i === 0 ? '12.50' : '0',
          totalWeight: r.totalWeight,
        })),
      };
    });
  });

  it('is total loan × pickup weight ÷ total receipt weight, to the cent, apart from the whole pledge’s fee', async () => {
    const made = await newApply({ weights: ['30.00', '20.00'] });
    releases.set('9100001', made);
    const body = form0(made.apply.id, { releaseId: '9100001', serviceAmountStatus: 1 });
    const c = await dataOf<Card>(submit(tok.platform!, body));
    // 1,000,000 × 0.5% × 31 days ÷ 360 = 430.555… for the whole loan; × 12.50 ÷ 50.00 = 107.638… → 107.63.
    expect(c).toMatchObject({
      releaseId: '9100001',
      serviceAmount: '107.63',
      inPickupLoan: '250000.00',
      pickupWeight: '12.50',
      totalWeight: '50.00',
      serviceAmountStatus: 1,
      payStatus: 0,
    });
    expect(c.billList).toEqual([
      expect.objectContaining({ weight: '12.50', pleWarehouseBillVO: { totalWeight: '30.00' } }),
    ]);
    expect(c.serviceAmount).toBe(
      financingServiceFee({
        ...form0(made.apply.id),
        bills: [
          { weight: '12.50', totalWeight: '30.00' },
          { weight: '0', totalWeight: '20.00' },
        ],
      }).serviceAmount,
    );
    // The whole pledge's card is another fee, still unsaved; the release's card reads the release's.
    expect((await dataOf<Card>(card(tok.platform!, made.apply.id))).id).toBeNull();
    const again = await dataOf<Card>(
      t.get(tok.shipper!, `${BASE}/serviceFee`, { applyId: made.apply.id, releaseId: '9100001' }),
    );
    expect(again).toMatchObject({ id: c.id, serviceAmount: '107.63' });
    // committed: read-only
    expectRefusal(await submit(tok.platform!, body), 409, refuse.committed);
  });

  it('a release of another application or an unknown one answers 404', async () => {
    const made = await newApply();
    const other = await newApply();
    releases.set('9100002', other);
    expectRefusal(await submit(tok.platform!, form0(made.apply.id, { releaseId: '9100002' })), 404, refuse.notFound);
    expectRefusal(await submit(tok.platform!, form0(made.apply.id, { releaseId: '9100999' })), 404, refuse.notFound);
  });
});
