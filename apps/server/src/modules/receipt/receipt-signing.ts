import { SignBatchStatus } from '@kc/domain/receipt/status';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { receipt, receiptSign } from './receipt.table';

export type ReceiptSignature = Omit<typeof receiptSign.$inferInsert, 'id' | 'createTime'>;

/**
 * spec 3 §4 signing chain: one party's signature in the receipt's chain of events, at most once per (receipt,
 * party). Answers false when that party's signature was recorded first by another signer (its transaction won).
 */
export const recordReceiptSignature = async (tx: DbOrTx, signature: ReceiptSignature): Promise<boolean> => {
  const [event] = await tx
    .insert(receiptSign)
    .values(signature)
    .onConflictDoNothing()
    .returning({ id: receiptSign.id });
  return event !== undefined;
};

/** spec 3 §4 Batch signing flow: the receipts a new batch takes read 签章中 (signBatchStatus 2) until it signs them. */
export const markReceiptsSigning = async (tx: DbOrTx, billIds: readonly string[]) => {
  if (billIds.length === 0) return;
  await tx
    .update(receipt)
    .set({ signBatchStatus: SignBatchStatus.signing })
    .where(inArray(receipt.id, [...billIds]));
};
