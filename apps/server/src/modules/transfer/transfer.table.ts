import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Receipt transfers (过户; spec 2 §3 Receipt transfer, spec 3 §3 Transfer audit). `status` (auditColumns') is
 * TransferStatus of @kc/domain/transfer/transfer (10 → 20 → 30 → 1; 11 and 21 rejected, re-applicable);
 * `auditStatus` the platform's review (0 waiting, 1 passed, 2 rejected). One application per contract, re-applied
 * in place after a rejection; its log is the audit trail (objectType 'transfer').
 */
export const receiptTransfer = pgTable(
  'kc_ple_transfer',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    contractId: refId('contract_id').notNull(),
    /** previous holder (the contract's supplier), new holder (its buyer) and the receipts' warehouse */
    shipperId: refId('shipper_id').notNull(),
    buyerId: refId('buyer_id').notNull(),
    warehouseUnitId: refId('warehouse_unit_id').notNull(),
    freeAgreement: text('free_agreement').notNull().default(''),
    otherDesc: text('other_desc').notNull().default(''),
    auditStatus: smallint('audit_status').notNull().default(0),
    auditFailDescr: text('audit_fail_descr'),
    warehouseRejectDescr: text('warehouse_reject_descr'),
    auditTime: timestamp('audit_time', { withTimezone: true }),
    finishTime: timestamp('finish_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_ple_transfer_contract_uq').on(t.contractId).where(sql`is_deleted = 0`),
    index('kc_ple_transfer_list_idx').on(t.tenantId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_ple_transfer_warehouse_idx').on(t.warehouseUnitId, t.status),
  ],
);

/** The receipts a transfer moves: the contract's receipts, fixed when it is applied for. */
export const receiptTransferBill = pgTable(
  'kc_ple_transfer_bill',
  {
    id: idColumn(),
    transferId: refId('transfer_id').notNull(),
    billId: refId('bill_id').notNull(),
    billCode: varchar('bill_code', { length: 50 }).notNull(),
  },
  (t) => [
    uniqueIndex('kc_ple_transfer_bill_uq').on(t.transferId, t.billId),
    index('kc_ple_transfer_bill_bill_idx').on(t.billId),
  ],
);
