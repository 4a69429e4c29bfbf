import type { AppContext } from '../../platform/context';
import { financeApply, financeApplyBill } from './finance.table';

/**
 * A financing application written straight into the tables (tests of the service fee): pledged (70), the agreement
 * pushed (40), the bank's loan disbursed (unless `loanMoney: null`), one pledged row per weight.
 */
let seq = 0;
export const makeDisbursedApply = async (
  ctx: AppContext,
  o: {
    shipperId: string;
    warehouseId: string;
    bankId: string;
    loanMoney?: string | null;
    loanCurrency?: string;
    loanDate?: string;
    dateDue?: string;
    weights?: string[];
  },
) => {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}`;
  const disbursed = o.loanMoney !== null;
  const [apply] = await ctx.db
    .insert(financeApply)
    .values({
      code: `RZFEE${tag}`.slice(0, 50),
      shipperId: o.shipperId,
      warehouseId: o.warehouseId,
      bankId: o.bankId,
      financingGoodsId: '1',
      applyMoney: '1000000.00',
      pledgeAmount: '1200000.00',
      fourStatus: 40,
      financeAppId: `BANK-FEE-${tag}`,
      status: 70,
      loanMoney: disbursed ? (o.loanMoney ?? '1000000.00') : null,
      loanCurrency: disbursed ? (o.loanCurrency ?? '156') : null,
      loanMoneyStatus: disbursed ? 0 : null,
      loanDate: disbursed ? (o.loanDate ?? '2026-01-01') : null,
      dateDue: disbursed ? (o.dateDue ?? '2026-01-31') : null,
      interestInfo: disbursed ? '4.35' : null,
      submitTime: new Date(),
    })
    .returning();
  const weights = o.weights ?? ['30.00', '20.00'];
  const rows = await ctx.db
    .insert(financeApplyBill)
    .values(
      weights.map((w, i) => ({
        applyId: apply!.id,
        billId: String(7_000_000_000_000 + seq * 100 + i),
        billCode: `CD${tag}${i}`.slice(0, 50),
        priceUnit: '10000.00',
        cltPlgRate: '60.00',
        pledgeAmount: '0.00',
        totalWeight: w,
        dgeCcbStatus: 80,
        signStatus: 5,
        sort: i,
      })),
    )
    .returning();
  return { apply: apply!, rows };
};
