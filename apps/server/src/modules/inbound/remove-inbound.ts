import { accessRefusals } from '@kc/domain';
import { inboundRefusals as refuse } from '@kc/domain/inbound/inbound';
import { canRemoveInbound, EDITABLE_INBOUND_STATUSES } from '@kc/domain/inbound/status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { updatedBy } from '../../platform/db/stamps';
import { liveInspectionsOf, OBJECT_TYPE, seesOrder } from './inbound.repo';
import { inboundOrder } from './inbound.table';
import { inspection } from './inspection.table';

/**
 * wms/input/remove: drafts and rejected orders (0, 11, 21) of the user's own shipper enterprise. All or
 * nothing: one order that is not visible answers 404, one of another enterprise 403, one in another status 409.
 */
export const removeInbound = async (ctx: AppContext, p: Principal, ids: string[]) => {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(inboundOrder)
      .where(and(inArray(inboundOrder.id, ids), eq(inboundOrder.tenantId, p.tenantId), eq(inboundOrder.isDeleted, 0)))
      .for('update');
    if (rows.length !== ids.length || rows.some((r) => !seesOrder(p, r))) throw accessRefusals.notFound();
    if (rows.some((r) => !p.postId || r.shipperId !== p.postId)) throw refuse.notOrderShipper();
    if (rows.some((r) => !canRemoveInbound(r.status))) throw refuse.notRemovable();
    await tx
      .update(inboundOrder)
      .set({ isDeleted: 1, version: sql`${inboundOrder.version} + 1`, ...updatedBy(p) })
      .where(and(inArray(inboundOrder.id, ids), inArray(inboundOrder.status, [...EDITABLE_INBOUND_STATUSES])));
    // An inspection opened before the warehouse's rejection goes with its order.
    const inspections = await liveInspectionsOf(tx, ids);
    if (inspections.length)
      await tx
        .update(inspection)
        .set({ isDeleted: 1, ...updatedBy(p) })
        .where(
          inArray(
            inspection.id,
            inspections.map((i) => i.id),
          ),
        );
    for (const r of rows) {
      await appendAuditEvent(tx, {
        tenantId: r.tenantId,
        objectType: OBJECT_TYPE,
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
