import { ContainerStatus } from '@kc/domain/wms/wms';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../../platform/state/transition';
import type { ReceiptRow } from '../receipt';
import { LockPending } from './container-lock';
import { moveTrays, tryMoveContainer } from './container-moves';
import { wmsContainer } from './wms.table';

/** Whether a receipt coming into effect is a warehouse move's successor (移库: the goods now lie at its warehouse). */
export const isMoveSuccessor = (receipt: ReceiptRow) => receipt.originProcess === 'move' && receipt.lineageId != null;

/**
 * spec 3 §4 Container status 11: a move's successor comes into effect at the target warehouse (its origin at the
 * source was cancelled in the same transaction, ARCHITECTURE §11). The containers of its lineage are the source's:
 * the goods left them, and a WMS cannot carry a container to another warehouse's system (the port locks and unlocks,
 * nothing else). So each is released where it is — locked (10) → 11, its trays 11, an unlock queued for the source's
 * WMS (the lock outbox; none for a container the WMS no longer has) — and leaves the lineage, so no container stays
 * locked to a receipt at another warehouse and neither reconciliation nor an alarm pairs it with the new receipt,
 * which covers no container. In the signer's transaction (the receipt module's onReceiptEffective). Answers the
 * containers released.
 */
export const releaseMovedContainers = async (tx: DbOrTx, receipt: ReceiptRow, actor: Actor) => {
  if (!isMoveSuccessor(receipt)) return [];
  const rows = await tx
    .select()
    .from(wmsContainer)
    .where(and(eq(wmsContainer.lineageId, receipt.lineageId!), eq(wmsContainer.isDeleted, 0)))
    .orderBy(asc(wmsContainer.id))
    .for('update');
  const released: string[] = [];
  for (const c of rows) {
    const row =
      c.status === ContainerStatus.locked
        ? await tryMoveContainer(tx, {
            id: c.id,
            move: 'unlock',
            actor,
            set: { lockPending: c.removed === 1 ? LockPending.none : LockPending.unlock, lineageId: null },
            payload: {
              reason: 'moved',
              billId: receipt.id,
              billCode: receipt.code,
              originBillId: receipt.originBillId,
              warehouseId: receipt.warehouseId,
            },
          })
        : undefined;
    if (row) released.push(row.id);
    // Whatever else the lineage still named (not locked: nothing to tell the WMS) leaves it too.
    else await tx.update(wmsContainer).set({ lineageId: null }).where(eq(wmsContainer.id, c.id));
  }
  await moveTrays(tx, released, 'unlock', actor);
  return released;
};

/** What the lock outbox and the change events need of a container. */
export const containerOutboxColumns = {
  id: wmsContainer.id,
  status: wmsContainer.status,
  lockPending: wmsContainer.lockPending,
  warehouseId: wmsContainer.warehouseId,
};

/** The containers a move released from this lineage (the one receipt they were generated for: its root). */
export const containersReleasedFrom = (db: DbOrTx, lineageId: string) =>
  db
    .select(containerOutboxColumns)
    .from(wmsContainer)
    .where(and(eq(wmsContainer.billId, lineageId), isNull(wmsContainer.lineageId), eq(wmsContainer.isDeleted, 0)));
