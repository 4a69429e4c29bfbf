import { ReceiptStatus, receiptMessages, SignBatchStatus, type SignerRole, signSteps } from '@kc/domain/receipt/status';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { type Actor, transition } from '../../platform/state/transition';
import { receipt, receiptSign } from './receipt.table';
import { receiptBecameEffective } from './receipt-effective';
import { retireOrigin } from './successors';

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

/**
 * spec 3 §4 Batch signing flow: an item's result read on its receipt (成功 3 or 失败 4), only while the receipt still
 * reads 签章中 (a single signature already set it).
 */
export const settleReceiptBatchStatus = async (tx: DbOrTx, billId: string, status: number) => {
  await tx
    .update(receipt)
    .set({ signBatchStatus: status })
    .where(and(eq(receipt.id, billId), eq(receipt.signBatchStatus, SignBatchStatus.signing)));
};

export type ReceiptSigned = {
  billId: string;
  role: SignerRole;
  actor: Actor;
  enterpriseId: string;
  fileId: string;
  sha256: string;
};

/**
 * spec 3 §4 signing chain: the receipt moves one step with its newly signed file; the platform's signature is the
 * last one, so the receipt then comes into effect at once. In the signer's transaction, after its signature event.
 */
export const moveReceiptSigned = async (tx: DbOrTx, input: ReceiptSigned) => {
  const step = signSteps[input.role];
  let row = await transition(tx, {
    table: receipt,
    id: input.billId,
    from: step.from,
    to: step.to,
    objectType: 'receipt',
    action: `sign-${input.role}`,
    actor: input.actor,
    payload: { enterpriseId: input.enterpriseId, sha256: input.sha256 },
    set: {
      fileId: input.fileId,
      fileSha256: input.sha256,
      signStatus: step.nextSignStatus,
      signBatchStatus: SignBatchStatus.success,
    },
    message: receiptMessages.statusMismatch,
  });
  if (input.role === 'platform') {
    // A successor's origin leaves the valid statuses before the successor enters them (ARCHITECTURE §11).
    await retireOrigin(tx, row, input.actor);
    row = await transition(tx, {
      table: receipt,
      id: input.billId,
      from: step.to,
      to: ReceiptStatus.inEffect,
      objectType: 'receipt',
      action: 'effective',
      actor: input.actor,
      set: { effectiveTime: new Date() },
      message: receiptMessages.statusMismatch,
    });
    // Modules whose rows follow the receipt in effect move them in this transaction (receipt-effective.ts).
    await receiptBecameEffective(tx, { receipt: row, actor: input.actor });
  }
  return row;
};

/**
 * A process moves its receipts between in effect and its own status (spec 3 §4: 50 transferring, 60 moving
 * warehouse) and back, each with its audit event; every receipt must be in `from` (else 409 with `message`).
 * In the caller's transaction, in id order (no two processes lock the same receipts in different orders).
 */
export const moveReceiptsStatus = async (
  tx: DbOrTx,
  input: {
    billIds: readonly string[];
    from: number;
    to: number;
    action: string;
    actor: Actor;
    payload?: Record<string, unknown>;
    message?: string;
  },
) => {
  for (const id of [...input.billIds].sort()) {
    await transition(tx, {
      table: receipt,
      id,
      from: input.from,
      to: input.to,
      objectType: 'receipt',
      action: input.action,
      actor: input.actor,
      payload: input.payload,
      message: input.message ?? receiptMessages.statusMismatch,
    });
  }
};
