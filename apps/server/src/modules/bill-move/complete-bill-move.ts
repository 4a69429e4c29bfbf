import { BillMoveStatus, billMoveMachine } from '@kc/domain/bill-move/bill-move';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { type Actor, transition } from '../../platform/state/transition';
import { type ReceiptRow, receiptsByIds, releaseReceipts } from '../receipt';
import { billMove, billMoveBill } from './bill-move.table';

/**
 * Heard inside the platform signer's transaction, right after a successor's origin was cancelled (60 → 0): when
 * every receipt of the move is cancelled so, the move is complete (30 → 1) in that same transaction. The move's
 * row is locked first, so of two successors signed at once the later sees the earlier's cancellation.
 */
export const completeMoveOf = async (tx: DbOrTx, event: { successor: ReceiptRow; actor: Actor }) => {
  const moveId = event.successor.moveId;
  if (!moveId) return;
  const [move] = await tx.select().from(billMove).where(eq(billMove.id, moveId)).for('update');
  if (move?.status !== BillMoveStatus.signing) return;
  const lines = await tx
    .select({ billId: billMoveBill.billId })
    .from(billMoveBill)
    .where(eq(billMoveBill.moveId, moveId));
  const origins = await receiptsByIds(
    tx,
    lines.map((l) => l.billId),
  );
  if ([...origins.values()].some((o) => o.status !== ReceiptStatus.cancelled)) return;
  await transition(tx, {
    machine: billMoveMachine,
    move: 'complete',
    table: billMove,
    id: moveId,
    actor: event.actor,
    set: { finishTime: new Date() },
    payload: { lastSuccessorId: event.successor.id, lastSuccessorCode: event.successor.code },
  });
  await releaseReceipts(tx, { process: 'move', processId: moveId });
};
