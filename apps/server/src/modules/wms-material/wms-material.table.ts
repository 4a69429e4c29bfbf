import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * External warehouse goods (a WMS's cargo category code and name at one warehouse) and the storage category
 * they map to (spec 1 §3 WMS mapping). materialId is empty for a WMS row not mapped yet.
 */
export const wmsMaterial = pgTable(
  'kc_wms_material',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** the warehouse enterprise */
    warehouseId: refId('warehouse_id').notNull(),
    /** the owning unit: the enterprise that keeps the mapping (an enterprise user's own, spec 3 §6) */
    warehouseUnitId: refId('warehouse_unit_id'),
    materialId: refId('material_id'),
    externalMaterialId: varchar('external_material_id', { length: 100 }).notNull(),
    wmsMaterialName: varchar('wms_material_name', { length: 100 }).notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_wms_material_code_uq').on(t.warehouseId, t.externalMaterialId).where(sql`${t.isDeleted} = 0`),
    index('kc_wms_material_list_idx').on(t.tenantId, t.isDeleted, t.warehouseId),
  ],
);
