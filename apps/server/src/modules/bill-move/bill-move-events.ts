import { BILL_MOVE_STATUS_EVENT, type BillMoveStatusEvent } from '@kc/domain/bill-move/bill-move';
import type { AppContext } from '../../platform/context';
import { enterpriseUserIds, operatorUserIds } from '../user';
import type { BillMoveRow } from './bill-move-access';

/** Who hears of a move's change: the users of its holder and both warehouses, and the platform operators. */
export const moveAudience = async (ctx: AppContext, row: BillMoveRow) => {
  const [parties, operators] = await Promise.all([
    enterpriseUserIds(ctx.db, [row.holderId, row.sourceWarehouseId, row.targetWarehouseId]),
    operatorUserIds(ctx.db, row.tenantId),
  ]);
  return [...new Set([...parties, ...operators])];
};

/** 'billMove.status' to everyone who sees the move, after the change committed; best effort (pages refetch). */
export const publishMoveStatus = async (ctx: AppContext, row: BillMoveRow) => {
  const data: BillMoveStatusEvent = { id: row.id, status: row.status };
  try {
    await ctx.events.publishToUsers(await moveAudience(ctx, row), BILL_MOVE_STATUS_EVENT, data);
  } catch {
    // A lost event costs a refresh, never the move.
  }
};
