import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inboundBatch } from './inbound.table';

export type BatchReceipt = { batchId: string; receiptId: string };

/**
 * spec 3 §3 Receipt: each batch of a stored order records the receipt generated from it. Called by receipt
 * generation, in its transaction, for the batches it has locked and made a receipt of.
 */
export const markBatchesReceipted = async (tx: DbOrTx, marks: readonly BatchReceipt[]) => {
  for (const { batchId, receiptId } of marks) {
    await tx.update(inboundBatch).set({ receiptId }).where(eq(inboundBatch.id, batchId));
  }
};
