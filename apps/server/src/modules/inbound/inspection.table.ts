import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Inspections (公检, ple/test; spec 3 §4): one live inspection per inbound order. `status` is 10 (pending,
 * editable) or 1 (finished). The order's two parties are copied here so that the list filters on this table's
 * own indexes.
 */
export const inspection = pgTable(
  'kc_ple_test',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    inputId: refId('input_id').notNull(),
    shipperId: refId('shipper_id'),
    warehouseId: refId('warehouse_id'),
    finishTime: timestamp('finish_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_ple_test_input_uq').on(t.inputId).where(sql`${t.isDeleted} = 0`),
    index('kc_ple_test_list_idx').on(t.tenantId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_ple_test_warehouse_idx').on(t.warehouseId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_ple_test_shipper_idx').on(t.shipperId, t.isDeleted, t.createTime.desc().nullsFirst()),
  ],
);

/** An inspection file (spec 3 §3): per batch, a code, one image (attachment id) and a description. */
export const inspectionFile = pgTable(
  'kc_ple_test_file',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    testId: refId('test_id').notNull(),
    inputBatchId: refId('input_batch_id').notNull(),
    testFileCode: varchar('test_file_code', { length: 100 }).notNull(),
    /** The image's attachment id (kc_attach, owner type 'ple_test'). */
    testFile: refId('test_file').notNull(),
    testDesc: varchar('test_desc', { length: 400 }),
    ...auditColumns(),
  },
  (t) => [index('kc_ple_test_file_test_idx').on(t.testId, t.createTime.desc().nullsFirst())],
);
