import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { bankOf } from '../../providers/bank/desk-mode';
import type { BankPort } from '../../providers/bank/port';
import { financeApply } from './finance.table';

/** A bank's mode and the desk port live with the bank provider (providers/bank/desk-mode.ts). */
export { type BankMode, bankModeOf, bankOf, deskFinanceAppId, setBankMode } from '../../providers/bank/desk-mode';

/** The bank port of an application, by its id (the release feedback knows only the application). */
export const bankOfApplication = async (ctx: AppContext, applyId: string): Promise<BankPort> => {
  const [row] = await ctx.db
    .select({ tenantId: financeApply.tenantId, bankId: financeApply.bankId })
    .from(financeApply)
    .where(eq(financeApply.id, applyId))
    .limit(1);
  return row ? bankOf(ctx, row.tenantId, row.bankId) : ctx.bank;
};
