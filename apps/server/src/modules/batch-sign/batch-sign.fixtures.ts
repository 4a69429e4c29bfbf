import { randomBytes } from 'node:crypto';
import { ApplySignStatus, ReceiptStatus, receiptStatusLabel, SignBatchStatus } from '@kc/domain/receipt/status';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { attachment } from '../../platform/files/attachment.table';
import { enterprise } from '../enterprise';
import { baseMaterial } from '../goods';
import { RECEIPT_FILE_OWNER, receipt, receiptSign } from '../receipt';
import { renderReceiptPdf } from '../receipt/receipt-pdf';
// A fixture may reach past a door (the module-wall rule): it draws a receipt's PDF the way generation does.
import { user } from '../user';

/**
 * Signable receipts for the tests and the benchmark, written directly (as generateReceiptsForInbound writes
 * them: status 10, a real receipt PDF, the 'generate' event), so the signing module is tested on its own.
 */
export const enterpriseOfAccount = async (db: DbOrTx, account: string) => {
  const [row] = await db.select({ postId: user.postId }).from(user).where(eq(user.account, account)).limit(1);
  if (!row?.postId) throw new Error(`account ${account} has no enterprise`);
  return row.postId;
};

export const demoParties = async (db: DbOrTx) => ({
  shipperId: await enterpriseOfAccount(db, 'shipper'),
  warehouseId: await enterpriseOfAccount(db, 'warehouse'),
  platformId: await enterpriseOfAccount(db, 'platform'),
  buyerId: await enterpriseOfAccount(db, 'buyer'),
});

let sequence = 0;

export type MakeReceipts = {
  count: number;
  shipperId: string;
  warehouseId: string;
  inputId?: string;
  goodsId?: string;
  disassembleId?: string;
  contractId?: string;
  tenantId?: string;
  status?: number;
};

export const makeReceipts = async (ctx: AppContext, opts: MakeReceipts): Promise<string[]> => {
  const tenantId = opts.tenantId ?? '000000';
  const [material] = await ctx.db.select().from(baseMaterial).where(eq(baseMaterial.code, 'MH001')).limit(1);
  if (!material) throw new Error('demo category MH001 missing');
  const names = async (id: string) =>
    (await ctx.db.select({ name: enterprise.name }).from(enterprise).where(eq(enterprise.id, id)).limit(1))[0]?.name ??
    '';
  const [shipperName, warehouseName] = [await names(opts.shipperId), await names(opts.warehouseId)];
  const [creator] = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.postId, opts.warehouseId), eq(user.isDeleted, 0)))
    .limit(1);
  const actor = { userId: creator?.id ?? '1', tenantId, postId: opts.warehouseId };
  const ids: string[] = [];
  const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`.toUpperCase();
  let pdf: Uint8Array | undefined;
  for (let i = 0; i < opts.count; i++) {
    sequence += 1;
    const code = `TWR${run}${String(sequence).padStart(4, '0')}`;
    // One rendering serves every receipt of the call (the PDF's content does not matter to signing).
    pdf ??= (
      await renderReceiptPdf({
        code,
        statusName: receiptStatusLabel(ReceiptStatus.generated),
        cargoOwnerName: shipperName,
        warehouseName,
        warehouseAddress: '郑州市金水区',
        materialName: material.name,
        batchNo: `B${sequence}`,
        totalWeight: '25.50',
        weightUnitName: '吨',
        totalQuantity: '120.00',
        numberUnitName: '包',
        locator: 'A-01',
        inputCode: 'RK0001',
        generatedTime: '2026-01-01 08:00:00',
        attrs: [{ attrName: '等级', value: '一级' }],
        verifyUrl: `http://127.0.0.1/verify/${code}`,
      })
    ).pdf;
    const id = await ctx.db.transaction(async (tx) => {
      const file = await ctx.files.store(
        actor,
        { originalName: `${code}.pdf`, bytes: Buffer.from(pdf!), kind: 'pdf', ext: 'pdf', mime: 'application/pdf' },
        tx,
      );
      const [row] = await tx
        .insert(receipt)
        .values({
          tenantId,
          code,
          inputId: opts.inputId,
          goodsId: opts.goodsId,
          disassembleId: opts.disassembleId,
          contractId: opts.contractId,
          materialId: material.id,
          materialName: material.name,
          cargoOwnerId: opts.shipperId,
          warehouseId: opts.warehouseId,
          status: opts.status ?? ReceiptStatus.generated,
          signStatus: ApplySignStatus.warehouse,
          signBatchStatus: SignBatchStatus.notSigned,
          totalWeight: '25.50',
          totalQuantity: '120.00',
          originalFileId: file.id,
          fileId: file.id,
          fileSha256: file.sha256,
          verifyToken: randomBytes(16).toString('base64url'),
          createUser: actor.userId,
        })
        .returning({ id: receipt.id });
      // A receipt from an inbound order is its goods' own lineage (the receipt's live-lineage unique index).
      await tx.update(receipt).set({ lineageId: row!.id }).where(eq(receipt.id, row!.id));
      await tx.insert(receiptSign).values({
        billId: row!.id,
        kind: 'generate',
        enterpriseId: opts.warehouseId,
        enterpriseName: warehouseName,
        fileId: file.id,
        sha256: file.sha256,
        toStatus: ReceiptStatus.generated,
        actorId: actor.userId,
      });
      await tx
        .update(attachment)
        .set({ ownerType: RECEIPT_FILE_OWNER, ownerId: row!.id })
        .where(eq(attachment.id, file.id));
      return row!.id;
    });
    ids.push(id);
  }
  return ids;
};

/** How many PDF signatures a document carries (each incremental signature adds one /ByteRange). */
export const signatureCount = (pdf: Uint8Array | Buffer) => {
  const text = Buffer.from(pdf).toString('latin1');
  return (text.match(/\/ByteRange\s*\[/g) ?? []).length;
};

/** The reasons written into a PDF's signatures, in order (pdf-lib writes them as UTF-16BE hex strings). */
export const signatureReasons = (pdf: Uint8Array | Buffer) => {
  const text = Buffer.from(pdf).toString('latin1');
  return [...text.matchAll(/\/Reason\s*<([0-9A-Fa-f]+)>/g)].map((m) => {
    const bytes = Buffer.from(m[1]!, 'hex');
    if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
    const body = Buffer.from(bytes.subarray(2));
    return body.swap16().toString('utf16le');
  });
};
