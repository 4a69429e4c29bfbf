import { eq, inArray } from 'drizzle-orm';
import { dataOf, type TestApp } from '../../test/harness';
import { financeApply, financeApplyBill } from '../finance';
import { APP, applyForm, CCB, type Parties, receiptsInEffect, saved, TENANT } from '../finance/finance.fixtures';
import { receipt } from '../receipt';

/**
 * A pledged application (as release.test.ts): pushed, admitted and registered by the sandbox bank, the seals written
 * directly, 400,000.00 disbursed: rows 80, receipts 70 (25.50 / 120.00 each), held by the pledge.
 */
export const pledgedApplication = async (
  t: TestApp,
  parties: Parties,
  tok: Record<'shipper' | 'warehouse' | 'platform', string>,
  count = 2,
) => {
  const db = t.database.db;
  const bills = await receiptsInEffect(t, parties, count);
  const id = await saved(t, tok.shipper, applyForm(parties, bills));
  await dataOf(t.post(tok.shipper, `${APP}/submitApplication`, { id }));
  await dataOf(t.post(tok.platform, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.warehouse, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.platform, `${CCB}/pushAgreementFour`, { id }));
  await t.ctx.bankSandbox.admit({ tenantId: TENANT, applyId: id });
  await t.ctx.bankSandbox.registerPledge({ tenantId: TENANT, applyId: id });
  await db.update(financeApplyBill).set({ dgeCcbStatus: 80, signStatus: 5 }).where(eq(financeApplyBill.applyId, id));
  await db.update(receipt).set({ status: 70, dgeCcbStatus: 80 }).where(inArray(receipt.id, bills));
  await db.update(financeApply).set({ status: 70, pledgePushStatus: 1 }).where(eq(financeApply.id, id));
  await t.ctx.bankSandbox.disburse({
    tenantId: TENANT,
    applyId: id,
    amount: count >= 2 ? '400000' : '150000',
    loanDate: '2026-11-26',
    dueDate: '2027-05-25',
    interestRate: '3.85',
  });
  return { id, bills };
};
