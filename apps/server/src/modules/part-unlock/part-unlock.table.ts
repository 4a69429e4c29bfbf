import { sql } from 'drizzle-orm';
import { index, jsonb, numeric, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Partial unlocks (部分解锁; spec 3 §3 Partial-unlock record, §4). `status` is PartUnlockStatus of
 * @kc/domain/part-unlock/status (10 → 20 → 30 → 40; 11, 21, 31 rejected; 32 after the platform's new notice).
 * The warehouse that keeps the goods (`warehouseId`) applies for the receipts of one holder (`shipperId`, their
 * cargo owner). `applyFile`, `noticeFile` and `confirmFile` are the attachment ids of the owner's pick-up
 * application copy (the warehouse's upload), the platform's pick-up confirmation and the warehouse's own
 * confirmation (kc_attach owned by 'part-unlock'). `descr` is the last rejection's reason.
 */
export const partUnlock = pgTable(
  'kc_part_unlock',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    code: varchar('code', { length: 32 }).notNull(),
    warehouseId: refId('warehouse_id').notNull(),
    shipperId: refId('shipper_id').notNull(),
    descr: varchar('descr', { length: 50 }),
    applyFile: jsonb('apply_file').$type<string[]>().notNull().default([]),
    noticeFile: jsonb('notice_file').$type<string[]>().notNull().default([]),
    confirmFile: jsonb('confirm_file').$type<string[]>().notNull().default([]),
    submitTime: timestamp('submit_time', { withTimezone: true }),
    submitUser: refId('submit_user'),
    shipperAuditTime: timestamp('shipper_audit_time', { withTimezone: true }),
    shipperAuditUser: refId('shipper_audit_user'),
    platformAuditTime: timestamp('platform_audit_time', { withTimezone: true }),
    platformAuditUser: refId('platform_audit_user'),
    warehouseAuditTime: timestamp('warehouse_audit_time', { withTimezone: true }),
    warehouseAuditUser: refId('warehouse_audit_user'),
    completeTime: timestamp('complete_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_part_unlock_code_uq').on(t.tenantId, t.code),
    index('kc_part_unlock_list_idx').on(t.tenantId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_part_unlock_warehouse_idx').on(t.warehouseId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_part_unlock_shipper_idx').on(t.shipperId, t.isDeleted, t.createTime.desc().nullsFirst()),
  ],
);

/**
 * The trays a partial unlock lets go (the platform's mirror trays, kc_wms_tray), with their receipt and container as
 * they were chosen. `unlockPending` 1: the record passed (40) and the WMS is still to be told (the unlock outbox);
 * `unlockTime` when it took it.
 */
export const partUnlockTray = pgTable(
  'kc_part_unlock_tray',
  {
    id: idColumn(),
    ulockId: refId('ulock_id').notNull(),
    billId: refId('bill_id').notNull(),
    billCode: varchar('bill_code', { length: 50 }).notNull(),
    containerId: refId('container_id').notNull(),
    caseNumber: varchar('case_number', { length: 64 }).notNull(),
    trayId: refId('tray_id').notNull(),
    trayCode: varchar('tray_code', { length: 64 }).notNull(),
    weight: numeric('weight', { precision: 16, scale: 2 }).notNull(),
    num: numeric('num', { precision: 16, scale: 2 }).notNull(),
    unlockPending: smallint('unlock_pending').notNull().default(0),
    unlockTime: timestamp('unlock_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kc_part_unlock_tray_uq').on(t.ulockId, t.trayId),
    index('kc_part_unlock_tray_bill_idx').on(t.billId),
    index('kc_part_unlock_tray_pending_idx').on(t.id).where(sql`unlock_pending = 1`),
  ],
);
