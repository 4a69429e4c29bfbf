import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inboundBatch } from './inbound.table';

/**
 * spec 3 §3 Receipt: each inbound batch points at the receipt generated for it (one receipt per batch), in the
 * generation's transaction. The inbound module owns its batches; receipt generation calls this.
 */
export const markBatchesReceipted = async (tx: DbOrTx, marks: readonly { batchId: string; receiptId: string }[]) => {
  for (const { batchId, receiptId } of marks) {
    await tx.update(inboundBatch).set({ receiptId }).where(eq(inboundBatch.id, batchId));
  }
};
