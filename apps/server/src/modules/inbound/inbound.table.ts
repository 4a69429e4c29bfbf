import type { BatchProp } from '@kc/domain/inbound/inbound';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Inbound orders (入库单, wms/input; spec 3 §3). `status` is the inbound status (InboundStatus in
 * @kc/domain/inbound/status: 0 draft, 10 awaiting the shipper's audit, 11 rejected by it, 20 awaiting the
 * warehouse, 21 rejected by it, 1 stored). The column's default 1 (stored) keeps rows made without this module
 * (the goods catalogue's in-use checks) meaning a finished order.
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
    /** The warehouse's contact when the order was written (the enterprise may change it later). */
    warehouseContactName: varchar('warehouse_contact_name', { length: 50 }),
    warehouseContactPhone: varchar('warehouse_contact_phone', { length: 50 }),
    remark: varchar('remark', { length: 200 }),
    /** The category's units (dictionaries weight_unit and number_unit) when the order was written. */
    weightUnit: varchar('weight_unit', { length: 8 }),
    numberUnit: varchar('number_unit', { length: 8 }),
    /** Declared totals, and current ones (a weighed batch counts its weight); numeric(16,2), decimal strings. */
    applySumWeight: numeric('apply_sum_weight', { precision: 16, scale: 2 }),
    applySumQuantity: numeric('apply_sum_quantity', { precision: 16, scale: 2 }),
    sumWeight: numeric('sum_weight', { precision: 16, scale: 2 }),
    sumQuantity: numeric('sum_quantity', { precision: 16, scale: 2 }),
    submitTime: timestamp('submit_time', { withTimezone: true }),
    submitUser: refId('submit_user'),
    submitUserName: varchar('submit_user_name', { length: 50 }),
    shippingAuditOpinion: varchar('shipping_audit_opinion', { length: 50 }),
    shippingAuditTime: timestamp('shipping_audit_time', { withTimezone: true }),
    shippingAuditUser: refId('shipping_audit_user'),
    shippingAuditUserName: varchar('shipping_audit_user_name', { length: 50 }),
    warehouseAuditOpinion: varchar('warehouse_audit_opinion', { length: 50 }),
    warehouseAuditTime: timestamp('warehouse_audit_time', { withTimezone: true }),
    warehouseAuditUser: refId('warehouse_audit_user'),
    warehouseAuditUserName: varchar('warehouse_audit_user_name', { length: 50 }),
    ...auditColumns(),
  },
  (t) => [
    index('kc_wms_input_material_idx').on(t.materialId, t.isDeleted),
    index('kc_wms_input_warehouse_idx').on(t.warehouseId, t.materialId),
    uniqueIndex('kc_wms_input_code_uq').on(t.tenantId, t.code),
    // The list, newest first: everyone's (platform), the shipper's own and the warehouse's.
    index('kc_wms_input_list_idx').on(t.tenantId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_wms_input_shipper_list_idx').on(t.shipperId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_wms_input_warehouse_list_idx').on(t.warehouseId, t.isDeleted, t.createTime.desc().nullsFirst()),
  ],
);

/**
 * An inbound order's batches (批次): the shipper's declaration (batch number, storage attributes, weight and
 * quantity), the warehouse's figures and locator, and the receipt generated from it.
 */
export const inboundBatch = pgTable(
  'kc_wms_input_batch',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    inputId: refId('input_id').notNull(),
    batchNo: varchar('batch_no', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** The category's storage attributes (isStorage 1) with their values. */
    props: jsonb('props').$type<BatchProp[]>().notNull().default(sql`'[]'::jsonb`),
    applyWeight: numeric('apply_weight', { precision: 16, scale: 2 }).notNull(),
    applyQuantity: numeric('apply_quantity', { precision: 16, scale: 2 }).notNull(),
    weight: numeric('weight', { precision: 16, scale: 2 }),
    quantity: numeric('quantity', { precision: 16, scale: 2 }),
    locator: varchar('locator', { length: 100 }),
    /** Set by receipt generation (modules/receipt/generate-receipts.ts). */
    receiptId: refId('receipt_id'),
    ...auditColumns(),
  },
  (t) => [index('kc_wms_input_batch_input_idx').on(t.inputId, t.isDeleted, t.sort)],
);
