import { FinanceStatus, FourStatus } from '@kc/domain/finance/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { financeApply, financeApplyBill, financeLoan, financeSign } from '../finance/finance.table';
import { financeServiceFee } from '../finance/service-fee.table';
import { receipt } from '../receipt/receipt.table';
import { seedDemoFinance } from './seed-finance';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoFinance(t.ctx);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe(`financing demo seed on ${process.env.TEST_DB}`, () => {
  it('one application pledged (70) with its agreement and notices sealed and its loan, one waiting for review', async () => {
    const db = t.ctx.db;
    const applies = await db.select().from(financeApply).orderBy(asc(financeApply.id));
    expect(applies.map((a) => [a.status, a.fourStatus])).toEqual([
      [FinanceStatus.pledged, FourStatus.pushed],
      [FinanceStatus.awaitingFour, FourStatus.awaitingPlatform],
    ]);
    const [pledged, waiting] = applies as [typeof financeApply.$inferSelect, typeof financeApply.$inferSelect];
    expect(pledged.loanMoney).toBe('580000.00');
    expect(pledged.financeAppId).toMatch(/^CCB/);
    expect(await db.select().from(financeLoan).where(eq(financeLoan.applyId, pledged.id))).toHaveLength(1);
    const [fee] = await db.select().from(financeServiceFee).where(eq(financeServiceFee.applyId, pledged.id));
    expect([fee?.serviceAmount, fee?.serviceAmountStatus, fee?.payStatus]).toEqual(['217.50', 1, 0]);
    // Paid offline: the shipper's voucher waits in the platform's queue (融资申请 待确认线下支付).
    expect([fee?.tradePayStatus, fee?.payWay]).toEqual([20, 12]);
    const queue = await t.get(await t.login('platform'), '/api/kc-flrk/ccb/finance/list', { offlinePending: '1' });
    expect(queue.json().data.records.map((r: { id: string }) => r.id)).toEqual([pledged.id]);

    const rows = await db.select().from(financeApplyBill).where(eq(financeApplyBill.applyId, pledged.id));
    expect(rows.map((r) => [r.dgeCcbStatus, r.signStatus])).toEqual([
      [80, 5],
      [80, 5],
    ]);
    const bills = await db
      .select({ status: receipt.status })
      .from(receipt)
      .where(
        inArray(
          receipt.id,
          rows.map((r) => r.billId),
        ),
      );
    expect(bills.map((b) => b.status)).toEqual([ReceiptStatus.pledged, ReceiptStatus.pledged]);
    const seals = await db
      .select({ kind: financeSign.kind })
      .from(financeSign)
      .where(eq(financeSign.applyId, pledged.id));
    expect(seals.map((s) => s.kind).sort()).toEqual([
      'four-platform',
      'four-shipper',
      'four-warehouse',
      'pledge-shipper',
      'pledge-shipper',
      'pledge-warehouse',
      'pledge-warehouse',
    ]);
    const waitingRows = await db.select().from(financeApplyBill).where(eq(financeApplyBill.applyId, waiting.id));
    expect(waitingRows.map((r) => r.dgeCcbStatus)).toEqual([10]);
  });

  it('runs again without changing anything', async () => {
    await seedDemoFinance(t.ctx);
    expect(await t.ctx.db.select().from(financeApply)).toHaveLength(2);
  });
});
