import { index, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * The shipper's drawdown requests (申请放款; spec 2 §7 disburseSubmit, cancelDisburse; README "Drawdown
 * requests"): `status` DisburseRequestStatus of @kc/domain/finance/disburse — 0 requested, 1 disbursed (the bank's
 * `loan.disbursed` named it; `bankRef` its disbursement number), 2 cancelled by the shipper, 3 refused by the bank.
 */
export const financeDisburseRequest = pgTable(
  'kc_finance_disburse_request',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    applyId: refId('apply_id').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    status: smallint('status').notNull().default(0),
    bankRef: varchar('bank_ref', { length: 64 }),
    createUser: refId('create_user'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kc_finance_disburse_request_apply_idx').on(t.applyId, t.status)],
);
