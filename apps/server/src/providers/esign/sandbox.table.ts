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

/**
 * The e-sign sandbox's own books: it plays the provider, so it keeps what a provider keeps. One row per
 * application flow (an account is the flow that reached success); see README.md for the moves.
 */
export const sandboxEsignAccount = pgTable(
  'sandbox_esign_account',
  {
    id: idColumn(),
    flowId: varchar('flow_id', { length: 64 }).notNull(),
    enterpriseId: refId('enterprise_id').notNull(),
    /** 'company' | 'person' */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** the enterprise or person name the seal bears */
    name: varchar('name', { length: 100 }).notNull(),
    creditCode: varchar('credit_code', { length: 50 }),
    legalPerson: varchar('legal_person', { length: 50 }),
    idNumber: varchar('id_number', { length: 50 }),
    mobile: varchar('mobile', { length: 50 }),
    operatorName: varchar('operator_name', { length: 50 }),
    bankName: varchar('bank_name', { length: 50 }),
    bankAccount: varchar('bank_account', { length: 50 }),
    /** esignStatus (spec 1 §4) */
    status: integer('status').notNull(),
    message: varchar('message', { length: 255 }).notNull().default(''),
    /**
     * The outcome a tester chose in the console: 'ok', 'enterprise_fail', 'bank_fail', 'person_fail',
     * 'transfer_slow', 'amount_expired', 'seal_fail', 'autosign_fail'.
     */
    outcome: varchar('outcome', { length: 20 }).notNull().default('ok'),
    /** the random amount "transferred" to the company account, shown in the console */
    amount: numeric('amount', { precision: 12, scale: 2 }),
    amountTries: integer('amount_tries').notNull().default(0),
    /** when the sandbox moves this flow on by itself (null: it waits for the user or the console) */
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    sealPng: text('seal_png'),
    autoSign: smallint('auto_sign').notNull().default(0),
    certPem: text('cert_pem'),
    keyPem: text('key_pem'),
    /** every move, for the console: [{at, status, message}] */
    history: jsonb('history').$type<{ at: string; status: number; message: string }[]>().notNull().default([]),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_esign_account_flow_uq').on(t.flowId),
    index('sandbox_esign_account_enterprise_idx').on(t.enterpriseId),
    index('sandbox_esign_account_step_idx').on(t.nextStepAt),
  ],
);

/** SMS codes the sandbox "sent" (the console lists them). */
export const sandboxSms = pgTable(
  'sandbox_sms',
  {
    id: idColumn(),
    mobile: varchar('mobile', { length: 50 }).notNull(),
    code: varchar('code', { length: 10 }).notNull(),
    purpose: varchar('purpose', { length: 30 }).notNull(),
    used: smallint('used').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_sms_mobile_idx').on(t.mobile, t.createTime)],
);

/** The sandbox certificate authority, created on first start (one row, id 'ca'). */
export const sandboxCa = pgTable('sandbox_ca', {
  id: varchar('id', { length: 10 }).primaryKey(),
  certPem: text('cert_pem').notNull(),
  keyPem: text('key_pem').notNull(),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sandbox settings a tester chooses in the console, by key: 'esign.nextOutcome' (the outcome the next new
 * application takes), 'esign.stepMs' (how long the sandbox waits before moving a flow on by itself).
 */
export const sandboxSetting = pgTable('sandbox_setting', {
  key: varchar('key', { length: 50 }).primaryKey(),
  value: varchar('value', { length: 255 }).notNull(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});
