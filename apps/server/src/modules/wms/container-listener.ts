import type { WmsChangeEvent } from '@kc/domain/wms/wms';
import { eq } from 'drizzle-orm';
import type { ReceiptEffectiveListener } from '../receipt';
import { publishWmsChange } from './container-events';
import { LockPending, lockContainersOfReceipt, sendQueuedLocks } from './container-lock';
import {
  containerOutboxColumns,
  containersReleasedFrom,
  isMoveSuccessor,
  releaseMovedContainers,
} from './container-release';
import { wmsContainer } from './wms.table';

/**
 * What the wms module does when a receipt comes into effect (registered with the receipt module in index.ts): in
 * the signer's transaction, a receipt generated from containers locks them (container-lock.ts) and a move's successor
 * releases the source's (container-release.ts); after the commit the parties hear of it and the WMS is told.
 */
export const containerListener: ReceiptEffectiveListener = {
  inTransaction: async (tx, { receipt, actor }) => {
    await lockContainersOfReceipt(tx, receipt, actor);
    await releaseMovedContainers(tx, receipt, actor);
  },
  afterCommit: async (ctx, receipt) => {
    const lineage = receipt.lineageId ?? receipt.id;
    const rows = [
      ...(await ctx.db.select(containerOutboxColumns).from(wmsContainer).where(eq(wmsContainer.lineageId, lineage))),
      ...(isMoveSuccessor(receipt) ? await containersReleasedFrom(ctx.db, lineage) : []),
    ];
    if (rows.length === 0) return;
    const events: WmsChangeEvent[] = rows.map((r) => ({
      kind: 'container',
      id: r.id,
      status: r.status,
      billId: receipt.id,
    }));
    await publishWmsChange(
      ctx,
      {
        tenantId: receipt.tenantId,
        // A move's released containers are the source warehouse's: it hears of them too.
        parties: [...new Set([receipt.cargoOwnerId, receipt.warehouseId, ...rows.flatMap((r) => r.warehouseId ?? [])])],
      },
      events,
    );
    if (rows.some((r) => r.lockPending !== LockPending.none)) await sendQueuedLocks(ctx, receipt.tenantId);
  },
};
