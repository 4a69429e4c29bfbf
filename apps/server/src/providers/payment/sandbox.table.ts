import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../../platform/db/columns';

/**
 * The payment sandbox's own books (PROVIDERS.md §1, §2 "Sandbox must"): it plays WeChat Pay and Alipay, so it keeps
 * what they keep. One row per provider order, unique per (provider, out_trade_no) as the merchant number is unique
 * per merchant. `state` is the provider's own word: WeChat NOTPAY | SUCCESS | CLOSED, Alipay WAIT_BUYER_PAY |
 * TRADE_SUCCESS | TRADE_CLOSED (an Alipay trade exists only once `scanTime` is set). An open order past `expireAt`
 * reads as closed. `pr` is the random code the QR carries (the phone page's only credential).
 */
export const sandboxPayOrder = pgTable(
  'sandbox_pay_order',
  {
    id: idColumn(),
    provider: varchar('provider', { length: 10 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 64 }).notNull(),
    pr: varchar('pr', { length: 32 }).notNull(),
    codeUrl: varchar('code_url', { length: 500 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    description: varchar('description', { length: 127 }).notNull(),
    notifyUrl: varchar('notify_url', { length: 255 }).notNull(),
    attach: varchar('attach', { length: 128 }),
    state: varchar('state', { length: 20 }).notNull(),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    scanTime: timestamp('scan_time', { withTimezone: true }),
    transactionId: varchar('transaction_id', { length: 64 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closeTime: timestamp('close_time', { withTimezone: true }),
    /** the payer's last failure on the phone page ('余额不足'); the order stays open */
    lastError: varchar('last_error', { length: 100 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_pay_order_no_uq').on(t.provider, t.outTradeNo),
    uniqueIndex('sandbox_pay_order_pr_uq').on(t.pr),
  ],
);

/**
 * Notifications the sandbox sends (one row per delivery; a resend or a 'twice' mode is a second row with the same
 * event id). `body` is what is signed; `corrupt` ('tampered' | 'badSignature') makes every attempt fail to verify.
 * `status`: 'pending' (due at `nextAt`), 'held' (late / out of order: until released), 'delivered', 'failed'
 * (the schedule ran out).
 */
export const sandboxPayDelivery = pgTable(
  'sandbox_pay_delivery',
  {
    id: idColumn(),
    orderId: varchar('order_id', { length: 20 }).notNull(),
    provider: varchar('provider', { length: 10 }).notNull(),
    /** WeChat notification id (EV-…) / Alipay notify_id: constant across retries */
    eventId: varchar('event_id', { length: 64 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 64 }).notNull(),
    path: varchar('path', { length: 255 }).notNull(),
    body: text('body').notNull(),
    /** a tampered WeChat notification: what the platform signed (the body sent was altered afterwards) */
    signedBody: text('signed_body'),
    corrupt: varchar('corrupt', { length: 20 }),
    duplicate: smallint('duplicate').notNull().default(0),
    status: varchar('status', { length: 12 }).notNull(),
    /** why a held row waits: 'late' (until released) or 'outOfOrder' (until the next notification has gone) */
    holdReason: varchar('hold_reason', { length: 12 }),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastAnswer: varchar('last_answer', { length: 200 }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** every attempt: [{at, status, answer}] */
    history: jsonb('history').$type<{ at: string; status: number; answer: string }[]>().notNull().default([]),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sandbox_pay_delivery_due_idx').on(t.status, t.nextAt),
    index('sandbox_pay_delivery_order_idx').on(t.outTradeNo),
  ],
);

/**
 * The payment sandbox's settings and keys, by key: 'pay.mode', 'pay.timeScale', 'pay.keys' (the platform and
 * Alipay RSA key pairs and the APIv3 key as JSON, made once on first use so every instance and restart agrees).
 */
export const sandboxPaySetting = pgTable('sandbox_pay_setting', {
  key: varchar('key', { length: 50 }).primaryKey(),
  value: text('value').notNull(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});
