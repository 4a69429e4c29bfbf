import { ReceiptStatus } from '@kc/domain/receipt/status';
import { and, eq, isNull } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { AppContext } from '../../platform/context';
import { sha256Hex } from '../../platform/pdf/pdf-sign';
import { receipt, receiptRender, receiptSign } from './receipt.table';
import { renderReceiptPdf } from './receipt-pdf';

/** The owner type of receipt PDFs in kc_attach (the receipt module's owner resolver decides who sees them). */
export const RECEIPT_FILE_OWNER = 'receipt';

/** Another render stored the receipt's PDF first: this one is dropped. */
class Overtaken extends Error {}

/**
 * spec 3 §3 Receipt: draws a generated receipt's PDF (status 10 原始生成, the QR code of its verification page) from
 * what its generation kept (kc_ple_bill_render) and records it in one short transaction: the file the receipt owns
 * as both its original and its current PDF, the chain's first row ('generate') and the generation's audit event with
 * the PDF's SHA-256. The PDF is drawn outside any transaction; of two renders at once only the one that removes the
 * kept input stores its file, and a failure leaves the input for the next render. Nothing to do once drawn.
 */
export const renderReceiptDocument = async (ctx: AppContext, billId: string): Promise<void> => {
  const [kept] = await ctx.db.select().from(receiptRender).where(eq(receiptRender.billId, billId)).limit(1);
  if (!kept) return;
  const { print, payload, actor, actorName, warehouse, generatedAt } = kept.input;
  const { pdf } = await renderReceiptPdf(print);
  const sha256 = sha256Hex(pdf);
  try {
    await ctx.db.transaction(async (tx) => {
      const taken = await tx
        .delete(receiptRender)
        .where(eq(receiptRender.billId, billId))
        .returning({ billId: receiptRender.billId });
      if (taken.length === 0) throw new Overtaken();
      const file = await ctx.files.store(
        actor,
        {
          originalName: `${print.code}.pdf`,
          bytes: Buffer.from(pdf),
          kind: 'pdf',
          ext: 'pdf',
          mime: 'application/pdf',
        },
        tx,
        { ownerType: RECEIPT_FILE_OWNER, ownerId: billId },
      );
      const [drawn] = await tx
        .update(receipt)
        .set({ originalFileId: file.id, fileId: file.id, fileSha256: sha256 })
        .where(and(eq(receipt.id, billId), isNull(receipt.fileId)))
        .returning({ tenantId: receipt.tenantId });
      if (!drawn) throw new Overtaken();
      await tx.insert(receiptSign).values({
        billId,
        kind: 'generate',
        enterpriseId: warehouse.id,
        enterpriseName: warehouse.name,
        fileId: file.id,
        sha256,
        toStatus: ReceiptStatus.generated,
        actorId: actor.userId,
        actorName,
        createTime: new Date(generatedAt),
      });
      await appendAuditEvent(tx, {
        tenantId: drawn.tenantId,
        objectType: 'receipt',
        objectId: billId,
        action: 'generate',
        toStatus: ReceiptStatus.generated,
        actorId: actor.userId,
        actorEnterpriseId: actor.postId ?? null,
        payload: { ...payload, sha256 },
      });
    });
  } catch (err) {
    if (!(err instanceof Overtaken)) throw err;
  }
};

/**
 * The receipt's current PDF (id and SHA-256), drawn first when its generation's render has not happened (it failed
 * after the commit, or the process stopped): what serves or signs the file asks here, so a failed render heals on
 * the next read and its error shows there. Undefined for a receipt with no file and nothing to draw it from.
 */
export const receiptFile = async (
  ctx: AppContext,
  billId: string,
): Promise<{ fileId: string; sha256: string | null } | undefined> => {
  const read = async () =>
    (
      await ctx.db
        .select({ fileId: receipt.fileId, sha256: receipt.fileSha256 })
        .from(receipt)
        .where(eq(receipt.id, billId))
        .limit(1)
    )[0];
  let found = await read();
  if (found && !found.fileId) {
    await renderReceiptDocument(ctx, billId);
    found = await read();
  }
  return found?.fileId ? { fileId: found.fileId, sha256: found.sha256 } : undefined;
};
