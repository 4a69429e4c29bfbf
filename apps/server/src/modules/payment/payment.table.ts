import { sql } from 'drizzle-orm';
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
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Provider orders (one QR code each; spec 2 §4 "Service fee payment per party", spec 3 §4 "Service-fee payment").
 * `status` (auditColumns') is PayOrderStatus: 0 open, 1 paid, 2 closed. What is paid is `bussType` (PayBussType:
 * 1 a party's share of a contract's platform fee — contract and party; 2 a financing service fee — `bussId` the
 * fee, no contract). At most one open order per party of a contract (kc_pay_order_open_uq) and per other business
 * record (kc_pay_order_buss_open_uq); the merchant number ([0-9A-Za-z], ≤ 32) is unique for ever.
 */
export const payOrder = pgTable(
  'kc_pay_order',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    bussType: smallint('buss_type').notNull().default(1),
    /** the business record paid for when it is not a contract share (the financing service fee) */
    bussId: refId('buss_id'),
    contractId: refId('contract_id'),
    /** FeeParty: 0 supplier, 1 buyer */
    party: smallint('party').notNull(),
    enterpriseId: refId('enterprise_id').notNull(),
    /** PayWay 10 WeChat, 11 Alipay */
    payWay: smallint('pay_way').notNull(),
    provider: varchar('provider', { length: 10 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** what the QR holds (null until the provider answered) */
    codeUrl: varchar('code_url', { length: 500 }),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    transactionId: varchar('transaction_id', { length: 64 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closeTime: timestamp('close_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_pay_order_no_uq').on(t.outTradeNo),
    uniqueIndex('kc_pay_order_open_uq').on(t.contractId, t.party).where(sql`status = 0`),
    uniqueIndex('kc_pay_order_buss_open_uq').on(t.bussType, t.bussId).where(sql`status = 0 and buss_id is not null`),
    index('kc_pay_order_contract_idx').on(t.contractId, t.party, t.createTime.desc()),
    index('kc_pay_order_buss_idx').on(t.bussType, t.bussId, t.createTime.desc()),
    index('kc_pay_order_open_idx').on(t.status, t.createTime),
  ],
);

/**
 * Each party's trade payment of a contract (spec 3 §4 Trade payment): tradePayStatus 0 unpaid, 10 paid online,
 * 20 paid offline (voucher uploaded), 30 offline confirmed; payWay 10/11/12. One row per (contract, party),
 * made on the first move.
 */
export const tradePay = pgTable(
  'kc_trade_pay',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    contractId: refId('contract_id').notNull(),
    party: smallint('party').notNull(),
    enterpriseId: refId('enterprise_id').notNull(),
    tradePayStatus: smallint('trade_pay_status').notNull().default(0),
    payWay: smallint('pay_way'),
    /** paid online, or the voucher uploaded */
    payTime: timestamp('pay_time', { withTimezone: true }),
    confirmTime: timestamp('confirm_time', { withTimezone: true }),
    confirmUser: refId('confirm_user'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kc_trade_pay_party_uq').on(t.contractId, t.party)],
);

/**
 * Offline payment vouchers (spec 2 §5 Attachments "payment voucher"): images of a party's bank transfer — of a
 * contract share (bussType 1: contract, party) or of another business record (bussType 2: `bussId` the financing
 * service fee).
 */
export const payVoucher = pgTable(
  'kc_pay_voucher',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    bussType: smallint('buss_type').notNull().default(1),
    bussId: refId('buss_id'),
    contractId: refId('contract_id'),
    party: smallint('party').notNull(),
    enterpriseId: refId('enterprise_id').notNull(),
    attachId: refId('attach_id').notNull(),
    ...auditColumns(),
  },
  (t) => [
    index('kc_pay_voucher_contract_idx').on(t.contractId, t.party),
    index('kc_pay_voucher_buss_idx').on(t.bussType, t.bussId),
    uniqueIndex('kc_pay_voucher_attach_uq').on(t.attachId),
  ],
);

/**
 * The notification inbox: every message a provider posted (or a query answered during reconciliation), raw body
 * and headers kept for review. status is NotifyStatus (0 received, 1 applied, 2 duplicate, 3 refused). A verified
 * message is keyed by (provider, dedupeKey = its transactionId), so a repeat is never stored twice; a message that
 * did not verify has no key (nulls never collide), and one refused on processing (unknown order, another amount)
 * gives its key up, so a genuine message of the same transaction is still taken. Applied and verified messages are
 * kept for good; one refused at the door keeps 2 KB of its body with the whole body's digest and length, and is
 * deleted after REFUSED_NOTIFICATION_RETENTION_DAYS (anyone can post junk to the public notify routes).
 */
export const payNotify = pgTable(
  'kc_pay_notify',
  {
    id: idColumn(),
    provider: varchar('provider', { length: 10 }).notNull(),
    /** 'notify' (posted by the provider) or 'query' (the reconciliation's answer) */
    source: varchar('source', { length: 10 }).notNull().default('notify'),
    transactionId: varchar('transaction_id', { length: 64 }),
    dedupeKey: varchar('dedupe_key', { length: 64 }),
    outTradeNo: varchar('out_trade_no', { length: 64 }),
    amountFen: integer('amount_fen'),
    paid: smallint('paid'),
    /** the body as it arrived; for a message refused at the door (it did not verify) only its first 2 KB */
    rawBody: text('raw_body').notNull(),
    /** SHA-256 (hex) and length in bytes of the whole body as it arrived, whatever of it is kept */
    bodySha256: varchar('body_sha256', { length: 64 }),
    bodyLength: integer('body_length'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    status: smallint('status').notNull().default(0),
    reason: varchar('reason', { length: 200 }),
    receivedTime: timestamp('received_time', { withTimezone: true }).notNull().defaultNow(),
    processedTime: timestamp('processed_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kc_pay_notify_key_uq').on(t.provider, t.dedupeKey),
    index('kc_pay_notify_tx_idx').on(t.transactionId),
    index('kc_pay_notify_status_idx').on(t.status, t.receivedTime),
  ],
);

/**
 * The payments ledger (支付流水): one row per share paid — online when a notification (or reconciliation) is
 * applied, offline when the platform confirms the voucher. At most one per (contract, party) and one per other
 * business record (bussType 2: the financing service fee, `bussId`): paid once. Names are kept as they were at
 * payment, so the list filters without joins; `contractCode` is the business record's code (the contract's, or
 * the financing application's).
 */
export const payLedger = pgTable(
  'kc_pay_ledger',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    bussType: smallint('buss_type').notNull().default(1),
    bussId: refId('buss_id'),
    contractId: refId('contract_id'),
    contractCode: varchar('contract_code', { length: 50 }).notNull(),
    party: smallint('party').notNull(),
    enterpriseId: refId('enterprise_id').notNull(),
    enterpriseName: varchar('enterprise_name', { length: 200 }).notNull(),
    payWay: smallint('pay_way').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** TradePayStatus: 10 paid online, 30 offline confirmed */
    status: smallint('status').notNull(),
    orderNo: varchar('order_no', { length: 64 }),
    transactionId: varchar('transaction_id', { length: 64 }),
    paidTime: timestamp('paid_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kc_pay_ledger_party_uq').on(t.contractId, t.party),
    uniqueIndex('kc_pay_ledger_buss_uq').on(t.bussType, t.bussId).where(sql`buss_id is not null`),
    index('kc_pay_ledger_list_idx').on(t.tenantId, t.createTime.desc()),
    index('kc_pay_ledger_enterprise_idx').on(t.enterpriseId),
  ],
);
