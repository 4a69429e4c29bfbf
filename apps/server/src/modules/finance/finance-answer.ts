import type { FinanceMoveAnswer } from '@kc/domain/finance/finance';
import { type FeeMoveAnswer, feePayStatusLabel } from '@kc/domain/finance/service-fee';
import { financeStatusLabel, fourStatusLabel } from '@kc/domain/finance/status';
import { tradePayStatusLabels } from '@kc/domain/payment/payment';
import type { FinanceApplyRow } from './finance-access';
import type { FeeRow } from './service-fee-repo';

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

/** A move of the service fee's payment: the fee as the move left it, its payStatus and its payment's status. */
export const feeMovedTo = (row: Pick<FeeRow, 'id' | 'payStatus' | 'tradePayStatus'>): FeeMoveAnswer => ({
  id: row.id,
  status: row.payStatus,
  statusName: feePayStatusLabel(row.payStatus),
  tradePayStatus: row.tradePayStatus,
  tradePayStatusName: tradePayStatusLabels[row.tradePayStatus] ?? '',
});
