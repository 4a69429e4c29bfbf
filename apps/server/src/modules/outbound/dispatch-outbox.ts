import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { dispatchTrays } from '../wms';
import { outboundOrder, outboundRecord } from './outbound.table';

export const OUTBOUND_DISPATCH_QUEUE = 'outbound-dispatch-outbox';

/**
 * The dispatch outbox: a pass marks the trays that left (`dispatchPending` 1) in its own transaction; this tells the
 * WMS (the wms module's `dispatchTrays`, port `dispatch`, idempotent) right after the commit and, for whatever the WMS
 * did not take then, every minute. What the WMS took is marked (`dispatchTime`). Answers how many trays were told.
 */
export const sendPendingDispatches = async (
  ctx: AppContext,
  opts: { outputId?: string; log?: (err: unknown, msg: string) => void } = {},
) => {
  const pending = await ctx.db
    .select({
      id: outboundRecord.id,
      outputId: outboundRecord.outputId,
      trayId: outboundRecord.trayId,
      tenantId: outboundOrder.tenantId,
      code: outboundOrder.code,
    })
    .from(outboundRecord)
    .innerJoin(outboundOrder, eq(outboundOrder.id, outboundRecord.outputId))
    .where(
      and(
        eq(outboundRecord.dispatchPending, 1),
        opts.outputId ? eq(outboundRecord.outputId, opts.outputId) : undefined,
      ),
    )
    .orderBy(asc(outboundRecord.id))
    .limit(5000);
  const byOrder = new Map<string, typeof pending>();
  for (const r of pending) byOrder.set(r.outputId, [...(byOrder.get(r.outputId) ?? []), r]);
  let sent = 0;
  for (const rows of byOrder.values()) {
    const { tenantId, code } = rows[0]!;
    const took = new Set(
      await dispatchTrays(ctx, { tenantId, trayIds: rows.map((r) => r.trayId!), ref: code }, opts.log),
    );
    const done = rows.filter((r) => took.has(r.trayId!)).map((r) => r.id);
    if (done.length === 0) continue;
    await ctx.db
      .update(outboundRecord)
      .set({ dispatchPending: 0, dispatchTime: new Date() })
      .where(inArray(outboundRecord.id, done));
    sent += done.length;
  }
  return sent;
};

/** The outbox's sweep every minute. */
export const registerDispatchJob = async (ctx: AppContext, log: (err: unknown, msg: string) => void) => {
  await ctx.jobs.createQueue(OUTBOUND_DISPATCH_QUEUE, { retryLimit: 0 });
  await ctx.jobs.work(OUTBOUND_DISPATCH_QUEUE, async () => {
    try {
      await sendPendingDispatches(ctx, { log });
    } catch (err) {
      log(err, 'WMS出库通知发送出错');
    }
  });
  await ctx.jobs.schedule(OUTBOUND_DISPATCH_QUEUE, '* * * * *');
};
