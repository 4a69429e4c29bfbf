import { parseDateTime } from '@kc/domain';
import { participationMessages } from '@kc/domain/enterprise/status';
import { MaterialStatus } from '@kc/domain/goods/base-material';
import type { InboundMoveAnswer } from '@kc/domain/inbound/answers';
import {
  type BatchProp,
  type InboundBatchInput,
  type InboundSubmitBody,
  inboundMessages,
  inboundSums,
  inboundRefusals as refuse,
} from '@kc/domain/inbound/inbound';
import { canEditInbound, EDITABLE_INBOUND_STATUSES, InboundStatus, inboundMachine } from '@kc/domain/inbound/status';
import { and, eq, inArray } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { transition } from '../../platform/state/transition';
import { assertEnterpriseApproved, assertOwnEnterpriseApproved } from '../enterprise';
import { attributesOf, baseMaterialAttr, findMaterial } from '../goods';
import { batchesOf, findShipper, findVisibleOrder, findWarehouse, nextOrderCode, OBJECT_TYPE } from './inbound.repo';
import { inboundBatch, inboundOrder } from './inbound.table';
import { inspectionFile } from './inspection.table';

export const actorName = (p: Principal) => p.realName || p.userName;

/** The batch's props as stored: only the category's storage attributes, named as the category names them. */
const resolveProps = (props: InboundBatchInput['props'], storage: Map<string, string>): BatchProp[] =>
  props.map((prop) => {
    const attrName = storage.get(prop.attrCode);
    if (attrName === undefined) throw refuse.attrUnknown(prop.attrCode);
    return { attrCode: prop.attrCode, attrName, value: prop.value };
  });

/** What a (re)submission resets: the previous round's audits and the warehouse's figures. */
const freshRound = (p: Principal) => ({
  submitTime: new Date(),
  submitUser: p.userId,
  submitUserName: actorName(p),
  shippingAuditOpinion: null,
  shippingAuditTime: null,
  shippingAuditUser: null,
  shippingAuditUserName: null,
  warehouseAuditOpinion: null,
  warehouseAuditTime: null,
  warehouseAuditUser: null,
  warehouseAuditUserName: null,
});

/**
 * Batches of an edited order: a sent `id` keeps that batch (and its inspection files), a batch without one is
 * new, a batch not sent any more is removed with its inspection files.
 */
const syncBatches = async (
  tx: DbOrTx,
  p: Principal,
  inputId: string,
  batches: (Omit<InboundBatchInput, 'props'> & { props: BatchProp[] })[],
  resetFigures: boolean,
) => {
  const existing = await batchesOf(tx, inputId);
  const known = new Set(existing.map((b) => b.id));
  for (const b of batches) if (b.id && !known.has(b.id)) throw refuse.batchMissing();
  const kept = new Set(batches.map((b) => b.id).filter(Boolean));
  const gone = existing.filter((b) => !kept.has(b.id)).map((b) => b.id);
  if (gone.length) {
    await tx
      .update(inboundBatch)
      .set({ isDeleted: 1, ...updatedBy(p) })
      .where(inArray(inboundBatch.id, gone));
    await tx.delete(inspectionFile).where(inArray(inspectionFile.inputBatchId, gone));
  }
  const figures = resetFigures ? { weight: null, quantity: null, locator: null } : {};
  for (const [sort, b] of batches.entries()) {
    const values = {
      batchNo: b.batchNo,
      sort: sort + 1,
      props: b.props,
      applyWeight: b.applyWeight,
      applyQuantity: b.applyQuantity,
    };
    if (b.id) {
      await tx
        .update(inboundBatch)
        .set({ ...values, ...figures, ...updatedBy(p) })
        .where(eq(inboundBatch.id, b.id));
    } else {
      await tx.insert(inboundBatch).values({ ...values, tenantId: p.tenantId, inputId, ...createdBy(p) });
    }
  }
};

/**
 * wms/input/submit: the shipper's application. Status 0 saves (a new order is a draft, an existing one keeps
 * its status), 10 submits it for the shipper's audit. Only the shipper enterprise (type 1) of the user writes,
 * and only a new order or one at 0, 11 or 21. Answers the order's id and its status after the call.
 */
export const submitInbound = async (
  ctx: AppContext,
  p: Principal,
  body: InboundSubmitBody,
): Promise<InboundMoveAnswer> => {
  if (!p.postId || !(await findShipper(ctx.db, p.tenantId, p.postId))) throw refuse.notShipper();
  await assertOwnEnterpriseApproved(ctx.db, p);
  const shipperId = p.postId;
  const warehouse = await findWarehouse(ctx.db, p.tenantId, body.warehouseId);
  if (!warehouse) throw refuse.warehouseMissing();
  await assertEnterpriseApproved(ctx.db, p.tenantId, warehouse.id, participationMessages.warehouseNotApproved);
  const material = await findMaterial(ctx.db, p.tenantId, body.materialId);
  if (!material || material.status !== MaterialStatus.normal) throw refuse.materialMissing();
  const storage = new Map(
    (await attributesOf(ctx.db, [material.id], eq(baseMaterialAttr.isStorage, 1))).map((a) => [a.attrCode, a.attrName]),
  );
  const batches = body.batches.map((b) => ({ ...b, props: resolveProps(b.props, storage) }));
  const sums = inboundSums(batches);
  const submit = body.status === InboundStatus.awaitingShipperAudit;
  const values = {
    warehouseId: warehouse.id,
    materialId: material.id,
    reserveTime: parseDateTime(body.reserveTime),
    reservePerson: body.reservePerson,
    reservePhone: body.reservePhone,
    remark: body.remark ?? null,
    warehouseContactName: warehouse.contactsName,
    warehouseContactPhone: warehouse.contactsPhone,
    weightUnit: material.weightUnit,
    numberUnit: material.numberUnit,
    ...sums,
  };
  // A submission starts a new round of weighing: the declared figures are the current ones again.
  const submitted = { ...values, sumWeight: sums.applySumWeight, sumQuantity: sums.applySumQuantity };

  return ctx.db.transaction(async (tx) => {
    if (!body.id) {
      const code = await nextOrderCode(tx, p.tenantId);
      const [row] = await tx
        .insert(inboundOrder)
        .values({
          ...(submit ? submitted : values),
          ...(submit ? freshRound(p) : {}),
          tenantId: p.tenantId,
          code,
          shipperId,
          status: body.status,
          ...createdBy(p),
        })
        .returning({ id: inboundOrder.id });
      const id = row!.id;
      await syncBatches(tx, p, id, batches, false);
      await appendAuditEvent(tx, {
        tenantId: p.tenantId,
        objectType: OBJECT_TYPE,
        objectId: id,
        action: submit ? 'submit' : 'save',
        toStatus: body.status,
        actorId: p.userId,
        actorEnterpriseId: p.postId,
        payload: { code },
      });
      return { id, status: body.status };
    }

    const current = await findVisibleOrder(tx, p, body.id, true);
    if (current.shipperId !== shipperId) throw refuse.notOrderShipper();
    if (!canEditInbound(current.status)) throw refuse.notEditable();
    await syncBatches(tx, p, current.id, batches, submit);
    if (submit) {
      const moved = await transition(tx, {
        table: inboundOrder,
        id: current.id,
        machine: inboundMachine,
        move: 'submit',
        actor: p,
        set: { ...submitted, ...freshRound(p) },
        message: inboundMessages.notEditable,
      });
      return { id: current.id, status: moved.status };
    }
    // Saving keeps the status; the sums still count figures the warehouse recorded for kept batches.
    const after = await batchesOf(tx, current.id);
    await tx
      .update(inboundOrder)
      .set({ ...values, ...inboundSums(after), ...updatedBy(p) })
      .where(and(eq(inboundOrder.id, current.id), inArray(inboundOrder.status, [...EDITABLE_INBOUND_STATUSES])));
    return { id: current.id, status: current.status };
  });
};
