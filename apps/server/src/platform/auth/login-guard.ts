import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginGuard } from './auth.table';

/** After 5 failures in 5 minutes the account is locked for 15 minutes. */
export const ACCOUNT_MAX_FAILURES = 5;
/** One address may try several accounts; it is stopped after more failures. */
export const ADDRESS_MAX_FAILURES = 20;
/** The old password of a password change: guessed like a log-in, so locked like one. */
export const PASSWORD_MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 5 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;
export const LOCK_MINUTES = Math.ceil(LOCK_MS / 60000);

export const accountKey = (tenantId: string, account: string) => `account:${tenantId}:${account.toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;
export const passwordKey = (userId: string) => `password:${userId}`;

/** A granted check (`locks`: it used the last one of the window, so the key is locked now), or a refusal. */
export type Reservation = { ok: true; locks: boolean } | { ok: false; lockedMinutes: number };

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * Failure counts per key. A password is checked only after a check was reserved, and the reservation is
 * counted and compared in one statement, so parallel tries cannot check more than `max` passwords between
 * them: the check and the count are one.
 */
export const createLoginGuard = (db: Db, now: () => number = Date.now) => ({
  /**
   * Reserves one password check under `key`, counted as a failure until the caller clears or releases it.
   * Refused while the key is locked; the reservation that reaches `max` locks the key at once.
   */
  reserve: async (key: string, max: number): Promise<Reservation> => {
    const t = now();
    // A window that has passed, or a lock that has ended, starts the count again.
    const fresh = sql`(${loginGuard.windowStart} < ${at(t - FAILURE_WINDOW_MS)} or coalesce(${loginGuard.lockedUntil} <= ${at(t)}, false))`;
    const count = sql`(case when ${fresh} then 1 else ${loginGuard.failures} + 1 end)`;
    const rows = await db
      .insert(loginGuard)
      .values({ key, failures: 1, windowStart: new Date(t), lockedUntil: max <= 1 ? new Date(t + LOCK_MS) : null })
      .onConflictDoUpdate({
        target: loginGuard.key,
        set: {
          failures: count,
          windowStart: sql`case when ${fresh} then ${at(t)} else ${loginGuard.windowStart} end`,
          lockedUntil: sql`case when ${count} >= ${max} then ${at(t + LOCK_MS)} else null end`,
        },
        setWhere: sql`coalesce(${loginGuard.lockedUntil} <= ${at(t)}, true) and (${fresh} or ${loginGuard.failures} < ${max})`,
      })
      .returning({ failures: loginGuard.failures });
    if (rows[0]) return { ok: true, locks: rows[0].failures >= max };
    const [row] = await db
      .select({ lockedUntil: loginGuard.lockedUntil })
      .from(loginGuard)
      .where(eq(loginGuard.key, key))
      .limit(1);
    const left = (row?.lockedUntil?.getTime() ?? 0) - now();
    return { ok: false, lockedMinutes: left > 0 ? Math.ceil(left / 60000) : LOCK_MINUTES };
  },
  /** A reserved check that did not fail (the password was right): it no longer counts, nor locks. */
  release: async (key: string, max: number) => {
    await db
      .update(loginGuard)
      .set({
        failures: sql`greatest(${loginGuard.failures} - 1, 0)`,
        lockedUntil: sql`case when ${loginGuard.failures} - 1 < ${max} then null else ${loginGuard.lockedUntil} end`,
      })
      .where(eq(loginGuard.key, key));
  },
  /** A success ends the count (and any lock it reached). */
  clear: async (key: string) => {
    await db.delete(loginGuard).where(eq(loginGuard.key, key));
  },
});
