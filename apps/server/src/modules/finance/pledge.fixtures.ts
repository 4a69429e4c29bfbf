import { ReceiptStatus } from '@kc/domain/receipt/status';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { createSession } from '../../providers/mini-program/qr-session';
import type { TestApp } from '../../test/harness';
import { demoParties, enterpriseOfAccount, makeReceipts } from '../batch-sign/batch-sign.fixtures';
import { receipt } from '../receipt/receipt.table';
import { user } from '../user/user.table';
import { financeApply, financeApplyBill } from './finance.table';
import { preparePledgeNotices } from './pledge-notice';

/**
 * Pledge-sign fixtures written directly (the application and its rows as the bank's admission leaves them: the
 * application 60 待质押, its rows 40, the receipts in effect), so the pledge seals are tested on their own.
 */
let sequence = 0;

export const pledgeParties = async (db: AppContext['db']) => ({
  ...(await demoParties(db)),
  bankId: await enterpriseOfAccount(db, 'bank'),
});

export const makePledgeApply = async (ctx: AppContext, opts: { count: number }) => {
  const parties = await pledgeParties(ctx.db);
  const billIds = await makeReceipts(ctx, {
    count: opts.count,
    shipperId: parties.shipperId,
    warehouseId: parties.warehouseId,
    status: ReceiptStatus.inEffect,
  });
  await ctx.db.update(receipt).set({ dgeCcbStatus: 40 }).where(inArray(receipt.id, billIds));
  const bills = await ctx.db.select().from(receipt).where(inArray(receipt.id, billIds));
  const [creator] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.account, 'shipper')).limit(1);
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${sequence}`.toUpperCase();
  const [apply] = await ctx.db
    .insert(financeApply)
    .values({
      code: `RZT${stamp}`,
      shipperId: parties.shipperId,
      warehouseId: parties.warehouseId,
      bankId: parties.bankId,
      financingGoodsId: '1',
      applyMoney: '100000.00',
      pledgeAmount: (opts.count * 229500).toFixed(2),
      status: 60,
      fourStatus: 40,
      financeAppId: `CCB${stamp}`,
      registrationNo: `DJ${stamp}`,
      submitTime: new Date(),
      createUser: creator!.id,
    })
    .returning();
  const rows = await ctx.db
    .insert(financeApplyBill)
    .values(
      billIds.map((billId, i) => ({
        applyId: apply!.id,
        billId,
        billCode: bills.find((b) => b.id === billId)!.code,
        priceUnit: '12000.00',
        cltPlgRate: '75.00',
        pledgeAmount: '229500.00',
        totalWeight: '25.50',
        dgeCcbStatus: 40,
        sort: i,
      })),
    )
    .returning();
  return { apply: apply!, applyId: apply!.id, billIds, rowIds: rows.map((r) => r.id), parties };
};

/** The bank's pledge.registered as helper code calls it: the notices rendered, rows 50, receipts 91. */
export const registerPledge = (ctx: AppContext, applyId: string) =>
  ctx.db.transaction((tx) => preparePledgeNotices(ctx, tx, { applyId, actor: null }));

/** A session of the account for the business, confirmed as the phone would. */
export const confirmedSession = async (
  t: TestApp,
  userId: string,
  business: { bussType: number; bussId: string; lifetimeMs?: number },
) => {
  const s = await createSession(t.ctx.db, { tenantId: '000000', userId, ...business });
  const res = await t.app.inject({ method: 'POST', url: '/api/kc-mini/scan/confirm', payload: { t: s.token } });
  if (res.json().code !== 200) throw new Error(`confirm failed: ${res.body}`);
  return s.token;
};

export const rowsOf = (ctx: AppContext, applyId: string) =>
  ctx.db.select().from(financeApplyBill).where(eq(financeApplyBill.applyId, applyId)).orderBy(financeApplyBill.sort);

export const receiptsOf = (ctx: AppContext, ids: readonly string[]) =>
  ctx.db
    .select()
    .from(receipt)
    .where(inArray(receipt.id, [...ids]))
    .orderBy(receipt.id);

export const applyOf = async (ctx: AppContext, id: string) =>
  (await ctx.db.select().from(financeApply).where(eq(financeApply.id, id)))[0]!;
