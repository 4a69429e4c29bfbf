import { eq, inArray } from 'drizzle-orm';
import type { TestApp } from '../../test/harness';
import { dataOf } from '../../test/harness';
import { financeApply, financeApplyBill } from '../finance';
import { APP, applyForm, CCB, type Parties, receiptsInEffect, saved, TENANT } from '../finance/finance.fixtures';
import { receipt } from '../receipt';
import { ccbRelease, ccbReleaseBill } from './release.table';

export type ReleaseAccount = 'shipper' | 'warehouse' | 'warehouse2' | 'platform' | 'bank';
export const RELEASE_BASE = '/api/kc-flrk/ccb/release';

/**
 * A pledged application (finance README "The flow": pushed, admitted and registered by the sandbox bank, the seals
 * written directly as pledge.test.ts does), disbursed: rows 80, receipts 70, held by the pledge.
 */
export const pledgedApplication = async (
  t: TestApp,
  parties: Parties,
  tok: Pick<Record<ReleaseAccount, string>, 'shipper' | 'warehouse' | 'platform'>,
  count = 2,
) => {
  const db = t.database.db;
  const sandbox = t.ctx.bankSandbox;
  const bills = await receiptsInEffect(t, parties, count);
  const id = await saved(t, tok.shipper, applyForm(parties, bills));
  await dataOf(t.post(tok.shipper, `${APP}/submitApplication`, { id }));
  await dataOf(t.post(tok.platform, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.warehouse, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.platform, `${CCB}/pushAgreementFour`, { id }));
  await sandbox.admit({ tenantId: TENANT, applyId: id });
  await sandbox.registerPledge({ tenantId: TENANT, applyId: id });
  await db.update(financeApplyBill).set({ dgeCcbStatus: 80, signStatus: 5 }).where(eq(financeApplyBill.applyId, id));
  await db.update(receipt).set({ status: 70, dgeCcbStatus: 80 }).where(inArray(receipt.id, bills));
  await db.update(financeApply).set({ status: 70, pledgePushStatus: 1 }).where(eq(financeApply.id, id));
  await sandbox.disburse({
    tenantId: TENANT,
    applyId: id,
    amount: count >= 2 ? '400000' : '150000',
    loanDate: '2026-11-26',
    dueDate: '2027-05-25',
    interestRate: '3.85',
  });
  const financeAppId = (await db.select().from(financeApply).where(eq(financeApply.id, id)))[0]!.financeAppId!;
  return { id, bills, financeAppId };
};

/** The sandbox bank's release instruction of whole receipts (its console's form); the release it created. */
export const wholeReleaseOf = async (t: TestApp, a: { id: string; bills: string[] }) => {
  await t.ctx.bankSandbox.releaseInstruction({
    tenantId: TENANT,
    applyId: a.id,
    bills: a.bills.map((billId) => ({ billId, takeGoodType: '01' as const })),
  });
  const rows = await t.database.db.select().from(ccbRelease).where(eq(ccbRelease.applyId, a.id));
  return rows.at(-1)!;
};

/** Shipper and warehouse seal every row of a release at 30 (the signature routes without the phone step). */
export const sealRelease = async (
  t: TestApp,
  tok: Pick<Record<ReleaseAccount, string>, 'shipper' | 'warehouse'>,
  id: string,
) => {
  const rows = await t.database.db.select().from(ccbReleaseBill).where(eq(ccbReleaseBill.releaseId, id));
  for (const [who, path] of [
    ['shipper', 'shipperReleaseSignNow'],
    ['warehouse', 'warehouseReleaseSignNow'],
  ] as const)
    for (const row of rows) await dataOf(t.post(tok[who], `/api/kc-flrk/ple/bill/${path}`, { id: row.id }));
};

/**
 * A whole release walked to 40 through its routes: the fee marked notified and paid (the fee's own steps are tested
 * with the fee), the platform's and the warehouse's passes, both parties' seals.
 */
export const fedWholeRelease = async (
  t: TestApp,
  tok: Record<ReleaseAccount, string>,
  a: { id: string; bills: string[] },
) => {
  const release = await wholeReleaseOf(t, a);
  await t.database.db
    .update(ccbRelease)
    .set({ payStatus: 1, serviceAmountStatus: 1 })
    .where(eq(ccbRelease.id, release.id));
  await dataOf(t.post(tok.platform, `${RELEASE_BASE}/platformReleaseAudit`, { id: release.id, status: 'pass' }));
  await dataOf(t.post(tok.warehouse, `${RELEASE_BASE}/warehouseReleaseAudit`, { id: release.id, status: 'pass' }));
  await sealRelease(t, tok, release.id);
  return release;
};
