import { formatDateTime, offsetOf, type PageQuery, toPage } from '@kc/domain';
import type { WmsSandboxContainerRow } from '@kc/domain/wms/wms-sandbox';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Jobs } from '../../platform/jobs/jobs';
import { verifyWmsPush } from './merchant';
import { type RawWmsPush, type WmsEvent, type WmsPort, WmsProviderError } from './port';
import { pushHeaders, wmsNotifyPath } from './protocol';
import { sandboxWmsAlarm, sandboxWmsContainer, sandboxWmsDevice } from './sandbox.table';
import { createAlarms } from './sandbox-alarms';
import { createBulk } from './sandbox-bulk';
import { sandboxCameraFrame } from './sandbox-camera';
import { createDelivery, type WmsDeliverFn } from './sandbox-delivery';
import { createFeed } from './sandbox-feed';
import { createInventory } from './sandbox-inventory';
import { containerSnapshots, loadContainers } from './sandbox-snapshot';
import { createStock } from './sandbox-stock';

export type { WmsDeliverFn, WmsDeliverRequest } from './sandbox-delivery';

/**
 * The WMS sandbox: a small warehouse per (tenant, WMS platform) that lives on its own and plays every platform of
 * dictionary thirdwms_enterprise behind the WmsPort (port.ts), with its state in its own tables so a restart or a
 * second instance carries on. It pushes its changes signed to the platform's notify route and answers the
 * platform's pulls; the console (WmsSandbox) changes its stock, devices and alarms as people in a warehouse would.
 * See README.md for the protocol, the modes and where it departs from a real WMS.
 */

export type CreateSandboxWmsOptions = {
  db: Db;
  jobs?: Jobs;
  /** posts a push (app.ts: app.inject to this app's notify route; tests record) */
  deliver?: WmsDeliverFn;
  onError?: (err: unknown) => void;
};

const isId = (s: string) => /^\d{1,19}$/.test(s);

export const createSandboxWms = (opts: CreateSandboxWmsOptions) => {
  const { db } = opts;
  let deliver = opts.deliver;
  let clock: (() => Date) | null = null;
  const now = () => (clock ? clock() : new Date());
  const onError = opts.onError ?? ((err) => console.error('WMS沙箱推送出错:', err));

  // The feed needs delivery's queue and delivery needs the feed's keys: tied through these two late bindings.
  let feed: ReturnType<typeof createFeed>;
  const delivery = createDelivery({
    db,
    jobs: opts.jobs,
    now,
    deliver: () => deliver,
    keyOf: async (tenantId, unit) => (await feed.ensureUnit(tenantId, unit)).signKey,
    timeScaleOf: async (tenantId, unit) => (await feed.getSettings(tenantId, unit)).timeScale,
    onError,
  });
  feed = createFeed({ db, now, queuePush: delivery.queuePush });
  const stock = createStock({ db, feed });
  const alarms = createAlarms({ db, feed, stock });
  const bulk = createBulk({ db, now, feed, stock, alarms });
  const inventory = createInventory({ db, jobs: opts.jobs, alarms });

  // ---- the port -------------------------------------------------------------------------------------------------

  const listContainers: WmsPort['listContainers'] = async (tenantId, unit, q) => {
    if (q.after != null && !isId(q.after)) throw new WmsProviderError('BAD_QUERY', '分页游标无效');
    const limit = Math.max(1, Math.min(q.limit, 2000));
    const page = await db
      .select({ id: sandboxWmsContainer.id })
      .from(sandboxWmsContainer)
      .where(
        and(
          eq(sandboxWmsContainer.tenantId, tenantId),
          eq(sandboxWmsContainer.unit, unit),
          q.after != null ? gt(sandboxWmsContainer.id, q.after) : sql`true`,
        ),
      )
      .orderBy(asc(sandboxWmsContainer.id))
      .limit(limit);
    const containers = await containerSnapshots(
      db,
      page.map((p) => p.id),
    );
    return { containers, next: page.length === limit ? page[page.length - 1]!.id : null };
  };

  const verifyPush = async (tenantId: string, unit: string, raw: RawWmsPush): Promise<WmsEvent[]> =>
    verifyWmsPush(await feed.storedKey(tenantId, unit), raw, now());

  const port: WmsPort = {
    listEvents: feed.listEvents,
    listContainers,
    listOpenAlarms: alarms.listOpenAlarms,
    lock: stock.lock,
    unlock: stock.unlock,
    dispatch: stock.dispatch,
    verifyPush,
    camera: async (_tenantId, unit, place) => sandboxCameraFrame(unit, place, now()),
    // partial unlock (部分解锁)
    unlockTrays: stock.unlockTrays,
  };

  // ---- the console's lists ----------------------------------------------------------------------------------------

  /** Containers (newest first) with their goods and every tray, removed ones marked. */
  const listStock = async (tenantId: string, unit: string, q: PageQuery) => {
    const where = and(eq(sandboxWmsContainer.tenantId, tenantId), eq(sandboxWmsContainer.unit, unit));
    const [total] = await db.select({ n: count() }).from(sandboxWmsContainer).where(where);
    const page = await db
      .select({ id: sandboxWmsContainer.id })
      .from(sandboxWmsContainer)
      .where(where)
      .orderBy(desc(sandboxWmsContainer.id))
      .limit(q.size)
      .offset(offsetOf(q));
    const loaded = await loadContainers(
      db,
      page.map((p) => p.id),
      { present: false },
    );
    const rows = loaded.reverse().map(({ container: c, goods, trays }): WmsSandboxContainerRow => {
      const present = trays.filter((t) => t.removed === 0);
      return {
        containerId: c.id,
        caseNumber: c.caseNumber,
        warehouseCode: c.warehouseCode,
        ownerCode: c.ownerCode,
        locked: c.locked === 1,
        removed: c.removed === 1,
        version: c.version,
        inTime: formatDateTime(c.inTime),
        totalWeight: present.reduce((s, t) => s + Number(t.weight), 0).toFixed(2),
        trayCount: present.length,
        goods: goods.map((g) => ({
          goodsId: g.id,
          goodsName: g.goodsName,
          materialCode: g.materialCode,
          materialName: g.materialName,
          trays: trays
            .filter((t) => t.goodsId === g.id)
            .map((t) => ({
              trayId: t.id,
              trayCode: t.trayCode,
              rfidCode: t.rfidCode,
              siteCode: t.siteCode,
              num: t.num,
              weight: t.weight,
              numUnit: t.numUnit,
              weightUnit: t.weightUnit,
              lastScanTime: formatDateTime(t.lastScanTime),
              removed: t.removed === 1,
            })),
        })),
      };
    });
    return toPage(rows, total?.n ?? 0, q.current, q.size);
  };

  const listDevices = async (tenantId: string, unit: string) =>
    (
      await db
        .select()
        .from(sandboxWmsDevice)
        .where(and(eq(sandboxWmsDevice.tenantId, tenantId), eq(sandboxWmsDevice.unit, unit)))
        .orderBy(asc(sandboxWmsDevice.deviceCode))
    ).map((d) => ({
      deviceCode: d.deviceCode,
      deviceName: d.deviceName,
      warehouseCode: d.warehouseCode,
      online: d.online === 1,
      offlineTime: formatDateTime(d.offlineTime),
      onlineTime: formatDateTime(d.onlineTime),
    }));

  const listAlarms = async (tenantId: string, unit: string, q: PageQuery) => {
    const where = and(eq(sandboxWmsAlarm.tenantId, tenantId), eq(sandboxWmsAlarm.unit, unit));
    const [total] = await db.select({ n: count() }).from(sandboxWmsAlarm).where(where);
    const rows = await db
      .select()
      .from(sandboxWmsAlarm)
      .where(where)
      .orderBy(desc(sandboxWmsAlarm.id))
      .limit(q.size)
      .offset(offsetOf(q));
    return toPage(
      rows.map((a) => ({
        alarmId: a.id,
        kind: a.snapshot.kind,
        status: a.snapshot.status,
        caseNumber: a.snapshot.caseNumber,
        content: a.snapshot.content,
        raisedAt: formatDateTime(a.raisedAt),
        clearedAt: formatDateTime(a.clearedAt),
        version: a.version,
      })),
      total?.n ?? 0,
      q.current,
      q.size,
    );
  };

  const feedInfo = async (tenantId: string, unit: string) => {
    const [containers] = await db
      .select({ n: count() })
      .from(sandboxWmsContainer)
      .where(and(eq(sandboxWmsContainer.tenantId, tenantId), eq(sandboxWmsContainer.unit, unit)));
    return {
      unit,
      lastSeq: (await feed.listEvents(tenantId, unit, { afterSeq: 0, limit: 1 })).lastSeq,
      containers: containers?.n ?? 0,
    };
  };

  /** A push of these events signed now with the platform's key, not delivered (tests: forge, tamper, replay). */
  const composePush = async (tenantId: string, unit: string, events: WmsEvent[], at = now()) => {
    const body = JSON.stringify({ events });
    const key = (await feed.ensureUnit(tenantId, unit)).signKey;
    return { path: wmsNotifyPath(tenantId, unit), headers: pushHeaders(key, body, at), body };
  };

  return {
    ...port,
    setDeliver: (fn: WmsDeliverFn | undefined) => {
      deliver = fn;
    },
    /** Moves the sandbox's clock (events' times, push timestamps, verification age, retries); null: real time. */
    setClock: (fn: (() => Date) | null) => {
      clock = fn;
    },
    now,
    registerJobs: async () => {
      await delivery.registerJobs();
      await inventory.registerInventoryJob();
    },
    /** The readers' hourly round (sandbox-inventory.ts): every online reader reads its warehouse's tags. */
    inventoryRound: inventory.inventoryRound,
    /** The HMAC key shared with the platform for this (tenant, unit); made on first use. */
    keyOf: async (tenantId: string, unit: string) => (await feed.ensureUnit(tenantId, unit)).signKey,
    getSettings: feed.getSettings,
    setSettings: feed.setSettings,
    addContainer: stock.addContainer,
    removeTray: stock.removeTray,
    removeContainer: stock.removeContainer,
    moveTray: stock.moveTray,
    moveTrays: stock.moveTrays,
    changeWeight: stock.changeWeight,
    addDevice: alarms.addDevice,
    setDeviceOnline: alarms.setDeviceOnline,
    scanTags: alarms.scanTags,
    raiseAlarm: alarms.raiseAlarm,
    clearAlarm: alarms.clearAlarm,
    deliverDue: delivery.deliverDue,
    release: delivery.release,
    resend: async (tenantId: string, deliveryId: string) =>
      delivery.deliveryRowOf(await delivery.resend(tenantId, deliveryId)),
    deliveriesOf: delivery.deliveriesOf,
    seedDemoStock: bulk.seedDemoStock,
    generateBulk: bulk.generateBulk,
    listStock,
    listDevices,
    listAlarms,
    listDeliveries: delivery.listDeliveries,
    feedInfo,
    composePush,
  };
};

/** The port plus the console's handle (`ctx.wms` and `ctx.wmsSandbox` are the same object). */
export type WmsSandbox = ReturnType<typeof createSandboxWms>;
