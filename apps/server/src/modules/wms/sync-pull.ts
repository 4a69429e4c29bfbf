import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { tenant } from '../system';
import { type AlarmEffects, announceAlarmEffects, applyAlarmEffects, mergeEffects, systemActor } from './alarm-effect';
import { markClearedAlarms, upsertWmsAlarm } from './alarm-sync';
import { wmsPlatformNames } from './container-repo';
import { applyContainerSnapshots, markUnlistedContainers, type WmsUnit } from './sync-containers';
import { processInbox, processPendingInbox, storeInboxEvents } from './sync-inbox';
import { refreshStatistics } from './sync-sql';
import { wmsContainer, wmsSyncState } from './wms.table';

/** Events and containers read per call of the WMS. */
export const PULL_PAGE = 500;

export type PullResult = { warehouseUnitId: string; lastSeq: number; applied: number; error?: string | null };

const stateOf = (scope: WmsUnit) =>
  and(eq(wmsSyncState.tenantId, scope.tenantId), eq(wmsSyncState.warehouseUnitId, scope.unit));

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The pull of one WMS platform of one tenant (port.ts "Pull"): the change feed after the last sequence applied, in
 * pages, each event stored in the inbox with source 'pull' (one the WMS pushed already is a duplicate and skipped)
 * and applied; then whatever the inbox still holds unapplied; then the reconciling pass — every container's
 * snapshot (version-gated, so only what changed is written; a container the WMS no longer lists is marked
 * removed) and every open alarm (an alarm no longer open there gets its clearedTime). Records lastSeq,
 * lastPullTime and lastPullResult; a failure is recorded and thrown.
 */
export const pullUnit = async (
  ctx: AppContext,
  tenantId: string,
  unit: string,
  opts: { now?: Date; log?: (err: unknown) => void } = {},
): Promise<PullResult> => {
  const scope: WmsUnit = { tenantId, unit };
  const now = opts.now ?? new Date();
  await ctx.db.insert(wmsSyncState).values({ tenantId, warehouseUnitId: unit }).onConflictDoNothing();
  const [state] = await ctx.db.select({ lastSeq: wmsSyncState.lastSeq }).from(wmsSyncState).where(stateOf(scope));
  let afterSeq = Number(state?.lastSeq ?? 0);
  let applied = 0;
  const effects: AlarmEffects[] = [];
  const notes: string[] = [];
  try {
    let restarted = false;
    for (;;) {
      const page = await ctx.wms.listEvents(tenantId, unit, { afterSeq, limit: PULL_PAGE });
      // A feed that ends before where the platform stopped was started afresh (a WMS reset): read it again from 0.
      if (page.events.length === 0 && page.lastSeq < afterSeq && !restarted) {
        restarted = true;
        afterSeq = 0;
        await ctx.db.update(wmsSyncState).set({ lastSeq: 0 }).where(stateOf(scope));
        continue;
      }
      if (page.events.length > 0) {
        const stored = await storeInboxEvents(ctx, scope, page.events, 'pull', now);
        applied += (await processInbox(ctx, scope, stored, now, opts.log)).applied;
        afterSeq = Math.max(afterSeq, ...page.events.map((e) => e.seq));
        await ctx.db
          .update(wmsSyncState)
          .set({ lastSeq: sql`greatest(${wmsSyncState.lastSeq}, ${afterSeq})` })
          .where(stateOf(scope));
      }
      if (page.events.length < PULL_PAGE) break;
    }
    applied += await processPendingInbox(ctx, scope, now);

    const listed = new Set<string>();
    let after: string | null = null;
    do {
      const page = await ctx.wms.listContainers(tenantId, unit, { after, limit: PULL_PAGE });
      for (const c of page.containers) listed.add(c.containerId);
      if (page.containers.length > 0)
        applied += (await ctx.db.transaction((tx) => applyContainerSnapshots(tx, scope, page.containers, now))).length;
      after = page.next;
    } while (after);
    // A WMS lists every container it ever had (removed ones included): an empty listing while the mirror holds
    // present containers is a WMS that lost its memory or answered wrongly, not goods that all left at once.
    if (listed.size > 0 || !(await hasPresentContainers(ctx, scope)))
      applied += (await ctx.db.transaction((tx) => markUnlistedContainers(tx, scope, listed, now))).length;
    else notes.push('WMS未列出任何货箱，未标记出库');

    const open = await ctx.wms.listOpenAlarms(tenantId, unit);
    effects.push(
      await ctx.db.transaction(async (tx) => {
        const ids: string[] = [];
        for (const a of open) {
          const id = await upsertWmsAlarm(tx, scope, a, now);
          if (id) ids.push(id);
        }
        applied += ids.length;
        applied += await markClearedAlarms(tx, scope, new Set(open.map((a) => a.alarmId)), now);
        const moved = await applyAlarmEffects(tx, tenantId, ids, systemActor(tenantId));
        return { billIds: moved.billIds, alarmIds: ids };
      }),
    );
  } catch (err) {
    await ctx.db
      .update(wmsSyncState)
      .set({ lastPullTime: now, lastPullResult: `失败：${messageOf(err)}`.slice(0, 200) })
      .where(stateOf(scope));
    throw err;
  }
  if (applied >= 1000) await refreshStatistics(ctx.db, ['kc_wms_container', 'kc_wms_goods', 'kc_wms_tray']);
  await announceAlarmEffects(ctx, tenantId, mergeEffects(...effects));
  const [done] = await ctx.db
    .update(wmsSyncState)
    .set({ lastPullTime: now, lastPullResult: [`成功：应用 ${applied} 项变更`, ...notes].join('；').slice(0, 200) })
    .where(stateOf(scope))
    .returning({ lastSeq: wmsSyncState.lastSeq });
  return { warehouseUnitId: unit, lastSeq: Number(done?.lastSeq ?? afterSeq), applied, error: null };
};

const hasPresentContainers = async (ctx: AppContext, scope: WmsUnit) =>
  (
    await ctx.db
      .select({ id: wmsContainer.id })
      .from(wmsContainer)
      .where(
        and(
          eq(wmsContainer.tenantId, scope.tenantId),
          eq(wmsContainer.warehouseUnitId, scope.unit),
          eq(wmsContainer.removed, 0),
        ),
      )
      .limit(1)
  ).length > 0;

/** Every (tenant, WMS platform) the platform knows: each tenant's keys of dictionary thirdwms_enterprise. */
export const wmsUnits = async (ctx: AppContext, tenantId?: string): Promise<WmsUnit[]> => {
  const tenants = tenantId
    ? [{ tenantId }]
    : await ctx.db.select({ tenantId: tenant.tenantId }).from(tenant).where(eq(tenant.isDeleted, 0));
  const units: WmsUnit[] = [];
  for (const t of tenants)
    for (const unit of (await wmsPlatformNames(ctx.db, t.tenantId)).keys()) units.push({ tenantId: t.tenantId, unit });
  return units;
};

/**
 * The pull of every WMS platform of every tenant (or of one tenant): one platform that fails (unreachable) is
 * recorded with its error and does not stop the others.
 */
export const pullAll = async (
  ctx: AppContext,
  opts: { tenantId?: string; now?: Date; log?: (err: unknown, msg: string) => void } = {},
): Promise<(PullResult & { tenantId: string })[]> => {
  const results: (PullResult & { tenantId: string })[] = [];
  for (const scope of await wmsUnits(ctx, opts.tenantId)) {
    try {
      results.push({
        tenantId: scope.tenantId,
        ...(await pullUnit(ctx, scope.tenantId, scope.unit, { now: opts.now })),
      });
    } catch (err) {
      opts.log?.(err, `WMS平台 ${scope.unit} 同步失败`);
      const [state] = await ctx.db.select({ lastSeq: wmsSyncState.lastSeq }).from(wmsSyncState).where(stateOf(scope));
      results.push({
        tenantId: scope.tenantId,
        warehouseUnitId: scope.unit,
        lastSeq: Number(state?.lastSeq ?? 0),
        applied: 0,
        error: messageOf(err).slice(0, 200),
      });
    }
  }
  return results;
};

export const WMS_SYNC_QUEUE = 'wms-sync';

/** The pull every minute (port.ts "Pull"): what a lost push left behind arrives within a minute. */
export const registerSyncJob = async (ctx: AppContext, log: (err: unknown, msg: string) => void) => {
  await ctx.jobs.createQueue(WMS_SYNC_QUEUE, { retryLimit: 0 });
  await ctx.jobs.work(WMS_SYNC_QUEUE, async () => {
    try {
      await pullAll(ctx, { log });
    } catch (err) {
      log(err, 'WMS同步出错');
    }
  });
  await ctx.jobs.schedule(WMS_SYNC_QUEUE, '* * * * *');
};
