import { DEFAULT_TENANT_ID } from '@kc/domain';
import { FinanceStatus } from '@kc/domain/finance/status';
import { TakeGoodType } from '@kc/domain/release/release';
import Decimal from 'decimal.js';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { financeApply, financeApplyBill } from '../finance';
import { receiptsByIds } from '../receipt';
import { ccbRelease } from '../release';
import { readSeedMark, writeSeedMark } from '../system';

const RELEASE_MARK = 'seed:demo-release';
const RELEASE_VERSION = 'v1';

/**
 * The release demo (modules/release README): the demo bank's partial release instruction on the pledged demo
 * application, sent through the bank sandbox's own step (its console's 解押指令 form) while the loan runs — the
 * first pledged receipt in part (a little under half its weight, one tray) — so 解押提货 shows a release waiting for
 * its tray split (待托盘拆分, 5). Skipped when the application is missing or already has a release.
 */
export const seedDemoRelease = async (ctx: AppContext) => {
  if ((await readSeedMark(ctx.db, RELEASE_MARK)) === RELEASE_VERSION) return;
  const [apply] = await ctx.db
    .select()
    .from(financeApply)
    .where(and(eq(financeApply.tenantId, DEFAULT_TENANT_ID), eq(financeApply.status, FinanceStatus.pledged)))
    .orderBy(asc(financeApply.id))
    .limit(1);
  if (!apply) return;
  const [existing] = await ctx.db
    .select({ id: ccbRelease.id })
    .from(ccbRelease)
    .where(eq(ccbRelease.applyId, apply.id));
  if (!existing) {
    const [row] = await ctx.db
      .select({ billId: financeApplyBill.billId })
      .from(financeApplyBill)
      .where(and(eq(financeApplyBill.applyId, apply.id), eq(financeApplyBill.active, 1)))
      .orderBy(asc(financeApplyBill.sort), asc(financeApplyBill.id))
      .limit(1);
    const bill = row ? (await receiptsByIds(ctx.db, [row.billId])).get(row.billId) : undefined;
    if (!bill) return;
    const weight = new Decimal(bill.totalWeight).times(0.4).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
    await ctx.bankSandbox.releaseInstruction({
      tenantId: DEFAULT_TENANT_ID,
      applyId: apply.id,
      bills: [{ billId: bill.id, takeGoodType: TakeGoodType.partial, weight, number: 1 }],
    });
  }
  await writeSeedMark(ctx.db, RELEASE_MARK, RELEASE_VERSION);
};
