import { InspectionStatus, inspectionRefusals as refuse } from '@kc/domain/inbound/inspection';
import { canOpenInspection } from '@kc/domain/inbound/status';
import { and, eq, sql } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { createdBy } from '../../platform/db/stamps';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { findVisibleOrder } from './inbound.repo';
import { assertInspector, INSPECTION_OBJECT_TYPE } from './inspection.repo';
import { inspection } from './inspection.table';

/**
 * wms/input/createCheck: opens the order's inspection (status 10) once the shipper has passed the order
 * (20, 21 or 1). One live inspection per order: a second call answers the existing one.
 */
export const createInspection = async (ctx: AppContext, p: Principal, inputId: string): Promise<string> => {
  const order = await findVisibleOrder(ctx.db, p, inputId);
  assertInspector(p, order.warehouseId);
  await assertOwnEnterpriseApproved(ctx.db, p);
  if (!canOpenInspection(order.status)) throw refuse.orderNotReady();
  return ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(inspection)
      .values({
        tenantId: order.tenantId,
        inputId: order.id,
        shipperId: order.shipperId,
        warehouseId: order.warehouseId,
        status: InspectionStatus.pending,
        ...createdBy(p),
      })
      .onConflictDoNothing()
      .returning({ id: inspection.id });
    if (created) {
      await appendAuditEvent(tx, {
        tenantId: order.tenantId,
        objectType: INSPECTION_OBJECT_TYPE,
        objectId: created.id,
        action: 'create',
        toStatus: InspectionStatus.pending,
        actorId: p.userId,
        actorEnterpriseId: p.postId,
        payload: { inputId: order.id, inputCode: order.code },
      });
      return created.id;
    }
    const [existing] = await tx
      .select({ id: inspection.id })
      .from(inspection)
      .where(and(eq(inspection.inputId, order.id), sql`${inspection.isDeleted} = 0`))
      .limit(1);
    return existing!.id;
  });
};
