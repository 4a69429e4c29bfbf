import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Outbound orders (出库单, wms/output; spec 3 §2, §4 receipt status 80 and Pick-up). `status` is OutboundStatus of
 * @kc/domain/outbound/status (0 draft, 10 awaiting the holder's audit, 11, 20 awaiting the warehouse, 21, 1 已出库).
 * The holder (`shipperId`: the receipts' cargo owner) applies, or a pick-up writes the order at 10 (`source` 2,
 * `releaseId`). `vrCode` is the pick-up code (提货码) the warehouse checks once (`vrCheckTime`).
 */
export const outboundOrder = pgTable(
  'kc_wms_output',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    source: smallint('source').notNull().default(1),
    /** the release (解押) whose pick-up created it (source 2) */
    releaseId: refId('release_id'),
    shipperId: refId('shipper_id').notNull(),
    warehouseId: refId('warehouse_id').notNull(),
    reserveTime: timestamp('reserve_time', { withTimezone: true }),
    pickPerson: varchar('pick_person', { length: 50 }),
    pickPhone: varchar('pick_phone', { length: 50 }),
    carNo: varchar('car_no', { length: 20 }),
    remark: varchar('remark', { length: 200 }),
    /** the units of the first receipt (dictionaries weight_unit, number_unit) */
    weightUnit: varchar('weight_unit', { length: 8 }),
    numberUnit: varchar('number_unit', { length: 8 }),
    /** applied totals and weighed-out totals (null until the warehouse records); numeric(16,2) */
    applySumWeight: numeric('apply_sum_weight', { precision: 16, scale: 2 }).notNull().default('0'),
    applySumQuantity: numeric('apply_sum_quantity', { precision: 16, scale: 2 }).notNull().default('0'),
    sumWeight: numeric('sum_weight', { precision: 16, scale: 2 }),
    sumQuantity: numeric('sum_quantity', { precision: 16, scale: 2 }),
    vrCode: varchar('vr_code', { length: 16 }).notNull(),
    vrCheckTime: timestamp('vr_check_time', { withTimezone: true }),
    vrCheckUser: refId('vr_check_user'),
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
    /** 1: passed with a weighed total beyond the tolerance, confirmed by the warehouse */
    weightAlarm: smallint('weight_alarm').notNull().default(0),
    signTime: timestamp('sign_time', { withTimezone: true }),
    signUser: refId('sign_user'),
    signUserName: varchar('sign_user_name', { length: 50 }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_wms_output_code_uq').on(t.tenantId, t.code),
    index('kc_wms_output_list_idx').on(t.tenantId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_wms_output_shipper_idx').on(t.shipperId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_wms_output_warehouse_idx').on(t.warehouseId, t.isDeleted, t.createTime.desc().nullsFirst()),
    // one live order per release's pick-up
    uniqueIndex('kc_wms_output_release_uq').on(t.releaseId).where(sql`release_id is not null and is_deleted = 0`),
  ],
);

/** The receipts of an order: what each held when applied for, what is asked, what was weighed out, the remainder. */
export const outboundBill = pgTable(
  'kc_wms_output_bill',
  {
    id: idColumn(),
    outputId: refId('output_id').notNull(),
    billId: refId('bill_id').notNull(),
    billCode: varchar('bill_code', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    totalWeight: numeric('total_weight', { precision: 16, scale: 2 }).notNull(),
    totalQuantity: numeric('total_quantity', { precision: 16, scale: 2 }).notNull(),
    applyWeight: numeric('apply_weight', { precision: 16, scale: 2 }).notNull(),
    applyQuantity: numeric('apply_quantity', { precision: 16, scale: 2 }).notNull(),
    weighedWeight: numeric('weighed_weight', { precision: 16, scale: 2 }),
    weighedQuantity: numeric('weighed_quantity', { precision: 16, scale: 2 }),
    remainderBillId: refId('remainder_bill_id'),
  },
  (t) => [
    uniqueIndex('kc_wms_output_bill_uq').on(t.outputId, t.billId),
    index('kc_wms_output_bill_bill_idx').on(t.billId),
  ],
);

/**
 * The weighing out (出库记录): per tray of a receipt from WMS goods (`trayId`, the platform's mirror tray) or per lot
 * the warehouse labels (`lotLabel`). Replaced as a whole by each temp save; final at the warehouse's pass.
 * `dispatchPending` / `dispatchTime`: the WMS told of the tray's leaving (an outbox: after the commit, else by the job).
 */
export const outboundRecord = pgTable(
  'kc_wms_output_record',
  {
    id: idColumn(),
    outputId: refId('output_id').notNull(),
    billId: refId('bill_id').notNull(),
    trayId: refId('tray_id'),
    trayCode: varchar('tray_code', { length: 64 }),
    lotLabel: varchar('lot_label', { length: 50 }),
    weight: numeric('weight', { precision: 16, scale: 2 }).notNull(),
    quantity: numeric('quantity', { precision: 16, scale: 2 }).notNull(),
    /** 1: the tray left with the warehouse's pass and the WMS is still to be told (the dispatch outbox) */
    dispatchPending: smallint('dispatch_pending').notNull().default(0),
    dispatchTime: timestamp('dispatch_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kc_wms_output_record_output_idx').on(t.outputId),
    // a tray leaves once: one record of it among every order's
    uniqueIndex('kc_wms_output_record_tray_uq').on(t.outputId, t.trayId).where(sql`tray_id is not null`),
    index('kc_wms_output_record_dispatch_idx').on(t.id).where(sql`dispatch_pending = 1`),
  ],
);
