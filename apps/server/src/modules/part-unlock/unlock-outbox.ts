import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { unlockTraysInWms } from '../wms';
import { partUnlock, partUnlockTray } from './part-unlock.table';

export const PART_UNLOCK_OUTBOX_QUEUE = 'part-unlock-outbox';

/**
 * The tray-unlock outbox (a sibling of the wms module's lock outbox and the outbound module's dispatch outbox): the
 * warehouse's pass marks the record's trays (`unlockPending` 1) in its own transaction; this tells the WMS (the wms
 * module's `unlockTraysInWms`, port `unlockTrays`, idempotent) right after the commit and, for whatever the WMS did
 * not take then (it was down, it refused), every minute. What the WMS took is marked (`unlockTime`). Answers how
 * many trays were told.
 */
export const sendPendingTrayUnlocks = async (
  ctx: AppContext,
  opts: { ulockId?: string; log?: (err: unknown, msg: string) => void } = {},
) => {
  const pending = await ctx.db
    .select({
      id: partUnlockTray.id,
      ulockId: partUnlockTray.ulockId,
      trayId: partUnlockTray.trayId,
      tenantId: partUnlock.tenantId,
    })
    .from(partUnlockTray)
    .innerJoin(partUnlock, eq(partUnlock.id, partUnlockTray.ulockId))
    .where(
      and(eq(partUnlockTray.unlockPending, 1), opts.ulockId ? eq(partUnlockTray.ulockId, opts.ulockId) : undefined),
    )
    .orderBy(asc(partUnlockTray.id))
    .limit(5000);
  const byRecord = new Map<string, typeof pending>();
  for (const r of pending) byRecord.set(r.ulockId, [...(byRecord.get(r.ulockId) ?? []), r]);
  let sent = 0;
  for (const rows of byRecord.values()) {
    const took = new Set(
      await unlockTraysInWms(ctx, { tenantId: rows[0]!.tenantId, trayIds: rows.map((r) => r.trayId) }, opts.log),
    );
    const done = rows.filter((r) => took.has(r.trayId)).map((r) => r.id);
    if (done.length === 0) continue;
    await ctx.db
      .update(partUnlockTray)
      .set({ unlockPending: 0, unlockTime: new Date() })
      .where(inArray(partUnlockTray.id, done));
    sent += done.length;
  }
  return sent;
};

/** The outbox's sweep every minute. */
export const registerTrayUnlockJob = async (ctx: AppContext, log: (err: unknown, msg: string) => void) => {
  await ctx.jobs.createQueue(PART_UNLOCK_OUTBOX_QUEUE, { retryLimit: 0 });
  await ctx.jobs.work(PART_UNLOCK_OUTBOX_QUEUE, async () => {
    try {
      await sendPendingTrayUnlocks(ctx, { log });
    } catch (err) {
      log(err, 'WMS托盘解锁指令发送出错');
    }
  });
  await ctx.jobs.schedule(PART_UNLOCK_OUTBOX_QUEUE, '* * * * *');
};
