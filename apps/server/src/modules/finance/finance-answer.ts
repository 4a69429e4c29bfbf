import type { FinanceMoveAnswer } from '@kc/domain/finance/finance';
import { financeStatusLabel, fourStatusLabel } from '@kc/domain/finance/status';
import type { FinanceApplyRow } from './finance-access';

/**
 * A move's answer (every move answers the object's new status): the application as the move left it,
 * its status and its agreement's, so a client needs no refetch to know where it stands.
 */
export const financeMovedTo = (row: FinanceApplyRow): FinanceMoveAnswer => ({
  id: row.id,
  status: row.status,
  statusName: financeStatusLabel(row.status),
  fourStatus: row.fourStatus,
  fourStatusName: fourStatusLabel(row.fourStatus),
});
