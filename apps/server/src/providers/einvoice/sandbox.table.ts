import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../../platform/db/columns';
import type { BillingOrder } from './port';

/**
 * The e-invoice sandbox's own books (it plays Nuonuo, so it keeps what Nuonuo keeps; README.md): one row per
 * billing serial, with the order as received, its status (20, 21, 2, 22, 24), the outcome it was given and the
 * PDF once issued.
 */
export const sandboxEinvoice = pgTable(
  'sandbox_einvoice',
  {
    id: idColumn(),
    /** invoiceSerialNum / fpqqlsh */
    serialNo: varchar('serial_no', { length: 32 }).notNull(),
    orderNo: varchar('order_no', { length: 64 }).notNull(),
    /** the seller's tax number (userTax): order numbers are unique per seller */
    userTax: varchar('user_tax', { length: 30 }).notNull(),
    order: jsonb('order').$type<BillingOrder>().notNull(),
    status: integer('status').notNull(),
    failCause: varchar('fail_cause', { length: 255 }),
    /** 'ok' | 'fail22' | 'fail24': where this attempt ends */
    outcome: varchar('outcome', { length: 10 }).notNull().default('ok'),
    /** when a query may move it on by itself (null: final) */
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    /** the 20-digit 数电 number and the issue time, once status 2 */
    invoiceNo: varchar('invoice_no', { length: 20 }),
    invoiceTime: timestamp('invoice_time', { withTimezone: true }),
    /** the issued PDF, base64 */
    pdf: text('pdf'),
    /** reInvoice count on retryDay (yyyy-MM-dd): at most 20 a day */
    retryDay: varchar('retry_day', { length: 10 }),
    retryCount: integer('retry_count').notNull().default(0),
    retries: integer('retries').notNull().default(0),
    history: jsonb('history').$type<{ at: string; status: number; note: string }[]>().notNull().default([]),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_einvoice_serial_uq').on(t.serialNo),
    uniqueIndex('sandbox_einvoice_order_uq').on(t.userTax, t.orderNo),
    index('sandbox_einvoice_create_idx').on(t.createTime),
  ],
);

/** The console's settings (one row per key): nextOutcome. */
export const sandboxEinvoiceSetting = pgTable('sandbox_einvoice_setting', {
  key: varchar('key', { length: 30 }).primaryKey(),
  value: varchar('value', { length: 100 }).notNull(),
});
