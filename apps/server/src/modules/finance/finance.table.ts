import { sql } from 'drizzle-orm';
import {
  date,
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
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Financing applications (融资申请, bcFinanceApply; spec 2 §3–4). `status` (auditColumns') is FinanceStatus of
 * @kc/domain/finance/status (50 → 60 → 70 → 100; 0 void, 101 refused); `fourStatus` the four-party agreement's
 * (0 → 20 → 10 → 30 → 40 | 41; 21, 11 rejected). The log is the audit trail (objectType 'finance').
 */
export const financeApply = pgTable(
  'kc_finance_apply',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** RZ + yyyyMMdd + 4-digit sequence */
    code: varchar('code', { length: 50 }).notNull(),
    shipperId: refId('shipper_id').notNull(),
    /** the warehouse enterprise holding the goods (warehouseUnitId) */
    warehouseId: refId('warehouse_id').notNull(),
    /** the bank enterprise (type 5) and its financing goods (kc_financing_goods) */
    bankId: refId('bank_id').notNull(),
    financingGoodsId: refId('financing_goods_id').notNull(),
    /**
     * the borrower (借款人, modules/borrower) the loan is for: required when the shipper is a person (isPerson 1),
     * optional for a company whose bank asks for a personal guarantee; the bank admits it once the borrower is its
     * customer and consented (modules/bank-customer README "Financing")
     */
    borrowerId: refId('borrower_id'),
    /** the amount the shipper asks for, and the estimated pledge amount (Σ price × rate × weight) */
    applyMoney: numeric('apply_money', { precision: 18, scale: 2 }).notNull(),
    pledgeAmount: numeric('pledge_amount', { precision: 18, scale: 2 }).notNull(),
    remark: text('remark'),
    fourStatus: smallint('four_status').notNull().default(0),
    /** the last rejection's reason (21 platform, 11 warehouse) */
    fourDescr: text('four_descr'),
    /** the four-party agreement PDF (attachment owned by 'finance-four') with every seal so far, and its SHA-256 */
    fourFileId: refId('four_file_id'),
    fourSha256: varchar('four_sha256', { length: 64 }),
    /** the bank's number for this application once it received the agreement (financeAppId) */
    financeAppId: varchar('finance_app_id', { length: 64 }),
    /** pushes of the agreement to the bank: attempts, the last failure, when the job tries again */
    pushTries: integer('push_tries').notNull().default(0),
    pushError: varchar('push_error', { length: 255 }),
    nextPushAt: timestamp('next_push_at', { withTimezone: true }),
    /** the pledge (all receipts sealed) pushed to the bank: 0 not yet, 1 done; failures retried like the agreement */
    pledgePushStatus: smallint('pledge_push_status').notNull().default(0),
    pledgePushError: varchar('pledge_push_error', { length: 255 }),
    nextPledgePushAt: timestamp('next_pledge_push_at', { withTimezone: true }),
    /** the bank's pledge registration number (质押登记编号) */
    registrationNo: varchar('registration_no', { length: 64 }),
    /** the loan as the bank disbursed it (sum of disbursements), editable by updateLoanMoney until submitted */
    loanMoney: numeric('loan_money', { precision: 18, scale: 2 }),
    loanCurrency: varchar('loan_currency', { length: 8 }),
    loanMoneyStatus: smallint('loan_money_status'),
    loanDate: date('loan_date', { mode: 'string' }),
    dateDue: date('date_due', { mode: 'string' }),
    /** the yearly interest rate as the bank stated it, e.g. '4.35' */
    interestInfo: varchar('interest_info', { length: 64 }),
    repaidMoney: numeric('repaid_money', { precision: 18, scale: 2 }).notNull().default('0'),
    /** the bank's reason when it refused (101) */
    refuseReason: text('refuse_reason'),
    submitTime: timestamp('submit_time', { withTimezone: true }),
    finishTime: timestamp('finish_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_finance_apply_code_uq').on(t.tenantId, t.code),
    index('kc_finance_apply_list_idx').on(t.tenantId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_finance_apply_shipper_idx').on(t.shipperId, t.status),
    index('kc_finance_apply_warehouse_idx').on(t.warehouseId, t.status),
    index('kc_finance_apply_bank_idx').on(t.bankId, t.status),
    index('kc_finance_apply_push_idx').on(t.fourStatus, t.nextPushAt),
    uniqueIndex('kc_finance_apply_bank_no_uq').on(t.tenantId, t.financeAppId),
  ],
);

/**
 * The receipts of an application (bcFinanceApplyBill; spec 2 §3 Receipt row). `active` is 1 while the application
 * is live: **one active pledge per receipt** (`kc_finance_apply_bill_active_uq`), besides the receipt reservation
 * (process 'pledge') every live process shares. `dgeCcbStatus` and `signStatus` are this pledge's; the receipt's
 * own `dge_ccb_status` mirrors the former.
 */
export const financeApplyBill = pgTable(
  'kc_finance_apply_bill',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    applyId: refId('apply_id').notNull(),
    billId: refId('bill_id').notNull(),
    billCode: varchar('bill_code', { length: 50 }).notNull(),
    active: smallint('active').notNull().default(1),
    priceUnit: numeric('price_unit', { precision: 12, scale: 2 }).notNull(),
    /** the unit the price is per (the receipt's weight unit) */
    chargeUnit: varchar('charge_unit', { length: 8 }),
    ccyCd: varchar('ccy_cd', { length: 8 }).notNull().default('156'),
    /** pledge rate in per cent */
    cltPlgRate: numeric('clt_plg_rate', { precision: 6, scale: 2 }).notNull(),
    pledgeAmount: numeric('pledge_amount', { precision: 18, scale: 2 }).notNull(),
    totalWeight: numeric('total_weight', { precision: 16, scale: 2 }).notNull(),
    collateralAccResult: smallint('collateral_acc_result'),
    collateralReason: varchar('collateral_reason', { length: 255 }),
    dgeCcbStatus: smallint('dge_ccb_status').notNull().default(1),
    /** PledgeSignStatus 1–6; null before the pledge seals */
    signStatus: smallint('sign_status'),
    signMessage: varchar('sign_message', { length: 255 }),
    /** the pledge notice (质押通知书) PDF with the seals so far (owner 'finance-extract') */
    extractFileId: refId('extract_file_id'),
    extractSha256: varchar('extract_sha256', { length: 64 }),
    sort: integer('sort').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kc_finance_apply_bill_uq').on(t.applyId, t.billId),
    uniqueIndex('kc_finance_apply_bill_active_uq').on(t.billId).where(sql`${t.active} = 1`),
    index('kc_finance_apply_bill_bill_idx').on(t.billId),
  ],
);

/**
 * Seals on documents of an application: the four-party agreement's (kind 'four-shipper' | 'four-platform' |
 * 'four-warehouse'; applyBillId null) and each pledge notice's ('pledge-shipper' | 'pledge-warehouse'). One row per
 * (document, kind): a retried job or a second tab never seals twice.
 */
export const financeSign = pgTable(
  'kc_finance_sign',
  {
    id: idColumn(),
    applyId: refId('apply_id').notNull(),
    /** the receipt row of a pledge notice; 0 for the agreement (so the unique key holds) */
    applyBillId: refId('apply_bill_id').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    enterpriseId: refId('enterprise_id').notNull(),
    fileId: refId('file_id').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    actorId: refId('actor_id'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kc_finance_sign_uq').on(t.applyBillId, t.applyId, t.kind)],
);

/** The bank's disbursements (放款; disburseList): one row per bank disbursement number. */
export const financeLoan = pgTable(
  'kc_finance_loan',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    applyId: refId('apply_id').notNull(),
    bankRef: varchar('bank_ref', { length: 64 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    loanDate: date('loan_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    interestRate: numeric('interest_rate', { precision: 8, scale: 4 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kc_finance_loan_ref_uq').on(t.applyId, t.bankRef),
    index('kc_finance_loan_apply_idx').on(t.applyId),
  ],
);

/** The repayments the bank recorded (还款; repaymentList). */
export const financeRepayment = pgTable(
  'kc_finance_repayment',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    applyId: refId('apply_id').notNull(),
    bankRef: varchar('bank_ref', { length: 64 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    repayDate: date('repay_date', { mode: 'string' }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kc_finance_repayment_ref_uq').on(t.applyId, t.bankRef),
    index('kc_finance_repayment_apply_idx').on(t.applyId),
  ],
);

/**
 * The bank's callbacks (the inbox): every verified message stored once by (tenant, event id) and applied once.
 * status 0 received (an early one waits here for the sweep, with the reason), 1 applied, 3 refused (with the reason;
 * the message is kept). A repeat is never stored (ON CONFLICT DO NOTHING), so 2 (duplicate) is not written.
 */
export const bankInbox = pgTable(
  'kc_bank_inbox',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    eventId: varchar('event_id', { length: 64 }).notNull(),
    type: varchar('type', { length: 40 }).notNull(),
    applyId: refId('apply_id'),
    payload: jsonb('payload').notNull(),
    status: smallint('status').notNull().default(0),
    reason: varchar('reason', { length: 255 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kc_bank_inbox_event_uq').on(t.tenantId, t.eventId),
    index('kc_bank_inbox_status_idx').on(t.status, t.receivedAt),
    index('kc_bank_inbox_apply_idx').on(t.applyId, t.receivedAt),
  ],
);
