import { randomBytes } from 'node:crypto';
import { formatDateTime } from '@kc/domain';
import { type ReplacingProcess, receiptVerifyUrl } from '@kc/domain/receipt/receipt';
import { ApplySignStatus, ReceiptStatus, receiptStatusLabel, SignBatchStatus } from '@kc/domain/receipt/status';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { afterCommit } from '../../platform/db/after-commit';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../../platform/state/transition';
import { type ReceiptAttr, receipt, receiptRender } from './receipt.table';
import { renderReceiptDocument } from './receipt-document';

export { RECEIPT_FILE_OWNER } from './receipt-document';

/** A verify token: 128 random bits, base64url (22 characters). */
export const newVerifyToken = () => randomBytes(16).toString('base64url');

/** 'yyyyMMdd' of a moment in Asia/Shanghai. */
const dayOf = (d: Date) => formatDateTime(d)!.slice(0, 10).replaceAll('-', '');

/**
 * The next free receipt codes of the tenant for the day: 'WR' + yyyyMMdd + a 6-digit sequence. Generations run
 * one at a time per tenant (an advisory lock held until the caller's transaction ends), so no two take a code.
 */
export const nextReceiptCodes = async (tx: DbOrTx, tenantId: string, now: Date, count: number) => {
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

type Party = { id: string; name: string; address: string };

/** Everything a new receipt carries, every printed value already formatted. */
export type NewReceipt = {
  tenantId: string;
  code: string;
  inputId: string | null;
  inputBatchId: string | null;
  inputCode: string;
  batchNo: string;
  contractId?: string | null;
  moveId?: string | null;
  releaseId?: string | null;
  /** a WMS split's receipts (the batch-sign origin disassembleId) */
  disassembleId?: string | null;
  /** an external-goods application (spec 3 §2 batch-sign origin goodsId: the WMS application the receipt came from) */
  goodsId?: string | null;
  /** a successor: the receipt it replaces, the process that issued it and the goods' lineage it carries on */
  origin?: { billId: string; process: ReplacingProcess; lineageId: string | null } | null;
  material: { id: string; name: string; weightUnit: string | null; numberUnit: string | null };
  weightUnitName: string;
  numberUnitName: string;
  cargoOwner: Party;
  warehouse: Party;
  totalWeight: string;
  totalQuantity: string;
  locator: string | null;
  attrs: ReceiptAttr[];
  /** the generation's payload on its audit event */
  payload: Record<string, unknown>;
};

/**
 * spec 3 §3 Receipt: one new receipt in status 10 (原始生成), awaiting the warehouse's signature, in the caller's
 * transaction, with what its PDF is drawn from (kc_ple_bill_render). The PDF (QR code of the public verification
 * page), the first row of its chain ('generate') and the generation's audit event with the PDF's SHA-256 follow in
 * a short transaction once the caller's has committed (the render never runs while the generation
 * holds its locks; receipt-document.ts); a rolled-back caller leaves nothing to draw. Answers the new receipt's id.
 */
export const writeReceipt = async (
  ctx: AppContext,
  tx: DbOrTx,
  r: NewReceipt,
  ctxOf: { actor: Actor; actorName: string | null; origin: string; now: Date },
): Promise<string> => {
  const { actor, actorName, origin, now } = ctxOf;
  const verifyToken = newVerifyToken();
  const [{ id } = { id: '' }] = (
    (await tx.execute(sql`select nextval('kc_id_seq')::text as id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  await tx.insert(receipt).values({
    id,
    tenantId: r.tenantId,
    code: r.code,
    inputId: r.inputId,
    inputBatchId: r.inputBatchId,
    contractId: r.contractId ?? null,
    moveId: r.moveId ?? null,
    releaseId: r.releaseId ?? null,
    disassembleId: r.disassembleId ?? null,
    goodsId: r.goodsId ?? null,
    originBillId: r.origin?.billId ?? null,
    originProcess: r.origin?.process ?? null,
    lineageId: r.origin?.lineageId ?? id,
    materialId: r.material.id,
    materialName: r.material.name,
    cargoOwnerId: r.cargoOwner.id,
    warehouseId: r.warehouse.id,
    status: ReceiptStatus.generated,
    signStatus: ApplySignStatus.warehouse,
    signBatchStatus: SignBatchStatus.notSigned,
    totalWeight: r.totalWeight,
    weightUnit: r.material.weightUnit,
    totalQuantity: r.totalQuantity,
    numberUnit: r.material.numberUnit,
    locator: r.locator,
    attrs: r.attrs,
    verifyToken,
    createUser: actor.userId,
    updateUser: actor.userId,
    createTime: now,
    updateTime: now,
  });
  await tx.insert(receiptRender).values({
    billId: id,
    input: {
      print: {
        code: r.code,
        statusName: receiptStatusLabel(ReceiptStatus.generated),
        cargoOwnerName: r.cargoOwner.name,
        warehouseName: r.warehouse.name,
        warehouseAddress: r.warehouse.address,
        materialName: r.material.name,
        batchNo: r.batchNo,
        totalWeight: r.totalWeight,
        weightUnitName: r.weightUnitName,
        totalQuantity: r.totalQuantity,
        numberUnitName: r.numberUnitName,
        locator: r.locator ?? '',
        inputCode: r.inputCode,
        generatedTime: formatDateTime(now)!,
        attrs: r.attrs,
        verifyUrl: receiptVerifyUrl(origin, verifyToken),
      },
      payload: { code: r.code, ...r.payload },
      actor: { userId: actor.userId, postId: actor.postId ?? null, tenantId: actor.tenantId },
      actorName,
      warehouse: { id: r.warehouse.id, name: r.warehouse.name },
      generatedAt: now.toISOString(),
    },
  });
  await afterCommit(tx, () => renderReceiptDocument(ctx, id));
  return id;
};
