import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginGuard } from './auth.table';

/** Issue 2: after 5 failures in 5 minutes the account is locked for 15 minutes. */
export const ACCOUNT_MAX_FAILURES = 5;
/** One address may try several accounts; it is stopped after more failures. */
export const ADDRESS_MAX_FAILURES = 20;
export const FAILURE_WINDOW_MS = 5 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

export const accountKey = (tenantId: string, account: string) => `account:${tenantId}:${account.toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

export const createLoginGuard = (db: Db, now: () => number = Date.now) => ({
  /** Minutes left on a lock, or 0. */
  lockedMinutes: async (key: string) => {
    const [row] = await db.select().from(loginGuard).where(eq(loginGuard.key, key)).limit(1);
    const until = row?.lockedUntil?.getTime() ?? 0;
    return until > now() ? Math.ceil((until - now()) / 60000) : 0;
  },
  /** Counts a failure; answers the lock minutes when this failure locks the key. */
  fail: async (key: string, maxFailures: number) => {
    const t = new Date(now());
    const windowFloor = new Date(now() - FAILURE_WINDOW_MS);
    // One statement, so concurrent failures are all counted.
    const [row] = await db
      .insert(loginGuard)
      .values({ key, failures: 1, windowStart: t })
      .onConflictDoUpdate({
        target: loginGuard.key,
        set: {
          failures: sql`case when ${loginGuard.windowStart} < ${windowFloor} then 1 else ${loginGuard.failures} + 1 end`,
          windowStart: sql`case when ${loginGuard.windowStart} < ${windowFloor} then ${t} else ${loginGuard.windowStart} end`,
        },
      })
      .returning();
    if (row && row.failures >= maxFailures) {
      await db
        .update(loginGuard)
        .set({ lockedUntil: new Date(now() + LOCK_MS), failures: 0, windowStart: t })
        .where(eq(loginGuard.key, key));
      return Math.ceil(LOCK_MS / 60000);
    }
    return 0;
  },
  clear: async (key: string) => {
    await db.delete(loginGuard).where(eq(loginGuard.key, key));
  },
});
