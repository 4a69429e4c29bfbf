import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { chunk } from './sync-sql';
import { wmsContainer } from './wms.table';

/** kc_wms_container.lock_pending: nothing to send, a lock, an unlock (the values C's container-lock.ts queues). */
const Pending = { none: 0, lock: 1, unlock: 2 } as const;

/** Containers per lock/unlock call of the WMS. */
const LOCK_BATCH = 200;

export const WMS_LOCK_QUEUE = 'wms-lock-outbox';

export type LockOutboxResult = { sent: number; failed: number };

/**
 * The lock outbox (spec 3 §4 Container status 10 / 11): the platform decides a lock or an unlock in its own
 * transaction (lockPending 1 / 2) and this tells the WMS afterwards — grouped by (tenant, platform) and by kind,
 * `ctx.wms.lock` / `unlock` with the WMS's container ids (both idempotent). What the WMS took is marked sent
 * (wmsLocked 1 / 0, lockPending 0), guarded by the pending value, so a newer decision queued meanwhile is kept for
 * the next round. A batch the WMS refuses is retried container by container; what still fails stays pending for
 * the next sweep (every minute). Run right after a transaction that queued locks (C's sendQueuedLocks) and by the
 * job.
 */
export const sendPendingLocks = async (
  ctx: AppContext,
  opts: { tenantId?: string; log?: (err: unknown, msg: string) => void } = {},
): Promise<LockOutboxResult> => {
  const pending = await ctx.db
    .select({
      id: wmsContainer.id,
      tenantId: wmsContainer.tenantId,
      unit: wmsContainer.warehouseUnitId,
      externalId: wmsContainer.externalId,
      lockPending: wmsContainer.lockPending,
    })
    .from(wmsContainer)
    .where(
      and(
        ne(wmsContainer.lockPending, Pending.none),
        opts.tenantId ? eq(wmsContainer.tenantId, opts.tenantId) : undefined,
        eq(wmsContainer.isDeleted, 0),
      ),
    )
    .orderBy(asc(wmsContainer.id));
  const groups = new Map<string, typeof pending>();
  for (const row of pending) {
    const key = `${row.tenantId}|${row.unit}|${row.lockPending}`;
    const group = groups.get(key) ?? [];
    group.push(row);
    groups.set(key, group);
  }
  const result: LockOutboxResult = { sent: 0, failed: 0 };
  for (const rows of groups.values()) {
    const { tenantId, unit, lockPending } = rows[0]!;
    const call = lockPending === Pending.lock ? ctx.wms.lock : ctx.wms.unlock;
    const markSent = async (sent: typeof rows) => {
      const done = await ctx.db
        .update(wmsContainer)
        .set({ wmsLocked: lockPending === Pending.lock ? 1 : 0, lockPending: Pending.none })
        .where(
          and(
            inArray(
              wmsContainer.id,
              sent.map((r) => r.id),
            ),
            eq(wmsContainer.lockPending, lockPending),
          ),
        )
        .returning({ id: wmsContainer.id });
      result.sent += done.length;
    };
    for (const batch of chunk(rows, LOCK_BATCH)) {
      try {
        await call(
          tenantId,
          unit,
          batch.map((r) => r.externalId),
        );
        await markSent(batch);
      } catch (err) {
        opts.log?.(err, `WMS平台 ${unit} ${lockPending === Pending.lock ? '锁定' : '解锁'}失败，逐个重试`);
        // A WMS that refuses three in a row is taken to be down: the rest wait for the next sweep.
        let refusedInRow = 0;
        for (const one of batch) {
          if (refusedInRow >= 3) {
            result.failed += 1;
            continue;
          }
          try {
            await call(tenantId, unit, [one.externalId]);
            await markSent([one]);
            refusedInRow = 0;
          } catch {
            result.failed += 1;
            refusedInRow += 1;
          }
        }
      }
    }
  }
  return result;
};

/** The outbox's sweep every minute: whatever an instance queued and could not send at once goes now. */
export const registerLockOutboxJob = async (ctx: AppContext, log: (err: unknown, msg: string) => void) => {
  await ctx.jobs.createQueue(WMS_LOCK_QUEUE, { retryLimit: 0 });
  await ctx.jobs.work(WMS_LOCK_QUEUE, async () => {
    try {
      await sendPendingLocks(ctx, { log });
    } catch (err) {
      log(err, 'WMS锁定指令发送出错');
    }
  });
  await ctx.jobs.schedule(WMS_LOCK_QUEUE, '* * * * *');
};
