import { index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Mini-program QR sessions (spec 1 §4 and spec 2 §4 QR signing; spec 3 §4 QR sign poll). One row per QR code
 * shown: the token is the mini-program scene (≤ 32 characters, 128 random bits) and the only credential the
 * phone page holds. `flag` is the scan flag (ScanFlag: 0 waiting, 1 scanned, 2 confirmed, 3 cancelled),
 * `status` the QR sign status (QrSignStatus: 0 waiting, 1 signing — the confirmation has been used, 2 done,
 * 3 expired or cancelled). A session past `expiresAt` reads as 3 while still waiting.
 */
export const miniQrSession = pgTable(
  'kc_mini_qr_session',
  {
    id: idColumn(),
    token: varchar('token', { length: 32 }).notNull(),
    tenantId: tenantColumn(),
    /** the user who asked for the code: only this user's batch may use the confirmation */
    userId: refId('user_id').notNull(),
    /** the user's enterprise (postId) when the code was made; null for a user without one */
    enterpriseId: refId('enterprise_id'),
    /** BussType (10 bill application, 20 by applyId, 30 split, 40/50 pledge) and the business id */
    bussType: integer('buss_type').notNull(),
    bussId: varchar('buss_id', { length: 64 }).notNull(),
    flag: smallint('flag').notNull().default(0),
    status: smallint('status').notNull().default(0),
    /** the batch the confirmation started (set by the batch-sign module) */
    batchId: varchar('batch_id', { length: 32 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    scanTime: timestamp('scan_time', { withTimezone: true }),
    confirmTime: timestamp('confirm_time', { withTimezone: true }),
    /** when a batch used the confirmation (once only) */
    usedTime: timestamp('used_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kc_mini_qr_session_token_uq').on(t.token),
    index('kc_mini_qr_session_user_buss_idx').on(t.userId, t.bussType, t.bussId, t.createTime.desc()),
  ],
);
