import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { createInbox } from '../../platform/inbox/inbox';
import type { RawWmsPush, WmsEvent } from '../../providers/wms/port';
import { WmsProviderError } from '../../providers/wms/port';
import { tenant } from '../system';
import { type AlarmEffects, announceAlarmEffects, mergeEffects } from './alarm-effect';
import { publishWmsChange } from './container-events';
import { wmsPlatformNames } from './container-repo';
import { applyWmsEvents, type WmsUnit } from './sync-apply';
import { chunk, controlCharIn } from './sync-sql';
import { wmsContainer, wmsInbox } from './wms.table';

/** kc_wms_inbox.status: stored, applied, refused (kept with its reason). */
export const InboxStatus = { received: 0, applied: 1, refused: 2 } as const;

/** kc_wms_inbox as an inbox (platform/inbox): stored once by (tenant, platform, event id), applied once. */
const wmsInboxes = createInbox<typeof wmsInbox.$inferSelect>({
  table: wmsInbox,
  id: wmsInbox.id,
  status: wmsInbox.status,
  reason: wmsInbox.reason,
  processedAt: wmsInbox.processedTime,
  processedAtKey: 'processedTime',
  received: InboxStatus.received,
  applied: InboxStatus.applied,
  refused: InboxStatus.refused,
  reasonMax: 200,
});

/** A push the platform does not take: answered 400 {"code":"FAIL","message"} and nothing applied. */
export class PushRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushRefused';
  }
}

/**
 * Stores events in the callback inbox (ARCHITECTURE §9), each once per (tenant, platform, event id): ON CONFLICT DO
 * NOTHING, so a duplicate — pushed twice, or pushed and pulled — is acknowledged and ignored. An event carrying a
 * control character (PostgreSQL text refuses NUL) is kept refused, without its payload. Answers the inbox ids of
 * the events stored now (the ones still to apply).
 */
export const storeInboxEvents = async (
  ctx: AppContext,
  scope: WmsUnit,
  events: readonly WmsEvent[],
  source: 'push' | 'pull',
  now: Date,
): Promise<string[]> => {
  const stored: string[] = [];
  for (const part of chunk(events, 500)) {
    const rows = part.map((e) => {
      const bad = controlCharIn(e) !== undefined;
      return {
        tenantId: scope.tenantId,
        warehouseUnitId: scope.unit,
        eventId: String(e.id).slice(0, 64),
        type: String(e.type).slice(0, 16),
        seq: Number.isSafeInteger(e.seq) ? e.seq : 0,
        source,
        payload: bad ? {} : (e as unknown as Record<string, unknown>),
        status: bad ? InboxStatus.refused : InboxStatus.received,
        reason: bad ? '事件包含控制字符' : null,
        receivedTime: now,
        processedTime: bad ? now : null,
      };
    });
    const inserted = await wmsInboxes.store(ctx.db, rows);
    for (const r of inserted) if (r.status === InboxStatus.received) stored.push(r.id);
  }
  return stored;
};

/**
 * Applies stored events exactly once: the inbox rows locked (SKIP LOCKED: one taken by another instance is left to
 * it), only those still received, applied together in one transaction and marked applied. A batch that fails is
 * retried one event per transaction, so one bad event holds up only itself; it stays received with the reason
 * and the next pull's sweep tries it again. Answers how many were applied and what they touched.
 */
export const processInbox = async (
  ctx: AppContext,
  scope: WmsUnit,
  inboxIds: readonly string[],
  now: Date,
  log?: (err: unknown) => void,
): Promise<{ applied: number; effects: AlarmEffects; containerIds: string[] }> => {
  const none = () => ({ applied: 0, effects: { billIds: [], alarmIds: [] }, containerIds: [] as string[] });
  if (inboxIds.length === 0) return none();
  const done = await wmsInboxes.applyOnce(
    ctx.db,
    inboxIds,
    async (tx, rows) => {
      const applied = await applyWmsEvents(
        tx,
        scope,
        rows.map((r) => r.payload as unknown as WmsEvent),
        now,
      );
      return { result: { applied: rows.length, effects: applied.effects, containerIds: applied.containerIds } };
    },
    { skipLocked: true, orderBy: [asc(wmsInbox.seq), asc(wmsInbox.id)], now: () => now },
  );
  if (done.outcome === 'busy' || done.outcome === 'refused') return none();
  if (done.outcome === 'retry') {
    // One event stays received with the reason for the sweep; a batch is tried again event by event.
    if (inboxIds.length === 1) {
      log?.(done.error);
      return none();
    }
    const each = [];
    for (const id of inboxIds) each.push(await processInbox(ctx, scope, [id], now, log));
    return {
      applied: each.reduce((n, o) => n + o.applied, 0),
      effects: mergeEffects(...each.map((o) => o.effects)),
      containerIds: each.flatMap((o) => o.containerIds),
    };
  }
  const outcome = done.result;
  await announceAlarmEffects(ctx, scope.tenantId, outcome.effects);
  await announceContainers(ctx, scope.tenantId, outcome.containerIds).catch(() => undefined);
  return outcome;
};

/** Pages showing a few changed containers refetch ('wms.change'); a bulk import is not announced container by container. */
const ANNOUNCED_CONTAINERS = 100;

const announceContainers = async (ctx: AppContext, tenantId: string, ids: readonly string[]) => {
  if (ids.length === 0 || ids.length > ANNOUNCED_CONTAINERS) return;
  const rows = await ctx.db
    .select({
      id: wmsContainer.id,
      status: wmsContainer.status,
      billId: wmsContainer.billId,
      cargoOwnerId: wmsContainer.cargoOwnerId,
      warehouseId: wmsContainer.warehouseId,
    })
    .from(wmsContainer)
    .where(inArray(wmsContainer.id, [...ids]));
  const byParties = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.cargoOwnerId}|${r.warehouseId}`;
    byParties.set(key, [...(byParties.get(key) ?? []), r]);
  }
  for (const group of byParties.values())
    await publishWmsChange(
      ctx,
      { tenantId, parties: [group[0]!.cargoOwnerId, group[0]!.warehouseId] },
      group.map((c) => ({ kind: 'container' as const, id: c.id, status: c.status, billId: c.billId })),
    );
};

/** Events stored but never applied (an instance died between storing and applying, or applying failed). */
export const processPendingInbox = async (ctx: AppContext, scope: WmsUnit, now: Date, limit = 2000) => {
  const waiting = await wmsInboxes.pendingIds(ctx.db, {
    where: and(eq(wmsInbox.tenantId, scope.tenantId), eq(wmsInbox.warehouseUnitId, scope.unit)),
    orderBy: [asc(wmsInbox.seq), asc(wmsInbox.id)],
    limit,
  });
  let applied = 0;
  for (const part of chunk(waiting, 500)) applied += (await processInbox(ctx, scope, part, now)).applied;
  return applied;
};

/** Whether the tenant exists and the platform is one of its WMS platforms (dictionary thirdwms_enterprise). */
export const knownUnit = async (ctx: AppContext, scope: WmsUnit) => {
  const [t] = await ctx.db
    .select({ id: tenant.id })
    .from(tenant)
    .where(and(eq(tenant.tenantId, scope.tenantId), eq(tenant.isDeleted, 0)))
    .limit(1);
  if (!t) return false;
  return (await wmsPlatformNames(ctx.db, scope.tenantId)).has(scope.unit);
};

/**
 * POST /api/kc-wms/notify/{tenantId}/{warehouseUnitId} (port.ts "Push"): the tenant and platform must be known, the
 * push must verify (signature, age, shape), and no text in it may carry a control character; otherwise
 * PushRefused and nothing is stored. Then every event is stored once and applied, each in its own transaction
 * (duplicates acknowledged and ignored). A failure to apply leaves the event stored for the sweep: the push is
 * still acknowledged, as every event is kept.
 */
export const receivePush = async (
  ctx: AppContext,
  scope: WmsUnit,
  raw: RawWmsPush,
  opts: { now?: Date; log?: (err: unknown) => void } = {},
) => {
  if (!(await knownUnit(ctx, scope))) throw new PushRefused('WMS平台不存在');
  let events: WmsEvent[];
  try {
    events = await ctx.wms.verifyPush(scope.tenantId, scope.unit, raw);
  } catch (err) {
    if (err instanceof WmsProviderError) throw new PushRefused(err.message);
    throw err;
  }
  if (!Array.isArray(events) || events.length === 0) throw new PushRefused('推送没有事件');
  if (controlCharIn(events) !== undefined) throw new PushRefused('推送内容包含控制字符');
  const now = opts.now ?? new Date();
  const stored = await storeInboxEvents(ctx, scope, events, 'push', now);
  for (const id of stored) await processInbox(ctx, scope, [id], now, opts.log);
  return { received: events.length, stored: stored.length };
};
