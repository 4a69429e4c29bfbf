import { accessRefusals } from '@kc/domain';
import { participationMessages } from '@kc/domain/enterprise/status';
import { InboundStatus } from '@kc/domain/inbound/status';
import { receiptRefusals as refuse } from '@kc/domain/receipt/receipt';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../../platform/state/transition';
import { assertEnterpriseApproved } from '../enterprise';
import { baseMaterial, baseMaterialAttr } from '../goods';
import { inboundBatch, inboundOrder, markBatchesReceipted } from '../inbound';
import { user } from '../user';
import type { ReceiptAttr } from './receipt.table';
import { enterpriseCard, unitLabels } from './receipt-labels';
import { nextReceiptCodes, writeReceipt } from './write-receipt';

export { newVerifyToken, RECEIPT_FILE_OWNER } from './write-receipt';

export type GenerateReceiptsInput = {
  inboundId: string;
  /** The warehouse user whose final audit generates the receipts. */
  actor: Actor;
  /** The absolute base URL the QR code points at (config PUBLIC_URL, else the request's protocol://host). */
  origin: string;
};

/** The category's receipt attributes (isShow = 1) in order, each with the batch's value ('' when it has none). */
export const receiptAttrsOf = (
  attributes: { attrCode: string; attrName: string; isSplit: number }[],
  props: { attrCode: string; value?: string | null }[] | null | undefined,
): ReceiptAttr[] =>
  attributes.map((a) => ({
    attrCode: a.attrCode,
    attrName: a.attrName,
    value: String(props?.find((p) => p.attrCode === a.attrCode)?.value ?? ''),
    isSplit: a.isSplit,
  }));

/**
 * spec 3 §3 Receipt: the warehouse's final audit of an inbound order generates one receipt per batch, in
 * the caller's transaction: status 10 (原始生成), awaiting the warehouse's signature, with the category's receipt
 * attributes, the warehouse's weight and quantity with the category's units, and a Chinese PDF whose QR code
 * opens the public verification page. Idempotent: a batch that already has a receipt gets no second one.
 * Answers the ids of the receipts created now.
 *
 * Each receipt's PDF is drawn once the audit's transaction has committed (writeReceipt), so a rolled-back audit
 * leaves neither rows nor files.
 */
export const generateReceiptsForInbound = async (
  ctx: AppContext,
  tx: DbOrTx,
  { inboundId, actor, origin }: GenerateReceiptsInput,
): Promise<string[]> => {
  const [order] = await tx.select().from(inboundOrder).where(eq(inboundOrder.id, inboundId)).limit(1);
  if (order?.isDeleted !== 0) throw accessRefusals.notFound();
  // Only a stored order has the warehouse's final figures (the audit moves it to 1 first, in the same transaction).
  if (order.status !== InboundStatus.stored) throw refuse.notStored();
  // Locked, so that a concurrent generation for the same order waits and then finds the receipts made.
  const batches = await tx
    .select()
    .from(inboundBatch)
    .where(and(eq(inboundBatch.inputId, inboundId), eq(inboundBatch.isDeleted, 0), isNull(inboundBatch.receiptId)))
    .orderBy(asc(inboundBatch.sort), asc(inboundBatch.id))
    .for('update');
  if (batches.length === 0) return [];
  if (!order.shipperId || !order.warehouseId) throw refuse.partiesMissing();
  // spec 1 §4: a receipt is issued only between enterprises the platform approved.
  await assertEnterpriseApproved(tx, order.tenantId, order.shipperId, participationMessages.shipperNotApproved);
  await assertEnterpriseApproved(tx, order.tenantId, order.warehouseId, participationMessages.warehouseNotApproved);
  for (const b of batches) {
    if (b.weight == null || b.quantity == null) throw refuse.figuresMissing(b.batchNo);
  }

  const tenantId = order.tenantId;
  const [material] = await tx.select().from(baseMaterial).where(eq(baseMaterial.id, order.materialId)).limit(1);
  if (!material) throw refuse.materialMissing();
  const [attributes, units, shipper, warehouse, actorRow] = await Promise.all([
    tx
      .select({
        attrCode: baseMaterialAttr.attrCode,
        attrName: baseMaterialAttr.attrName,
        isSplit: baseMaterialAttr.isSplit,
      })
      .from(baseMaterialAttr)
      .where(
        and(
          eq(baseMaterialAttr.materialId, material.id),
          eq(baseMaterialAttr.isDeleted, 0),
          eq(baseMaterialAttr.isShow, 1),
        ),
      )
      .orderBy(asc(baseMaterialAttr.sort), asc(baseMaterialAttr.id)),
    unitLabels(tx, tenantId),
    enterpriseCard(tx, tenantId, order.shipperId),
    enterpriseCard(tx, tenantId, order.warehouseId),
    tx.select({ realName: user.realName, name: user.name }).from(user).where(eq(user.id, actor.userId)).limit(1),
  ]);
  if (!shipper || !warehouse) throw refuse.partiesMissing();
  const actorName = actorRow[0]?.realName ?? actorRow[0]?.name ?? null;

  const now = new Date();
  const codes = await nextReceiptCodes(tx, tenantId, now, batches.length);
  const ids: string[] = [];
  for (const [i, batch] of batches.entries()) {
    const code = codes[i]!;
    const id = await writeReceipt(
      ctx,
      tx,
      {
        tenantId,
        code,
        inputId: order.id,
        inputBatchId: batch.id,
        inputCode: order.code,
        batchNo: batch.batchNo,
        material,
        weightUnitName: units.weight.get(material.weightUnit ?? '') ?? '',
        numberUnitName: units.number.get(material.numberUnit ?? '') ?? '',
        cargoOwner: shipper,
        warehouse,
        totalWeight: batch.weight!,
        totalQuantity: batch.quantity!,
        locator: batch.locator,
        attrs: receiptAttrsOf(attributes, batch.props),
        payload: { inputId: order.id, inputCode: order.code, inputBatchId: batch.id },
      },
      { actor, actorName, origin, now },
    );
    await markBatchesReceipted(tx, [{ batchId: batch.id, receiptId: id }]);
    ids.push(id);
  }
  return ids;
};
