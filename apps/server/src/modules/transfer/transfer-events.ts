import { TRANSFER_STATUS_EVENT, type TransferStatusEvent } from '@kc/domain/transfer/transfer';
import type { AppContext } from '../../platform/context';
import { enterpriseUserIds, operatorUserIds } from '../user';
import type { TransferRow } from './transfer-access';

/** 'transfer.status' to the users of the supplier, the buyer and the warehouse, and to the platform operators. */
export const publishTransferStatus = async (ctx: AppContext, row: TransferRow) => {
  const [parties, operators] = await Promise.all([
    enterpriseUserIds(ctx.db, [row.shipperId, row.buyerId, row.warehouseUnitId]),
    operatorUserIds(ctx.db, row.tenantId),
  ]);
  const data: TransferStatusEvent = { id: row.id, contractId: row.contractId, status: row.status };
  await ctx.events.publishToUsers([...new Set([...parties, ...operators])], TRANSFER_STATUS_EVENT, data);
};
