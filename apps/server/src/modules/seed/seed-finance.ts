import { DEFAULT_TENANT_ID } from '@kc/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { serverOrigin } from '../../platform/http/origin';
import { enterpriseOf } from '../enterprise';
import {
  auditApplication,
  financeApplyBill,
  financingGoodsOf,
  insertFeeVoucher,
  pushAgreementOf,
  saveApplication,
  sealPledgeNotice,
  submitApplication,
  submitServiceAmount,
} from '../finance';
import { readSeedMark, writeSeedMark } from '../system';
import { user } from '../user';
import { demoFinance, demoFinanceOrder } from './data/finance';
import { storeDemoSlip } from './demo-voucher';
import { demoActor, seedDemoReceipts } from './seed-trading';

/** Bumped when the financing demo changes; a data directory seeded with this version is left alone. */
const FINANCE_MARK = 'seed:demo-finance';
const FINANCE_VERSION = 'v1';

const postIdOf = async (ctx: AppContext, account: string) => {
  const [row] = await ctx.db
    .select({ postId: user.postId })
    .from(user)
    .where(and(eq(user.tenantId, DEFAULT_TENANT_ID), eq(user.account, account)))
    .limit(1);
  return row?.postId ?? undefined;
};

type Application = typeof demoFinance.pledged | typeof demoFinance.awaitingReview;

/**
 * The financing demo (README "Pledge financing"), through the screens' own services and the bank sandbox's own steps:
 * five receipts in effect at the demo warehouse; an application over the first two that the platform and the
 * warehouse passed, the bank admitted and registered, whose pledge notices the owner and the warehouse sealed
 * (已质押, 70), on which the bank disbursed and the platform committed the financing service fee; one over the third waiting for the platform's four-party review; the
 * last two free. Idempotent: receipts already under an application are left alone.
 */
export const seedDemoFinance = async (ctx: AppContext) => {
  if ((await readSeedMark(ctx.db, FINANCE_MARK)) === FINANCE_VERSION) return;
  const billIds = await seedDemoReceipts(ctx, serverOrigin(ctx.config), demoFinanceOrder);
  const shipper = await demoActor(ctx, demoFinance.shipper);
  const warehouse = await demoActor(ctx, demoFinance.warehouse);
  const platform = await demoActor(ctx, demoFinance.platform);
  const bankId = await postIdOf(ctx, demoFinance.bank);
  const warehouseId = await postIdOf(ctx, demoFinance.warehouse);
  if (billIds.length < 5 || !shipper || !warehouse || !platform || !bankId || !warehouseId) return;
  const goods = (await financingGoodsOf(ctx.db, DEFAULT_TENANT_ID, bankId)).find(
    (g) => g.code === demoFinance.goodsCode,
  );
  if (!goods) return;

  const apply = async (a: Application) => {
    const ids = a.lots.map((i) => billIds[i]!);
    const taken = await ctx.db
      .select({ id: financeApplyBill.id })
      .from(financeApplyBill)
      .where(inArray(financeApplyBill.billId, ids))
      .limit(1);
    if (taken.length) return undefined;
    const row = await saveApplication(ctx, shipper, {
      warehouseUnitId: warehouseId,
      bankId,
      financingGoodsId: goods.id,
      applyMoney: a.applyMoney,
      remark: a.remark,
      billList: ids.map((billId) => ({ billId, priceUnit: a.priceUnit, cltPlgRate: a.cltPlgRate })),
    });
    await submitApplication(ctx, shipper, row.id);
    return row.id;
  };

  const pledgedId = await apply(demoFinance.pledged);
  if (pledgedId) await pledgeThrough(ctx, pledgedId, { platform, warehouse, shipper });
  await apply(demoFinance.awaitingReview);
  await writeSeedMark(ctx.db, FINANCE_MARK, FINANCE_VERSION);
};

/** Platform and warehouse pass, the push, the bank's admission and registration, both seals, the disbursement. */
const pledgeThrough = async (
  ctx: AppContext,
  applyId: string,
  actors: { platform: Principal; warehouse: Principal; shipper: Principal },
) => {
  const tenantId = DEFAULT_TENANT_ID;
  await auditApplication(ctx, actors.platform, { id: applyId, status: 1 });
  await auditApplication(ctx, actors.warehouse, { id: applyId, status: 1 });
  await pushAgreementOf(ctx, applyId, { manual: true, actor: actors.platform });
  await ctx.bankSandbox.admit({ tenantId, applyId });
  await ctx.bankSandbox.registerPledge({ tenantId, applyId });
  const rows = await ctx.db
    .select({ id: financeApplyBill.id })
    .from(financeApplyBill)
    .where(and(eq(financeApplyBill.applyId, applyId), eq(financeApplyBill.active, 1)));
  for (const r of rows) await sealPledgeNotice(ctx, { rowId: r.id, role: 'shipper', actor: actors.shipper });
  for (const r of rows) await sealPledgeNotice(ctx, { rowId: r.id, role: 'warehouse', actor: actors.warehouse });
  const { loan, fee } = demoFinance.pledged;
  await ctx.bankSandbox.disburse({ tenantId, applyId, ...loan });
  const card = await submitServiceAmount(ctx, actors.platform, {
    applyId,
    loanMoney: loan.amount,
    ccyCd: loan.currency,
    exchangeRate: '1',
    ...fee,
    serviceAmountStatus: 1,
  });
  // The shipper pays the fee offline: its voucher waits in the platform's queue (融资申请 待确认线下支付).
  if (card?.id && card.serviceAmount) {
    const shipper = await enterpriseOf(ctx.db, actors.shipper.postId!);
    const attachId = await storeDemoSlip(ctx, actors.shipper, {
      amount: card.serviceAmount,
      memo: `融资申请${card.bcFinanceApply?.code ?? ''}服务费`,
      payerName: shipper?.name ?? '',
      payerAccount: shipper?.bankAccount ?? '',
    });
    await insertFeeVoucher(ctx, actors.shipper, { pushPickGoodsId: card.id, attachId });
  }
};
