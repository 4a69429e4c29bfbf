import type { InboundMoveAnswer } from '@kc/domain/inbound/answers';
import {
  inboundMessages,
  inboundSums,
  isWeighed,
  inboundRefusals as refuse,
  type ShippingAuditBody,
  type WarehouseAuditBody,
  type WarehouseBatchInput,
  type WarehouseTempSaveBody,
} from '@kc/domain/inbound/inbound';
import { AuditResult, canShipperAudit, canWarehouseAudit, inboundMachine } from '@kc/domain/inbound/status';
import { and, eq, sql } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { updatedBy } from '../../platform/db/stamps';
import { transition } from '../../platform/state/transition';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { batchesOf, findVisibleOrder, type InboundRow, OBJECT_TYPE } from './inbound.repo';
import { inboundBatch, inboundOrder } from './inbound.table';
import { orderReceipts } from './order-receipts';
import { actorName } from './submit-inbound';

/**
 * wms/input/shippingAudit: a user of the order's shipper enterprise passes (10 → 20) or rejects (10 → 11) it.
 * Answers the order and its new status.
 */
export const shippingAuditInbound = async (
  ctx: AppContext,
  p: Principal,
  body: ShippingAuditBody,
): Promise<InboundMoveAnswer> => {
  const order = await findVisibleOrder(ctx.db, p, body.id);
  if (!p.postId || order.shipperId !== p.postId) throw refuse.notOrderShipper();
  await assertOwnEnterpriseApproved(ctx.db, p);
  if (!canShipperAudit(order.status)) throw refuse.notAwaitingShipper();
  const pass = body.status === AuditResult.pass;
  const moved = await transition(ctx.db, {
    table: inboundOrder,
    id: order.id,
    machine: inboundMachine,
    move: pass ? 'shippingPass' : 'shippingReject',
    actor: p,
    payload: { opinion: body.opinion ?? null },
    set: {
      shippingAuditOpinion: body.opinion ?? null,
      shippingAuditTime: new Date(),
      shippingAuditUser: p.userId,
      shippingAuditUserName: actorName(p),
    },
    message: inboundMessages.notAwaitingShipper,
  });
  return { id: moved.id, status: moved.status };
};

/** The order at the warehouse, locked for this transaction: only its own (approved) users, only at 20. */
const lockForWarehouse = async (tx: DbOrTx, p: Principal, id: string): Promise<InboundRow> => {
  const order = await findVisibleOrder(tx, p, id, true);
  if (!p.postId || order.warehouseId !== p.postId) throw refuse.notOrderWarehouse();
  await assertOwnEnterpriseApproved(tx, p);
  if (!canWarehouseAudit(order.status)) throw refuse.notAwaitingWarehouse();
  return order;
};

/** Writes the warehouse's figures onto the order's batches; a batch of another order is refused. */
const writeFigures = async (tx: DbOrTx, p: Principal, order: InboundRow, figures: WarehouseBatchInput[]) => {
  const batches = await batchesOf(tx, order.id);
  const ids = new Set(batches.map((b) => b.id));
  for (const f of figures) {
    if (!ids.has(f.id)) throw refuse.batchMissing();
    await tx
      .update(inboundBatch)
      .set({ weight: f.weight, quantity: f.quantity, locator: f.locator, ...updatedBy(p) })
      .where(and(eq(inboundBatch.id, f.id), eq(inboundBatch.inputId, order.id)));
  }
  return batchesOf(tx, order.id);
};

/**
 * wms/input/warehouseTempSave (暂存): the figures so far and the opinion typed so far; the order stays 20 and its
 * totals follow. The pass or the rejection writes the opinion again as the decision's. Answers the order and its
 * status (still 20).
 */
export const warehouseTempSaveInbound = async (
  ctx: AppContext,
  p: Principal,
  body: WarehouseTempSaveBody,
): Promise<InboundMoveAnswer> =>
  ctx.db.transaction(async (tx) => {
    const order = await lockForWarehouse(tx, p, body.id);
    const batches = await writeFigures(tx, p, order, body.batches);
    await tx
      .update(inboundOrder)
      .set({
        ...inboundSums(batches),
        warehouseAuditOpinion: body.opinion ?? null,
        version: sql`${inboundOrder.version} + 1`,
        ...updatedBy(p),
      })
      .where(eq(inboundOrder.id, order.id));
    await appendAuditEvent(tx, {
      tenantId: order.tenantId,
      objectType: OBJECT_TYPE,
      objectId: order.id,
      action: 'warehouseTempSave',
      fromStatus: order.status,
      toStatus: order.status,
      actorId: p.userId,
      actorEnterpriseId: p.postId,
      payload: { batches: body.batches, opinion: body.opinion ?? null },
    });
    return { id: order.id, status: order.status };
  });

/**
 * wms/input/warehouseAudit: a user of the order's warehouse rejects (20 → 21) or passes it (20 → 1). A pass is
 * one transaction: the final figures (every batch weighed), the move, and one receipt per batch; any failure
 * leaves everything as it was. Answers the receipt ids (none on a rejection).
 */
export const warehouseAuditInbound = async (
  ctx: AppContext,
  p: Principal,
  body: WarehouseAuditBody,
  origin: string,
): Promise<string[]> => {
  const audit = {
    warehouseAuditOpinion: body.opinion ?? null,
    warehouseAuditTime: new Date(),
    warehouseAuditUser: p.userId,
    warehouseAuditUserName: actorName(p),
  };
  return ctx.db.transaction(async (tx) => {
    const order = await lockForWarehouse(tx, p, body.id);
    if (body.status === AuditResult.reject) {
      await transition(tx, {
        table: inboundOrder,
        id: order.id,
        machine: inboundMachine,
        move: 'warehouseReject',
        actor: p,
        payload: { opinion: body.opinion ?? null },
        set: audit,
        message: inboundMessages.notAwaitingWarehouse,
      });
      return [];
    }
    const batches = await writeFigures(tx, p, order, body.batches);
    const unweighed = batches.find((b) => !isWeighed(b));
    if (unweighed) throw refuse.figuresMissing(unweighed.batchNo);
    await transition(tx, {
      table: inboundOrder,
      id: order.id,
      machine: inboundMachine,
      move: 'warehousePass',
      actor: p,
      payload: { opinion: body.opinion ?? null, batches: body.batches },
      set: { ...audit, ...inboundSums(batches) },
      message: inboundMessages.notAwaitingWarehouse,
    });
    return orderReceipts.get().generate(ctx, tx, { inboundId: order.id, actor: p, origin });
  });
};
