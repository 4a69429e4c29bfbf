import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Inbound orders (入库单, wms/input; spec 3 §3). Only the columns the goods catalogue needs yet (a category
 * in use cannot be deleted); the inbound module adds batches, audits and weights.
 */
export const inboundOrder = pgTable(
  'kc_wms_input',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    shipperId: refId('shipper_id'),
    warehouseId: refId('warehouse_id'),
    materialId: refId('material_id').notNull(),
    reserveTime: timestamp('reserve_time', { withTimezone: true }),
    reservePerson: varchar('reserve_person', { length: 50 }),
    reservePhone: varchar('reserve_phone', { length: 50 }),
    ...auditColumns(),
  },
  (t) => [
    index('kc_wms_input_material_idx').on(t.materialId, t.isDeleted),
    index('kc_wms_input_warehouse_idx').on(t.warehouseId, t.materialId),
  ],
);
