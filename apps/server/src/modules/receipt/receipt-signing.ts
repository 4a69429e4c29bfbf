import { type ReceiptMove, receiptMachine } from '@kc/domain/receipt/machine';
import { receiptMessages, SignBatchStatus, type SignerRole, signSteps } from '@kc/domain/receipt/status';
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
    machine: receiptMachine,
    move: `sign-${input.role}`,
    table: receipt,
    id: input.billId,
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
      machine: receiptMachine,
      move: 'effective',
      table: receipt,
      id: input.billId,
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
 * A process moves its receipts by a declared move of the receipt machine (spec 3 §4: in effect to 50 transferring,
 * 60 moving, 90 alarming, and back), each with its audit event; every receipt must stand where the move starts, or
 * at `from` when the caller knows it (else 409 with `message`); `to` picks among the move's targets (back to where
 * an alarm took it from). In the caller's transaction, in id order (no two processes lock the same receipts in
 * different orders). Answers the moved rows (their new status).
 */
export const moveReceiptsStatus = async (
  tx: DbOrTx,
  input: {
    billIds: readonly string[];
    move: ReceiptMove;
    from?: number;
    to?: number;
    actor: Actor;
    payload?: Record<string, unknown>;
    message?: string;
  },
) => {
  const moved: (typeof receipt.$inferSelect)[] = [];
  for (const id of [...input.billIds].sort()) {
    moved.push(
      await transition(tx, {
        machine: receiptMachine,
        move: input.move,
        from: input.from,
        to: input.to,
        table: receipt,
        id,
        actor: input.actor,
        payload: input.payload,
        message: input.message ?? receiptMessages.statusMismatch,
      }),
    );
  }
  return moved;
};
