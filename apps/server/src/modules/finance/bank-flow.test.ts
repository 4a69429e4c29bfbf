import {
  FINANCE_REDACTED_FIELDS,
  type FinanceApplyDetail,
  financeMessages,
  financeRefusals,
} from '@kc/domain/finance/finance';
import { loanCallbackMessages } from '@kc/domain/finance/loan-bounds';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../platform/audit/audit.service';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { receipt } from '../receipt';
import { ccbRelease } from '../release';
import { sealRelease } from '../release/release.fixtures';
import { processPendingBankInbox } from './bank-inbox';
import { pushBackoffMs, pushDueAgreements } from './bank-push';
import {
  APP,
  applyForm,
  applyRow,
  applyRows,
  bankMessage,
  CCB,
  deliver,
  expectRefused,
  expectSuccess,
  financeParties,
  holdersOf,
  inboxOf,
  keysIn,
  type Parties,
  receiptRows,
  receiptsInEffect,
  saved,
  stateOf,
  TENANT,
} from './finance.fixtures';
import { financeApply, financeApplyBill, financeLoan, financeRepayment } from './finance.table';

const reasons = financeRefusals.reasons;
const RELEASE = '/api/kc-flrk/ccb/release';
type Account = 'shipper' | 'warehouse' | 'platform' | 'bank';
let t: TestApp;
let parties: Parties;
let tok: Record<Account, string>;
const db = () => t.database.db;
const sandbox = () => t.ctx.bankSandbox;

/** Saved, submitted and passed by platform and warehouse: fourStatus 30, rows 20, due for the push. */
const passed = async (count = 2) => {
  const bills = await receiptsInEffect(t, parties, count);
  const id = await saved(t, tok.shipper, applyForm(parties, bills));
  await dataOf(t.post(tok.shipper, `${APP}/submitApplication`, { id }));
  await dataOf(t.post(tok.platform, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.warehouse, `${APP}/auditApplication`, { id, status: 1 }));
  return { id, bills };
};
const pushNow = (id: string) => t.post(tok.platform, `${CCB}/pushAgreementFour`, { id });
/** Pushed (the sandbox bank received the agreement): 60 / 40, rows 30. */
const pushed = async (count = 2) => {
  const a = await passed(count);
  await dataOf(pushNow(a.id));
  return { ...a, financeAppId: (await applyRow(db(), a.id)).financeAppId! };
};
const admission = (id: string, bills: string[], results: (0 | 1)[], financeAppId: string | null) =>
  bankMessage(
    id,
    {
      type: 'collateral.admission',
      data: {
        results: bills.map((billId, i) => ({
          billId,
          collateralAccResult: results[i]!,
          reason: results[i] ? '货物品质不符' : undefined,
        })),
      },
    },
    financeAppId,
  );
/** Admitted and registered: rows 50 with their notices, receipts 91. */
const registered = async (count = 2) => {
  const a = await pushed(count);
  expectSuccess(
    await deliver(
      t,
      admission(
        a.id,
        a.bills,
        a.bills.map(() => 0),
        a.financeAppId,
      ),
    ),
  );
  expectSuccess(
    await deliver(
      t,
      bankMessage(
        a.id,
        { type: 'pledge.registered', data: { registrationNo: 'DJ2026112400000001', billIds: a.bills } },
        a.financeAppId,
      ),
    ),
  );
  return a;
};
/** The owner and the warehouse sealed every notice and the pledge was pushed (written directly: pledge.test.ts). */
const pledged = async (count = 2) => {
  const a = await registered(count);
  await db()
    .update(financeApplyBill)
    .set({ dgeCcbStatus: 80, signStatus: 5 })
    .where(eq(financeApplyBill.applyId, a.id));
  await db().update(receipt).set({ status: 70, dgeCcbStatus: 80 }).where(inArray(receipt.id, a.bills));
  await db().update(financeApply).set({ status: 70, pledgePushStatus: 1 }).where(eq(financeApply.id, a.id));
  return a;
};
const disbursed = (id: string, financeAppId: string, disburseNo: string, amount: string, eventId?: string) =>
  bankMessage(
    id,
    {
      type: 'loan.disbursed',
      data: {
        disburseNo,
        amount,
        currency: '156',
        loanDate: '2026-11-25',
        dueDate: '2027-05-24',
        interestRate: '3.85',
      },
    },
    financeAppId,
    eventId,
  );
const repaid = (id: string, financeAppId: string, repayNo: string, amount: string) =>
  bankMessage(id, { type: 'loan.repaid', data: { repayNo, amount, repayDate: '2027-03-01' } }, financeAppId);

/**
 * The release record the bank's instruction made (modules/release), walked through its routes as the parties do: the
 * fee notified and paid (the release's fee form is tested with the fee: written directly), 平台审核, 仓库审核, both
 * parties' seals, 提货反馈.
 */
const releaseThroughRoutes = async (applyId: string) => {
  const [release] = await db().select().from(ccbRelease).where(eq(ccbRelease.applyId, applyId));
  expect(release).toMatchObject({ status: 10, traySplitStatus: 2 });
  await db().update(ccbRelease).set({ payStatus: 1, serviceAmountStatus: 1 }).where(eq(ccbRelease.id, release!.id));
  const id = release!.id;
  await dataOf(t.post(tok.platform, `${RELEASE}/platformReleaseAudit`, { id, status: 'pass' }));
  await dataOf(t.post(tok.warehouse, `${RELEASE}/warehouseReleaseAudit`, { id, status: 'pass' }));
  await sealRelease(t, tok, id);
  await dataOf(t.post(tok.platform, `${RELEASE}/pickGoodsFeedback`, { id }));
  return id;
};

beforeAll(async () => {
  t = await createTestApp();
  parties = await financeParties(db());
  tok = {
    shipper: await t.login('shipper'),
    warehouse: await t.login('warehouse'),
    platform: await t.login('platform'),
    bank: await t.login('bank'),
  };
});
afterEach(async () => {
  await sandbox().setMode(TENANT, { mode: 'normal' });
});
afterAll(async () => {
  await t?.close();
});

describe(`pushing the agreement to the bank on ${process.env.TEST_DB}`, () => {
  it('the butTest button pushes: 40 with the bank’s number, the application 60, rows 30', async () => {
    const { id } = await passed();
    expect((await t.post(tok.shipper, `${CCB}/pushAgreementFour`, { id })).statusCode).toBe(403);
    // The push answers the application's new status and its agreement's.
    expect(await dataOf(pushNow(id))).toMatchObject({ id, status: 60, fourStatus: 40 });
    const row = await applyRow(db(), id);
    expect(row).toMatchObject({ status: 60, fourStatus: 40, pushError: null, pushTries: 1, nextPushAt: null });
    expect(row.financeAppId).toMatch(/^CCB\d{16}$/);
    expect((await stateOf(db(), id)).dge).toEqual([30, 30]);
    expect((await sandbox().applicationDetail(TENANT, id)).financeAppId).toBe(row.financeAppId);
    expectRefusal(await pushNow(id), 409, reasons.statusChanged);
  });

  it('a failing bank: 41 with the error and a backoff; the job retries when due and reaches 40', async () => {
    const { id } = await passed();
    await sandbox().setMode(TENANT, { mode: 'pushFail' });
    const res = await pushNow(id);
    expectRefusal(res, 503, reasons.pushFailed);
    let row = await applyRow(db(), id);
    expect(row).toMatchObject({ status: 50, fourStatus: 41, pushTries: 1 });
    expect(row.pushError).toBeTruthy();
    expect(row.nextPushAt!.getTime() - Date.now()).toBeGreaterThan(pushBackoffMs(1) - 5000);
    // Not due yet: the job leaves it.
    await pushDueAgreements(t.ctx);
    expect((await applyRow(db(), id)).pushTries).toBe(1);
    // Due, still failing: tries 2, the backoff doubles.
    await db()
      .update(financeApply)
      .set({ nextPushAt: new Date(Date.now() - 1000) })
      .where(eq(financeApply.id, id));
    await pushDueAgreements(t.ctx);
    row = await applyRow(db(), id);
    expect(row).toMatchObject({ fourStatus: 41, pushTries: 2 });
    expect(row.nextPushAt!.getTime() - Date.now()).toBeGreaterThan(pushBackoffMs(2) - 5000);
    expect(pushBackoffMs(20)).toBe(30 * 60_000);
    // The bank is back: the job's next due run pushes.
    await sandbox().setMode(TENANT, { mode: 'normal' });
    await db()
      .update(financeApply)
      .set({ nextPushAt: new Date(Date.now() - 1000) })
      .where(eq(financeApply.id, id));
    await pushDueAgreements(t.ctx);
    expect(await applyRow(db(), id)).toMatchObject({ status: 60, fourStatus: 40, pushTries: 3, pushError: null });
    const actions = (await listAuditEvents(db(), 'finance', id)).map((e) => e.action);
    expect(actions.filter((a) => a.startsWith('push'))).toEqual([
      'push-failed',
      'push-failed',
      'push',
      'push-accepted',
    ]);
  });

  it('the job pushes a passed agreement (30) by itself', async () => {
    const { id } = await passed(1);
    await pushDueAgreements(t.ctx);
    expect(await stateOf(db(), id)).toEqual({ status: 60, fourStatus: 40, dge: [30] });
  });

  it('a bank refusal: 41, not retried by the job; the button pushes again', async () => {
    const { id } = await passed(1);
    await sandbox().setMode(TENANT, { mode: 'reject' });
    expectRefusal(await pushNow(id), 503, reasons.pushFailed, '推送银行失败：客户信息不完整');
    expect(await applyRow(db(), id)).toMatchObject({ fourStatus: 41, pushError: '客户信息不完整', nextPushAt: null });
    await sandbox().setMode(TENANT, { mode: 'normal' });
    await pushDueAgreements(t.ctx);
    expect((await applyRow(db(), id)).fourStatus).toBe(41);
    expect((await dataOf<FinanceApplyDetail>(t.get(tok.platform, `${CCB}/detail`, { id }))).actions.push).toBe(true);
    await dataOf(pushNow(id));
    expect((await applyRow(db(), id)).fourStatus).toBe(40);
  });
});

describe('the bank’s callbacks', () => {
  it('admission accepted: rows 40 with result 0; registration: rows 50, receipts 91 (待质押背书)', async () => {
    const a = await registered(2);
    const rows = await applyRows(db(), a.id);
    expect(rows.map((r) => [r.dgeCcbStatus, r.collateralAccResult])).toEqual([
      [50, 0],
      [50, 0],
    ]);
    expect(rows.every((r) => r.extractFileId != null)).toBe(true);
    expect((await applyRow(db(), a.id)).registrationNo).toBe('DJ2026112400000001');
    expect((await receiptRows(db(), a.bills)).map((b) => [b.status, b.dgeCcbStatus])).toEqual([
      [91, 50],
      [91, 50],
    ]);
    expect((await inboxOf(db(), a.id)).map((m) => m.status)).toEqual([1, 1]);
  });

  it('admission refused for one receipt: the application 101, each row’s result kept, every receipt free again', async () => {
    const a = await pushed(2);
    expectSuccess(await deliver(t, admission(a.id, a.bills, [0, 1], a.financeAppId)));
    const row = await applyRow(db(), a.id);
    expect(row.status).toBe(101);
    expect(row.refuseReason).toContain('货物品质不符');
    expect((await applyRows(db(), a.id)).map((r) => [r.collateralAccResult, r.active, r.dgeCcbStatus])).toEqual([
      [0, 0, 0],
      [1, 0, 0],
    ]);
    expect(await holdersOf(db(), a.bills)).toEqual([]);
    expect((await receiptRows(db(), a.bills)).map((b) => [b.status, b.dgeCcbStatus])).toEqual([
      [1, 0],
      [1, 0],
    ]);
    // The receipts can be pledged again.
    await saved(t, tok.shipper, applyForm(parties, a.bills));
  });

  it('agreement refused after registration: 101, receipts 91 → 1 and free', async () => {
    const a = await registered(1);
    expectSuccess(
      await deliver(
        t,
        bankMessage(a.id, { type: 'agreement.refused', data: { reason: '授信额度不足' } }, a.financeAppId),
      ),
    );
    expect(await applyRow(db(), a.id)).toMatchObject({ status: 101, refuseReason: '授信额度不足' });
    expect((await receiptRows(db(), a.bills)).map((b) => [b.status, b.dgeCcbStatus])).toEqual([[1, 0]]);
    expect(await holdersOf(db(), a.bills)).toEqual([]);
  });

  it('a callback delivered twice, or three times at once, is applied exactly once', async () => {
    const a = await pushed(1);
    const message = admission(a.id, a.bills, [0], a.financeAppId);
    expectSuccess(await deliver(t, message));
    expectSuccess(await deliver(t, message));
    expect((await inboxOf(db(), a.id)).length).toBe(1);
    const b = await pledged(1);
    const loan = disbursed(b.id, b.financeAppId, 'FK001', '100000.00');
    for (const res of await Promise.all([1, 2, 3].map(() => deliver(t, loan)))) expectSuccess(res);
    expect((await db().select().from(financeLoan).where(eq(financeLoan.applyId, b.id))).length).toBe(1);
    expect((await applyRow(db(), b.id)).loanMoney).toBe('100000.00');
    // The same disbursement under a new event id: stored refused (answered REFUSED), nothing changes.
    expectRefused(await deliver(t, disbursed(b.id, b.financeAppId, 'FK001', '100000.00')), '放款编号 FK001 已记录');
    expect((await applyRow(db(), b.id)).loanMoney).toBe('100000.00');
    expect((await inboxOf(db(), b.id)).map((m) => m.status).slice(-2)).toEqual([1, 3]);
  });

  it('a bad signature or a tampered body answers 400 FAIL and stores nothing', async () => {
    const a = await pushed(1);
    const c = await sandbox().composeCallback(admission(a.id, a.bills, [0], a.financeAppId));
    const forged = await t.app.inject({
      method: 'POST',
      url: c.path,
      headers: { ...c.headers, 'x-bank-signature': 'AAAA' },
      payload: c.body,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'FAIL' });
    const tampered = await t.app.inject({
      method: 'POST',
      url: c.path,
      headers: c.headers,
      payload: c.body.replace('"collateralAccResult":0', '"collateralAccResult":1'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await inboxOf(db(), a.id)).length).toBe(0);
    expect((await stateOf(db(), a.id)).dge).toEqual([30]);
  });

  it('a callback before our push was recorded is kept and applied by the sweep once it caught up', async () => {
    const a = await passed(1);
    expectSuccess(await deliver(t, admission(a.id, a.bills, [0], null)));
    expect((await inboxOf(db(), a.id)).map((m) => m.status)).toEqual([0]);
    await dataOf(pushNow(a.id));
    await processPendingBankInbox(t.ctx);
    expect((await inboxOf(db(), a.id)).map((m) => m.status)).toEqual([1]);
    expect((await stateOf(db(), a.id)).dge).toEqual([40]);
  });

  it('a callback the flow cannot take is kept refused with its reason and answered REFUSED', async () => {
    const a = await pushed(1);
    expectSuccess(await deliver(t, repaid(a.id, a.financeAppId, 'HK0', '1.00')));
    expectRefused(
      await deliver(t, bankMessage(a.id, { type: 'agreement.refused', data: { reason: 'x' } }, 'CCB-OTHER')),
      '银行融资编号与申请不符',
    );
    expect((await inboxOf(db(), a.id)).map((m) => [m.status, m.reason])).toEqual([
      [0, '尚未记录放款'],
      [3, '银行融资编号与申请不符'],
    ]);
    expectRefused(
      await deliver(t, bankMessage('99999999', { type: 'agreement.refused', data: { reason: 'x' } })),
      '融资申请不存在',
    );
  });
});

describe('the loan', () => {
  it('disbursements set the loan, repayments complete it (100), the release instruction frees the receipts', async () => {
    const a = await pledged(2);
    expectSuccess(await deliver(t, disbursed(a.id, a.financeAppId, 'FK100', '300000.00')));
    expectSuccess(await deliver(t, disbursed(a.id, a.financeAppId, 'FK101', '199999.50')));
    expect(await applyRow(db(), a.id)).toMatchObject({
      status: 70,
      loanMoney: '499999.50',
      loanCurrency: '156',
      loanDate: '2026-11-25',
      dateDue: '2027-05-24',
      interestInfo: '3.85',
      loanMoneyStatus: 0,
    });
    const list = await dataOf<{ bankRef: string }[]>(
      t.get(tok.shipper, `${APP}/disburseList`, { applicationId: a.id }),
    );
    expect(list.map((l) => l.bankRef)).toEqual(['FK100', 'FK101']);
    expect(await dataOf(t.get(tok.bank, `${APP}/getDisburseInfo`, { applicationId: a.id }))).toMatchObject({
      disbursedMoney: '499999.50',
      disburseCount: 2,
    });

    expectSuccess(await deliver(t, repaid(a.id, a.financeAppId, 'HK1', '200000.00')));
    expect(await applyRow(db(), a.id)).toMatchObject({ status: 70, repaidMoney: '200000.00' });
    expectSuccess(await deliver(t, repaid(a.id, a.financeAppId, 'HK2', '299999.50')));
    const done = await applyRow(db(), a.id);
    expect(done).toMatchObject({ status: 100, repaidMoney: '499999.50' });
    expect(done.finishTime).not.toBeNull();
    expect(await dataOf(t.get(tok.shipper, `${APP}/getRepaymentInfo`, { applicationId: a.id }))).toMatchObject({
      repaidMoney: '499999.50',
      outstanding: '0.00',
      repaymentCount: 2,
    });
    // Still pledged until the bank's release instruction.
    expect((await receiptRows(db(), a.bills)).map((b) => b.status)).toEqual([70, 70]);
    expectSuccess(
      await deliver(
        t,
        bankMessage(
          a.id,
          { type: 'release.instruction', data: { instructionNo: 'JY1', billIds: a.bills } },
          a.financeAppId,
        ),
      ),
    );
    // The instruction is a release record now (modules/release): still pledged until its reviews and feedback.
    expect((await receiptRows(db(), a.bills)).map((b) => b.status)).toEqual([70, 70]);
    await releaseThroughRoutes(a.id);
    expect((await applyRows(db(), a.id)).map((r) => [r.dgeCcbStatus, r.active])).toEqual([
      [120, 0],
      [120, 0],
    ]);
    expect((await receiptRows(db(), a.bills)).map((b) => [b.status, b.dgeCcbStatus])).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(await holdersOf(db(), a.bills)).toEqual([]);
    // The warehouse reviewer's answers still carry no figure.
    for (const answer of [
      await dataOf(t.get(tok.warehouse, `${CCB}/detail`, { id: a.id })),
      await dataOf(t.get(tok.warehouse, `${CCB}/list`, { size: '200' })),
    ]) {
      const keys = keysIn(answer);
      expect(FINANCE_REDACTED_FIELDS.filter((f) => keys.has(f))).toEqual([]);
    }
  });

  it('updateLoanMoney: the platform or the bank, after a disbursement, until submitted', async () => {
    const a = await pledged(1);
    const update = (who: Account, body: object) =>
      t.post(tok[who], `${CCB}/updateLoanMoney`, { applyId: a.id, ...body });
    expectRefusal(await update('platform', { loanMoney: '1000', status: 0 }), 409, reasons.noLoanYet);
    expectSuccess(await deliver(t, disbursed(a.id, a.financeAppId, 'FK200', '150000.00')));
    expect((await update('bank', { loanMoney: '', status: 0 })).json()).toMatchObject({
      code: 400,
      msg: financeMessages.loanMoney,
    });
    expect((await update('bank', { loanMoney: '10000000', status: 0 })).json()).toMatchObject({
      code: 400,
      msg: financeMessages.loanMoneyRange,
    });
    expect((await update('shipper', { loanMoney: '1', status: 0 })).statusCode).toBe(403);
    expect((await update('warehouse', { loanMoney: '1', status: 0 })).statusCode).toBe(403);
    expect((await dataOf<FinanceApplyDetail>(t.get(tok.bank, `${CCB}/detail`, { id: a.id }))).actions.updateLoan).toBe(
      true,
    );
    await dataOf(update('bank', { loanMoney: '149999.99', status: 0 }));
    expect(await applyRow(db(), a.id)).toMatchObject({ loanMoney: '149999.99', loanMoneyStatus: 0 });
    expect(await dataOf(update('platform', { loanMoney: '150000', status: 1 }))).toMatchObject({
      id: a.id,
      loanMoneyStatus: 1,
    });
    expect(await applyRow(db(), a.id)).toMatchObject({ loanMoney: '150000.00', loanMoneyStatus: 1 });
    expectRefusal(await update('platform', { loanMoney: '1', status: 0 }), 409, reasons.loanLocked);
    expect(
      (await dataOf<FinanceApplyDetail>(t.get(tok.platform, `${CCB}/detail`, { id: a.id }))).actions.updateLoan,
    ).toBe(false);
  });
});

/** What a money callback may change: the application's status and loan, its loan and repayment rows. */
const moneyOf = async (id: string) => {
  const row = await applyRow(db(), id);
  const loans = await db().select().from(financeLoan).where(eq(financeLoan.applyId, id));
  const back = await db().select().from(financeRepayment).where(eq(financeRepayment.applyId, id));
  return {
    status: row.status,
    loanMoney: row.loanMoney,
    loanCurrency: row.loanCurrency,
    repaidMoney: row.repaidMoney,
    finishTime: row.finishTime,
    updateTime: row.updateTime,
    loans: loans.map((l) => l.bankRef),
    repayments: back.map((r) => r.bankRef),
  };
};
const lastInbox = async (id: string) => (await inboxOf(db(), id)).at(-1)!;
const disbursedIn = (id: string, financeAppId: string, disburseNo: string, amount: string, currency: string) =>
  bankMessage(
    id,
    {
      type: 'loan.disbursed',
      data: { disburseNo, amount, currency, loanDate: '2026-11-25', dueDate: '2027-05-24', interestRate: '3.85' },
    },
    financeAppId,
  );
const repaidIn = (id: string, financeAppId: string, repayNo: string, amount: string, currency: string) =>
  bankMessage(id, { type: 'loan.repaid', data: { repayNo, amount, repayDate: '2027-03-01', currency } }, financeAppId);
/** Refused: answered REFUSED with the reason, the inbox row kept refused (3) with it, the application unchanged. */
const expectRefusedUnchanged = async (
  id: string,
  message: ReturnType<typeof bankMessage>,
  reason: string,
): Promise<void> => {
  const before = await moneyOf(id);
  expectRefused(await deliver(t, message), reason);
  expect(await moneyOf(id)).toEqual(before);
  expect(await lastInbox(id)).toMatchObject({ eventId: message.eventId, status: 3, reason });
};

describe('the bank’s money bounded by the business (loan-bounds.ts)', () => {
  it('a disbursement beyond min(applyMoney, admitted pledge amount) − Σ disbursed is refused', async () => {
    // 500,000.00 asked for over two receipts whose estimated pledge amount is 556,920.00: at most 500,000.00.
    const a = await pledged(2);
    const over = disbursed(a.id, a.financeAppId, 'FK900', '50000000.00');
    await expectRefusedUnchanged(
      a.id,
      over,
      loanCallbackMessages.overDisbursed('50000000.00', '500000.00', '500000.00', '0.00'),
    );
    expect((await moneyOf(a.id)).loanMoney).toBeNull();
    // The bank sends it again: the same answer, nothing stored twice.
    expectRefused(await deliver(t, over), /超出可放款余额 500,000\.00/);
    expect((await inboxOf(db(), a.id)).filter((m) => m.eventId === over.eventId)).toHaveLength(1);
    expectSuccess(await deliver(t, disbursed(a.id, a.financeAppId, 'FK901', '300000.00')));
    await expectRefusedUnchanged(
      a.id,
      disbursed(a.id, a.financeAppId, 'FK902', '200000.01'),
      loanCallbackMessages.overDisbursed('200000.01', '200000.00', '500000.00', '300000.00'),
    );
    expectSuccess(await deliver(t, disbursed(a.id, a.financeAppId, 'FK903', '200000.00')));
    expect(await applyRow(db(), a.id)).toMatchObject({ status: 70, loanMoney: '500000.00' });
  });

  it('the admitted collateral bounds it too: an application asking above its estimate lends at most the estimate', async () => {
    // An application saved before the amount was bounded by the estimate (written directly).
    const a = await pledged(1);
    await db().update(financeApply).set({ applyMoney: '900000.00' }).where(eq(financeApply.id, a.id));
    await expectRefusedUnchanged(
      a.id,
      disbursed(a.id, a.financeAppId, 'FK910', '278460.01'),
      loanCallbackMessages.overDisbursed('278460.01', '278460.00', '278460.00', '0.00'),
    );
    expectSuccess(await deliver(t, disbursed(a.id, a.financeAppId, 'FK911', '278460.00')));
    expect((await applyRow(db(), a.id)).loanMoney).toBe('278460.00');
  });

  it('a repayment beyond what is outstanding is refused, and any after completion (100)', async () => {
    const a = await pledged(1);
    expectSuccess(await deliver(t, disbursed(a.id, a.financeAppId, 'FK920', '100000.00')));
    await expectRefusedUnchanged(
      a.id,
      repaid(a.id, a.financeAppId, 'HK920', '99999999.00'),
      loanCallbackMessages.overRepaid('99999999.00', '100000.00'),
    );
    expect(await applyRow(db(), a.id)).toMatchObject({ status: 70, repaidMoney: '0.00' });
    expectSuccess(await deliver(t, repaid(a.id, a.financeAppId, 'HK921', '40000.00')));
    await expectRefusedUnchanged(
      a.id,
      repaid(a.id, a.financeAppId, 'HK922', '60000.01'),
      loanCallbackMessages.overRepaid('60000.01', '60000.00'),
    );
    expectSuccess(await deliver(t, repaid(a.id, a.financeAppId, 'HK923', '60000.00')));
    expect(await applyRow(db(), a.id)).toMatchObject({ status: 100, repaidMoney: '100000.00' });
    // 融资完成: neither money callback is taken any more.
    await expectRefusedUnchanged(
      a.id,
      repaid(a.id, a.financeAppId, 'HK924', '1.00'),
      loanCallbackMessages.repayStatus('融资完成'),
    );
    await expectRefusedUnchanged(
      a.id,
      disbursed(a.id, a.financeAppId, 'FK924', '1.00'),
      loanCallbackMessages.disburseStatus('融资完成'),
    );
  });

  it('a disbursement or a repayment in another currency than the loan’s is refused', async () => {
    const a = await pledged(1);
    // Before the first disbursement the loan is in the collateral's currency (156).
    await expectRefusedUnchanged(
      a.id,
      disbursedIn(a.id, a.financeAppId, 'FK930', '1000.00', '840'),
      loanCallbackMessages.currency('840', '156'),
    );
    expectSuccess(await deliver(t, disbursedIn(a.id, a.financeAppId, 'FK931', '1000.00', '156')));
    await expectRefusedUnchanged(
      a.id,
      disbursedIn(a.id, a.financeAppId, 'FK932', '1000.00', '978'),
      loanCallbackMessages.currency('978', '156'),
    );
    await expectRefusedUnchanged(
      a.id,
      repaidIn(a.id, a.financeAppId, 'HK930', '500.00', '840'),
      loanCallbackMessages.currency('840', '156'),
    );
    expectSuccess(await deliver(t, repaidIn(a.id, a.financeAppId, 'HK931', '500.00', '156')));
    expect(await applyRow(db(), a.id)).toMatchObject({ loanMoney: '1000.00', repaidMoney: '500.00' });
  });

  it('a disbursement the status cannot take is refused: before registration, at 50, at 101; registered, it waits', async () => {
    const a = await pushed(1);
    expectSuccess(await deliver(t, admission(a.id, a.bills, [0], a.financeAppId)));
    await expectRefusedUnchanged(
      a.id,
      disbursed(a.id, a.financeAppId, 'FK940', '1000.00'),
      loanCallbackMessages.disburseNotRegistered,
    );
    expectSuccess(
      await deliver(
        t,
        bankMessage(
          a.id,
          { type: 'pledge.registered', data: { registrationNo: 'DJ2026112400000940', billIds: a.bills } },
          a.financeAppId,
        ),
      ),
    );
    // Registered, the seals still to come: kept received for the sweep, not refused.
    expectSuccess(await deliver(t, disbursed(a.id, a.financeAppId, 'FK941', '1000.00')));
    expect(await lastInbox(a.id)).toMatchObject({ status: 0, reason: loanCallbackMessages.disburseAwaitingSeals });

    const draft = await passed(1);
    await expectRefusedUnchanged(
      draft.id,
      disbursed(draft.id, 'CCB-NOT-YET', 'FK942', '1000.00'),
      loanCallbackMessages.disburseStatus('待四方协议审核'),
    );
    const gone = await pushed(1);
    expectSuccess(
      await deliver(
        t,
        bankMessage(gone.id, { type: 'agreement.refused', data: { reason: '授信额度不足' } }, gone.financeAppId),
      ),
    );
    await expectRefusedUnchanged(
      gone.id,
      disbursed(gone.id, gone.financeAppId, 'FK943', '1000.00'),
      loanCallbackMessages.disburseStatus('融资拒绝'),
    );
    await expectRefusedUnchanged(
      gone.id,
      repaid(gone.id, gone.financeAppId, 'HK943', '1000.00'),
      loanCallbackMessages.repayStatus('融资拒绝'),
    );
  });

  it('the sandbox console shows the refusal: 平台拒收 with the platform’s reason, not sent again', async () => {
    const a = await pushed(1);
    await sandbox().admit({ tenantId: TENANT, applyId: a.id });
    await sandbox().registerPledge({ tenantId: TENANT, applyId: a.id });
    await db().update(financeApplyBill).set({ dgeCcbStatus: 80 }).where(eq(financeApplyBill.applyId, a.id));
    await db().update(receipt).set({ status: 70 }).where(inArray(receipt.id, a.bills));
    await db().update(financeApply).set({ status: 70 }).where(eq(financeApply.id, a.id));
    const step = await sandbox().disburse({
      tenantId: TENANT,
      applyId: a.id,
      amount: '1000',
      currency: '840',
      loanDate: '2026-11-26',
      dueDate: '2027-05-25',
      interestRate: '3.85',
    });
    const reason = loanCallbackMessages.currency('840', '156');
    expect(step.deliveries).toHaveLength(1);
    expect(step.deliveries[0]).toMatchObject({
      status: 'refused',
      statusName: '平台拒收',
      attempt: 1,
      lastStatus: 200,
      nextRetryTime: null,
    });
    expect(JSON.parse(step.deliveries[0]!.lastAnswer!)).toEqual({ code: 'REFUSED', message: reason });
    expect(await sandbox().deliverDue()).toBe(0);
    expect(await lastInbox(a.id)).toMatchObject({ type: 'loan.disbursed', status: 3, reason });
    expect((await applyRow(db(), a.id)).loanMoney).toBeNull();
  });

  it('the platform reads every callback of an application with its result and reason; others may not', async () => {
    const a = await pledged(1);
    expectSuccess(await deliver(t, disbursed(a.id, a.financeAppId, 'FK950', '1000.00')));
    const reason = loanCallbackMessages.overDisbursed('50000000.00', '199000.00', '200000.00', '1000.00');
    expectRefused(await deliver(t, disbursed(a.id, a.financeAppId, 'FK951', '50000000.00')), reason);
    const rows = await dataOf<{ type: string; status: number; statusName: string; reason: string | null }[]>(
      t.get(tok.platform, `${APP}/bankCallbacks`, { applicationId: a.id }),
    );
    expect(rows.map((r) => [r.type, r.status, r.statusName, r.reason])).toEqual([
      ['collateral.admission', 1, '已应用', null],
      ['pledge.registered', 1, '已应用', null],
      ['loan.disbursed', 1, '已应用', null],
      ['loan.disbursed', 3, '已拒收', reason],
    ]);
    expect(rows.at(-1)).toMatchObject({ amount: '50000000.00', currency: '156', bankRef: 'FK951', typeName: '放款' });
    for (const who of ['shipper', 'bank', 'warehouse'] as const)
      expectRefusal(await t.get(tok[who], `${APP}/bankCallbacks`, { applicationId: a.id }), 403, reasons.notPlatform);
    const stranger = await createEnterprise(db(), { name: '回调旁观棉业有限公司', type: '1' });
    const other = (await t.newUser('bank-callback-stranger', { roleAliases: ['shipper'], postId: stranger })).token;
    expectRefusal(await t.get(other, `${APP}/bankCallbacks`, { applicationId: a.id }), 404, reasons.notFound);
  });
});

describe('a journey with the sandbox bank playing each step', () => {
  it('push, admit, register, (seals), disburse, repay, release with our feedback', async () => {
    const a = await pushed(2);
    await sandbox().admit({ tenantId: TENANT, applyId: a.id });
    expect((await stateOf(db(), a.id)).dge).toEqual([40, 40]);
    await sandbox().registerPledge({ tenantId: TENANT, applyId: a.id });
    expect((await stateOf(db(), a.id)).dge).toEqual([50, 50]);
    await db().update(financeApplyBill).set({ dgeCcbStatus: 80 }).where(eq(financeApplyBill.applyId, a.id));
    await db().update(receipt).set({ status: 70 }).where(inArray(receipt.id, a.bills));
    await db().update(financeApply).set({ status: 70 }).where(eq(financeApply.id, a.id));
    await sandbox().disburse({
      tenantId: TENANT,
      applyId: a.id,
      amount: '400000',
      loanDate: '2026-11-26',
      dueDate: '2027-05-25',
      interestRate: '3.85',
    });
    expect((await applyRow(db(), a.id)).loanMoney).toBe('400000.00');
    // Full repayment: the bank sends the release instruction by itself; once the release is reviewed and fed back
    // (modules/release), the receipts are free and the bank hears our feedback.
    await sandbox().repay({ tenantId: TENANT, applyId: a.id, amount: '400000', repayDate: '2027-02-01' });
    expect((await applyRow(db(), a.id)).status).toBe(100);
    expect((await receiptRows(db(), a.bills)).map((b) => b.status)).toEqual([70, 70]);
    expect((await sandbox().applicationDetail(TENANT, a.id)).status).toBe('repaid');
    const releaseId = await releaseThroughRoutes(a.id);
    expect((await receiptRows(db(), a.bills)).map((b) => b.status)).toEqual([1, 1]);
    expect((await sandbox().applicationDetail(TENANT, a.id)).status).toBe('released');
    const actions = (await listAuditEvents(db(), 'release', releaseId)).map((e) => e.action);
    expect(actions).not.toContain('feedback-failed');
    expect(actions).toContain('feedback-sent');
  });

  it('a release instruction sent again while the feedback failed: only the feedback goes again', async () => {
    const a = await pushed(1);
    await sandbox().admit({ tenantId: TENANT, applyId: a.id });
    await sandbox().registerPledge({ tenantId: TENANT, applyId: a.id });
    await db().update(financeApplyBill).set({ dgeCcbStatus: 80 }).where(eq(financeApplyBill.applyId, a.id));
    await db().update(receipt).set({ status: 70 }).where(inArray(receipt.id, a.bills));
    await db().update(financeApply).set({ status: 70 }).where(eq(financeApply.id, a.id));
    await sandbox().disburse({
      tenantId: TENANT,
      applyId: a.id,
      amount: '1000',
      loanDate: '2026-11-26',
      dueDate: '2027-05-25',
      interestRate: '3.85',
    });
    await sandbox().repay({ tenantId: TENANT, applyId: a.id, amount: '1000', repayDate: '2027-02-01' });
    // The bank's answer to our feedback fails once (its system busy).
    const feedback = t.ctx.bank.sendReleaseFeedback;
    t.ctx.bank.sendReleaseFeedback = async () => {
      throw new Error('银行系统繁忙');
    };
    const releaseId = await releaseThroughRoutes(a.id);
    t.ctx.bank.sendReleaseFeedback = feedback;
    expect((await receiptRows(db(), a.bills)).map((b) => b.status)).toEqual([1]);
    expect((await sandbox().applicationDetail(TENANT, a.id)).status).toBe('repaid');
    // The bank sends its instruction again: no new release, the feedback goes again.
    await sandbox().releaseInstruction({ tenantId: TENANT, applyId: a.id });
    expect((await sandbox().applicationDetail(TENANT, a.id)).status).toBe('released');
    expect(await db().select().from(ccbRelease).where(eq(ccbRelease.applyId, a.id))).toHaveLength(1);
    const actions = (await listAuditEvents(db(), 'release', releaseId)).map((e) => e.action);
    expect(actions.filter((x) => x.startsWith('feedback'))).toEqual(['feedback-failed', 'feedback-sent']);
  });
});
