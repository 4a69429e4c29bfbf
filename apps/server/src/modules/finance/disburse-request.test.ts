import { financeDisburseRefusals } from '@kc/domain/finance/disburse';
import { financeRefusals } from '@kc/domain/finance/finance';
import { FinanceStatus, financeStatusLabel } from '@kc/domain/finance/status';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../platform/audit/audit.service';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { receipt } from '../receipt';
import { financeDisburseRequest } from './disburse-request.table';
import {
  APP,
  applyForm,
  applyRow,
  CCB,
  financeParties,
  type Parties,
  receiptsInEffect,
  saved,
  TENANT,
} from './finance.fixtures';
import { financeApply, financeApplyBill, financeLoan } from './finance.table';

const reasons = financeDisburseRefusals.reasons;
type Account = 'shipper' | 'warehouse' | 'platform' | 'bank' | 'foreign';
let t: TestApp;
let parties: Parties;
let tok: Record<Account, string>;
const db = () => t.database.db;
const sandbox = () => t.ctx.bankSandbox;

/** Pushed, admitted and registered by the sandbox bank, then sealed (rows 80, receipts 70): the application 70. */
const pledged = async () => {
  // Two receipts: 500,000.00 asked for, within their estimated pledge amount (556,920.00).
  const bills = await receiptsInEffect(t, parties, 2);
  const id = await saved(t, tok.shipper, applyForm(parties, bills));
  await dataOf(t.post(tok.shipper, `${APP}/submitApplication`, { id }));
  await dataOf(t.post(tok.platform, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.warehouse, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.platform, `${CCB}/pushAgreementFour`, { id }));
  await sandbox().admit({ tenantId: TENANT, applyId: id });
  await sandbox().registerPledge({ tenantId: TENANT, applyId: id });
  await db().update(financeApplyBill).set({ dgeCcbStatus: 80 }).where(eq(financeApplyBill.applyId, id));
  await db().update(receipt).set({ status: 70 }).where(inArray(receipt.id, bills));
  await db().update(financeApply).set({ status: 70 }).where(eq(financeApply.id, id));
  return id;
};
const request = (token: string, applicationId: string, amount: string, path = 'disburseSubmit') =>
  t.post(token, `${APP}/${path}`, { applicationId, amount, remark: '采购资金' });
const consoleDisburse = (applyId: string, amount: string, requestId?: string) =>
  sandbox().disburse({
    tenantId: TENANT,
    applyId,
    amount,
    loanDate: '2026-11-26',
    dueDate: '2027-05-25',
    interestRate: '3.85',
    requestId,
  });

beforeAll(async () => {
  t = await createTestApp();
  parties = await financeParties(db());
  const foreign = await createEnterprise(db(), { name: '外部放款测试棉业有限公司', type: '1' });
  tok = {
    shipper: await t.login('shipper'),
    warehouse: await t.login('warehouse'),
    platform: await t.login('platform'),
    bank: await t.login('bank'),
    foreign: (await t.newUser('disburse-foreign', { roleAliases: ['shipper'], postId: foreign })).token,
  };
});
afterEach(async () => {
  await sandbox().setMode(TENANT, { mode: 'normal' });
});
afterAll(async () => {
  await t?.close();
});

describe(`drawdown requests on ${process.env.TEST_DB}`, () => {
  it('request → the sandbox shows it → its disbursement names it → request 1 and a loan row', async () => {
    const id = await pledged();
    const made = await dataOf<{ id: string; status: number; amount: string }>(request(tok.shipper, id, '300000'));
    expect(made).toMatchObject({ status: 0, amount: '300000.00' });
    const books = await sandbox().applicationDetail(TENANT, id);
    expect(books.drawdownRequests).toEqual([
      expect.objectContaining({ requestId: made.id, amount: '300000.00', status: 'requested', remark: '采购资金' }),
    ]);
    const list = await dataOf<{ id: string }[]>(t.get(tok.bank, `${APP}/disburseRequestList`, { applicationId: id }));
    expect(list.map((r) => r.id)).toEqual([made.id]);

    await consoleDisburse(id, '300000', made.id);
    const [row] = await db().select().from(financeDisburseRequest).where(eq(financeDisburseRequest.id, made.id));
    const [loan] = await db().select().from(financeLoan).where(eq(financeLoan.applyId, id));
    expect(row).toMatchObject({ status: 1, bankRef: loan!.bankRef });
    expect((await applyRow(db(), id)).loanMoney).toBe('300000.00');
    expect((await sandbox().applicationDetail(TENANT, id)).drawdownRequests[0]).toMatchObject({
      status: 'disbursed',
      disburseNo: loan!.bankRef,
    });
    // A request the bank already answered cannot be disbursed again from the console.
    await expect(consoleDisburse(id, '1000', made.id)).rejects.toMatchObject({
      reason: 'bank_sandbox.request_not_pending',
    });

    // getDisburseDetail: the loan row and the request, by id; the warehouse reviewer 403; a stranger 404.
    const detail = await dataOf(t.get(tok.shipper, `${APP}/getDisburseDetail`, { id: loan!.id }));
    expect(detail).toMatchObject({ kind: 'loan', amount: '300000.00', bankRef: loan!.bankRef });
    const asRequest = await dataOf(t.get(tok.platform, `${APP}/getDisburseDetail`, { id: made.id }));
    expect(asRequest).toMatchObject({ kind: 'request', status: 1, statusName: '已放款' });
    const hidden = await t.get(tok.warehouse, `${APP}/getDisburseDetail`, { id: loan!.id });
    expectRefusal(hidden, 403, financeRefusals.reasons.figuresHidden);
    expectRefusal(
      await t.get(tok.foreign, `${APP}/getDisburseDetail`, { id: made.id }),
      404,
      financeRefusals.reasons.notFound,
    );
    expectRefusal(await t.get(tok.shipper, `${APP}/getDisburseDetail`, { id: '999999999' }), 404, reasons.notFound);

    // The remaining 200000 can be asked for (submitDisburse is the same call); 200000.01 cannot.
    expectRefusal(
      await request(tok.shipper, id, '200000.01', 'submitDisburse'),
      409,
      reasons.overApplied,
      /200000\.00/,
    );
    await dataOf(request(tok.shipper, id, '200000', 'submitDisburse'));
    expectRefusal(await request(tok.shipper, id, '0.01'), 409, reasons.overApplied, /0\.00/);
    const actions = (await listAuditEvents(db(), 'finance', id)).map((e) => e.action);
    expect(actions.filter((a) => a === 'disburse-request')).toHaveLength(2);
  });

  it('cancel at 0 (the bank told), 409 after; other sides cannot request or cancel', async () => {
    const id = await pledged();
    const made = await dataOf<{ id: string }>(request(tok.shipper, id, '100000'));
    expectRefusal(
      await t.post(tok.bank, `${APP}/cancelDisburse`, { id: made.id }),
      403,
      financeRefusals.reasons.notShipper,
    );
    expectRefusal(
      await t.post(tok.foreign, `${APP}/cancelDisburse`, { id: made.id }),
      404,
      financeRefusals.reasons.notFound,
    );
    expect(await dataOf(t.post(tok.shipper, `${APP}/cancelDisburse`, { id: made.id }))).toMatchObject({ status: 2 });
    expect((await sandbox().applicationDetail(TENANT, id)).drawdownRequests[0]!.status).toBe('cancelled');
    expectRefusal(await t.post(tok.shipper, `${APP}/cancelDisburse`, { id: made.id }), 409, reasons.notCancellable);
    await expect(consoleDisburse(id, '100000', made.id)).rejects.toMatchObject({
      reason: 'bank_sandbox.request_not_pending',
    });
    // A cancelled request frees its amount: the whole applyMoney can be asked for again.
    await dataOf(request(tok.shipper, id, '500000'));

    for (const who of ['bank', 'platform', 'warehouse'] as const)
      expectRefusal(await request(tok[who], id, '1'), 403, financeRefusals.reasons.notShipper);
    expectRefusal(await request(tok.foreign, id, '1'), 404, financeRefusals.reasons.notFound);
    const bad = await t.post(tok.shipper, `${APP}/disburseSubmit`, { applicationId: id, amount: '10000000' });
    expect(bad.statusCode).toBe(400);
  });

  it('not pledged: 409; the bank unreachable: 503 and nothing stored', async () => {
    const bills = await receiptsInEffect(t, parties, 1);
    const draft = await saved(t, tok.shipper, applyForm(parties, bills));
    expectRefusal(await request(tok.shipper, draft, '1000'), 409, reasons.notPledged);

    const id = await pledged();
    await sandbox().setMode(TENANT, { mode: 'pushFail' });
    expectRefusal(await request(tok.shipper, id, '1000'), 503, reasons.bankUnavailable, /银行系统繁忙/);
    expect(await db().select().from(financeDisburseRequest).where(eq(financeDisburseRequest.applyId, id))).toEqual([]);
    expect((await sandbox().applicationDetail(TENANT, id)).drawdownRequests).toEqual([]);
  });

  it('a repayment notice is forwarded to the bank and logged; only the shipper, only with a loan', async () => {
    const id = await pledged();
    const notice = { applicationId: id, amount: '1000', repayDate: '2027-01-15' };
    expectRefusal(await t.post(tok.shipper, `${APP}/submitRepayment`, notice), 409, reasons.noLoan);
    await consoleDisburse(id, '5000');
    expectRefusal(await t.post(tok.bank, `${APP}/submitRepayment`, notice), 403, financeRefusals.reasons.notShipper);
    expectRefusal(
      await t.post(tok.shipper, `${APP}/submitRepayment`, { ...notice, amount: '5000.01' }),
      409,
      reasons.overOutstanding,
    );
    expect(await dataOf(t.post(tok.shipper, `${APP}/submitRepayment`, notice))).toMatchObject({
      id,
      status: FinanceStatus.pledged,
      statusName: financeStatusLabel(FinanceStatus.pledged),
    });
    expect((await sandbox().applicationDetail(TENANT, id)).repaymentNotices).toEqual([
      expect.objectContaining({ amount: '1000.00', repayDate: '2027-01-15' }),
    ]);
    const events = await listAuditEvents(db(), 'finance', id);
    expect(events.find((e) => e.action === 'repayment-notice')?.payload).toMatchObject({ amount: '1000.00' });
    // Only the bank's callback counts: nothing repaid yet.
    expect((await applyRow(db(), id)).repaidMoney).toBe('0.00');
  });

  it('kc-finance/repayment/list: the shipper, the bank and the platform read the repayments; the warehouse none', async () => {
    const id = await pledged();
    await consoleDisburse(id, '5000');
    await sandbox().repay({ tenantId: TENANT, applyId: id, amount: '2000', repayDate: '2027-01-10' });
    await sandbox().repay({ tenantId: TENANT, applyId: id, amount: '1000.5', repayDate: '2027-02-10' });
    type Row = { applicationId: string; applyCode: string; amount: string; repayDate: string; bankName: string };
    const list = (who: Account, query: Record<string, string> = { applicationId: id }) =>
      dataOf<{ records: Row[]; total: number }>(t.get(tok[who], '/api/kc-finance/repayment/list', query));
    const code = (await applyRow(db(), id)).code;
    for (const who of ['shipper', 'bank', 'platform'] as const) {
      const page = await list(who);
      expect(page.total).toBe(2);
      expect(page.records.map((r) => [r.amount, r.repayDate, r.applyCode])).toEqual([
        ['1000.50', '2027-02-10', code],
        ['2000.00', '2027-01-10', code],
      ]);
    }
    expect((await list('shipper', {})).records.some((r) => r.applicationId === id)).toBe(true);
    expect((await list('shipper', { applicationId: id, size: '1', current: '2' })).records).toHaveLength(1);
    // The warehouse reviewer never receives loan figures (spec 2 §6); a stranger has no applications.
    for (const who of ['warehouse', 'foreign'] as const) {
      expect(await list(who)).toMatchObject({ total: 0, records: [] });
      expect((await list(who, {})).records.some((r) => r.applicationId === id)).toBe(false);
    }
  });

  it('the organ tree lists the demo bank, one level', async () => {
    const tree = await dataOf<{ id: string; title: string; key: string; children: unknown[] }[]>(
      t.get(tok.shipper, `${APP}/getOrganTree`),
    );
    expect(tree).toContainEqual(expect.objectContaining({ id: parties.bankId, key: parties.bankId, children: [] }));
  });
});
