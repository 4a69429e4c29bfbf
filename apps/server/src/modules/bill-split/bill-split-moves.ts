import type { BillSplitMoveAnswer } from '@kc/domain/bill-split/answers';
import {
  type BillSplitAuditBody,
  type BillSplitSaveBody,
  hasSplitAttrs,
  billSplitRefusals as refuse,
  splitFiguresError,
  splitParts,
} from '@kc/domain/bill-split/bill-split';
import {
  BILL_SPLIT_AUDITS,
  type BillSplitAuditParty,
  BillSplitStatus,
  billSplitMachine,
  billSplitStatusLabel,
  canEditBillSplit,
  canVoidBillSplit,
} from '@kc/domain/bill-split/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { eq } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { transition } from '../../platform/state/transition';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { holdReceipts, type ReceiptRow, releaseReceipts, replaceReceipts, tenantReceipts } from '../receipt';
import { type BillSplitRow, billSplitApply } from './bill-split.table';
import { findVisibleBillSplit, isApplicant, isSplitPlatform, isSplitWarehouse } from './bill-split-access';

const OBJECT_TYPE = billSplitMachine.objectType;
/** The reservation's process: 'split' (shared with the WMS split, each with its own ids). */
const holderOf = (row: BillSplitRow) => ({ process: 'split' as const, processId: row.id });

const answer = (row: BillSplitRow): BillSplitMoveAnswer => ({
  id: row.id,
  status: row.status,
  statusName: billSplitStatusLabel(row.status),
  newBillId: row.newBillId,
  remainderBillId: row.remainderBillId,
});

/**
 * The receipt checked for a split: the caller's as holder (403), at the chosen warehouse enterprise (400), with
 * splittable attributes and valid figures (400 with the figure's message); in effect when submitting (409).
 */
const checkedReceipt = async (tx: DbOrTx, p: Principal, body: BillSplitSaveBody, submit: boolean) => {
  const [r] = await tenantReceipts(tx, p.tenantId, [body.billId]);
  if (!r || r.cargoOwnerId !== p.postId) throw refuse.notHolder();
  if (r.warehouseId !== body.warehouseUnitId) throw refuse.warehouseMismatch();
  if (submit && r.status !== ReceiptStatus.inEffect) throw refuse.billNotInEffect();
  if (!hasSplitAttrs(r.attrs)) throw refuse.noSplitAttrs();
  const message = splitFiguresError(r, body);
  if (message) throw refuse.figure(message);
  return r;
};

/** Takes the receipt for the application (the shared reservation): one live process per receipt, else 409. */
const takeReceipt = async (tx: DbOrTx, row: BillSplitRow) => {
  const held = await holdReceipts(tx, { ...holderOf(row), tenantId: row.tenantId, billIds: [row.billId] });
  if (held.length > 0) throw refuse.billHeld();
};

const figuresOf = (r: ReceiptRow, body: BillSplitSaveBody) => {
  const { newPart, remainder } = splitParts(r, body);
  return {
    billCode: r.code,
    materialName: r.materialName,
    weightUnit: r.weightUnit,
    numberUnit: r.numberUnit,
    originalWeight: r.totalWeight,
    originalQuantity: r.totalQuantity,
    splitWeight: newPart.totalWeight,
    splitQuantity: newPart.totalQuantity,
    remainderWeight: remainder.totalWeight,
    remainderQuantity: remainder.totalQuantity,
    materielDetail: newPart.attrs,
    remainderMaterielDetail: remainder.attrs,
    originalMaterielDetail: r.attrs,
  };
};

const asApplicant = async (tx: DbOrTx, p: Principal, id: string) => {
  const row = await findVisibleBillSplit(tx, p, id, true);
  if (!isApplicant(p, row)) throw refuse.notApplicant();
  return row;
};

/**
 * addSplit (financePush add / update): the holder saves ('1': a new application is a draft, an existing draft or
 * rejected one keeps its status; the receipt is not held) or submits ('10': the receipt held). The figures are
 * checked on both.
 */
export const saveBillSplit = async (ctx: AppContext, p: Principal, body: BillSplitSaveBody) => {
  if (!p.postId) throw refuse.enterpriseOnly();
  await assertOwnEnterpriseApproved(ctx.db, p);
  const submit = body.status === BillSplitStatus.awaitingOwner;
  return ctx.db.transaction(async (tx) => {
    let row: BillSplitRow | undefined;
    if (body.id) {
      row = await asApplicant(tx, p, body.id);
      if (!canEditBillSplit(row.status)) throw refuse.notEditable();
    }
    const r = await checkedReceipt(tx, p, body, submit);
    const fields = { warehouseUnitId: body.warehouseUnitId, billId: r.id, ...figuresOf(r, body) };
    if (row) {
      // A draft that changes receipt lets no reservation behind (only a live application holds one).
      [row] = await tx
        .update(billSplitApply)
        .set({ ...fields, ...updatedBy(p) })
        .where(eq(billSplitApply.id, row.id))
        .returning();
    } else {
      [row] = await tx
        .insert(billSplitApply)
        .values({
          tenantId: p.tenantId,
          status: BillSplitStatus.draft,
          cargoOwnerId: p.postId!,
          ...fields,
          ...createdBy(p),
        })
        .returning();
    }
    const saved = row!;
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
        payload: { billId: saved.billId },
      });
      return answer(saved);
    }
    const moved = await transition(tx, {
      machine: billSplitMachine,
      move: 'submit',
      table: billSplitApply,
      id: saved.id,
      actor: p,
      set: { submitTime: new Date(), descr: null },
      payload: { billId: saved.billId },
    });
    await takeReceipt(tx, moved);
    return answer(moved);
  });
};

/** financePush/submitAudit and billSplitApply/submit: submits a saved draft or rejected application as it stands. */
export const submitSavedBillSplit = async (ctx: AppContext, p: Principal, id: string) => {
  const row = await findVisibleBillSplit(ctx.db, p, id);
  if (!isApplicant(p, row)) throw refuse.notApplicant();
  const entered = {
    totalWeight: row.splitWeight,
    totalQuantity: row.splitQuantity,
    attrs: row.materielDetail.map((a) => ({ attrCode: a.attrCode, value: a.value })),
  };
  return saveBillSplit(ctx, p, {
    id,
    status: BillSplitStatus.awaitingOwner,
    warehouseUnitId: row.warehouseUnitId,
    billId: row.billId,
    ...entered,
  });
};

/**
 * A review (spec 3 §4): the holder at 10 (bill_split_apply_shipping_audit), the platform at 20, the receipt's
 * warehouse at 30. `status` is the status it gives; a rejection needs an opinion (≤ 50) and lets the receipt go. The
 * warehouse's pass (40) issues the new receipt and the remainder (replaceReceipts 'split': exact conservation, the
 * new receipt a lineage of its own, the remainder the origin's); the receipt stays in effect, held, until the first
 * of them comes into effect through signing, which cancels it (the receipt module).
 */
export const auditBillSplit = async (
  ctx: AppContext,
  p: Principal,
  party: BillSplitAuditParty,
  body: BillSplitAuditBody,
  origin: string,
) => {
  const rule = BILL_SPLIT_AUDITS[party];
  if (body.status !== rule.pass && body.status !== rule.reject) throw refuse.auditStatusInvalid();
  const pass = body.status === rule.pass;
  if (!pass && !body.descr) throw refuse.opinionRequired();
  return ctx.db.transaction(async (tx) => {
    const row = await findVisibleBillSplit(tx, p, body.id, true);
    if (party === 'owner' && !isApplicant(p, row)) throw refuse.notApplicant();
    if (party === 'warehouse' && !isSplitWarehouse(p, row)) throw refuse.notWarehouse();
    if (party === 'platform' && !isSplitPlatform(p)) throw refuse.notPlatform();
    if (party !== 'platform') await assertOwnEnterpriseApproved(tx, p);
    if (row.status !== rule.at) throw refuse.notAwaiting();
    let moved = await transition(tx, {
      machine: billSplitMachine,
      move: pass ? rule.passMove : rule.rejectMove,
      table: billSplitApply,
      id: row.id,
      actor: p,
      set: { descr: pass ? row.descr : (body.descr ?? null), ...updatedBy(p) },
      payload: { opinion: body.descr ?? null },
    });
    if (!pass) {
      await releaseReceipts(tx, holderOf(moved));
      return answer(moved);
    }
    if (party === 'warehouse') {
      const [replaced] = await replaceReceipts(ctx, tx, {
        process: 'split',
        origins: [
          {
            billId: moved.billId,
            successors: [
              {
                totalWeight: moved.splitWeight,
                totalQuantity: moved.splitQuantity,
                attrs: moved.materielDetail,
                newLineage: true,
              },
              {
                totalWeight: moved.remainderWeight,
                totalQuantity: moved.remainderQuantity,
                attrs: moved.remainderMaterielDetail,
              },
            ],
          },
        ],
        actor: p,
        origin,
      });
      const [newBillId, remainderBillId] = replaced!.successorIds;
      [moved] = await tx
        .update(billSplitApply)
        .set({ newBillId: newBillId!, remainderBillId: remainderBillId! })
        .where(eq(billSplitApply.id, moved.id))
        .returning();
    }
    return answer(moved!);
  });
};

/** remove (financePush del): the holder voids drafts and rejected applications (0), all or nothing. */
export const voidBillSplits = async (ctx: AppContext, p: Principal, ids: string[]) => {
  if (!p.postId) throw refuse.enterpriseOnly();
  await ctx.db.transaction(async (tx) => {
    for (const id of ids) {
      const row = await findVisibleBillSplit(tx, p, id, true);
      if (!isApplicant(p, row)) throw refuse.notApplicant();
      if (!canVoidBillSplit(row.status)) throw refuse.notVoidable();
      const moved = await transition(tx, {
        machine: billSplitMachine,
        move: 'void',
        table: billSplitApply,
        id: row.id,
        actor: p,
        set: updatedBy(p),
      });
      await releaseReceipts(tx, holderOf(moved));
    }
  });
};
