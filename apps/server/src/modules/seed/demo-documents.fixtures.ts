import { createHash } from 'node:crypto';
import { ContractStatus } from '@kc/domain/contract/status';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { checkPdfSignatures } from '../../platform/pdf/pdf-signatures';
import { contract, contractSign } from '../contract/contract.table';
import { financeSign } from '../finance/finance.table';
import { receipt, receiptSign } from '../receipt/receipt.table';

const sha256 = (bytes: Buffer | undefined) => (bytes ? createHash('sha256').update(bytes).digest('hex') : 'missing');

/**
 * What a demo's sealed documents look like (tests): every seal recorded by receipts, contracts and financing with the
 * SHA-256 of the PDF it left, next to the SHA-256 of the bytes stored; and for each receipt and contract its current
 * PDF's hash check and how many of its signatures verify against the sandbox CA.
 */
export const demoDocuments = async (ctx: AppContext) => {
  const ca = await ctx.esign.caCertificatePem();
  const recorded = [
    ...(
      await ctx.db
        .select({
          id: receiptSign.billId,
          kind: receiptSign.kind,
          fileId: receiptSign.fileId,
          sha256: receiptSign.sha256,
        })
        .from(receiptSign)
    ).map((r) => ({ ...r, of: 'receipt' })),
    ...(
      await ctx.db
        .select({
          id: contractSign.contractId,
          kind: contractSign.kind,
          fileId: contractSign.fileId,
          sha256: contractSign.sha256,
        })
        .from(contractSign)
    ).map((r) => ({ ...r, of: 'contract' })),
    ...(
      await ctx.db
        .select({
          id: financeSign.applyId,
          kind: financeSign.kind,
          fileId: financeSign.fileId,
          sha256: financeSign.sha256,
        })
        .from(financeSign)
    ).map((r) => ({ ...r, of: 'finance' })),
  ];
  const seals = await Promise.all(
    recorded.map(async (r) => ({ ...r, stored: sha256(await ctx.files.read(r.fileId)) })),
  );
  const current = async (fileId: string | null, fileSha256: string | null) => {
    const bytes = fileId ? await ctx.files.read(fileId) : undefined;
    return {
      hashMatches: Boolean(bytes) && sha256(bytes) === fileSha256,
      validSignatures: bytes ? checkPdfSignatures(new Uint8Array(bytes), ca).filter((c) => c.valid).length : 0,
    };
  };
  const receipts = await Promise.all(
    (await ctx.db.select().from(receipt)).map(async (r) => ({
      code: r.code,
      status: r.status,
      seals: seals.filter((s) => s.of === 'receipt' && s.id === r.id && s.kind !== 'generate').length,
      ...(await current(r.fileId, r.fileSha256)),
    })),
  );
  const contracts = await Promise.all(
    (await ctx.db.select().from(contract).where(eq(contract.status, ContractStatus.inForce))).map(async (c) => ({
      id: c.id,
      ...(await current(c.fileId, c.fileSha256)),
    })),
  );
  return { seals, receipts, contracts };
};
