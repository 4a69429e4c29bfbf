import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { idColumn, refId } from '../../platform/db/columns';
import type { BankCollateral, SandboxDrawdownRequest, SandboxReleaseInstruction, SandboxRepaymentNotice } from './port';

/**
 * The bank sandbox's own books (README.md "Tables"): what the sandbox bank received from the platform, what it
 * lent and was repaid, the callbacks it sends, and its per-tenant settings. Our ids (applyId, billId) are kept as
 * the platform sent them; the bank's own numbers (financeAppId, registrationNo, disburseNo, …) are generated here.
 */

/** One pushed four-party agreement (unique per tenant and applyId: a second push answers the same financeAppId). */
export const sandboxBankApplication = pgTable(
  'kc_sandbox_bank_application',
  {
    id: idColumn(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    applyId: refId('apply_id').notNull(),
    applyCode: varchar('apply_code', { length: 64 }).notNull(),
    /** the bank's number: CCB + yyyyMMdd + 8 random digits */
    financeAppId: varchar('finance_app_id', { length: 40 }).notNull(),
    bankName: varchar('bank_name', { length: 200 }).notNull(),
    shipperName: varchar('shipper_name', { length: 200 }).notNull(),
    shipperCreditCode: varchar('shipper_credit_code', { length: 50 }),
    warehouseName: varchar('warehouse_name', { length: 200 }).notNull(),
    goodsName: varchar('goods_name', { length: 200 }).notNull(),
    applyMoney: numeric('apply_money', { precision: 16, scale: 2 }).notNull(),
    collateral: jsonb('collateral').$type<BankCollateral[]>().notNull(),
    /** the admission result per receipt, as sent */
    admission: jsonb('admission')
      .$type<{ billId: string; collateralAccResult: 0 | 1; reason?: string }[]>()
      .notNull()
      .default([]),
    agreementSha256: varchar('agreement_sha256', { length: 64 }).notNull(),
    /** the bank (enterprise id) and the borrower of an application that has one (admission checks its customer) */
    bankId: refId('bank_id'),
    borrowerId: refId('borrower_id'),
    borrowerName: varchar('borrower_name', { length: 50 }),
    /** received / admitted / refused / registered / disbursed / repaid / released */
    status: varchar('status', { length: 12 }).notNull(),
    refuseReason: varchar('refuse_reason', { length: 200 }),
    registrationNo: varchar('registration_no', { length: 40 }),
    instructionNo: varchar('instruction_no', { length: 40 }),
    /** times the platform pushed the agreement (a second push is idempotent) */
    pushCount: integer('push_count').notNull().default(1),
    pledgePushedAt: timestamp('pledge_pushed_at', { withTimezone: true }),
    pledgeNotices: jsonb('pledge_notices').$type<{ billId: string; billCode: string; noticeSha256: string }[]>(),
    releaseFedAt: timestamp('release_fed_at', { withTimezone: true }),
    /** the shipper's drawdown requests received (requestDisbursement), newest last */
    drawdownRequests: jsonb('drawdown_requests').$type<SandboxDrawdownRequest[]>().notNull().default([]),
    /** the shipper's repayment notices received (notifyRepayment), newest last */
    repaymentNotices: jsonb('repayment_notices').$type<SandboxRepaymentNotice[]>().notNull().default([]),
    /** the release instructions sent (partial ones while the loan runs, the full one on repayment), newest last */
    releases: jsonb('releases').$type<SandboxReleaseInstruction[]>().notNull().default([]),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('kc_sandbox_bank_application_apply_uq').on(t.tenantId, t.applyId),
    uniqueIndex('kc_sandbox_bank_application_fin_uq').on(t.financeAppId),
  ],
);

/** A disbursement (放款). */
export const sandboxBankLoan = pgTable(
  'kc_sandbox_bank_loan',
  {
    id: idColumn(),
    applicationId: refId('application_id').notNull(),
    disburseNo: varchar('disburse_no', { length: 40 }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    loanDate: varchar('loan_date', { length: 10 }).notNull(),
    dueDate: varchar('due_date', { length: 10 }).notNull(),
    interestRate: varchar('interest_rate', { length: 12 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
  },
  (t) => [index('kc_sandbox_bank_loan_app_idx').on(t.applicationId, t.id)],
);

/** A repayment (还款). */
export const sandboxBankRepayment = pgTable(
  'kc_sandbox_bank_repayment',
  {
    id: idColumn(),
    applicationId: refId('application_id').notNull(),
    repayNo: varchar('repay_no', { length: 40 }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    repayDate: varchar('repay_date', { length: 10 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
  },
  (t) => [index('kc_sandbox_bank_repayment_app_idx').on(t.applicationId, t.id)],
);

/**
 * Callbacks (one row per delivery of one message; the twice mode and a resend are more rows with the same body,
 * `duplicate` 1). `status`: pending (due at `nextAt`), held (hold mode, until released), delivered (answered 200
 * with SUCCESS), refused (answered 200 with REFUSED: received, refused by the platform's business, not sent again),
 * failed (the schedule ran out).
 */
export const sandboxBankDelivery = pgTable(
  'kc_sandbox_bank_delivery',
  {
    id: idColumn(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    applyId: refId('apply_id').notNull(),
    financeAppId: varchar('finance_app_id', { length: 40 }),
    eventId: varchar('event_id', { length: 40 }).notNull(),
    type: varchar('type', { length: 24 }).notNull(),
    path: varchar('path', { length: 255 }).notNull(),
    body: text('body').notNull(),
    duplicate: smallint('duplicate').notNull().default(0),
    status: varchar('status', { length: 12 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastAnswer: varchar('last_answer', { length: 200 }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    history: jsonb('history').$type<{ at: string; status: number; answer: string }[]>().notNull().default([]),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('kc_sandbox_bank_delivery_due_idx').on(t.status, t.nextAt),
    index('kc_sandbox_bank_delivery_tenant_idx').on(t.tenantId, t.id),
    index('kc_sandbox_bank_delivery_apply_idx').on(t.tenantId, t.applyId, t.id),
  ],
);

/** Per tenant: the HMAC key shared with the platform (random, made on first use), the mode and the time scale. */
export const sandboxBankSetting = pgTable('kc_sandbox_bank_setting', {
  tenantId: varchar('tenant_id', { length: 12 }).primaryKey(),
  signKey: varchar('sign_key', { length: 100 }).notNull(),
  mode: varchar('mode', { length: 12 }).notNull().default('normal'),
  timeScale: numeric('time_scale', { precision: 8, scale: 3 }).notNull().default('1'),
  /** 1: an application with a borrower is admitted only once the borrower is a customer here and consented */
  admissionNeedsCustomer: smallint('admission_needs_customer').notNull().default(1),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Customers to create (建客) as the sandbox bank received them (one per tenant and our customer record id): 1 the
 * materials awaited, 2 pending, 3 in progress, 4 created, 5 must re-create; `resultStatus` 0 failed (with `remark`),
 * 1 created. The console moves them; each move sends a customer.status callback.
 */
export const sandboxBankCustomer = pgTable(
  'kc_sandbox_bank_customer',
  {
    id: idColumn(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    customerId: refId('customer_id').notNull(),
    borrowerId: refId('borrower_id').notNull(),
    borrowerName: varchar('borrower_name', { length: 50 }).notNull(),
    coborrowerName: varchar('coborrower_name', { length: 50 }),
    bankId: refId('bank_id').notNull(),
    bankName: varchar('bank_name', { length: 200 }).notNull(),
    branchName: varchar('branch_name', { length: 200 }),
    relationId: varchar('relation_id', { length: 64 }),
    status: smallint('status').notNull(),
    resultStatus: smallint('result_status'),
    remark: varchar('remark', { length: 200 }),
    pushCount: integer('push_count').notNull().default(1),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('kc_sandbox_bank_customer_uq').on(t.tenantId, t.customerId),
    index('kc_sandbox_bank_customer_borrower_idx').on(t.tenantId, t.borrowerId, t.bankId),
  ],
);
