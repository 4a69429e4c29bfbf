import { pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * How a bank works with the platform (finance README "The bank's desk"): 'api' — our pushes go through the bank port and
 * its signed callbacks come to kc-bank/notify; 'desk' — the bank has no integration and its own users act from the
 * platform's bank desk, whose actions go through the same inbox as the callbacks. A bank with no row is 'api'.
 */
export const bankDeskSetting = pgTable(
  'kc_bank_desk_setting',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    bankEnterpriseId: refId('bank_enterprise_id').notNull(),
    mode: varchar('mode', { length: 8 }).notNull().default('api'),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kc_bank_desk_setting_bank_uq').on(t.tenantId, t.bankEnterpriseId)],
);
