import { sql } from 'drizzle-orm';
import { customType, integer, pgSequence, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** bigint in the database, string in code and JSON (API.md: ids are strings). */
export const bigintString = customType<{ data: string; driverData: string | number | bigint }>({
  dataType: () => 'bigint',
  fromDriver: (value) => String(value),
  toDriver: (value) => value,
});

/** One sequence for every table: an id names one record in the whole product. */
export const idSequence = pgSequence('kc_id_seq', { startWith: 1_000_001, cache: 1 });

export const idColumn = () => bigintString('id').primaryKey().default(sql`nextval('kc_id_seq')`);

export const refId = (name: string) => bigintString(name);

export const tenantColumn = () => varchar('tenant_id', { length: 12 }).notNull().default('000000');

/** BladeX-style bookkeeping columns; data scopes 2–4 filter on create_user and create_dept. */
export const auditColumns = () => ({
  createUser: refId('create_user'),
  createDept: refId('create_dept'),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  updateUser: refId('update_user'),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  status: integer('status').notNull().default(1),
  isDeleted: smallint('is_deleted').notNull().default(0),
  /** Optimistic concurrency: every state move adds one (platform/state/transition.ts). */
  version: integer('version').notNull().default(0),
});
