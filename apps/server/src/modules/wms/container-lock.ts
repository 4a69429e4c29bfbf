import { ContainerStatus } from '@kc/domain/wms/wms';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../../platform/state/transition';
import type { ReceiptRow } from '../receipt';
import { moveTrays, tryMoveContainer } from './container-moves';
import { sendPendingLocks } from './lock-outbox';
import { wmsContainer } from './wms.table';

/** The lock a container's WMS is still to be told of (kc_wms_container.lock_pending; lock-outbox.ts sends it). */
export const LockPending = { none: 0, lock: 1, unlock: 2 } as const;

/**
 * spec 3 §4 Container status: a receipt generated from containers comes into effect (40 → 1) → its containers
 * (status 5, in the receipt's lineage) are locked: 10, their trays 10, and a lock is queued for the WMS
 * (lockPending 1). In the signer's transaction, right after the receipt's move (receipt module's
 * onReceiptEffective). Only containers at 5 move: a successor of the same lineage (transfer, move) coming into
 * effect finds them locked already and leaves them so. Answers the containers it locked.
 */
export const lockContainersOfReceipt = async (tx: DbOrTx, receipt: ReceiptRow, actor: Actor) => {
  const lineage = receipt.lineageId ?? receipt.id;
  const waiting = await tx
    .select({ id: wmsContainer.id })
    .from(wmsContainer)
    .where(
      and(
        eq(wmsContainer.lineageId, lineage),
        eq(wmsContainer.status, ContainerStatus.generated),
        eq(wmsContainer.isDeleted, 0),
      ),
    )
    .orderBy(asc(wmsContainer.id))
    .for('update');
  const locked: string[] = [];
  for (const { id } of waiting) {
    const row = await tryMoveContainer(tx, {
      id,
      move: 'lock',
      actor,
      // The application held it while its receipt was being made and signed; the receipt holds it now.
      set: { lockPending: LockPending.lock, applyId: null },
      payload: { billId: receipt.id, billCode: receipt.code },
    });
    if (row) locked.push(row.id);
  }
  await moveTrays(tx, locked, 'lock', actor);
  return locked;
};

/**
 * After a commit that queued locks or unlocks (lockPending 1 or 2): hand them to the WMS now rather than at the
 * outbox's next sweep. Best effort: what fails stays pending and the sweep retries it.
 */
export const sendQueuedLocks = async (ctx: AppContext, tenantId: string) => {
  try {
    await sendPendingLocks(ctx, { tenantId });
  } catch {
    // Stays pending: the outbox's sweep job sends it.
  }
};
