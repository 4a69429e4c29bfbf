import { bankSandboxRefusals } from '@kc/domain/finance/bank-sandbox';
import { releaseRefusals } from '@kc/domain/release/release-record';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../platform/audit/audit.service';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { financeApply, financeApplyBill } from '../finance';
import {
  APP,
  applyForm,
  applyRows,
  bankMessage,
  CCB,
  deliver,
  expectRefused,
  expectSuccess,
  financeParties,
  holdersOf,
  inboxOf,
  type Parties,
  receiptRows,
  receiptsInEffect,
  saved,
  TENANT,
} from '../finance/finance.fixtures';
import { receipt } from '../receipt';
import { sealRelease } from './release.fixtures';
import { ccbRelease, ccbReleaseBill } from './release.table';

const R = '/api/kc-flrk/ccb/release';
type Account = 'shipper' | 'warehouse' | 'platform';
let t: TestApp;
let parties: Parties;
let tok: Record<Account, string>;
const db = () => t.database.db;
const sandbox = () => t.ctx.bankSandbox;

/** A pledged application of two receipts, 400,000.00 disbursed (release.test.ts's way). */
const pledged = async () => {
  const bills = await receiptsInEffect(t, parties, 2);
  const id = await saved(t, tok.shipper, applyForm(parties, bills));
  await dataOf(t.post(tok.shipper, `${APP}/submitApplication`, { id }));
  await dataOf(t.post(tok.platform, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.warehouse, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.platform, `${CCB}/pushAgreementFour`, { id }));
  await sandbox().admit({ tenantId: TENANT, applyId: id });
  await sandbox().registerPledge({ tenantId: TENANT, applyId: id });
  await db().update(financeApplyBill).set({ dgeCcbStatus: 80, signStatus: 5 }).where(eq(financeApplyBill.applyId, id));
  await db().update(receipt).set({ status: 70, dgeCcbStatus: 80 }).where(inArray(receipt.id, bills));
  await db().update(financeApply).set({ status: 70, pledgePushStatus: 1 }).where(eq(financeApply.id, id));
  await sandbox().disburse({
    tenantId: TENANT,
    applyId: id,
    amount: '400000',
    loanDate: '2026-11-26',
    dueDate: '2027-05-25',
    interestRate: '3.85',
  });
  const financeAppId = (await db().select().from(financeApply).where(eq(financeApply.id, id)))[0]!.financeAppId!;
  return { id, bills, financeAppId };
};

const releaseRow = async (id: string) => (await db().select().from(ccbRelease).where(eq(ccbRelease.id, id)))[0]!;

/** A release of the first receipt, whole (10) or in part (5), through the sandbox bank's console. */
const instructed = async (partial = false) => {
  const a = await pledged();
  await sandbox().releaseInstruction({
    tenantId: TENANT,
    applyId: a.id,
    bills: [
      partial
        ? { billId: a.bills[0]!, takeGoodType: '02' as const, weight: '10', number: 1 }
        : { billId: a.bills[0]!, takeGoodType: '01' as const },
    ],
  });
  const [r] = await db().select().from(ccbRelease).where(eq(ccbRelease.applyId, a.id));
  return { a, r: r! };
};

/** The fee paid as its form and payment leave it (release-fee.test.ts covers the real path). */
const feePaid = (id: string) =>
  db().update(ccbRelease).set({ payStatus: 1, serviceAmountStatus: 1 }).where(eq(ccbRelease.id, id));
const audit = (who: Account, path: string, body: object) => dataOf(t.post(tok[who], `${R}/${path}`, body));

/** Takes a fresh release to `status` through the routes. */
const releaseAt = async (status: 5 | 10 | 11 | 20 | 21 | 40 | 50) => {
  const made = await instructed(status === 5);
  const id = made.r.id;
  if (status === 5 || status === 10) return made;
  await feePaid(id);
  if (status === 21) {
    await audit('platform', 'platformReleaseAudit', { id, status: 'reject', descr: '驳回' });
    return made;
  }
  await audit('platform', 'platformReleaseAudit', { id, status: 'pass' });
  if (status === 20) return made;
  if (status === 11) {
    await audit('warehouse', 'warehouseReleaseAudit', { id, status: 'reject', descr: '驳回' });
    return made;
  }
  await audit('warehouse', 'warehouseReleaseAudit', { id, status: 'pass' });
  await sealRelease(t, tok, id);
  if (status === 40) return made;
  await audit('platform', 'pickGoodsFeedback', { id });
  return made;
};

beforeAll(async () => {
  t = await createTestApp();
  parties = await financeParties(db());
  tok = {
    shipper: await t.login('shipper'),
    warehouse: await t.login('warehouse'),
    platform: await t.login('platform'),
  };
});
afterAll(async () => {
  await t?.close();
});

describe(`the bank's void of a release on ${process.env.TEST_DB}`, () => {
  it.each([5, 10, 11, 20, 21] as const)('from %i: → 0, the receipts back to the pledge', async (status) => {
    const { a, r } = await releaseAt(status);
    expect((await releaseRow(r.id)).status).toBe(status);
    const step = await sandbox().voidRelease({
      tenantId: TENANT,
      applyId: a.id,
      instructionNo: r.instructionNo,
      reason: '客户取消提货',
    });
    expect(step.deliveries.map((d) => [d.type, d.status])).toEqual([['release.void', 'delivered']]);
    expect((await inboxOf(db(), a.id)).at(-1)).toMatchObject({ type: 'release.void', status: 1, reason: null });
    const row = await releaseRow(r.id);
    expect(row.status).toBe(0);
    // its rows no longer live and read 80; the application's rows and the receipts back to 80, held by the pledge
    const bills = await db().select().from(ccbReleaseBill).where(eq(ccbReleaseBill.releaseId, r.id));
    expect(bills.map((b) => [b.live, b.dgeCcbStatus])).toEqual([[0, 80]]);
    expect((await applyRows(db(), a.id)).map((x) => [x.dgeCcbStatus, x.active])).toEqual([
      [80, 1],
      [80, 1],
    ]);
    expect((await receiptRows(db(), a.bills)).map((b) => [b.status, b.dgeCcbStatus])).toEqual([
      [70, 80],
      [70, 80],
    ]);
    expect((await holdersOf(db(), a.bills)).map((h) => [h.process, h.processId])).toEqual([
      ['pledge', a.id],
      ['pledge', a.id],
    ]);
    const events = await listAuditEvents(db(), 'release', r.id);
    expect(events.at(-1)).toMatchObject({ action: 'void', fromStatus: String(status), toStatus: '0' });
    expect(events.at(-1)!.payload).toMatchObject({ reason: '客户取消提货', instructionNo: r.instructionNo });
    // the receipt may enter a new release once void
    await sandbox().releaseInstruction({
      tenantId: TENANT,
      applyId: a.id,
      bills: [{ billId: a.bills[0]!, takeGoodType: '01' }],
    });
    expect(await db().$count(ccbRelease, eq(ccbRelease.applyId, a.id))).toBe(2);
    // the detail shows it void, no action
    const detail = await dataOf<{ status: number; statusName: string; actions: Record<string, boolean> }>(
      t.get(tok.platform, `${R}/getById`, { id: r.id }),
    );
    expect(detail).toMatchObject({ status: 0, statusName: '已作废', actions: { platformAudit: false } });
  });

  it('refused from 30, 40 and 50; a repeat changes nothing; an unknown instruction is refused', async () => {
    // 40 (the warehouse passed; sealed at once while signatures are not required) and 50 (fed back)
    for (const status of [40, 50] as const) {
      const { a, r } = await releaseAt(status);
      const message = bankMessage(
        a.id,
        { type: 'release.void', data: { instructionNo: r.instructionNo } },
        a.financeAppId,
      );
      expectRefused(await deliver(t, message), /不能撤销/);
      expect((await releaseRow(r.id)).status).toBe(status);
    }
    // 30: the seals under way
    const { a, r } = await releaseAt(40);
    await db().update(ccbRelease).set({ status: 30 }).where(eq(ccbRelease.id, r.id));
    expectRefused(
      await deliver(
        t,
        bankMessage(a.id, { type: 'release.void', data: { instructionNo: r.instructionNo } }, a.financeAppId),
      ),
      /仓库审核通过）不能撤销/,
    );
    // the sandbox does not void an instruction the platform fed back
    const fed = await releaseAt(50);
    await expect(
      sandbox().voidRelease({ tenantId: TENANT, applyId: fed.a.id, instructionNo: fed.r.instructionNo }),
    ).rejects.toMatchObject({ reason: bankSandboxRefusals.reasons.releaseFed });

    const v = await releaseAt(10);
    await sandbox().voidRelease({ tenantId: TENANT, applyId: v.a.id, instructionNo: v.r.instructionNo });
    expect((await releaseRow(v.r.id)).status).toBe(0);
    // the console refuses a second void of the same instruction
    await expect(
      sandbox().voidRelease({ tenantId: TENANT, applyId: v.a.id, instructionNo: v.r.instructionNo }),
    ).rejects.toMatchObject({ reason: bankSandboxRefusals.reasons.releaseVoided });
    // the same void again from the bank (a new event id): answered, nothing new
    expectSuccess(
      await deliver(
        t,
        bankMessage(v.a.id, { type: 'release.void', data: { instructionNo: v.r.instructionNo } }, v.a.financeAppId),
      ),
    );
    expect((await listAuditEvents(db(), 'release', v.r.id)).filter((e) => e.action === 'void')).toHaveLength(1);
    expectRefused(
      await deliver(
        t,
        bankMessage(v.a.id, { type: 'release.void', data: { instructionNo: 'JY-NONE' } }, v.a.financeAppId),
      ),
      /不存在/,
    );
    // a void release takes no move any more
    expectRefusal(
      await t.post(tok.platform, `${R}/platformReleaseAudit`, { id: v.r.id, status: 'pass' }),
      409,
      releaseRefusals.reasons.statusChanged,
    );
  });
});
