import { formatDateTime, offsetOf, type PageQuery, toPage } from '@kc/domain';
import { wmsSandboxRefusals as refuse } from '@kc/domain/wms/wms-sandbox';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { createDeliveryOutbox } from '../../platform/jobs/delivery-outbox';
import type { Jobs } from '../../platform/jobs/jobs';
import { pushHeaders, wmsNotifyPath } from './protocol';
import { sandboxWmsDelivery } from './sandbox.table';
import type { QueuePush } from './sandbox-feed';

/**
 * Pushes of the WMS sandbox (README.md "Delivery"): one row per delivery of one change's events, the first attempt
 * at once, signed afresh on every attempt, retried on anything but 200 after RETRY_SCHEDULE_SECONDS × timeScale,
 * swept by a job every minute; the console's modes decide whether a push is sent, held, doubled or dropped.
 */

/** A push answered wrongly goes again after these seconds (then it has failed). */
export const RETRY_SCHEDULE_SECONDS = [15, 60, 300, 1800, 3600, 7200, 21600] as const;
export const WMS_SANDBOX_DELIVER_QUEUE = 'wms-sandbox-deliver';

/** How a push is posted: wired in app.ts to app.inject, so it reaches this app's notify route. */
export type WmsDeliverRequest = { path: string; headers: Record<string, string>; body: string };
export type WmsDeliverFn = (request: WmsDeliverRequest) => Promise<{ status: number; body: string }>;

type DeliveryRow = typeof sandboxWmsDelivery.$inferSelect;

const deliveryRowOf = (d: DeliveryRow) => ({
  id: d.id,
  unit: d.unit,
  summary: d.summary,
  eventCount: d.eventIds.length,
  status: d.status,
  holdReason: d.holdReason,
  attempt: d.attempts,
  lastStatus: d.lastStatus,
  lastAnswer: d.lastAnswer,
  nextRetryTime: d.status === 'pending' ? formatDateTime(d.nextAt) : null,
  deliveredTime: formatDateTime(d.deliveredAt),
  duplicate: d.duplicate === 1,
  createTime: formatDateTime(d.createTime),
});

export const createDelivery = (deps: {
  db: Db;
  jobs?: Jobs;
  now: () => Date;
  deliver: () => WmsDeliverFn | undefined;
  keyOf: (tenantId: string, unit: string) => Promise<string>;
  timeScaleOf: (tenantId: string, unit: string) => Promise<number>;
  onError: (err: unknown) => void;
}) => {
  const { db, now } = deps;

  /** Queues a change's push per the mode (inside the change's transaction); the answer sends it after commit. */
  const queuePush: QueuePush = async (tx, p) => {
    const base = {
      tenantId: p.tenantId,
      unit: p.unit,
      eventIds: p.events.map((e) => e.id),
      summary: p.summary.slice(0, 200),
      path: wmsNotifyPath(p.tenantId, p.unit),
      body: JSON.stringify({ events: p.events }),
      createTime: p.at,
    };
    if (p.mode === 'drop') {
      await tx.insert(sandboxWmsDelivery).values({ ...base, status: 'dropped' });
      return async () => undefined;
    }
    if (p.mode === 'late') {
      await tx.insert(sandboxWmsDelivery).values({ ...base, status: 'held', holdReason: 'late' });
      return async () => undefined;
    }
    // outOfOrder: a push waits until the next one has gone, which then releases it.
    const waiting =
      p.mode === 'outOfOrder'
        ? await tx
            .update(sandboxWmsDelivery)
            .set({ status: 'pending', holdReason: null, nextAt: p.at })
            .where(
              and(
                eq(sandboxWmsDelivery.tenantId, p.tenantId),
                eq(sandboxWmsDelivery.unit, p.unit),
                eq(sandboxWmsDelivery.status, 'held'),
                eq(sandboxWmsDelivery.holdReason, 'outOfOrder'),
              ),
            )
            .returning({ id: sandboxWmsDelivery.id })
        : [];
    if (p.mode === 'outOfOrder' && waiting.length === 0) {
      await tx.insert(sandboxWmsDelivery).values({ ...base, status: 'held', holdReason: 'outOfOrder' });
      return async () => undefined;
    }
    const rows = await tx
      .insert(sandboxWmsDelivery)
      .values(
        Array.from({ length: p.mode === 'twice' ? 2 : 1 }, (_, i) => ({
          ...base,
          duplicate: i,
          status: 'pending',
          nextAt: p.at,
        })),
      )
      .returning({ id: sandboxWmsDelivery.id });
    return async () => {
      for (const r of rows) await attempt(r.id);
      for (const w of waiting.sort(byId)) await attempt(w.id);
    };
  };

  const { attempt, deliverDue, registerJobs } = createDeliveryOutbox<DeliveryRow>({
    db,
    jobs: deps.jobs,
    queue: WMS_SANDBOX_DELIVER_QUEUE,
    table: sandboxWmsDelivery,
    columns: sandboxWmsDelivery,
    now,
    schedule: () => RETRY_SCHEDULE_SECONDS,
    timeScaleOf: (row) => deps.timeScaleOf(row.tenantId, row.unit),
    post: async (row) => {
      const deliver = deps.deliver();
      if (!deliver) throw new Error('未接入推送投递');
      const key = await deps.keyOf(row.tenantId, row.unit);
      return deliver({ path: row.path, headers: pushHeaders(key, row.body, now()), body: row.body });
    },
    // Anything but 200 is retried.
    verdictOf: (_row, answer) => (answer.status === 200 ? 'delivered' : null),
    onError: deps.onError,
  });

  /** Sends every held push of the platform (late and out of order), oldest first; answers how many. */
  const release = async (tenantId: string, unit: string) => {
    const held = await db
      .update(sandboxWmsDelivery)
      .set({ status: 'pending', holdReason: null, nextAt: now() })
      .where(
        and(
          eq(sandboxWmsDelivery.tenantId, tenantId),
          eq(sandboxWmsDelivery.unit, unit),
          eq(sandboxWmsDelivery.status, 'held'),
        ),
      )
      .returning({ id: sandboxWmsDelivery.id });
    for (const h of held.sort(byId)) await attempt(h.id);
    return held.length;
  };

  /** Sends a push again as a new delivery of the same events (a duplicate; a dropped push finally goes). */
  const resend = async (tenantId: string, deliveryId: string) => {
    const [d] = await db
      .select()
      .from(sandboxWmsDelivery)
      .where(and(eq(sandboxWmsDelivery.id, deliveryId), eq(sandboxWmsDelivery.tenantId, tenantId)))
      .limit(1);
    if (!d) throw refuse.deliveryMissing();
    const [copy] = await db
      .insert(sandboxWmsDelivery)
      .values({
        tenantId: d.tenantId,
        unit: d.unit,
        eventIds: d.eventIds,
        summary: d.summary,
        path: d.path,
        body: d.body,
        duplicate: 1,
        status: 'pending',
        nextAt: now(),
        createTime: now(),
      })
      .returning({ id: sandboxWmsDelivery.id });
    await attempt(copy!.id);
    return (await db.select().from(sandboxWmsDelivery).where(eq(sandboxWmsDelivery.id, copy!.id)))[0]!;
  };

  const listDeliveries = async (tenantId: string, unit: string, q: PageQuery) => {
    const where = and(eq(sandboxWmsDelivery.tenantId, tenantId), eq(sandboxWmsDelivery.unit, unit));
    const [total] = await db.select({ n: count() }).from(sandboxWmsDelivery).where(where);
    const rows = await db
      .select()
      .from(sandboxWmsDelivery)
      .where(where)
      .orderBy(desc(sandboxWmsDelivery.id))
      .limit(q.size)
      .offset(offsetOf(q));
    return toPage(rows.map(deliveryRowOf), total?.n ?? 0, q.current, q.size);
  };

  /** Deliveries by id (tests and the console read what was sent). */
  const deliveriesOf = (ids: readonly string[]) =>
    ids.length
      ? db
          .select()
          .from(sandboxWmsDelivery)
          .where(inArray(sandboxWmsDelivery.id, [...ids]))
      : Promise.resolve([]);

  return { queuePush, attempt, deliverDue, release, resend, listDeliveries, deliveriesOf, registerJobs, deliveryRowOf };
};

const byId = (a: { id: string }, b: { id: string }) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1);
