import { index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * WMS bill splits (WMS拆单, billDisassemble; spec 3 §3 Bill split). `status` is DisassembleStatus of
 * @kc/domain/disassemble/status (0 voided, 1 draft, 10/11 shipper, 20/21 platform, 30/31 warehouse, 40 completed);
 * `signStatus` the new receipts' signing (1 warehouse, 2 shipper, 3 platform, -1 none). One receipt (`billId`) of
 * one WMS platform (`warehouseUnitId`, dictionary thirdwms_enterprise); its holder (`cargoOwnerId`) and warehouse
 * (`warehouseId`) review; `applicantId` is the enterprise that applied (either of the two).
 */
export const disassemble = pgTable(
  'kc_wms_disassemble',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    applyCode: varchar('apply_code', { length: 50 }).notNull(),
    warehouseUnitId: varchar('warehouse_unit_id', { length: 20 }).notNull(),
    billId: refId('bill_id').notNull(),
    billCode: varchar('bill_code', { length: 50 }).notNull(),
    cargoOwnerId: refId('cargo_owner_id').notNull(),
    warehouseId: refId('warehouse_id').notNull(),
    applicantId: refId('applicant_id').notNull(),
    signStatus: smallint('sign_status').notNull().default(-1),
    /** the last rejection's reason (11, 21, 31) */
    descr: varchar('descr', { length: 50 }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_wms_disassemble_code_uq').on(t.tenantId, t.applyCode),
    index('kc_wms_disassemble_list_idx').on(t.tenantId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_wms_disassemble_bill_idx').on(t.billId),
  ],
);

/** The chosen containers of a split (the group that becomes the new receipt; the rest stay with the remainder). */
export const disassembleContainer = pgTable(
  'kc_wms_disassemble_container',
  {
    id: idColumn(),
    disassembleId: refId('disassemble_id').notNull(),
    containerId: refId('container_id').notNull(),
    caseNumber: varchar('case_number', { length: 64 }).notNull(),
  },
  (t) => [uniqueIndex('kc_wms_disassemble_container_uq').on(t.disassembleId, t.containerId)],
);

/**
 * The new receipts of a completed split (40): `grp` 1 the chosen containers' (a lineage of its own), 2 the
 * remainder's (the origin's lineage); `containerIds` the containers it covers (comma list).
 */
export const disassembleBill = pgTable(
  'kc_wms_disassemble_bill',
  {
    id: idColumn(),
    disassembleId: refId('disassemble_id').notNull(),
    billId: refId('bill_id').notNull(),
    grp: integer('grp').notNull(),
    containerIds: text('container_ids').notNull(),
    caseNumbers: text('case_numbers').notNull(),
  },
  (t) => [
    uniqueIndex('kc_wms_disassemble_bill_uq').on(t.billId),
    index('kc_wms_disassemble_bill_split_idx').on(t.disassembleId),
  ],
);
