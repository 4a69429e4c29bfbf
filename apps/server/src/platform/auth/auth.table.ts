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

/**
 * Password checks per key ('account:<tenant>:<account>', 'ip:<address>', or 'password:<userId>' for the old
 * password of a password change) inside a window: reserved before a check, cleared or released on success.
 */
export const loginGuard = pgTable('kc_login_guard', {
  key: varchar('key', { length: 200 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * The signing secret made on the first start against PostgreSQL, one row shared by every instance
 * (JWT_SECRET, when set, is used instead). The embedded database keeps it in a 0600 file instead.
 */
export const signingSecret = pgTable('kc_signing_secret', {
  name: varchar('name', { length: 32 }).primaryKey(),
  secret: varchar('secret', { length: 128 }).notNull(),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

/** Live-event tickets already used, kept until they expire: a ticket opens one stream, on any instance. */
export const usedTicket = pgTable(
  'kc_used_ticket',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kc_used_ticket_expires_idx').on(t.expiresAt)],
);
