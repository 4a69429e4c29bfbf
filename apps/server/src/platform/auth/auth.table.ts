import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, refId } from '../db/columns';

/**
 * Rotating refresh tokens: only the SHA-256 of a token is stored. A token used twice means it leaked,
 * and its whole family is revoked.
 */
export const refreshToken = pgTable(
  'kc_refresh_token',
  {
    id: idColumn(),
    userId: refId('user_id').notNull(),
    family: varchar('family', { length: 64 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kc_refresh_token_family_idx').on(t.family), index('kc_refresh_token_user_idx').on(t.userId)],
);

/** Failed log-ins per key ('account:<tenant>:<account>' or 'ip:<address>') inside a sliding window. */
export const loginGuard = pgTable('kc_login_guard', {
  key: varchar('key', { length: 200 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
