import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../../platform/state/transition';
import type { receipt } from './receipt.table';

type ReceiptRow = typeof receipt.$inferSelect;

/**
 * What a module hears when a receipt comes into effect (the platform's signature, 40 → 1; spec 3 §4): first inside
 * the signer's transaction, right after the receipt's move, so its own rows move with the receipt or not at all
 * (e.g. the WMS containers the receipt covers are locked); then, optionally, after that transaction committed
 * (e.g. telling an external system), best effort.
 */
export type ReceiptEffectiveListener = {
  inTransaction: (tx: DbOrTx, event: { receipt: ReceiptRow; actor: Actor }) => Promise<void>;
  afterCommit?: (ctx: AppContext, receipt: ReceiptRow) => Promise<void>;
};

const listeners = new Map<string, ReceiptEffectiveListener>();

/** A module registers its listener once (module load), under its name; a second registration replaces the first. */
export const onReceiptEffective = (name: string, listener: ReceiptEffectiveListener) => {
  listeners.set(name, listener);
};

/** Called by moveReceiptSigned right after the 40 → 1 move, in the same transaction. */
export const receiptBecameEffective = async (tx: DbOrTx, event: { receipt: ReceiptRow; actor: Actor }) => {
  for (const l of listeners.values()) await l.inTransaction(tx, event);
};

/**
 * Called by the signer once the transaction that put the receipt in effect committed: every listener's
 * `afterCommit`, each on its own (one failing does not keep the others from running; nothing is rethrown).
 */
export const receiptEffectiveCommitted = async (ctx: AppContext, row: ReceiptRow) => {
  for (const l of listeners.values()) {
    if (!l.afterCommit) continue;
    try {
      await l.afterCommit(ctx, row);
    } catch {
      // A listener's follow-up (a lock sent to a WMS…) has its own retry (an outbox and its sweep).
    }
  }
};
