import { createHash, randomBytes } from 'node:crypto';
import { accessRefusals, formatDateTime } from '@kc/domain';
import { participationMessages } from '@kc/domain/enterprise/status';
import { InboundStatus } from '@kc/domain/inbound/status';
import { receiptVerifyUrl, receiptRefusals as refuse } from '@kc/domain/receipt/receipt';
import { ApplySignStatus, ReceiptStatus, receiptStatusLabel, SignBatchStatus } from '@kc/domain/receipt/status';
import { and, asc, desc, eq, isNull, like, sql } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../../platform/state/transition';
import { assertEnterpriseApproved } from '../enterprise';
import { baseMaterial, baseMaterialAttr } from '../goods';
import { inboundBatch, inboundOrder, markBatchesReceipted } from '../inbound';
import { user } from '../user';
import { type ReceiptAttr, receipt, receiptSign } from './receipt.table';
import { enterpriseCard, unitLabels } from './receipt-labels';
import { renderReceiptPdf } from './receipt-pdf';

export type GenerateReceiptsInput = {
  inboundId: string;
  /** The warehouse user whose final audit generates the receipts. */
  actor: Actor;
  /** The absolute base URL the QR code points at (config PUBLIC_URL, else the request's protocol://host). */
  origin: string;
};

/** The owner type of receipt PDFs in kc_attach (the receipt module's owner resolver decides who sees them). */
export const RECEIPT_FILE_OWNER = 'receipt';

/** A verify token: 128 random bits, base64url (22 characters). */
export const newVerifyToken = () => randomBytes(16).toString('base64url');

/** 'yyyyMMdd' of a moment in Asia/Shanghai. */
const dayOf = (d: Date) => formatDateTime(d)!.slice(0, 10).replaceAll('-', '');

/**
 * The next free receipt codes of the tenant for the day: 'WR' + yyyyMMdd + a 6-digit sequence. Generations run
 * one at a time per tenant (an advisory lock held until the caller's transaction ends), so no two take a code.
 */
const nextCodes = async (tx: DbOrTx, tenantId: string, now: Date, count: number) => {
  const prefix = `WR${dayOf(now)}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`receipt-code:${tenantId}`}, 0))`);
  const [last] = await tx
    .select({ code: receipt.code })
    .from(receipt)
    .where(and(eq(receipt.tenantId, tenantId), like(receipt.code, `${prefix}%`)))
    .orderBy(desc(receipt.code))
    .limit(1);
  const start = last ? Number.parseInt(last.code.slice(prefix.length), 10) || 0 : 0;
  return Array.from({ length: count }, (_, i) => `${prefix}${String(start + i + 1).padStart(6, '0')}`);
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

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * spec 3 §3 Receipt: the warehouse's final audit of an inbound order generates one receipt per batch, in
 * the caller's transaction: status 10 (原始生成), awaiting the warehouse's signature, with the category's receipt
 * attributes, the warehouse's weight and quantity with the category's units, and a Chinese PDF whose QR code
 * opens the public verification page. Idempotent: a batch that already has a receipt gets no second one.
 * Answers the ids of the receipts created now.
 *
 * The PDF bytes are written to storage before the transaction commits; a rolled-back audit leaves them behind
 * without a row (never served, like any unreferenced storage key).
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
  const codes = await nextCodes(tx, tenantId, now, batches.length);
  const ids: string[] = [];
  for (const [i, batch] of batches.entries()) {
    const code = codes[i]!;
    const verifyToken = newVerifyToken();
    const attrs = receiptAttrsOf(attributes, batch.props);
    const [{ id } = { id: '' }] = (
      (await tx.execute(sql`select nextval('kc_id_seq')::text as id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    const { pdf } = await renderReceiptPdf({
      code,
      statusName: receiptStatusLabel(ReceiptStatus.generated),
      cargoOwnerName: shipper.name,
      warehouseName: warehouse.name,
      warehouseAddress: warehouse.address,
      materialName: material.name,
      batchNo: batch.batchNo,
      totalWeight: batch.weight!,
      weightUnitName: units.weight.get(material.weightUnit ?? '') ?? '',
      totalQuantity: batch.quantity!,
      numberUnitName: units.number.get(material.numberUnit ?? '') ?? '',
      locator: batch.locator ?? '',
      inputCode: order.code,
      generatedTime: formatDateTime(now)!,
      attrs,
      verifyUrl: receiptVerifyUrl(origin, verifyToken),
    });
    const sha256 = sha256Hex(pdf);
    const file = await ctx.files.store(
      actor,
      { originalName: `${code}.pdf`, bytes: Buffer.from(pdf), kind: 'pdf', ext: 'pdf', mime: 'application/pdf' },
      tx,
      { ownerType: RECEIPT_FILE_OWNER, ownerId: id },
    );
    await tx.insert(receipt).values({
      id,
      tenantId,
      code,
      inputId: order.id,
      inputBatchId: batch.id,
      materialId: material.id,
      materialName: material.name,
      cargoOwnerId: shipper.id,
      warehouseId: warehouse.id,
      status: ReceiptStatus.generated,
      signStatus: ApplySignStatus.warehouse,
      signBatchStatus: SignBatchStatus.notSigned,
      totalWeight: batch.weight!,
      weightUnit: material.weightUnit,
      totalQuantity: batch.quantity!,
      numberUnit: material.numberUnit,
      locator: batch.locator,
      attrs,
      originalFileId: file.id,
      fileId: file.id,
      fileSha256: sha256,
      verifyToken,
      createUser: actor.userId,
      updateUser: actor.userId,
      createTime: now,
      updateTime: now,
    });
    await tx.insert(receiptSign).values({
      billId: id,
      kind: 'generate',
      enterpriseId: warehouse.id,
      enterpriseName: warehouse.name,
      fileId: file.id,
      sha256,
      toStatus: ReceiptStatus.generated,
      actorId: actor.userId,
      actorName,
      createTime: now,
    });
    await markBatchesReceipted(tx, [{ batchId: batch.id, receiptId: id }]);
    await appendAuditEvent(tx, {
      tenantId,
      objectType: 'receipt',
      objectId: id,
      action: 'generate',
      toStatus: ReceiptStatus.generated,
      actorId: actor.userId,
      actorEnterpriseId: actor.postId ?? null,
      payload: { code, inputId: order.id, inputCode: order.code, inputBatchId: batch.id, sha256 },
    });
    ids.push(id);
  }
  return ids;
};
