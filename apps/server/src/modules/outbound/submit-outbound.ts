import { parseDateTime } from '@kc/domain';
import type { OutboundMoveAnswer } from '@kc/domain/outbound/answers';
import {
  type OutboundBillInput,
  type OutboundSubmitBody,
  outboundRefusals as refuse,
  sumOf,
} from '@kc/domain/outbound/outbound';
import {
  canEditOutbound,
  canRemoveOutbound,
  OutboundSource,
  OutboundStatus,
  outboundMachine,
  outboundStatusLabel,
} from '@kc/domain/outbound/status';
import { replacingProcesses } from '@kc/domain/receipt/machine';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { type Actor, transition } from '../../platform/state/transition';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { holdReceipts, moveReceiptsStatus, type ReceiptRow, tenantReceipts } from '../receipt';
import { outboundBill, outboundOrder } from './outbound.table';
import { findVisibleOutbound, type OutboundRow } from './outbound-access';
import { newVrCode, nextOutboundCode } from './outbound-code';

const OBJECT_TYPE = outboundMachine.objectType;
export const actorName = (p: Principal) => p.realName || p.userName;

const answer = (row: OutboundRow): OutboundMoveAnswer => ({
  id: row.id,
  status: row.status,
  statusName: outboundStatusLabel(row.status),
});

/**
 * The receipts an order asks for, checked: every one the holder's, live, all at the order's warehouse, each figure
 * asked within the receipt's (absent: the whole receipt). `inEffect`: they must be in effect now (a submission or a
 * pick-up; a draft may keep a receipt that meanwhile left effect, and is refused at its submission).
 */
const checkedLines = async (
  tx: DbOrTx,
  input: { tenantId: string; holderId: string; warehouseId: string; bills: OutboundBillInput[]; inEffect: boolean },
) => {
  const ids = input.bills.map((b) => b.billId);
  const rows = await tenantReceipts(tx, input.tenantId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (rows.length !== ids.length || rows.some((r) => r.cargoOwnerId !== input.holderId)) throw refuse.notHolder();
  if (new Set(rows.map((r) => r.warehouseId)).size > 1) throw refuse.mixedWarehouses();
  if (rows.some((r) => r.warehouseId !== input.warehouseId)) throw refuse.warehouseMismatch();
  if (input.inEffect && rows.some((r) => r.status !== ReceiptStatus.inEffect)) throw refuse.billNotInEffect();
  return input.bills.map((b, sort) => {
    const r = byId.get(b.billId)!;
    const applyWeight = b.applyWeight ?? new Decimal(r.totalWeight).toFixed(2);
    const applyQuantity = b.applyQuantity ?? new Decimal(r.totalQuantity).toFixed(2);
    if (new Decimal(applyWeight).gt(r.totalWeight) || new Decimal(applyQuantity).gt(r.totalQuantity))
      throw refuse.applyExceeds(r.code);
    return { receipt: r, sort, applyWeight, applyQuantity };
  });
};

type Line = Awaited<ReturnType<typeof checkedLines>>[number];

const writeLines = async (tx: DbOrTx, outputId: string, lines: Line[]) => {
  await tx.delete(outboundBill).where(eq(outboundBill.outputId, outputId));
  await tx.insert(outboundBill).values(
    lines.map((l) => ({
      outputId,
      billId: l.receipt.id,
      billCode: l.receipt.code,
      sort: l.sort,
      totalWeight: l.receipt.totalWeight,
      totalQuantity: l.receipt.totalQuantity,
      applyWeight: l.applyWeight,
      applyQuantity: l.applyQuantity,
    })),
  );
};

const totalsOf = (lines: Line[]) => ({
  applySumWeight: sumOf(lines.map((l) => l.applyWeight)),
  applySumQuantity: sumOf(lines.map((l) => l.applyQuantity)),
  weightUnit: lines[0]?.receipt.weightUnit ?? null,
  numberUnit: lines[0]?.receipt.numberUnit ?? null,
});

/**
 * The order takes its receipts (spec 3 §4 receipt status 80): held by it (one live process per receipt: a receipt
 * another process holds refuses the whole order, everything rolled back) and 1 → 80 出库中, each with its event.
 */
const takeReceipts = async (tx: DbOrTx, order: OutboundRow, receipts: ReceiptRow[], actor: Actor) => {
  const held = await holdReceipts(tx, {
    process: 'outbound',
    processId: order.id,
    tenantId: order.tenantId,
    billIds: receipts.map((r) => r.id),
  });
  if (held.length > 0) throw refuse.billHeld();
  await moveReceiptsStatus(tx, {
    billIds: receipts.map((r) => r.id),
    move: replacingProcesses.outbound.takes,
    actor,
    payload: { outputId: order.id, outputCode: order.code },
  });
};

/**
 * wms/output/submit: the holder's application. Status 0 saves (a new order is a draft; an existing draft or rejected
 * order keeps its status; no receipt is taken), 10 submits it for the holder's own audit: a fresh pick-up code, the
 * receipts taken (80, held). Answers the order and its status.
 */
export const submitOutbound = async (
  ctx: AppContext,
  p: Principal,
  body: OutboundSubmitBody,
): Promise<OutboundMoveAnswer> => {
  if (!p.postId) throw refuse.enterpriseOnly();
  await assertOwnEnterpriseApproved(ctx.db, p);
  const holderId = p.postId;
  const submit = body.status === OutboundStatus.awaitingShipperAudit;
  return ctx.db.transaction(async (tx) => {
    let order: OutboundRow | undefined;
    if (body.id) {
      order = await findVisibleOutbound(tx, p, body.id, true);
      if (order.shipperId !== holderId) throw refuse.notOrderShipper();
      if (!canEditOutbound(order.status)) throw refuse.notEditable();
    }
    const lines = await checkedLines(tx, {
      tenantId: p.tenantId,
      holderId,
      warehouseId: body.warehouseId,
      bills: body.bills,
      inEffect: submit,
    });
    const fields = {
      warehouseId: body.warehouseId,
      reserveTime: parseDateTime(body.reserveTime),
      pickPerson: body.pickPerson,
      pickPhone: body.pickPhone,
      carNo: body.carNo ?? null,
      remark: body.remark ?? null,
      ...totalsOf(lines),
    };
    if (order) {
      [order] = await tx
        .update(outboundOrder)
        .set({ ...fields, ...updatedBy(p) })
        .where(eq(outboundOrder.id, order.id))
        .returning();
    } else {
      [order] = await tx
        .insert(outboundOrder)
        .values({
          tenantId: p.tenantId,
          code: await nextOutboundCode(tx, p.tenantId, new Date()),
          source: OutboundSource.application,
          shipperId: holderId,
          vrCode: newVrCode(),
          status: OutboundStatus.draft,
          ...fields,
          ...createdBy(p),
        })
        .returning();
    }
    const saved = order!;
    await writeLines(tx, saved.id, lines);
    if (!submit) {
      await appendAuditEvent(tx, {
        tenantId: saved.tenantId,
        objectType: OBJECT_TYPE,
        objectId: saved.id,
        action: 'save',
        fromStatus: saved.status,
        toStatus: saved.status,
        actorId: p.userId,
        actorEnterpriseId: p.postId,
        payload: { billIds: body.bills.map((b) => b.billId) },
      });
      return answer(saved);
    }
    const moved = await transition(tx, {
      machine: outboundMachine,
      move: 'submit',
      table: outboundOrder,
      id: saved.id,
      actor: p,
      // A code from an earlier, rejected round is worth nothing now.
      set: { vrCode: newVrCode(), submitTime: new Date(), submitUser: p.userId, submitUserName: actorName(p) },
      payload: { billIds: body.bills.map((b) => b.billId) },
    });
    await takeReceipts(
      tx,
      moved,
      lines.map((l) => l.receipt),
      p,
    );
    return answer(moved);
  });
};

/**
 * spec 3 §4 Pick-up, for the release module (`generateOutputInfo`): starting a pick-up creates the holder's outbound
 * order at 10 over receipts in effect (the pick-up button is offered only when every one is 1), with a pick-up code,
 * the receipts taken (80, held), in the caller's transaction. One live order per release (a partial unique index).
 * Answers the order's id, code and pick-up code (shown to the holder, checked by the warehouse).
 */
export const createOutboundOrder = async (
  _ctx: AppContext,
  tx: DbOrTx,
  input: {
    tenantId: string;
    shipperId: string;
    warehouseId: string;
    bills: OutboundBillInput[];
    releaseId?: string | null;
    actor: Actor;
    actorName?: string | null;
    reserveTime?: Date | null;
    pickPerson?: string | null;
    pickPhone?: string | null;
    remark?: string | null;
  },
): Promise<{ id: string; code: string; vrCode: string }> => {
  const lines = await checkedLines(tx, {
    tenantId: input.tenantId,
    holderId: input.shipperId,
    warehouseId: input.warehouseId,
    bills: input.bills,
    inEffect: true,
  });
  const now = new Date();
  const [row] = await tx
    .insert(outboundOrder)
    .values({
      tenantId: input.tenantId,
      code: await nextOutboundCode(tx, input.tenantId, now),
      source: OutboundSource.pickUp,
      releaseId: input.releaseId ?? null,
      shipperId: input.shipperId,
      warehouseId: input.warehouseId,
      reserveTime: input.reserveTime ?? null,
      pickPerson: input.pickPerson ?? null,
      pickPhone: input.pickPhone ?? null,
      remark: input.remark ?? null,
      vrCode: newVrCode(),
      status: OutboundStatus.awaitingShipperAudit,
      submitTime: now,
      submitUser: input.actor.userId,
      submitUserName: input.actorName ?? null,
      createUser: input.actor.userId,
      updateUser: input.actor.userId,
      ...totalsOf(lines),
    })
    .returning();
  const order = row!;
  await writeLines(tx, order.id, lines);
  await appendAuditEvent(tx, {
    tenantId: order.tenantId,
    objectType: OBJECT_TYPE,
    objectId: order.id,
    action: 'create',
    toStatus: order.status,
    actorId: input.actor.userId,
    actorEnterpriseId: input.actor.postId ?? null,
    payload: { releaseId: input.releaseId ?? null, billIds: input.bills.map((b) => b.billId) },
  });
  await takeReceipts(
    tx,
    order,
    lines.map((l) => l.receipt),
    input.actor,
  );
  return { id: order.id, code: order.code, vrCode: order.vrCode };
};

/**
 * wms/output/remove: drafts and rejected orders (0, 11, 21) of the caller's own enterprise, all or nothing (their
 * receipts are free: a draft never took them and a rejection gave them back).
 */
export const removeOutbound = async (ctx: AppContext, p: Principal, ids: string[]) => {
  if (!p.postId) throw refuse.enterpriseOnly();
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outboundOrder)
      .where(
        and(inArray(outboundOrder.id, ids), eq(outboundOrder.tenantId, p.tenantId), eq(outboundOrder.isDeleted, 0)),
      )
      .for('update');
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      if (!row) await findVisibleOutbound(tx, p, id); // 404 for what the caller may not see
      if (!row || row.shipperId !== p.postId) throw refuse.notOrderShipper();
      if (!canRemoveOutbound(row.status)) throw refuse.notRemovable();
    }
    await tx
      .update(outboundOrder)
      .set({ isDeleted: 1, ...updatedBy(p) })
      .where(inArray(outboundOrder.id, ids));
    for (const row of rows)
      await appendAuditEvent(tx, {
        tenantId: row.tenantId,
        objectType: OBJECT_TYPE,
        objectId: row.id,
        action: 'remove',
        fromStatus: row.status,
        toStatus: row.status,
        actorId: p.userId,
        actorEnterpriseId: p.postId,
      });
  });
};
