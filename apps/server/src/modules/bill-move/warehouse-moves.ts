import {
  type BillMoveMove,
  type BillMoveWeighBody,
  billMoveMachine,
  billMoveMoves,
  billMoveRefusals as refuse,
  withinTolerance,
} from '@kc/domain/bill-move/bill-move';
import { replacingProcesses } from '@kc/domain/receipt/machine';
import { stateRefusals } from '@kc/domain/shared/state';
import { asc, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { transition } from '../../platform/state/transition';
import { moveReceiptsStatus, releaseReceipts, replaceReceipts } from '../receipt';
import { billMove, billMoveBill } from './bill-move.table';
import { assertSide, type BillMoveRow, loadVisibleMove } from './bill-move-access';

/** The receipts of a move with what was recorded of them, in the order they were applied for. */
export const linesOf = (db: DbOrTx, moveId: string) =>
  db.select().from(billMoveBill).where(eq(billMoveBill.moveId, moveId)).orderBy(asc(billMoveBill.id));

/** The move the caller may make now: visible (else 404), its side (else 403), the status the move starts from (409). */
const loadForMove = async (ctx: AppContext, p: Principal, id: string, move: BillMoveMove) => {
  const row = await loadVisibleMove(ctx.db, p, id);
  const rule = billMoveMoves[move];
  await assertSide(ctx.db, p, row, rule.by);
  if (!(rule.from as readonly number[]).includes(row.status)) throw stateRefusals.statusChanged();
  return row;
};

/** The source warehouse confirms the goods leave: the receipts read 移库中 (60) until their successors replace them. */
export const confirmSource = async (ctx: AppContext, p: Principal, id: string): Promise<BillMoveRow> => {
  const row = await loadForMove(ctx, p, id, 'sourceConfirm');
  return ctx.db.transaction(async (tx) => {
    const moved = await transition(tx, {
      machine: billMoveMachine,
      move: 'sourceConfirm',
      table: billMove,
      id: row.id,
      actor: p,
    });
    await moveReceiptsStatus(tx, {
      billIds: (await linesOf(tx, row.id)).map((l) => l.billId),
      move: replacingProcesses.move.takes,
      actor: p,
      payload: { moveId: row.id, moveCode: row.code },
    });
    return moved;
  });
};

/** The source warehouse refuses with a reason: the receipts never left effect and are free again. */
export const rejectSource = async (ctx: AppContext, p: Principal, id: string, descr: string) => {
  const row = await loadForMove(ctx, p, id, 'sourceReject');
  return ctx.db.transaction(async (tx) => {
    const moved = await transition(tx, {
      machine: billMoveMachine,
      move: 'sourceReject',
      table: billMove,
      id: row.id,
      actor: p,
      set: { rejectDescr: descr },
      payload: { descr },
    });
    await releaseReceipts(tx, { process: 'move', processId: row.id });
    return moved;
  });
};

/** The target warehouse refuses the goods with a reason: the receipts come back in effect (60 → 1) and free. */
export const rejectTarget = async (ctx: AppContext, p: Principal, id: string, descr: string) => {
  const row = await loadForMove(ctx, p, id, 'targetReject');
  return ctx.db.transaction(async (tx) => {
    const moved = await transition(tx, {
      machine: billMoveMachine,
      move: 'targetReject',
      table: billMove,
      id: row.id,
      actor: p,
      set: { rejectDescr: descr },
      payload: { descr },
    });
    await moveReceiptsStatus(tx, {
      billIds: (await linesOf(tx, row.id)).map((l) => l.billId),
      move: replacingProcesses.move.givesBack,
      actor: p,
      payload: { moveId: row.id, moveCode: row.code, descr },
    });
    await releaseReceipts(tx, { process: 'move', processId: row.id });
    return moved;
  });
};

/**
 * The target warehouse weighs the goods in: every receipt's measured weight within the tolerance it records
 * (|measured − original| ≤ original × tolerance %), then one successor per receipt at the target (status 10, the
 * measured weight, the target's locator, the same lineage), to be signed by the target, the holder and the
 * platform; the old receipts stay 移库中 until each successor comes into effect (complete-bill-move.ts). Answers the
 * move and the successors' ids.
 */
export const confirmTarget = async (
  ctx: AppContext,
  p: Principal,
  body: BillMoveWeighBody,
  origin: string,
): Promise<{ row: BillMoveRow; successorIds: string[] }> => {
  const row = await loadForMove(ctx, p, body.id, 'targetConfirm');
  const lines = await linesOf(ctx.db, row.id);
  const weighed = new Map(body.bills.map((b) => [b.billId, b]));
  if (weighed.size !== body.bills.length || weighed.size !== lines.length || lines.some((l) => !weighed.has(l.billId)))
    throw refuse.weighAll();
  for (const l of lines) {
    if (!withinTolerance(l.originalWeight, weighed.get(l.billId)!.weight, body.tolerance))
      throw refuse.outOfTolerance(l.billCode);
  }
  return ctx.db.transaction(async (tx) => {
    const moved = await transition(tx, {
      machine: billMoveMachine,
      move: 'targetConfirm',
      table: billMove,
      id: row.id,
      actor: p,
      set: { tolerance: body.tolerance },
      payload: {
        tolerance: body.tolerance,
        bills: lines.map((l) => ({ billId: l.billId, weight: weighed.get(l.billId)!.weight })),
      },
    });
    for (const l of lines) {
      const w = weighed.get(l.billId)!;
      await tx
        .update(billMoveBill)
        .set({ measuredWeight: w.weight, newLocator: w.locator || null })
        .where(eq(billMoveBill.id, l.id));
    }
    const replaced = await replaceReceipts(ctx, tx, {
      process: 'move',
      origins: lines.map((l) => {
        const w = weighed.get(l.billId)!;
        // The source's locator means nothing at the target: the target's own, or none.
        return {
          billId: l.billId,
          successors: [{ warehouseId: row.targetWarehouseId, totalWeight: w.weight, locator: w.locator || null }],
        };
      }),
      moveId: row.id,
      actor: p,
      origin,
    });
    return { row: moved, successorIds: replaced.flatMap((r) => r.successorIds) };
  });
};
