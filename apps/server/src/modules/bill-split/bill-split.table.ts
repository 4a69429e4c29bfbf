import { sql } from 'drizzle-orm';
import { check, index, jsonb, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';
import type { ReceiptAttr } from '../receipt';

/**
 * Owner bill split applications (仓单拆单申请, spec 3 §3 "Bill split application (owner side)"). `status` is the
 * BillSplitStatus string of @kc/domain/bill-split/status ('1' draft … '40' split done, '0' voided).
 * `warehouseUnitId` is the receipt's warehouse enterprise (the form's choice), `cargoOwnerId` the holder applying.
 * The figures: the original's as applied for, the new receipt's as entered and the remainder's (original − new);
 * `materielDetail` / `remainderMaterielDetail` / `originalMaterielDetail` the attribute lists. At 40 `newBillId` and
 * `remainderBillId` name the two receipts issued.
 *
 * Conservation, enforced by the database: a check constraint holds new + remainder = original for the weight and
 * the quantity (numeric, exact), and neither part negative; the receipt module checks the successors again when it
 * issues them (replaceReceipts, 409 notConserved).
 */
export const billSplitApply = pgTable(
  'kc_ple_bill_split_apply',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    warehouseUnitId: refId('warehouse_unit_id').notNull(),
    cargoOwnerId: refId('cargo_owner_id').notNull(),
    billId: refId('bill_id').notNull(),
    billCode: varchar('bill_code', { length: 50 }).notNull(),
    materialName: varchar('material_name', { length: 200 }).notNull(),
    newBillId: refId('new_bill_id'),
    remainderBillId: refId('remainder_bill_id'),
    weightUnit: varchar('weight_unit', { length: 8 }),
    numberUnit: varchar('number_unit', { length: 8 }),
    originalWeight: numeric('original_weight', { precision: 16, scale: 2 }).notNull(),
    originalQuantity: numeric('original_quantity', { precision: 16, scale: 2 }).notNull(),
    splitWeight: numeric('split_weight', { precision: 16, scale: 2 }).notNull(),
    splitQuantity: numeric('split_quantity', { precision: 16, scale: 2 }).notNull(),
    remainderWeight: numeric('remainder_weight', { precision: 16, scale: 2 }).notNull(),
    remainderQuantity: numeric('remainder_quantity', { precision: 16, scale: 2 }).notNull(),
    materielDetail: jsonb('materiel_detail').$type<ReceiptAttr[]>().notNull().default([]),
    remainderMaterielDetail: jsonb('remainder_materiel_detail').$type<ReceiptAttr[]>().notNull().default([]),
    originalMaterielDetail: jsonb('original_materiel_detail').$type<ReceiptAttr[]>().notNull().default([]),
    /** the last rejection opinion (shown in red at 11, 21, 31) */
    descr: varchar('descr', { length: 50 }),
    submitTime: timestamp('submit_time', { withTimezone: true }),
    ...auditColumns(),
    /** BillSplitStatus (a string, as the spec writes it): replaces auditColumns' integer status */
    status: varchar('status', { length: 2 }).notNull(),
  },
  (t) => [
    index('kc_ple_bill_split_apply_list_idx').on(t.tenantId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_ple_bill_split_apply_owner_idx').on(t.cargoOwnerId, t.isDeleted),
    index('kc_ple_bill_split_apply_warehouse_idx').on(t.warehouseUnitId, t.isDeleted),
    index('kc_ple_bill_split_apply_bill_idx').on(t.billId),
    check(
      'kc_ple_bill_split_apply_conserved',
      sql`${t.splitWeight} + ${t.remainderWeight} = ${t.originalWeight} and ${t.splitQuantity} + ${t.remainderQuantity} = ${t.originalQuantity} and ${t.splitWeight} >= 0 and ${t.remainderWeight} >= 0 and ${t.splitQuantity} >= 0 and ${t.remainderQuantity} >= 0`,
    ),
  ],
);
export type BillSplitRow = typeof billSplitApply.$inferSelect;
