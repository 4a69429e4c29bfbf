import { index, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Warehouse moves (移库; spec 3 §2 /wms/billMove, §4 receipt status 60). `status` (auditColumns') is BillMoveStatus
 * of @kc/domain/bill-move/bill-move (10 → 20 → 30 → 1; 0 cancelled, 11 and 21 rejected). The log is the audit trail
 * (objectType 'billMove').
 */
export const billMove = pgTable(
  'kc_bill_move',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    /** the holder that applied, the warehouse the goods leave and the one they go to */
    holderId: refId('holder_id').notNull(),
    sourceWarehouseId: refId('source_warehouse_id').notNull(),
    targetWarehouseId: refId('target_warehouse_id').notNull(),
    reason: text('reason').notNull().default(''),
    rejectDescr: text('reject_descr'),
    /** the tolerance the target warehouse recorded when weighing in, per cent of each receipt's weight */
    tolerance: numeric('tolerance', { precision: 5, scale: 2 }),
    finishTime: timestamp('finish_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_bill_move_code_uq').on(t.tenantId, t.code),
    index('kc_bill_move_list_idx').on(t.tenantId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_bill_move_holder_idx').on(t.holderId, t.status),
    index('kc_bill_move_source_idx').on(t.sourceWarehouseId, t.status),
    index('kc_bill_move_target_idx').on(t.targetWarehouseId, t.status),
  ],
);

/** The receipts of a move, with what the target measured. */
export const billMoveBill = pgTable(
  'kc_bill_move_bill',
  {
    id: idColumn(),
    moveId: refId('move_id').notNull(),
    billId: refId('bill_id').notNull(),
    billCode: varchar('bill_code', { length: 50 }).notNull(),
    /** the receipt's weight when applied, and what the target warehouse weighed in */
    originalWeight: numeric('original_weight', { precision: 16, scale: 2 }).notNull(),
    measuredWeight: numeric('measured_weight', { precision: 16, scale: 2 }),
    newLocator: varchar('new_locator', { length: 100 }),
  },
  (t) => [uniqueIndex('kc_bill_move_bill_uq').on(t.moveId, t.billId), index('kc_bill_move_bill_bill_idx').on(t.billId)],
);
