import { receiptMachine, replacingProcesses, unconserved } from '@kc/domain/receipt/machine';
import { type ReplacingProcess, receiptRefusals } from '@kc/domain/receipt/receipt';
import { ReceiptStatus, receiptMessages } from '@kc/domain/receipt/status';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { type Actor, transition } from '../../platform/state/transition';
import { baseMaterial } from '../goods';
import { inboundBatch, inboundOrder } from '../inbound';
import { user } from '../user';
import { type ReceiptAttr, receipt, receiptReservation, receiptSign } from './receipt.table';
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
      machine: receiptMachine,
      move: replacingProcesses[process].retires,
      table: receipt,
      id: current.id,
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

/** One successor of a receipt: what changes from its origin (unchanged when absent). */
export type SuccessorSpec = {
  cargoOwnerId?: string;
  warehouseId?: string;
  totalWeight?: string;
  totalQuantity?: string;
  locator?: string | null;
  /** the receipt attributes (an owner's split divides the splittable ones, isSplit); the origin's when absent */
  attrs?: ReceiptAttr[];
  /**
   * The successor starts a lineage of its own (the part of a split that leaves: released for pick-up). The other
   * successor carries the origin's lineage on, so the WMS goods still linked to it stay with the remainder, and the
   * live-lineage index never sees two valid receipts of one lineage (ARCHITECTURE §11).
   */
  newLineage?: boolean;
};

/**
 * A receipt to replace and its successors (one for a transfer or a move; two for a split; the remainder of an
 * outbound order). `leaves`: what left the warehouse (an outbound order's weighed-out goods), counted with the
 * successors in the conservation check.
 */
export type Replacement = {
  billId: string;
  successors: SuccessorSpec[];
  leaves?: { totalWeight: string; totalQuantity: string };
};

/** What a replacement made: each origin with its successors' ids, in the order given. */
export type Replaced = { originId: string; successorIds: string[] };

/**
 * ARCHITECTURE §11, the one way a receipt is replaced by successors (transfer and move today; release, outbound and
 * the splits next). In the caller's transaction, all or nothing:
 * - the origins, locked in id order, stand at the process's status (a process that took them at an earlier step,
 *   as a transfer at the platform's pass, finds them there; one that replaces at once takes them here from in
 *   effect, through the receipt machine);
 * - conservation: each origin's successors together carry exactly its weight and quantity (exact decimals), as the
 *   process requires (a move weighs again at the target: quantity only); else nothing is written (409);
 * - each successor is issued (status 10, new code, the origin named, the same goods' lineage, attributes and inbound
 *   references; holder, warehouse, weight, quantity and locator as the process says) with its PDF, chain and audit
 *   event naming its origin;
 * - each origin is cancelled and linked, with its event and chain entry, when a successor comes into effect
 *   (retireOrigin, above: the lineage never holds two valid receipts).
 */
export const replaceReceipts = async (
  ctx: AppContext,
  tx: DbOrTx,
  input: {
    process: ReplacingProcess;
    origins: Replacement[];
    contractId?: string;
    moveId?: string;
    /** a partial release's successors (the batch-sign origin releaseId) */
    releaseId?: string;
    /** a WMS split's successors (the batch-sign origin disassembleId) */
    disassembleId?: string;
    actor: Actor;
    /** the request's origin (the PDF's verify link) */
    origin: string;
  },
): Promise<Replaced[]> => {
  const rule = replacingProcesses[input.process];
  const ids = input.origins.map((o) => o.billId);
  if (ids.length === 0) return [];
  const locked = await tx.select().from(receipt).where(inArray(receipt.id, ids)).orderBy(asc(receipt.id)).for('update');
  const byId = new Map(locked.map((o) => [o.id, o]));
  const standsAt: readonly number[] = rule.at;
  for (const { billId, successors, leaves } of input.origins) {
    const o = byId.get(billId);
    const takeable = rule.takes != null && o?.status === ReceiptStatus.inEffect;
    const ready = o?.isDeleted === 0 && (standsAt.includes(o.status) || takeable);
    if (!o || !ready || successors.length === 0) throw new Error(`replaceReceipts: ${billId} not ready`);
    const measures = successors.map((s) => ({
      totalWeight: s.totalWeight ?? o.totalWeight,
      totalQuantity: s.totalQuantity ?? o.totalQuantity,
    }));
    if (unconserved(o, leaves ? [...measures, leaves] : measures, rule.conserves).length > 0)
      throw receiptRefusals.notConserved();
    if (successors.filter((s) => !s.newLineage).length > 1)
      throw new Error(`replaceReceipts: ${billId} would have two successors in one lineage`);
  }
  for (const id of [...ids].sort()) {
    const o = byId.get(id)!;
    if (o.status === ReceiptStatus.inEffect && rule.takes)
      byId.set(
        id,
        await transition(tx, {
          machine: receiptMachine,
          move: rule.takes,
          table: receipt,
          id,
          actor: input.actor,
          message: receiptMessages.statusMismatch,
        }),
      );
  }
  const specs = input.origins.flatMap((r) => r.successors.map((spec) => ({ origin: byId.get(r.billId)!, spec })));
  const made = await issueSuccessors(ctx, tx, { ...input, specs });
  let at = 0;
  return input.origins.map((r) => {
    const successorIds = made.slice(at, at + r.successors.length);
    at += r.successors.length;
    return { originId: r.billId, successorIds };
  });
};

/** Issues the successors (replaceReceipts checked and locked their origins), each with its PDF and chain. */
const issueSuccessors = async (
  ctx: AppContext,
  tx: DbOrTx,
  input: {
    process: ReplacingProcess;
    specs: { origin: ReceiptRow; spec: SuccessorSpec }[];
    contractId?: string;
    moveId?: string;
    /** a partial release's successors (the batch-sign origin releaseId) */
    releaseId?: string;
    /** a WMS split's successors (the batch-sign origin disassembleId) */
    disassembleId?: string;
    actor: Actor;
    origin: string;
  },
): Promise<string[]> => {
  const first = input.specs[0]!.origin;
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
    if (!card) throw new Error(`replaceReceipts: enterprise ${id} missing`);
    return card;
  };
  const now = new Date();
  const codes = await nextReceiptCodes(tx, tenantId, now, input.specs.length);
  const made: string[] = [];
  for (const [i, { origin: o, spec }] of input.specs.entries()) {
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
        releaseId: input.releaseId ?? null,
        disassembleId: input.disassembleId ?? null,
        origin: { billId: o.id, process: input.process, lineageId: spec.newLineage ? null : (o.lineageId ?? o.id) },
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
        totalQuantity: spec.totalQuantity ?? o.totalQuantity,
        locator: spec.locator === undefined ? o.locator : spec.locator,
        attrs: spec.attrs ?? o.attrs,
        payload: { originBillId: o.id, originCode: o.code, process: input.process },
      },
      { actor: input.actor, actorName, origin: input.origin, now },
    );
    made.push(id);
  }
  return made;
};

/** Every successor of one receipt, oldest first (a split has two). */
export const allSuccessorsOf = (db: DbOrTx, originId: string) =>
  db
    .select()
    .from(receipt)
    .where(and(eq(receipt.originBillId, originId), eq(receipt.isDeleted, 0)))
    .orderBy(asc(receipt.createTime), asc(receipt.id));

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
