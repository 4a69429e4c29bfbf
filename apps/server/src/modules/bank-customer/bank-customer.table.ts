import { index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Customer-creation records (建客记录, spec 1 §3 "Customer-creation record"; README.md): a borrower (and at most one
 * co-borrower) of a shipper sent to one branch of a bank (`unionBankId`, the bank enterprise; `organId` and
 * `branchName` the branch picked in the organ tree) under a signed credit-investigation relation (`relationId`).
 * `status` (the audit column) is CustomerStatus 1–5; `resultStatus` the bank's verdict (1 created, 0 failed with
 * `remarks`, null while it has not answered); `buildTime` when the bank created it. The push to the bank is an
 * outbox on the row: `pushed` 0 waiting (retried from `nextPushAt`), 1 accepted, 2 refused by the bank.
 */
export const bankCustomer = pgTable(
  'kc_finance_bank_customer',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    borrowerId: refId('borrower_id').notNull(),
    coborrowerId: refId('coborrower_id'),
    shipperId: refId('shipper_id').notNull(),
    unionBankId: refId('union_bank_id').notNull(),
    organId: varchar('organ_id', { length: 64 }),
    branchName: varchar('branch_name', { length: 200 }),
    relationId: varchar('relation_id', { length: 64 }),
    resultStatus: smallint('result_status'),
    remarks: varchar('remarks', { length: 255 }),
    buildTime: timestamp('build_time', { withTimezone: true }),
    pushed: smallint('pushed').notNull().default(0),
    pushTries: integer('push_tries').notNull().default(0),
    pushError: varchar('push_error', { length: 255 }),
    nextPushAt: timestamp('next_push_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    index('kc_finance_bank_customer_borrower_idx').on(t.tenantId, t.borrowerId, t.isDeleted),
    index('kc_finance_bank_customer_bank_idx').on(t.tenantId, t.unionBankId, t.status),
    index('kc_finance_bank_customer_push_idx').on(t.pushed, t.nextPushAt),
  ],
);
export type BankCustomerRow = typeof bankCustomer.$inferSelect;
