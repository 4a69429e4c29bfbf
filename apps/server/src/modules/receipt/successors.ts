import type { ReplacingProcess } from '@kc/domain/receipt/receipt';
import { ReceiptStatus, receiptMessages } from '@kc/domain/receipt/status';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { type Actor, transition } from '../../platform/state/transition';
import { baseMaterial } from '../goods';
import { inboundBatch, inboundOrder } from '../inbound';
import { user } from '../user';
import { receipt, receiptReservation, receiptSign } from './receipt.table';
import { enterpriseCard, unitLabels } from './receipt-labels';
import { nextReceiptCodes, writeReceipt } from './write-receipt';

export type ReceiptRow = typeof receipt.$inferSelect;

/**
 * What a replacing process (transfer, move) hears, inside the transaction that put one of its successors in effect
 * and cancelled the receipt it replaces: the process moves on (its last successor in effect: complete) in the same
 * transaction, so no crash can leave the receipts and the process telling different stories.
 */
export type SuccessorListener = (
  tx: DbOrTx,
  event: { successor: ReceiptRow; origin: ReceiptRow; actor: Actor },
) => Promise<void>;

const listeners = new Map<ReplacingProcess, SuccessorListener>();

/** A replacing process registers its listener once (module load); a second registration replaces the first. */
export const onSuccessorEffective = (process: ReplacingProcess, listener: SuccessorListener) => {
  listeners.set(process, listener);
};

/**
 * ARCHITECTURE §11: a successor is coming into effect (the platform's signature, between 40 and 1): its origin is
 * cancelled first — from 过户中 (50) or 移库中 (60) to 0 — with the event that names the successor on the origin's
 * chain and trail, the origin's reservation is released, and the issuing process hears of it. Runs in the signer's
 * transaction before the successor's own move to 1, so the lineage index never sees two valid receipts.
 */
export const retireOrigin = async (tx: DbOrTx, successor: ReceiptRow, actor: Actor) => {
  if (!successor.originBillId || !successor.originProcess) return;
  const process = successor.originProcess as ReplacingProcess;
  const [current] = await tx.select().from(receipt).where(eq(receipt.id, successor.originBillId)).for('update');
  if (!current) return;
  let origin = current;
  if (current.status !== ReceiptStatus.cancelled) {
    origin = await transition(tx, {
      table: receipt,
      id: current.id,
      from: process === 'transfer' ? ReceiptStatus.transferring : ReceiptStatus.moving,
      to: ReceiptStatus.cancelled,
      objectType: 'receipt',
      action: process === 'transfer' ? 'transferred' : 'moved',
      actor,
      payload: { successorId: successor.id, successorCode: successor.code },
      message: receiptMessages.statusMismatch,
    });
    await tx
      .insert(receiptSign)
      .values({
        billId: current.id,
        kind: process,
        enterpriseId: successor.cargoOwnerId,
        enterpriseName: null,
        fileId: current.fileId ?? successor.fileId!,
        sha256: current.fileSha256 ?? '',
        toStatus: ReceiptStatus.cancelled,
        actorId: actor.userId,
      })
      .onConflictDoNothing();
    await tx.delete(receiptReservation).where(eq(receiptReservation.billId, current.id));
  }
  await listeners.get(process)?.(tx, { successor, origin, actor });
};

/** One receipt to replace, and what changes in its successor (unchanged when absent). */
export type SuccessorSpec = {
  billId: string;
  cargoOwnerId?: string;
  warehouseId?: string;
  totalWeight?: string;
  locator?: string | null;
};

/**
 * ARCHITECTURE §11: issues one successor per origin (status 10, new code, the origin named, the same goods' lineage,
 * attributes and inbound references; holder, warehouse, weight and locator as the process says), each with its PDF
 * and chain. The origins must be in `fromStatus` (locked here). In the caller's transaction; a failure rolls every
 * successor back and leaves the origins as they were. Answers the successors' ids in the origins' order.
 */
export const issueSuccessors = async (
  ctx: AppContext,
  tx: DbOrTx,
  input: {
    process: ReplacingProcess;
    fromStatus: number;
    specs: SuccessorSpec[];
    contractId?: string;
    moveId?: string;
    actor: Actor;
    origin: string;
  },
): Promise<string[]> => {
  const ids = input.specs.map((s) => s.billId);
  if (ids.length === 0) return [];
  const origins = await tx
    .select()
    .from(receipt)
    .where(inArray(receipt.id, ids))
    .orderBy(asc(receipt.id))
    .for('update');
  const byId = new Map(origins.map((o) => [o.id, o]));
  for (const id of ids) {
    const o = byId.get(id);
    if (!o || o.status !== input.fromStatus || o.isDeleted !== 0) throw new Error(`issueSuccessors: ${id} not ready`);
  }
  const first = byId.get(ids[0]!)!;
  const tenantId = first.tenantId;
  const [units, actorRow] = await Promise.all([
    unitLabels(tx, tenantId),
    tx.select({ realName: user.realName, name: user.name }).from(user).where(eq(user.id, input.actor.userId)).limit(1),
  ]);
  const actorName = actorRow[0]?.realName ?? actorRow[0]?.name ?? null;
  const cards = new Map<string, Awaited<ReturnType<typeof enterpriseCard>>>();
  const cardOf = async (id: string) => {
    if (!cards.has(id)) cards.set(id, await enterpriseCard(tx, tenantId, id));
    const card = cards.get(id);
    if (!card) throw new Error(`issueSuccessors: enterprise ${id} missing`);
    return card;
  };
  const now = new Date();
  const codes = await nextReceiptCodes(tx, tenantId, now, ids.length);
  const made: string[] = [];
  for (const [i, spec] of input.specs.entries()) {
    const o = byId.get(spec.billId)!;
    const [[material], [batch], [order]] = await Promise.all([
      tx.select().from(baseMaterial).where(eq(baseMaterial.id, o.materialId)).limit(1),
      o.inputBatchId
        ? tx.select({ batchNo: inboundBatch.batchNo }).from(inboundBatch).where(eq(inboundBatch.id, o.inputBatchId))
        : Promise.resolve([]),
      o.inputId
        ? tx.select({ code: inboundOrder.code }).from(inboundOrder).where(eq(inboundOrder.id, o.inputId))
        : Promise.resolve([]),
    ]);
    const id = await writeReceipt(
      ctx,
      tx,
      {
        tenantId,
        code: codes[i]!,
        inputId: o.inputId,
        inputBatchId: o.inputBatchId,
        inputCode: order?.code ?? '',
        batchNo: batch?.batchNo ?? '',
        contractId: input.contractId ?? null,
        moveId: input.moveId ?? null,
        origin: { billId: o.id, process: input.process, lineageId: o.lineageId ?? o.id },
        material: {
          id: o.materialId,
          name: o.materialName,
          weightUnit: o.weightUnit,
          numberUnit: o.numberUnit,
        },
        weightUnitName: units.weight.get(o.weightUnit ?? material?.weightUnit ?? '') ?? '',
        numberUnitName: units.number.get(o.numberUnit ?? material?.numberUnit ?? '') ?? '',
        cargoOwner: await cardOf(spec.cargoOwnerId ?? o.cargoOwnerId),
        warehouse: await cardOf(spec.warehouseId ?? o.warehouseId),
        totalWeight: spec.totalWeight ?? o.totalWeight,
        totalQuantity: o.totalQuantity,
        locator: spec.locator === undefined ? o.locator : spec.locator,
        attrs: o.attrs,
        payload: { originBillId: o.id, originCode: o.code, process: input.process },
      },
      { actor: input.actor, actorName, origin: input.origin, now },
    );
    made.push(id);
  }
  return made;
};

/** The successors of some receipts (the processes' goods tables): origin id → its newest successor. */
export const successorsOf = async (db: DbOrTx, originIds: readonly string[]) => {
  if (originIds.length === 0) return new Map<string, ReceiptRow>();
  const rows = await db
    .select()
    .from(receipt)
    .where(and(inArray(receipt.originBillId, [...originIds]), eq(receipt.isDeleted, 0)))
    .orderBy(asc(receipt.createTime), asc(receipt.id));
  return new Map(rows.map((r) => [r.originBillId!, r]));
};
