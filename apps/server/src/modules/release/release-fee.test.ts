import { accessRefusals } from '@kc/domain';
import { serviceFeeRefusals } from '@kc/domain/finance/service-fee';
import { NotifyStatus } from '@kc/domain/payment/payment';
import { releaseFeeRefusals } from '@kc/domain/release/release-fee';
import { releaseRefusals } from '@kc/domain/release/release-record';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAuditEvents } from '../../platform/audit/audit.service';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { file, form, png } from '../../test/uploads';
import { financeApply, financeApplyBill, financeServiceFee } from '../finance';
import {
  APP,
  applyForm,
  CCB,
  financeParties,
  type Parties,
  receiptsInEffect,
  saved,
  TENANT,
} from '../finance/finance.fixtures';
import { payFeeThroughSandbox } from '../finance/service-fee-sandbox';
import { payNotify } from '../payment/payment.table';
import { receipt } from '../receipt';
import { ccbRelease, ccbReleaseBill } from './release.table';

const R = '/api/kc-flrk/ccb/release';
const reasons = releaseRefusals.reasons;
const feeReasons = serviceFeeRefusals.reasons;
type Account = 'shipper' | 'warehouse' | 'warehouse2' | 'platform' | 'bank';
let t: TestApp;
let parties: Parties;
let tok: Record<Account, string>;
const db = () => t.database.db;
const sandbox = () => t.ctx.bankSandbox;

type Card = {
  id: string | null;
  releaseId: string | null;
  serviceAmount: string | null;
  serviceAmountStatus: number | null;
  payStatus: number;
  inPickupLoan: string;
  pickupWeight: string;
  totalWeight: string;
  bcTradePay: { payStatus: number; payWay: number | null };
  billList: { billId: string; weight: string; pleWarehouseBillVO: { totalWeight: string } }[];
  actions: Record<string, boolean>;
};

/**
 * A pledged application of two receipts of 25.00 t each (50 t), 400,000.00 disbursed (release.test.ts's way: pushed,
 * admitted and registered by the sandbox bank, the seals written directly).
 */
const pledged = async () => {
  const bills = await receiptsInEffect(t, parties, 2);
  const id = await saved(t, tok.shipper, applyForm(parties, bills));
  await dataOf(t.post(tok.shipper, `${APP}/submitApplication`, { id }));
  await dataOf(t.post(tok.platform, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.warehouse, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.platform, `${CCB}/pushAgreementFour`, { id }));
  await sandbox().admit({ tenantId: TENANT, applyId: id });
  await sandbox().registerPledge({ tenantId: TENANT, applyId: id });
  await db()
    .update(financeApplyBill)
    .set({ dgeCcbStatus: 80, signStatus: 5, totalWeight: '25.00' })
    .where(eq(financeApplyBill.applyId, id));
  await db()
    .update(receipt)
    .set({ status: 70, dgeCcbStatus: 80, totalWeight: '25.00' })
    .where(inArray(receipt.id, bills));
  await db().update(financeApply).set({ status: 70, pledgePushStatus: 1 }).where(eq(financeApply.id, id));
  await sandbox().disburse({
    tenantId: TENANT,
    applyId: id,
    amount: '400000',
    loanDate: '2026-11-26',
    dueDate: '2027-05-25',
    interestRate: '3.85',
  });
  return { id, bills };
};

const releaseRow = async (id: string) => (await db().select().from(ccbRelease).where(eq(ccbRelease.id, id)))[0]!;

/** The sandbox bank's instruction: the first receipt in part (weight, one tray) or whole, nothing of the second. */
const instruct = async (a: { id: string; bills: string[] }, weight?: string) => {
  await sandbox().releaseInstruction({
    tenantId: TENANT,
    applyId: a.id,
    bills: [
      weight
        ? { billId: a.bills[0]!, takeGoodType: '02' as const, weight, number: 1 }
        : { billId: a.bills[0]!, takeGoodType: '01' as const },
    ],
  });
  const rows = await db().select().from(ccbRelease).where(eq(ccbRelease.applyId, a.id)).orderBy(ccbRelease.id);
  return rows.at(-1)!;
};

const form0 = (applyId: string, releaseId: string, over: Record<string, unknown> = {}) => ({
  applyId,
  releaseId,
  loanMoney: '400000',
  ccyCd: '156',
  exchangeRate: '1',
  feeBegin: '2026-12-01',
  feeEnd: '2026-12-31',
  feeRate: '5.5',
  daysOfYear: 360,
  discountRate: '95',
  serviceAmountStatus: 0,
  ...over,
});
const submit = (token: string, body: object) => t.post(token, `${R}/submitServiceAmount`, body);
const card = (token: string, id: string) => t.get(token, `${R}/serviceFee`, { id });
const tradePay = (token: string, id: string) =>
  dataOf<{ payStatus: number; payStatusName: string; feePayStatus: number; feeId: string | null }>(
    t.get(token, `${R}/getTradePayResult`, { id }),
  );
const platformPass = (id: string) => t.post(tok.platform, `${R}/platformReleaseAudit`, { id, status: 'pass' });
const upload = async (token: string, name: string, bytes: Buffer) => {
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/kc-resource/oss/endpoint/put-file-attach',
    ...form(file(name, bytes)),
  });
  return (await dataOf<{ attachId: string }>(res)).attachId;
};

/** A whole release at 10 (traySplitStatus 2) whose fee is committed (the default form unless `over`). */
const committedRelease = async (over: Record<string, unknown> = {}) => {
  const a = await pledged();
  const r = await instruct(a);
  const fee = await dataOf<Card>(submit(tok.platform, form0(a.id, r.id, { serviceAmountStatus: 1, ...over })));
  return { a, r, fee };
};

beforeAll(async () => {
  t = await createTestApp();
  parties = await financeParties(db());
  tok = {
    shipper: await t.login('shipper'),
    warehouse: await t.login('warehouse'),
    warehouse2: await t.login('warehouse2'),
    platform: await t.login('platform'),
    bank: await t.login('bank'),
  };
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.ctx.paymentSandbox.setSettings({ mode: 'normal', timeScale: 1 });
});
afterAll(async () => {
  await t?.close();
});

describe(`a release's service fee on ${process.env.TEST_DB}`, () => {
  it('is computed over its pickup loan to the cent: 12.50 t of a 50 t pledge', async () => {
    const a = await pledged();
    const r = await instruct(a, '12.50');
    expect(r).toMatchObject({ status: 5, payStatus: 0, serviceAmountStatus: 0 });
    // Before the first stash: the defaults over this release's weights (12.50 of 50.00).
    const fresh = await dataOf<Card>(card(tok.shipper, r.id));
    expect(fresh).toMatchObject({ id: null, releaseId: r.id, pickupWeight: '12.50', totalWeight: '50.00' });
    expect(fresh.billList.map((b) => [b.billId, b.weight, b.pleWarehouseBillVO.totalWeight])).toEqual([
      [a.bills[0], '12.50', '25.00'],
    ]);

    // Stash: the fee row, the release still 0 / 0.
    const stashed = await dataOf<Card>(submit(tok.platform, form0(a.id, r.id)));
    // 400000 × 12.50 ÷ 50 = 100000; × 5.5 % ÷ 360 × 31 days × 95 % = 449.930… → 449.93 (rounded down)
    expect(stashed).toMatchObject({
      releaseId: r.id,
      serviceAmount: '449.93',
      inPickupLoan: '100000.00',
      pickupWeight: '12.50',
      totalWeight: '50.00',
      serviceAmountStatus: 0,
      payStatus: 0,
    });
    expect(await releaseRow(r.id)).toMatchObject({ serviceAmountStatus: 0, payStatus: 0 });

    // Commit: the release reads 1 / unpaid in the same transaction, and its page hears it.
    const published = vi.spyOn(t.ctx.events, 'publishToUsers');
    const committed = await dataOf<Card>(submit(tok.platform, form0(a.id, r.id, { serviceAmountStatus: 1 })));
    expect(committed).toMatchObject({ id: stashed.id, serviceAmountStatus: 1, payStatus: 0, serviceAmount: '449.93' });
    expect(await releaseRow(r.id)).toMatchObject({ serviceAmountStatus: 1, payStatus: 0 });
    expect(
      published.mock.calls.some(
        ([, event, data]) => event === 'release.status' && (data as { what: string }).what === 'fee',
      ),
    ).toBe(true);
    const trail = (await listAuditEvents(db(), 'release', r.id)).map((e) => e.action);
    expect(trail).toEqual(['instruction', 'fee']);
    // Committed is read-only; the whole pledge's fee is another one, untouched.
    expectRefusal(await submit(tok.platform, form0(a.id, r.id, { serviceAmountStatus: 1 })), 409, feeReasons.committed);
    expect(await db().$count(financeServiceFee, eq(financeServiceFee.applyId, a.id))).toBe(1);
    // The detail's header reads the release's fee: unpaid.
    const detail = await dataOf<{ payStatus: number; serviceAmountStatus: number; bcTradePay: { payStatus: number } }>(
      t.get(tok.shipper, `${R}/getById`, { id: r.id }),
    );
    expect(detail).toMatchObject({ payStatus: 0, serviceAmountStatus: 1, bcTradePay: { payStatus: 0 } });
  });

  it('the form: the platform only, with the release id; a release of another application 404', async () => {
    const a = await pledged();
    const r = await instruct(a);
    // the shipper and the warehouse have no ccb_release_updateLoan; the bank has it but the form is the platform's
    for (const who of ['shipper', 'warehouse'] as const)
      expectRefusal(await submit(tok[who], form0(a.id, r.id)), 403, accessRefusals.reasons.forbidden);
    expectRefusal(await submit(tok.bank, form0(a.id, r.id)), 403, feeReasons.notPlatform);
    const noRelease = await submit(tok.platform, { ...form0(a.id, r.id), releaseId: undefined });
    expect(noRelease.statusCode).toBe(400);
    expect((noRelease.json() as { msg: string }).msg).toBe('请选择解押记录');
    const b = await pledged();
    expectRefusal(await submit(tok.platform, form0(b.id, r.id)), 404, feeReasons.notFound);
    expectRefusal(await submit(tok.platform, form0(a.id, '9100999')), 404, reasons.notFound);
  });

  it('paid by the sandbox (WeChat): payStatus 1 exactly once; the platform audit refused before, allowed after', async () => {
    const { r, fee } = await committedRelease();
    expect(fee).toMatchObject({ serviceAmount: '899.86', payStatus: 0 });
    expect(await releaseRow(r.id)).toMatchObject({
      status: 10,
      traySplitStatus: 2,
      serviceAmountStatus: 1,
      payStatus: 0,
    });
    expect((await tradePay(tok.shipper, r.id)).payStatus).toBe(0);
    expectRefusal(await platformPass(r.id), 409, reasons.platformAuditHidden);
    expect(await dataOf(t.get(tok.shipper, `${R}/getPayResult`, { id: r.id }))).toBe('none');
    // the platform has no pay key; the bank sees but does not pay
    expectRefusal(
      await t.get(tok.platform, `${R}/getServicePayCode`, { id: r.id, type: '10' }),
      403,
      accessRefusals.reasons.forbidden,
    );

    await t.ctx.paymentSandbox.setSettings({ mode: 'twice' });
    const { outTradeNo } = await payFeeThroughSandbox(t.ctx, { feeId: fee.id!, payWay: 10 });
    // and three more copies of the notification
    const n = await t.ctx.paymentSandbox.composeNotification(outTradeNo);
    await Promise.all(
      Array.from({ length: 3 }, () =>
        t.app.inject({ method: 'POST', url: n.path, headers: n.headers, payload: n.body }),
      ),
    );
    const inbox = await db().select().from(payNotify).where(eq(payNotify.outTradeNo, outTradeNo));
    expect(inbox.filter((m) => m.status === NotifyStatus.applied)).toHaveLength(1);
    expect(await releaseRow(r.id)).toMatchObject({ payStatus: 1, serviceAmountStatus: 1 });
    expect((await listAuditEvents(db(), 'release', r.id)).filter((e) => e.action === 'fee')).toHaveLength(2);
    expect(await dataOf(t.get(tok.shipper, `${R}/getPayResult`, { id: r.id }))).toBe('success');
    expect(await tradePay(tok.bank, r.id)).toMatchObject({
      payStatus: 10,
      payStatusName: '已线上支付',
      feePayStatus: 1,
    });
    // paid: no second code
    expectRefusal(
      await t.get(tok.shipper, `${R}/getServicePayCode`, { id: r.id, type: '11' }),
      409,
      feeReasons.notUnpaid,
    );

    expect(
      (await dataOf<{ actions: { platformAudit: boolean } }>(t.get(tok.platform, `${R}/getById`, { id: r.id }))).actions
        .platformAudit,
    ).toBe(true);
    expect(await dataOf(platformPass(r.id))).toMatchObject({ status: 20 });
  });

  it('offline: the voucher, then the platform confirms by the release id → paid', async () => {
    const { r, fee } = await committedRelease();
    const image = await upload(tok.shipper, '回单.png', png(4));
    await dataOf(t.post(tok.shipper, `${CCB}/insertAttach`, { pushPickGoodsId: fee.id, attachId: image }));
    expect(await tradePay(tok.platform, r.id)).toMatchObject({ payStatus: 20, feePayStatus: 0 });
    expect(await releaseRow(r.id)).toMatchObject({ payStatus: 0 });
    // a voucher awaiting confirmation: no online code
    expectRefusal(
      await t.get(tok.shipper, `${R}/getServicePayCode`, { id: r.id, type: '10' }),
      409,
      feeReasons.offlinePending,
    );
    // only the platform confirms (the shipper lacks the key; the bank has none either)
    expectRefusal(
      await t.post(tok.shipper, `${R}/confirmPayOffline`, { id: r.id }),
      403,
      accessRefusals.reasons.forbidden,
    );
    expect(await dataOf(t.post(tok.platform, `${R}/confirmPayOffline`, { id: r.id }))).toMatchObject({
      id: fee.id,
      status: 1,
      tradePayStatus: 30,
    });
    expect(await releaseRow(r.id)).toMatchObject({ payStatus: 1, serviceAmountStatus: 1 });
    expect(await tradePay(tok.shipper, r.id)).toMatchObject({ payStatus: 30, payStatusName: '线下支付已确认' });
    expectRefusal(await t.post(tok.platform, `${R}/confirmPayOffline`, { id: r.id }), 409, feeReasons.notOffline);
    expect(await dataOf(platformPass(r.id))).toMatchObject({ status: 20 });
  });

  it('a zero fee needs no payment: payStatus 2, the platform audit allowed at once', async () => {
    const { r, fee } = await committedRelease({ feeRate: '0' });
    expect(fee).toMatchObject({ serviceAmount: '0.00', payStatus: 2 });
    expect(await releaseRow(r.id)).toMatchObject({ serviceAmountStatus: 1, payStatus: 2 });
    expectRefusal(
      await t.get(tok.shipper, `${R}/getServicePayCode`, { id: r.id, type: '10' }),
      409,
      feeReasons.notUnpaid,
    );
    expect(await dataOf(platformPass(r.id))).toMatchObject({ status: 20 });
  });

  it('who: a foreign warehouse 404; the warehouse never sees the fee (404); the loan amount under the release path', async () => {
    const { a, r } = await committedRelease();
    for (const path of ['serviceFee', 'getPayResult', 'getTradePayResult'])
      expectRefusal(await t.get(tok.warehouse2, `${R}/${path}`, { id: r.id }), 404, reasons.notFound);
    for (const path of ['serviceFee', 'getPayResult', 'getTradePayResult'])
      expectRefusal(await t.get(tok.warehouse, `${R}/${path}`, { id: r.id }), 404, feeReasons.notFound);
    // the bank reads the card
    expect(await dataOf<Card>(card(tok.bank, r.id))).toMatchObject({ releaseId: r.id, serviceAmountStatus: 1 });
    // updateLoanMoney: finance's own move, reachable here (the platform); the shipper has no key
    expectRefusal(
      await t.post(tok.shipper, `${R}/updateLoanMoney`, { applyId: a.id, loanMoney: '390000', status: 0 }),
      403,
      accessRefusals.reasons.forbidden,
    );
    expect(
      await dataOf(t.post(tok.platform, `${R}/updateLoanMoney`, { applyId: a.id, loanMoney: '390000', status: 0 })),
    ).toMatchObject({ id: a.id, loanMoneyStatus: 0 });
    expect((await db().select().from(financeApply).where(eq(financeApply.id, a.id)))[0]!.loanMoney).toBe('390000.00');
  });
});

describe('resubmission after a rejection', () => {
  it('the shipper resubmits from 21 and from 11 → 10; others refused', async () => {
    const { r } = await committedRelease({ feeRate: '0' });
    await dataOf(
      t.post(tok.platform, `${R}/platformReleaseAudit`, { id: r.id, status: 'reject', descr: '提货信息不全' }),
    );
    expect(await releaseRow(r.id)).toMatchObject({ status: 21 });
    // the platform holds the key (it splits trays for a shipper too) but is not the release's shipper
    expectRefusal(
      await t.post(tok.platform, `${R}/resubmitRelease`, { id: r.id }),
      403,
      releaseFeeRefusals.reasons.resubmitShipperOnly,
    );
    // the warehouse has no ccb_release_tray_split key
    expectRefusal(
      await t.post(tok.warehouse, `${R}/resubmitRelease`, { id: r.id }),
      403,
      accessRefusals.reasons.forbidden,
    );
    const published = vi.spyOn(t.ctx.events, 'publishToUsers');
    expect(await dataOf(t.post(tok.shipper, `${R}/resubmitRelease`, { id: r.id }))).toMatchObject({
      id: r.id,
      status: 10,
      statusName: '待平台审核',
      descr: '提货信息不全',
    });
    expect(published.mock.calls.some(([, event]) => event === 'release.status')).toBe(true);
    expectRefusal(await t.post(tok.shipper, `${R}/resubmitRelease`, { id: r.id }), 409, reasons.statusChanged);

    await dataOf(platformPass(r.id));
    await dataOf(
      t.post(tok.warehouse, `${R}/warehouseReleaseAudit`, { id: r.id, status: 'reject', descr: '货物未到位' }),
    );
    expect(await releaseRow(r.id)).toMatchObject({ status: 11 });
    expect(await dataOf(t.post(tok.shipper, `${R}/resubmitRelease`, { id: r.id }))).toMatchObject({ status: 10 });
    const rows = await db()
      .select()
      .from(financeApplyBill)
      .where(eq(financeApplyBill.billId, (await releaseBillOf(r.id))!));
    expect(rows.map((x) => x.dgeCcbStatus)).toEqual([100]);
    const actions = (await listAuditEvents(db(), 'release', r.id)).map((e) => e.action);
    expect(actions.filter((x) => x === 'resubmit')).toHaveLength(2);
  });

  it('the resubmission: a stranger with the key 404, a release not rejected 409', async () => {
    const { r } = await committedRelease({ feeRate: '0' });
    expectRefusal(await t.post(tok.shipper, `${R}/resubmitRelease`, { id: r.id }), 409, reasons.statusChanged);
    await dataOf(t.post(tok.platform, `${R}/platformReleaseAudit`, { id: r.id, status: 'reject', descr: '驳回' }));
    const stranger = await strangerShipper();
    expectRefusal(await t.post(stranger, `${R}/resubmitRelease`, { id: r.id }), 404, reasons.notFound);
    expectRefusal(await t.get(stranger, `${R}/serviceFee`, { id: r.id }), 404, reasons.notFound);
    expect((await releaseRow(r.id)).status).toBe(21);
  });
});

/** A shipper of another enterprise (its role holds the release keys; the release is not its own). */
const strangerShipper = async () => {
  const { token } = await t.newUser(`shipper_other_${Date.now()}`, {
    roleAliases: ['shipper'],
    postId: await createEnterprise(db(), { type: '3' }),
  });
  return token;
};

const releaseBillOf = async (releaseId: string) => {
  const [b] = await db().select().from(ccbReleaseBill).where(eq(ccbReleaseBill.releaseId, releaseId));
  return b?.oldWrInfoId;
};
