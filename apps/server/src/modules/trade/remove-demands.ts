import { accessRefusals } from '@kc/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { updatedBy } from '../../platform/db/stamps';
import { DEMAND_OBJECT, ownsDemand } from './demand.repo';
import { tradeDemand } from './trade.table';

/** trade/demand/remove: the buyer's own demands, open or closed. All or nothing: another's answers 404. */
export const removeDemands = async (ctx: AppContext, p: Principal, ids: string[]) => {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(tradeDemand)
      .where(and(inArray(tradeDemand.id, ids), eq(tradeDemand.tenantId, p.tenantId), eq(tradeDemand.isDeleted, 0)))
      .for('update');
    if (rows.length !== ids.length || rows.some((r) => !ownsDemand(p, r))) throw accessRefusals.notFound();
    await tx
      .update(tradeDemand)
      .set({ isDeleted: 1, version: sql`${tradeDemand.version} + 1`, ...updatedBy(p) })
      .where(inArray(tradeDemand.id, ids));
    for (const r of rows) {
      await appendAuditEvent(tx, {
        tenantId: r.tenantId,
        objectType: DEMAND_OBJECT,
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
