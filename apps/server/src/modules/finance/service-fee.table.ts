import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * The financing service fee of an application (融资服务费; spec 2 §3 Financing service fee, §4, §5, §9): the form the
 * platform stashes (serviceAmountStatus 0) and commits (1, read-only after), the fee the server computed from it, and
 * the shipper's payment (payStatus -1 unknown, 0 unpaid, 1 paid, 2 no payment needed; tradePayStatus 0 unpaid,
 * 10 paid online, 20 paid offline, 30 offline payment confirmed; payWay 10 WeChat, 11 Alipay, 12 offline).
 * One fee per application for the whole pledge, and one per release (解押) when the goods leave in parts (spec 2 §9:
 * the fee over the pickup loan of each release; `release_id` set). Its moves are on its own audit trail (objectType 'finance-fee'); the online orders,
 * vouchers and ledger rows are the payment module's (bussType 2, bussId = this row).
 */
export const financeServiceFee = pgTable(
  'kc_finance_service_fee',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    applyId: refId('apply_id').notNull(),
    /** the release (kc_ccb_release) this fee is for; null: the whole pledge's fee */
    releaseId: refId('release_id'),
    /** the shipper that pays */
    shipperId: refId('shipper_id').notNull(),
    loanMoney: numeric('loan_money', { precision: 18, scale: 2 }).notNull(),
    ccyCd: varchar('ccy_cd', { length: 8 }).notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 6 }).notNull(),
    feeBegin: date('fee_begin', { mode: 'string' }).notNull(),
    feeEnd: date('fee_end', { mode: 'string' }).notNull(),
    /** per cent a year */
    feeRate: numeric('fee_rate', { precision: 8, scale: 4 }).notNull(),
    daysOfYear: smallint('days_of_year').notNull(),
    /** per cent */
    discountRate: numeric('discount_rate', { precision: 6, scale: 2 }).notNull(),
    /** the weights the fee was computed over: the goods picked up, of the receipts' total */
    pickupWeight: numeric('pickup_weight', { precision: 16, scale: 2 }).notNull(),
    totalWeight: numeric('total_weight', { precision: 16, scale: 2 }).notNull(),
    /** the figures the fee came from (financingServiceFee): the in-pickup loan and the inclusive days */
    inPickupLoan: numeric('in_pickup_loan', { precision: 18, scale: 2 }).notNull(),
    financingDays: integer('financing_days').notNull(),
    serviceAmount: numeric('service_amount', { precision: 18, scale: 2 }).notNull(),
    serviceAmountStatus: smallint('service_amount_status').notNull().default(0),
    payStatus: smallint('pay_status').notNull().default(0),
    tradePayStatus: smallint('trade_pay_status').notNull().default(0),
    payWay: smallint('pay_way'),
    payTime: timestamp('pay_time', { withTimezone: true }),
    confirmTime: timestamp('confirm_time', { withTimezone: true }),
    confirmUser: refId('confirm_user'),
    commitTime: timestamp('commit_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_finance_service_fee_apply_uq').on(t.applyId).where(sql`release_id is null`),
    uniqueIndex('kc_finance_service_fee_release_uq').on(t.releaseId).where(sql`release_id is not null`),
    // The platform's queue of vouchers waiting for its confirmation (ccb/finance/list offlinePending).
    index('kc_finance_service_fee_offline_idx').on(t.tenantId, t.applyId).where(sql`trade_pay_status = 20`),
  ],
);
