import { type BankDeskAnswer, type BankDeskDetail, bankDeskRefusals } from '@kc/domain/finance/bank-desk';
import { bankDeskInputRefusals, bankSandboxInputRefusals } from '@kc/domain/input-refusals';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseOfAccount } from '../../test/fixtures/batch-sign';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { receipt } from '../receipt';
import { ccbRelease } from '../release';
import { setBankMode } from './bank-port';
import {
  APP,
  applyForm,
  applyRow,
  applyRows,
  CCB,
  financeParties,
  type Parties,
  receiptsInEffect,
  saved,
  TENANT,
} from './finance.fixtures';
import { bankInbox, financeApply, financeApplyBill, financeLoan, financeRepayment } from './finance.table';

const DESK = '/api/kc-flrk/bankDesk';
const reasons = bankDeskRefusals.reasons;
let t: TestApp;
let parties: Parties;
let tok: Record<'shipper' | 'warehouse' | 'platform' | 'bank' | 'bank2', string>;
const db = () => t.database.db;

/** The desk bank's cotton financing goods (seeded for JR0002). */
const deskGoods = async (bankId: string) => {
  const res = await db().execute(
    sql`select id::text as id from kc_financing_goods where bank_enterprise_id = ${bankId} and code = 'RZ-MH' limit 1`,
  );
  return (res as unknown as { rows: { id: string }[] }).rows[0]!.id;
};

/** An application to the desk bank, passed by platform and warehouse and "pushed" (the desk accepts at once). */
const atDesk = async (count = 2) => {
  const bank2 = await enterpriseOfAccount(db(), 'bank2');
  const bills = await receiptsInEffect(t, parties, count);
  const form = applyForm({ ...parties, bankId: bank2, goodsId: await deskGoods(bank2) }, bills);
  const id = await saved(t, tok.shipper, form);
  await dataOf(t.post(tok.shipper, `${APP}/submitApplication`, { id }));
  await dataOf(t.post(tok.platform, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.warehouse, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.platform, `${CCB}/pushAgreementFour`, { id }));
  return { id, bills };
};
const admitAll = (id: string, bills: string[]) =>
  t.post(tok.bank2, `${DESK}/admit`, {
    applicationId: id,
    results: bills.map((billId) => ({ billId, collateralAccResult: 0 })),
  });
/** Admitted, registered, and (as pledge.test.ts does) both seals written directly: 70, rows 80. */
const pledged = async () => {
  const a = await atDesk();
  await dataOf(admitAll(a.id, a.bills));
  await dataOf(
    t.post(tok.bank2, `${DESK}/registerPledge`, { applicationId: a.id, registrationNo: 'ZD2026112900000001' }),
  );
  await db()
    .update(financeApplyBill)
    .set({ dgeCcbStatus: 80, signStatus: 5 })
    .where(eq(financeApplyBill.applyId, a.id));
  await db().update(receipt).set({ status: 70, dgeCcbStatus: 80 }).where(inArray(receipt.id, a.bills));
  await db().update(financeApply).set({ status: 70, pledgePushStatus: 1 }).where(eq(financeApply.id, a.id));
  return a;
};
const disburse = (id: string, amount: string, disburseNo = 'FK0001') =>
  t.post(tok.bank2, `${DESK}/disburse`, {
    applicationId: id,
    disburseNo,
    amount,
    currency: '156',
    loanDate: '2026-11-29',
    dueDate: '2027-05-28',
    interestRate: '3.85',
  });

beforeAll(async () => {
  t = await createTestApp();
  parties = await financeParties(db());
  tok = {
    shipper: await t.login('shipper'),
    warehouse: await t.login('warehouse'),
    platform: await t.login('platform'),
    bank: await t.login('bank'),
    bank2: await t.login('bank2'),
  };
});
afterAll(async () => {
  await t?.close();
});

describe('the bank desk', () => {
  it('the agreement to a desk bank waits in its desk; admission per receipt goes through the inbox', async () => {
    const a = await atDesk();
    const row = await applyRow(db(), a.id);
    expect(row).toMatchObject({ status: 60, fourStatus: 40 });
    expect(row.financeAppId).toBe(`DESK-${row.code}`);
    const page = await dataOf<{ records: { id: string; waiting: string }[] }>(
      t.get(tok.bank2, `${DESK}/page`, { current: 1, size: 50, waiting: '1' }),
    );
    expect(page.records.find((r) => r.id === a.id)?.waiting).toBe('admit');

    // a failed receipt needs its reason
    expectRefusal(
      await t.post(tok.bank2, `${DESK}/admit`, {
        applicationId: a.id,
        results: [{ billId: a.bills[0], collateralAccResult: 1 }],
      }),
      400,
      bankSandboxInputRefusals.reasons.admissionReasonRequired,
      '请填写准入失败原因',
    );
    const first = await dataOf<BankDeskAnswer>(admitAll(a.id, a.bills));
    expect(first.outcome).toBe('applied');
    expect(first.detail.waiting).toBe('pledge');
    expect((await applyRows(db(), a.id)).map((r) => r.dgeCcbStatus)).toEqual([40, 40]);
    // posted twice: applied once
    const again = await dataOf<BankDeskAnswer>(admitAll(a.id, a.bills));
    expect(again.outcome).toBe('duplicate');
    const inbox = await db().select().from(bankInbox).where(eq(bankInbox.applyId, a.id));
    expect(inbox.filter((m) => m.type === 'collateral.admission')).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ status: 1 });

    // 登记质押: the number required, then the notices
    expectRefusal(
      await t.post(tok.bank2, `${DESK}/registerPledge`, { applicationId: a.id, registrationNo: ' ' }),
      400,
      bankDeskInputRefusals.reasons.registrationNoRequired,
      '请填写质押登记编号',
    );
    const reg = await dataOf<BankDeskAnswer>(
      t.post(tok.bank2, `${DESK}/registerPledge`, { applicationId: a.id, registrationNo: 'ZD2026112900000001' }),
    );
    expect(reg.detail.registrationNo).toBe('ZD2026112900000001');
    expect((await applyRows(db(), a.id)).map((r) => r.dgeCcbStatus)).toEqual([50, 50]);
    // not offered any more: refused, nothing stored
    expectRefusal(
      await t.post(tok.bank2, `${DESK}/registerPledge`, { applicationId: a.id, registrationNo: 'ZD2' }),
      409,
      reasons.notNow,
      '当前状态不能登记质押',
    );
  });

  it('admission refusing one receipt (with its reason) refuses the application', async () => {
    const a = await atDesk();
    const answer = await dataOf<BankDeskAnswer>(
      t.post(tok.bank2, `${DESK}/admit`, {
        applicationId: a.id,
        results: [
          { billId: a.bills[0], collateralAccResult: 0 },
          { billId: a.bills[1], collateralAccResult: 1, reason: '货物品质不符' },
        ],
      }),
    );
    expect(answer.detail.status).toBe(101);
    expect(answer.detail.refuseReason).toContain('货物品质不符');
    expect(answer.detail.bills.find((b) => b.billId === a.bills[1])?.collateralReason).toBe('货物品质不符');
  });

  it('refuses an application with a reason', async () => {
    const a = await atDesk(1);
    expectRefusal(
      await t.post(tok.bank2, `${DESK}/refuse`, { applicationId: a.id, reason: '' }),
      400,
      bankSandboxInputRefusals.reasons.refuseReasonRequired,
      '请填写拒绝原因',
    );
    const answer = await dataOf<BankDeskAnswer>(
      t.post(tok.bank2, `${DESK}/refuse`, { applicationId: a.id, reason: '授信额度不足' }),
    );
    expect(answer.detail).toMatchObject({ status: 101, refuseReason: '授信额度不足' });
    const [r] = await db().select().from(receipt).where(eq(receipt.id, a.bills[0]!));
    expect(r?.dgeCcbStatus).toBe(0);
  });

  it('disburses within the bounds, refuses beyond them, records repayments and instructs the release', async () => {
    const a = await pledged();
    // two receipts: 500,000.00 asked, above it refused by the inbox's loan bounds
    const over = await disburse(a.id, '500000.01');
    expectRefusal(over, 409, reasons.refused);
    expect((await db().select().from(financeLoan).where(eq(financeLoan.applyId, a.id))).length).toBe(0);
    expectRefusal(await disburse(a.id, '-1'), 400, bankDeskInputRefusals.reasons.amountFormat);
    expectRefusal(await disburse(a.id, '1.234'), 400, bankDeskInputRefusals.reasons.amountFormat);

    const lent = await dataOf<BankDeskAnswer>(disburse(a.id, '300000.00'));
    expect(lent.outcome).toBe('applied');
    expect((await dataOf<BankDeskAnswer>(disburse(a.id, '300000.00'))).outcome).toBe('duplicate');
    expect(await db().select().from(financeLoan).where(eq(financeLoan.applyId, a.id))).toHaveLength(1);
    expect((await applyRow(db(), a.id)).loanMoney).toBe('300000.00');

    const repay = (amount: string, repayNo: string) =>
      t.post(tok.bank2, `${DESK}/repay`, { applicationId: a.id, repayNo, amount, repayDate: '2027-03-01' });
    expectRefusal(await repay('300000.01', 'HK1'), 409, reasons.refused);
    await dataOf(repay('100000.00', 'HK1'));
    const done = await dataOf<BankDeskAnswer>(repay('200000.00', 'HK2'));
    expect(done.detail).toMatchObject({ status: 100, repaidMoney: '300000.00', outstanding: '0.00' });
    expect(await db().select().from(financeRepayment).where(eq(financeRepayment.applyId, a.id))).toHaveLength(2);
    expect(done.detail.waiting).toBe('release');

    expectRefusal(
      await t.post(tok.bank2, `${DESK}/release`, { applicationId: a.id, instructionNo: 'JY0001', billIds: [] }),
      400,
      bankDeskInputRefusals.reasons.billsRequired,
    );
    const released = await dataOf<BankDeskAnswer>(
      t.post(tok.bank2, `${DESK}/release`, { applicationId: a.id, instructionNo: 'JY0001', billIds: a.bills }),
    );
    expect(released.outcome).toBe('applied');
    const [release] = await db().select().from(ccbRelease).where(eq(ccbRelease.applyId, a.id));
    expect(release).toMatchObject({ instructionNo: 'JY0001' });
  });

  it('only the application’s own desk bank acts: another bank 404, an API bank refused', async () => {
    const a = await atDesk(1);
    // the API bank (the demo bank on the sandbox)
    expectRefusal(
      await t.get(tok.bank, `${DESK}/page`, { current: 1, size: 10 }),
      409,
      reasons.apiBank,
      '该银行已对接接口，请在银行系统中办理',
    );
    await dataOf(admitAll(a.id, a.bills));
    expectRefusal(
      await t.post(tok.bank, `${DESK}/refuse`, { applicationId: a.id, reason: '不办' }),
      409,
      reasons.apiBank,
    );
    // another desk bank: a stranger to this application
    const bank1 = await enterpriseOfAccount(db(), 'bank');
    await setBankMode(db(), TENANT, bank1, 'desk');
    try {
      expectRefusal(await t.get(tok.bank, `${DESK}/detail`, { id: a.id }), 404, reasons.notFound);
      expectRefusal(
        await t.post(tok.bank, `${DESK}/refuse`, { applicationId: a.id, reason: '不办' }),
        404,
        reasons.notFound,
      );
    } finally {
      await setBankMode(db(), TENANT, bank1, 'api');
    }
    // the shipper holds no desk key
    expect((await t.get(tok.shipper, `${DESK}/page`, { current: 1, size: 10 })).statusCode).toBe(403);
    const detail = await dataOf<BankDeskDetail>(t.get(tok.bank2, `${DESK}/detail`, { id: a.id }));
    expect(detail.events.map((e) => e.type)).toEqual(['collateral.admission']);
    // the desk's customers (客户建档) answer a page; bank-desk-customers.test.ts works them
    expect(await dataOf(t.get(tok.bank2, `${DESK}/customers`))).toMatchObject({ current: 1 });
  });
});
