import { formatDateTime } from '@kc/domain';
import {
  BILL_MOVE_LIST_PATH,
  BillMoveStatus,
  billMoveDetailPath,
  billMoveStatusLabel,
  billMoveTodoActions,
} from '@kc/domain/bill-move/bill-move';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { TODO_ROWS, type TodoAnswer } from '@kc/domain/shared/todo';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { enterpriseApproved } from '../enterprise';
import { successorWaiting as receiptWaiting } from '../receipt';
import { billMove } from './bill-move.table';

/** Some new receipt of the move waits in `status` (the signer of that step: 10 target, 20 holder, 30 platform). */
const successorWaiting = (status: number) => receiptWaiting('move', billMove.id, status);

const actionOf = (status: number) =>
  status === BillMoveStatus.awaitingSource
    ? billMoveTodoActions.sourceConfirm
    : status === BillMoveStatus.awaitingTarget
      ? billMoveTodoActions.targetConfirm
      : billMoveTodoActions.sign;

/**
 * The home to-do tab of moves (spec 3 §2): what waits for the caller — the source warehouse's confirmation (10),
 * the target's weighing (20) and its signature on the new receipts, the holder's signature, the platform's.
 * The first five, newest first, and how many in all.
 */
export const billMoveTodo = async (db: DbOrTx, p: Principal): Promise<TodoAnswer> => {
  const branches: SQL[] = [];
  if (p.postId && (await enterpriseApproved(db, p.tenantId, p.postId))) {
    const me = p.postId;
    branches.push(
      and(eq(billMove.sourceWarehouseId, me), eq(billMove.status, BillMoveStatus.awaitingSource))!,
      and(eq(billMove.targetWarehouseId, me), eq(billMove.status, BillMoveStatus.awaitingTarget))!,
      and(
        eq(billMove.targetWarehouseId, me),
        eq(billMove.status, BillMoveStatus.signing),
        successorWaiting(ReceiptStatus.generated),
      )!,
      and(
        eq(billMove.holderId, me),
        eq(billMove.status, BillMoveStatus.signing),
        successorWaiting(ReceiptStatus.warehouseSigned),
      )!,
    );
  }
  if (isPlatformOperator(p))
    branches.push(and(eq(billMove.status, BillMoveStatus.signing), successorWaiting(ReceiptStatus.shipperSigned))!);
  if (branches.length === 0) return { total: 0, listPath: BILL_MOVE_LIST_PATH, records: [] };
  const where = and(eq(billMove.tenantId, p.tenantId), eq(billMove.isDeleted, 0), or(...branches));
  const [total] = await db.select({ n: count() }).from(billMove).where(where);
  const rows = await db
    .select()
    .from(billMove)
    .where(where)
    .orderBy(desc(billMove.createTime), desc(billMove.id))
    .limit(TODO_ROWS);
  return {
    total: total?.n ?? 0,
    listPath: BILL_MOVE_LIST_PATH,
    records: rows.map((r) => ({
      id: r.id,
      title: r.code,
      status: r.status,
      statusName: billMoveStatusLabel(r.status),
      action: actionOf(r.status),
      createTime: formatDateTime(r.createTime),
      path: billMoveDetailPath(r.id, r.code),
    })),
  };
};
