import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inboundOrder } from './inbound.table';

/** Which of these categories a live inbound order uses (index kc_wms_input_material_idx). */
export const inUseQuery = (db: DbOrTx, materialIds: string[]) =>
  db
    .selectDistinct({ materialId: inboundOrder.materialId })
    .from(inboundOrder)
    .where(and(inArray(inboundOrder.materialId, materialIds), sql`${inboundOrder.isDeleted} = 0`));

/** The categories among these a live inbound order takes (a category in use is not removed; the goods module). */
export const materialsInUse = async (db: DbOrTx, materialIds: string[]) =>
  new Set((await inUseQuery(db, materialIds)).map((r) => r.materialId));

/** spec 1 §7: whether a live inbound order at this warehouse takes this category (the wms-material module). */
export const categoryInUseAt = async (
  db: DbOrTx,
  at: { tenantId: string; warehouseId: string; materialId: string },
) => {
  const [used] = await db
    .select({ id: inboundOrder.id })
    .from(inboundOrder)
    .where(
      and(
        eq(inboundOrder.tenantId, at.tenantId),
        eq(inboundOrder.warehouseId, at.warehouseId),
        eq(inboundOrder.materialId, at.materialId),
        eq(inboundOrder.isDeleted, 0),
      ),
    )
    .limit(1);
  return used != null;
};
