import { canEditInspection, InspectionStatus, inspectionRefusals as refuse } from '@kc/domain/inbound/inspection';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { updatedBy } from '../../platform/db/stamps';
import { assertInspector, findVisibleInspection, INSPECTION_OBJECT_TYPE } from './inspection.repo';
import { inspection } from './inspection.table';

/** ple/test/remove: pending inspections (10) only, by the order's warehouse or the platform; all or nothing. */
export const removeInspections = async (ctx: AppContext, p: Principal, ids: string[]) => {
  await ctx.db.transaction(async (tx) => {
    const rows = [];
    for (const id of ids) rows.push(await findVisibleInspection(tx, p, id, true));
    for (const r of rows) assertInspector(p, r.warehouseId);
    if (rows.some((r) => !canEditInspection(r.status))) throw refuse.notRemovable();
    await tx
      .update(inspection)
      .set({ isDeleted: 1, version: sql`${inspection.version} + 1`, ...updatedBy(p) })
      .where(and(inArray(inspection.id, ids), eq(inspection.status, InspectionStatus.pending)));
    for (const r of rows) {
      await appendAuditEvent(tx, {
        tenantId: r.tenantId,
        objectType: INSPECTION_OBJECT_TYPE,
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
