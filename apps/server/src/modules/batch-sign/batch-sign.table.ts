import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * One batch signing run (spec 3 §3 Batch progress): the receipts of one business (bussType, bussId; see
 * batchBusiness in @kc/domain/receipt/status) signed by one enterprise in one role. `status` 0 running,
 * 1 finished; the counters answer searchSignStatus and the 'sign.progress' events.
 */
export const signBatch = pgTable(
  'kc_sign_batch',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    bussType: integer('buss_type').notNull(),
    /** The origin's id (applyId, disassembleId) or a prefixed one ('g…' goods, 'c…' contract, 'e…' all mine). */
    bussId: varchar('buss_id', { length: 40 }).notNull(),
    /** 'warehouse' | 'shipper' | 'platform' */
    role: varchar('role', { length: 12 }).notNull(),
    /** The signer enterprise whose seal is stamped (the platform's type-7 enterprise for the platform). */
    enterpriseId: refId('enterprise_id').notNull(),
    createUser: refId('create_user').notNull(),
    /** The confirmed mini-program session that allowed the batch (none for individuals, isPerson 1). */
    qrToken: varchar('qr_token', { length: 32 }),
    status: integer('status').notNull().default(0),
    totalNum: integer('total_num').notNull().default(0),
    finishNum: integer('finish_num').notNull().default(0),
    failNum: integer('fail_num').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    finishTime: timestamp('finish_time', { withTimezone: true }),
  },
  (t) => [
    // One running batch per (enterprise, business): a second start loses on this index, not on a check.
    uniqueIndex('kc_sign_batch_running_uq').on(t.enterpriseId, t.bussType, t.bussId).where(sql`${t.status} = 0`),
    index('kc_sign_batch_business_idx').on(t.enterpriseId, t.bussType, t.bussId, t.createTime.desc().nullsFirst()),
    index('kc_sign_batch_status_idx').on(t.status),
  ],
);

/**
 * One receipt of a batch; `status` is signBatchStatus (0 signed, 1 failed, 2 signing, 3 waiting). A worker claims
 * an item by setting 2 with a short lease (`claimedUntil`); a lapsed lease means its worker died and another
 * one takes it over. The receipt's own signature row makes the retried signature a no-op.
 */
export const signBatchItem = pgTable(
  'kc_sign_batch_item',
  {
    id: idColumn(),
    batchId: refId('batch_id').notNull(),
    billId: refId('bill_id').notNull(),
    status: integer('status').notNull().default(3),
    message: varchar('message', { length: 255 }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kc_sign_batch_item_uq').on(t.batchId, t.billId),
    index('kc_sign_batch_item_status_idx').on(t.batchId, t.status),
  ],
);
