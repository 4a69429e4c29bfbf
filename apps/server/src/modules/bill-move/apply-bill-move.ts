import {
  type BillMoveApplyBody,
  BillMoveStatus,
  billMoveMachine,
  billMoveRefusals as refuse,
} from '@kc/domain/bill-move/bill-move';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { transition } from '../../platform/state/transition';
import { assertOwnEnterpriseApproved, liveEnterprise } from '../enterprise';
import { holdReceipts, releaseReceipts, tenantReceipts } from '../receipt';
import { billMove, billMoveBill } from './bill-move.table';
import { assertSide, type BillMoveRow, loadVisibleMove } from './bill-move-access';
import { nextBillMoveCode } from './bill-move-code';

/** The warehouse enterprises goods may move to: approved enterprises of type 2 (仓储企业) of the tenant. */
export const WAREHOUSE_TYPE = '2';

export const isTargetWarehouse = async (db: DbOrTx, tenantId: string, id: string) =>
  (await liveEnterprise(db, tenantId, id, { type: WAREHOUSE_TYPE, approved: true })) != null;

/**
 * A holder applies to move the goods of its receipts (issue's warehouse move): every receipt its own, in effect,
 * at one warehouse that is not the target, and free. The move takes them (the reservation table) in the same
 * transaction, so no contract or other move can take them meanwhile; a receipt another process holds refuses all.
 */
export const applyBillMove = async (ctx: AppContext, p: Principal, body: BillMoveApplyBody): Promise<BillMoveRow> => {
  if (!p.postId) throw refuse.enterpriseOnly();
  await assertOwnEnterpriseApproved(ctx.db, p);
  const holderId = p.postId;
  const targetId = body.targetWarehouseId!;
  return ctx.db.transaction(async (tx) => {
    const bills = await tenantReceipts(tx, p.tenantId, body.billIds);
    if (bills.length !== body.billIds.length || bills.some((b) => b.cargoOwnerId !== holderId))
      throw refuse.notHolder();
    if (bills.some((b) => b.status !== ReceiptStatus.inEffect)) throw refuse.billNotInEffect();
    const sources = new Set(bills.map((b) => b.warehouseId));
    if (sources.size > 1) throw refuse.mixedWarehouses();
    const sourceId = bills[0]!.warehouseId;
    if (sourceId === targetId) throw refuse.sameWarehouse();
    if (!(await isTargetWarehouse(tx, p.tenantId, targetId))) throw refuse.targetMissing();

    const [row] = await tx
      .insert(billMove)
      .values({
        tenantId: p.tenantId,
        code: await nextBillMoveCode(tx, p.tenantId, new Date()),
        holderId,
        sourceWarehouseId: sourceId,
        targetWarehouseId: targetId,
        reason: body.reason,
        status: BillMoveStatus.awaitingSource,
        createUser: p.userId,
      })
      .returning();
    const move = row!;
    const ordered = body.billIds.map((id) => bills.find((b) => b.id === id)!);
    await tx
      .insert(billMoveBill)
      .values(ordered.map((b) => ({ moveId: move.id, billId: b.id, billCode: b.code, originalWeight: b.totalWeight })));
    // ARCHITECTURE §11: one live process per receipt; the primary key settles a race with a contract or a move.
    const held = await holdReceipts(tx, {
      process: 'move',
      processId: move.id,
      tenantId: p.tenantId,
      billIds: body.billIds,
    });
    if (held.length > 0) throw refuse.billHeld();
    await appendAuditEvent(tx, {
      tenantId: p.tenantId,
      objectType: 'billMove',
      objectId: move.id,
      action: 'apply',
      toStatus: BillMoveStatus.awaitingSource,
      actorId: p.userId,
      actorEnterpriseId: p.postId,
      payload: { billIds: body.billIds, reason: body.reason },
    });
    return move;
  });
};

/** The holder withdraws its application before the source warehouse acted: the receipts are free again. */
export const cancelBillMove = async (ctx: AppContext, p: Principal, id: string): Promise<BillMoveRow> => {
  const row = await loadVisibleMove(ctx.db, p, id);
  await assertSide(ctx.db, p, row, 'holder');
  return ctx.db.transaction(async (tx) => {
    const moved = await transition(tx, {
      machine: billMoveMachine,
      move: 'cancel',
      table: billMove,
      id: row.id,
      actor: p,
    });
    await releaseReceipts(tx, { process: 'move', processId: row.id });
    return moved;
  });
};
