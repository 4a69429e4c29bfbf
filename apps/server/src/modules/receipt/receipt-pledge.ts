import { type ReceiptMove, receiptMachine } from '@kc/domain/receipt/machine';
import { receiptMessages } from '@kc/domain/receipt/status';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { type Actor, transition } from '../../platform/state/transition';
import { receipt } from './receipt.table';

/**
 * spec 3 §4 Bank pledge status: the receipt's own `dge_ccb_status` mirrors its live pledge's (the financing module
 * writes both in one transaction). 0 when no pledge is live.
 */
export const setReceiptsPledgeStatus = async (tx: DbOrTx, billIds: readonly string[], dgeCcbStatus: number) => {
  if (billIds.length === 0) return;
  await tx
    .update(receipt)
    .set({ dgeCcbStatus, updateTime: new Date() })
    .where(inArray(receipt.id, [...billIds]));
};

/**
 * A pledge moves its receipts' status (1 → 91 待质押背书 at registration, 91 → 70 已质押 when sealed, 70/91 → 1 when
 * released or refused) together with their pledge status, each with its audit event. Every receipt must be in one
 * of `from` (else 409). In id order, in the caller's transaction.
 */
export const movePledgedReceipts = async (
  tx: DbOrTx,
  input: {
    billIds: readonly string[];
    from: number | readonly number[];
    to: number;
    dgeCcbStatus: number;
    /** the receipt machine's pledge move (pledge-registered, pledged, pledge-release) */
    action: Extract<ReceiptMove, `pledge${string}`>;
    actor: Actor;
    payload?: Record<string, unknown>;
    message?: string;
  },
) => {
  for (const id of [...input.billIds].sort()) {
    await transition(tx, {
      machine: receiptMachine,
      move: input.action,
      from: input.from,
      to: input.to,
      table: receipt,
      id,
      actor: input.actor,
      payload: input.payload,
      set: { dgeCcbStatus: input.dgeCcbStatus },
      message: input.message ?? receiptMessages.statusMismatch,
    });
  }
};
