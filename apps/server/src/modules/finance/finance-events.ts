import { FINANCE_STATUS_EVENT, type FinanceStatusEvent } from '@kc/domain/finance/status';
import type { AppContext } from '../../platform/context';
import { enterpriseUserIds, operatorUserIds } from '../user';

/** The fields of an application its event needs (a kc_finance_apply row fits). */
export type AnnouncedApply = {
  id: string;
  tenantId: string;
  shipperId: string;
  warehouseId: string;
  bankId: string;
  status: number;
  fourStatus: number;
};

/** Who hears of an application's change: the users of the shipper, the warehouse and the bank, and the operators. */
export const financeAudience = async (ctx: AppContext, row: AnnouncedApply) => {
  const [parties, operators] = await Promise.all([
    enterpriseUserIds(ctx.db, [row.shipperId, row.warehouseId, row.bankId]),
    operatorUserIds(ctx.db, row.tenantId),
  ]);
  return [...new Set([...parties, ...operators])];
};

/**
 * 'finance.status' {id, status, fourStatus, what} to everyone who may see the application, after the change
 * committed (call it after the transaction); best effort: a lost event costs a refresh, never the move.
 * `what` names the change ('save', 'submit', 'platformAudit', 'admission', 'pledgeSign', 'loan', 'serviceFee'…).
 */
export const announceFinance = async (ctx: AppContext, row: AnnouncedApply, what: string) => {
  const data: FinanceStatusEvent = { id: row.id, status: row.status, fourStatus: row.fourStatus, what };
  try {
    await ctx.events.publishToUsers(await financeAudience(ctx, row), FINANCE_STATUS_EVENT, data);
  } catch {
    // Pages refetch on their next poll or action.
  }
};
