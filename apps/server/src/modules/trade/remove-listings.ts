import { accessRefusals } from '@kc/domain';
import { listingAllows, listingMoveFrom } from '@kc/domain/trade/listing';
import { tradeRefusals as refuse } from '@kc/domain/trade/refusals';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { updatedBy } from '../../platform/db/stamps';
import { LISTING_OBJECT, ownsListing } from './listing.repo';
import { tradeGoods } from './trade.table';

/**
 * trade/goods/remove: the supplier's own listings waiting, rejected or off the shelf. All or nothing: one that is
 * not the caller's answers 404; one on the shelf 409 (take it off first: a contract wizard may be offering it).
 */
export const removeListings = async (ctx: AppContext, p: Principal, ids: string[]) => {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(tradeGoods)
      .where(and(inArray(tradeGoods.id, ids), eq(tradeGoods.tenantId, p.tenantId), eq(tradeGoods.isDeleted, 0)))
      .for('update');
    if (rows.length !== ids.length || rows.some((r) => !ownsListing(p, r))) throw accessRefusals.notFound();
    if (rows.some((r) => !listingAllows('remove', r.status))) throw refuse.listingNotRemovable();
    await tx
      .update(tradeGoods)
      .set({ isDeleted: 1, version: sql`${tradeGoods.version} + 1`, ...updatedBy(p) })
      .where(and(inArray(tradeGoods.id, ids), inArray(tradeGoods.status, listingMoveFrom('remove'))));
    for (const r of rows) {
      await appendAuditEvent(tx, {
        tenantId: r.tenantId,
        objectType: LISTING_OBJECT,
        objectId: r.id,
        action: 'remove',
        fromStatus: r.status,
        toStatus: r.status,
        actorId: p.userId,
        actorEnterpriseId: p.postId,
      });
    }
  });
};
