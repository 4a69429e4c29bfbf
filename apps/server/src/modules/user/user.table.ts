import { index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/** status 1 normal, 0 disabled. tokenVersion moves on disable or password change, ending every session. */
export const user = pgTable(
  'kc_user',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    account: varchar('account', { length: 50 }).notNull(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    name: varchar('name', { length: 50 }),
    realName: varchar('real_name', { length: 50 }),
    avatar: refId('avatar'),
    email: varchar('email', { length: 50 }),
    phone: varchar('phone', { length: 50 }),
    /** spec 1 §1: 3 enterprise user, 2 financial-institution user, 1 platform user. */
    userType: integer('user_type').notNull().default(1),
    deptId: refId('dept_id'),
    /** spec 1 §6: the user's enterprise. */
    postId: refId('post_id'),
    tokenVersion: integer('token_version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('kc_user_account_uq').on(t.tenantId, t.account), index('kc_user_post_idx').on(t.postId)],
);

export const userRole = pgTable(
  'kc_user_role',
  { userId: refId('user_id').notNull(), roleId: refId('role_id').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('kc_user_role_role_idx').on(t.roleId)],
);
