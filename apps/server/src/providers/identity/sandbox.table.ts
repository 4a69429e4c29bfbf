import { boolean, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The identity sandbox's own books (it plays the verification provider; README.md): one row per request, its
 * status ('pending' until the console decides, then 'passed' or 'rejected' with a reason) and whether the callback
 * reached the product.
 */
export const sandboxIdentity = pgTable(
  'sandbox_identity',
  {
    ref: varchar('ref', { length: 64 }).primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    identityNumber: varchar('identity_number', { length: 18 }).notNull(),
    hasPhoto: boolean('has_photo').notNull().default(false),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    reason: varchar('reason', { length: 200 }),
    delivered: boolean('delivered').notNull().default(false),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_identity_status_idx').on(t.status, t.createTime)],
);
export type SandboxIdentityRow = typeof sandboxIdentity.$inferSelect;
